import Foundation
import XCTest

/// The arrows between stages, read from the source: a target reads other targets' names from
/// the platform API, never from their builders; the API diff compares platform APIs and
/// spells no names itself; the model, at the bottom, refers to no later stage.
final class ArchitectureTests: XCTestCase {
    private static let kit = PackagePaths.root.appendingPathComponent("Sources/DSGenKit")

    func testNoTargetUsesAnotherTargetsBuilder() throws {
        let folders = try Self.subfolders(of: "Targets").filter { $0 != "Shared" }
        XCTAssertGreaterThanOrEqual(folders.count, 5, "Sources/DSGenKit/Targets was not found")
        var builders: [String: Set<String>] = [:]
        for folder in folders {
            builders[folder] = try Self.declaredTypes(in: "Targets/" + folder).filter { $0.hasSuffix("Builder") }
        }
        XCTAssertTrue(builders.values.contains { !$0.isEmpty }, "no builder types found: the declaration pattern is broken")
        for folder in try Self.subfolders(of: "Targets") {
            let others = builders.filter { $0.key != folder }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            XCTAssertEqual(try Self.references(to: others, in: "Targets/" + folder), [], "Targets/\(folder)")
        }
    }

    func testTheAPIDiffSpellsNoPlatformNames() throws {
        let naming = ["Words.", "SwiftNaming.", "KotlinNaming."]
        XCTAssertEqual(try Self.lines(in: "Diff", containingAnyOf: naming), [],
                       "names come from PlatformAPI; the diff only compares them")
    }

    func testTheModelRefersToNoLaterStage() throws {
        var later = Set<String>()
        for folder in ["Targets", "PlatformAPI", "Pipeline", "Output", "Diff", "Figma", "Resolver"] {
            later.formUnion(try Self.declaredTypes(in: folder))
        }
        later.subtract(try Self.declaredTypes(in: "Model"))  // nested names both declare: `Kind`, `CodingKeys`
        later.remove("Value")  // `UsageExamples.Value`, and the model's generic parameter of that name
        XCTAssertGreaterThan(later.count, 50, "the later stages' types were not found")
        XCTAssertEqual(try Self.references(to: later, in: "Model"), [])
    }

    /// The checks themselves can fail: a reference in code is found, one in a comment is not.
    func testReferencesAreFoundInCodeOnly() {
        let text = "/// Unlike `DocsContextBuilder`, …\nlet builder = DocsContextBuilder(component)\n"
        XCTAssertEqual(Self.references(to: ["DocsContextBuilder"], inText: text), [2])
        XCTAssertEqual(Self.declarations(inText: "struct A {}\n    private final class B: C {}\nenum D<E> {}\n"), ["A", "B", "D"])
    }

    // MARK: - Reading the source

    private static func subfolders(of folder: String) throws -> [String] {
        let url = kit.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    /// Every Swift file below a folder of DSGenKit, by its path from there, with its text.
    private static func files(in folder: String) throws -> [(path: String, text: String)] {
        let root = kit.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (folder + "/" + path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    private static func declaredTypes(in folder: String) throws -> Set<String> {
        Set(try files(in: folder).flatMap { declarations(inText: $0.text) })
    }

    /// `path:line` of every line of code in a folder that names one of `types`.
    private static func references(to types: Set<String>, in folder: String) throws -> [String] {
        try files(in: folder).flatMap { file in references(to: types, inText: file.text).map { "\(file.path):\($0)" } }
    }

    private static func lines(in folder: String, containingAnyOf needles: [String]) throws -> [String] {
        try files(in: folder).flatMap { file in
            codeLines(file.text).filter { line in needles.contains { line.text.contains($0) } }.map { "\(file.path):\($0.number)" }
        }
    }

    private static let declaration = try! NSRegularExpression(pattern: #"^\s*(?:\w+\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)"#)
    private static let word = try! NSRegularExpression(pattern: #"\b[A-Z]\w*"#)

    static func declarations(inText text: String) -> [String] {
        codeLines(text).compactMap { line in
            let range = NSRange(line.text.startIndex..., in: line.text)
            guard let match = declaration.firstMatch(in: line.text, range: range) else { return nil }
            return Range(match.range(at: 1), in: line.text).map { String(line.text[$0]) }
        }
    }

    static func references(to types: Set<String>, inText text: String) -> [Int] {
        codeLines(text).filter { line in
            word.matches(in: line.text, range: NSRange(line.text.startIndex..., in: line.text)).contains { match in
                Range(match.range, in: line.text).map { types.contains(String(line.text[$0])) } ?? false
            }
        }.map(\.number)
    }

    /// The lines that are not comments, with their 1-based numbers, each without a trailing `//` comment.
    private static func codeLines(_ text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.hasPrefix("//") else { return nil }
            let code = line.range(of: " // ").map { line[..<$0.lowerBound] } ?? line
            return (index + 1, String(code))
        }
    }
}
