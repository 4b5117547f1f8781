import DSGenKit
import Foundation
import XCTest

/// Hostile strings in every string field of the seed schemas: each variant is either rejected
/// by lint with a location in the variant's file, or emitted and accepted by the real parsers
/// (`swiftc -parse`, kotlinc against the Compose stubs, `node --check`), and its tokens JSON and
/// docs Markdown hold the text exactly and keep their structure (see `checkDocuments`).
///
/// Each variant is one seed schema (renamed, so all variants compile side by side) with a few
/// of its string literals replaced by hostile strings. Fixed seed and 36 variants in CI (three
/// compiler runs in all); `scripts/fuzz generative SECS` runs it with random seeds and
/// `DSGEN_GENERATIVE_VARIANTS`.
final class GenerativeHostileStringTests: XCTestCase {
    /// Pieces that end comments, strings and lines, or start interpolations, in some language.
    static let hostilePieces = [
        "\"", "\\", "\\(x)", "${x}", "$x", "*/", "/*", "\"\"\"", "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{0}",
        "\u{85}", "\u{1B}[31m", "😀", "\u{200F}", "\u{202E}", "`", "'", "|", "<!--", "-->", "#", "{{x}}", "\t", "@", "%",
    ]

    struct Variant {
        let name: String
        let schema: String
        /// The seed with only the rename: what the variant's documents are compared with.
        let base: String
        /// The hostile strings placed into it.
        let hostile: [String]
    }

    /// JSON and Markdown files checked in this run.
    var documentsChecked = (json: 0, markdown: 0)

