import Foundation
import XCTest

/// The project's size rules on every Swift file of the package (Sources, Tests, Plugins, Fuzz): no
/// file over 300 lines and no function, initialiser or subscript over 60 (the generated
/// EmbeddedTemplates.swift aside).
final class SourceSizeTests: XCTestCase {
    static let maximumFileLines = 300
    static let maximumFunctionLines = 60

    func testNoSourceFileOrFunctionIsOverTheLimit() throws {
        var problems: [String] = []
        var count = 0
        for folder in Self.folders {
            let root = PackagePaths.root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where path.hasSuffix(".swift") && !path.hasSuffix("EmbeddedTemplates.swift") {
                count += 1
                problems += try Self.problems(in: root.appendingPathComponent(path), named: folder + "/" + path)
            }
        }
        XCTAssertGreaterThan(count, 200, "Sources/ and Tests/ were not found")
        XCTAssertEqual(problems, [], "split these: files up to \(Self.maximumFileLines) lines, functions up to \(Self.maximumFunctionLines)")
    }

    /// Every folder of the package's own Swift: the rules hold for tests, plugins and fuzzers as
    /// much as for the generator.
    static let folders = ["Sources", "Tests", "Plugins", "Fuzz"]

    private static func problems(in file: URL, named name: String) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        var problems = lineCount > maximumFileLines ? ["\(name): \(lineCount) lines"] : []
        for function in SwiftFunctions.find(in: text) where function.lineCount > maximumFunctionLines {
            problems.append("\(name):\(function.line): a function of \(function.lineCount) lines")
        }
        return problems
    }

    /// The measuring itself: braces in strings, interpolations and comments do not count, a
    /// protocol requirement has no body, and a long function is measured whole.
    func testFunctionsAreMeasuredFromDeclarationToClosingBrace() {
        let lines = [
            "protocol P {", "    func requirement()", "}", "struct S {", "    @discardableResult",
            ##"    public static func short(_ x: Int) -> String { "}\(x)" + #"}"# } // }"##,
            "    init?(", "        long: Int", "    ) { /* { */", #"        let text = """"#, "            } \\", #"            """"#,
        ] + Array(repeating: "        _ = 1", count: 60) + ["    }", "}"]
        let text = lines.joined(separator: "\n")
        XCTAssertEqual(SwiftFunctions.find(in: text), [.init(line: 6, lineCount: 1), .init(line: 7, lineCount: 67)])
    }
}

/// Where Swift functions start and how many lines they span, from their declaration to the
/// brace that closes their body; braces inside strings and comments are skipped.
enum SwiftFunctions {
    struct Function: Equatable {
        var line: Int
        var lineCount: Int
    }

    private static let declaration = try! NSRegularExpression(pattern:
        #"^\s*(@\w+(\([^)]*\))?\s+)*((public|internal|private|fileprivate|static|class|final|mutating|override|nonisolated|convenience|required)\s+)*(func\s|init[?!]?[(<]|subscript[(<]|deinit\b)"#)

    static func find(in text: String) -> [Function] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let braces = codeBraces(in: Array(text.utf8))
        var open: [Int] = []
        var closingLine: [Int: Int] = [:]  // the index of an opening brace in `braces` → its closing line
        for (index, brace) in braces.enumerated() {
            if brace.isOpening { open.append(index) } else if let opening = open.popLast() { closingLine[opening] = brace.line }
        }
        return lines.indices.compactMap { index -> Function? in
            let line = index + 1
            let range = NSRange(lines[index].startIndex..., in: lines[index])
            guard declaration.firstMatch(in: lines[index], range: range) != nil,
                  let body = braces.indices.first(where: { braces[$0].isOpening && braces[$0].line >= line }),
                  let end = closingLine[body] else { return nil }
            // A requirement without a body: a blank line, comment or another member comes first.
            let between = lines[(index + 1)..<braces[body].line]
            if between.contains(where: { text in
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("}") || declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }) { return nil }
            return Function(line: line, lineCount: end - line + 1)
        }
    }

    /// Every `{` and `}` outside comments and string literals (inside interpolations they
    /// count), with its 1-based line.
    private static func codeBraces(in bytes: [UInt8]) -> [(line: Int, isOpening: Bool)] {
        enum Context { case code(parentheses: Int), string(hashes: Int, quotes: Int) }
        var contexts: [Context] = [.code(parentheses: 0)]
        var braces: [(line: Int, isOpening: Bool)] = []
        var line = 1, index = 0
        func at(_ offset: Int, _ text: String) -> Bool { bytes[offset...].starts(with: text.utf8) }
        func skip(until end: String) {
            while index < bytes.count, !at(index, end) { if bytes[index] == UInt8(ascii: "\n") { line += 1 }; index += 1 }
            if end != "\n" { index += end.utf8.count }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                var hashes = 0
                while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if at(index, "//") { skip(until: "\n"); continue }
                if at(index, "/*") { skip(until: "*/"); continue }
                if at(index + hashes, "\"") {
                    let quotes = at(index + hashes, "\"\"\"") ? 3 : 1
                    contexts.append(.string(hashes: hashes, quotes: quotes))
                    index += hashes + quotes
                    continue
                }
                if byte == UInt8(ascii: "(") { contexts[contexts.count - 1] = .code(parentheses: parentheses + 1) }
                if byte == UInt8(ascii: ")") {
                    if parentheses == 0, contexts.count > 1 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(parentheses: parentheses - 1) }
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { braces.append((line, byte == UInt8(ascii: "{"))) }
            case .string(let hashes, let quotes):
                let escape = "\\" + String(repeating: "#", count: hashes)
                if at(index, escape + "(") {
                    contexts.append(.code(parentheses: 0))
                    index += escape.utf8.count + 1
                    continue
                }
                if at(index, escape) {
                    index += escape.utf8.count
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                    continue
                }
                if at(index, String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)) {
                    contexts.removeLast()
                    index += quotes + hashes
                    continue
                }
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return braces
    }
}