    func testHostileStringsAreRejectedWithALocationOrCompile() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DSGEN_GENERATIVE_SEED"].flatMap(UInt64.init) ?? 0x5EED_0013
        let count = environment["DSGEN_GENERATIVE_VARIANTS"].flatMap(Int.init) ?? 36
        var random = SeededGenerator(seed: seed)
        let schemas = PackagePaths.root.appendingPathComponent("Schemas")
        let configuration = SourceFile(path: "design-system.dsgen", bytes: Array(try Data(contentsOf: schemas.appendingPathComponent("design-system.dsgen"))))
        let seeds = try ["AdSpace", "Alert", "Toast"].map { name in
            (name, try String(contentsOf: schemas.appendingPathComponent("\(name).dsgen"), encoding: .utf8))
        }
        let directory = try TemporaryDirectory(prefix: "dsgen-generative")
        defer { directory.remove() }
        var files: [String: [URL]] = ["swift": [], "kt": [], "js": []]
        var rejected = 0
        for index in 0..<count {
            let (name, text) = seeds[index % seeds.count]
            let variant = Self.variant(of: text, named: name, index: index, random: &random)
            let file = SourceFile(path: "\(variant.name).dsgen", text: variant.schema)
            let (system, diagnostics) = Pipeline.model(from: [configuration, file])
            guard let system else {
                rejected += 1
                let errors = diagnostics.filter { $0.description.contains(": error: ") }
                XCTAssertFalse(errors.isEmpty, "variant \(index) rejected without an error")
                for error in errors {
                    XCTAssertTrue(error.description.hasPrefix("\(variant.name).dsgen:"), "unlocated: \(error.description)\n\(variant.schema)")
                }
                continue
            }
            let generator = Generator(system: system, templates: try TemplateStore())
            try checkDocuments(of: variant, system: system, generator: generator, configuration: configuration)
            for target in TargetRegistry.all where ["swiftui", "compose", "codeconnect"].contains(target.name) {
                let scaffolds = target.name == "compose" ? try generator.scaffolds(for: target) : []
                for generated in try generator.files(for: target) + scaffolds where generated.path.contains(variant.name) {
                    let kind = String(generated.path.split(separator: ".").last ?? "")
                    guard files[kind] != nil else { continue }
                    let url = try directory.write("\(index)-" + generated.path.replacingOccurrences(of: "/", with: "-"), generated.contents)
                    files[kind]!.append(url)
                }
            }
        }
        print("GenerativeHostileStringTests: seed \(seed), \(count) variants: \(rejected) rejected by lint, \(count - rejected) emitted "
            + "(\(files["swift"]!.count) Swift, \(files["kt"]!.count) Kotlin, \(files["js"]!.count) JavaScript files; "
            + "\(documentsChecked.json) tokens JSON and \(documentsChecked.markdown) docs Markdown files checked)")
        try parseSwift(files["swift"]!)
        let components = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt")
        try compileKotlin(files["kt"]!.isEmpty ? [] : files["kt"]! + [components])
        try checkJavaScript(files["js"]!, in: directory)
    }

    /// The seed with its component renamed and 1–3 of its string literals replaced.
    static func variant(of text: String, named name: String, index: Int, random: inout SeededGenerator) -> Variant {
        let renamed = "\(name)G\(index)"
        var schema = text.replacingOccurrences(of: "component \(name) {", with: "component \(renamed) {")
        let base = schema
        let literals = stringLiterals(in: schema)
        var hostile: [String] = []
        for _ in 0..<(1 + random.below(3)) where !literals.isEmpty {
            let current = stringLiterals(in: schema)
            let range = current[random.below(current.count)]
            hostile.append(hostileString(&random))
            schema.replaceSubrange(range, with: encoded(hostile.last!))
        }
        return Variant(name: renamed, schema: schema, base: base, hostile: hostile)
    }

    /// A mix of ordinary words and hostile pieces.
    static func hostileString(_ random: inout SeededGenerator) -> String {
        (0..<(1 + random.below(4))).map { _ in
            random.below(3) == 0 ? "word" : hostilePieces[random.below(hostilePieces.count)]
        }.joined()
    }

    /// `text` as a schema string literal, written as `figma import` writes one.
    static func encoded(_ text: String) -> String {
        OutputText.schemaString(text)
    }

    /// The ranges of the string literals of a schema outside comments.
    static func stringLiterals(in schema: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = schema.startIndex
        while index < schema.endIndex {
            if schema[index...].hasPrefix("//") {
                index = schema[index...].firstIndex(of: "\n") ?? schema.endIndex
            } else if schema[index] == "\"" {
                var end = schema.index(after: index)
                while end < schema.endIndex, schema[end] != "\"" {
                    end = schema.index(after: schema[end] == "\\" ? schema.index(after: end) : end)
                }
                let close = min(schema.index(after: end), schema.endIndex)
                ranges.append(index..<close)
                index = close
            } else {
                index = schema.index(after: index)
            }
        }
        return ranges
    }

    private func parseSwift(_ files: [URL]) throws {
        guard !files.isEmpty else { return }
        let result = try ProcessRunner.run(try SwiftTypeChecker.locateSwiftc(), ["-parse"] + files.map(\.path))
        XCTAssertEqual(result.exitCode, 0, "swiftc -parse rejected emitted Swift:\n\(result.combinedOutput.prefix(4000))")
    }

    private func compileKotlin(_ files: [URL]) throws {
        guard !files.isEmpty else { return }
        do {
            try KotlinCompiler.shared().compile(files)
        } catch let failure as ToolFailure {
            XCTFail("kotlinc rejected emitted Kotlin:\n\(failure.description.prefix(4000))")
        }
    }

    private func checkJavaScript(_ files: [URL], in directory: TemporaryDirectory) throws {
        guard !files.isEmpty else { return }
        let (node, prefix) = try CodeConnectRenderer.node()
        let script = try directory.write("check.sh", "node=\"$1\"; shift; status=0\nfor f in \"$@\"; do \"$node\" --check \"$f\" || status=1; done\nexit $status\n")
        let nodePath = prefix.isEmpty ? node.path : (ProcessRunner.which(prefix[0])?.path ?? node.path)
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), [script.path, nodePath] + files.map(\.path))
        XCTAssertEqual(result.exitCode, 0, "node --check rejected emitted JavaScript:\n\(result.combinedOutput.prefix(4000))")
    }
}
