@testable import DSGenKit
import Foundation
import XCTest

/// `Editors/vscode/syntaxes/dsgen.tmLanguage.json`, applied by a small TextMate tokenizer under
/// node (`Tests/Support/TextMate/tokenize.js`) to the seed schemas and `dsgen init`'s starter,
/// and checked against dsgen's own lexer and parser: every statement keyword, string, number,
/// colour, operator and brace gets its scope, declared names theirs, and everything between
/// tokens is whitespace or a comment.
final class TextMateGrammarTests: XCTestCase {
    private var grammar: URL { PackagePaths.root.appendingPathComponent("Editors/vscode/syntaxes/dsgen.tmLanguage.json") }
    private var tokenizer: URL { PackagePaths.testSupport.appendingPathComponent("TextMate/tokenize.js") }

    func testTheGrammarScopesEveryConstructOfTheSeeds() throws {
        let schemas = try FileManager.default.contentsOfDirectory(at: PackagePaths.root.appendingPathComponent("Schemas"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "dsgen" }.sorted { $0.path < $1.path }
        XCTAssertEqual(schemas.count, 4)
        for schema in schemas { try check(schema) }
    }

    func testTheGrammarScopesTheStarterSchemas() throws {
        let root = try makeTemporaryDirectory()
        XCTAssertEqual(DSGenRunner.run(["init", root.url.path]).code, 0)
        for name in ["design-system.dsgen", "Button.dsgen"] { try check(root.url.appendingPathComponent(name)) }
    }

    func testTheVSCodeExtensionNamesTheGrammar() throws {
        let package = try JSONSerialization.jsonObject(with: Data(contentsOf: grammar.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("package.json"))) as? [String: Any]
        let contributes = try XCTUnwrap(package?["contributes"] as? [String: Any])
        let grammars = try XCTUnwrap(contributes["grammars"] as? [[String: Any]])
        XCTAssertEqual(grammars.first?["path"] as? String, "./syntaxes/dsgen.tmLanguage.json")
        XCTAssertEqual(grammars.first?["scopeName"] as? String, "source.dsgen")
        let languages = try XCTUnwrap(contributes["languages"] as? [[String: Any]])
        XCTAssertEqual(languages.first?["extensions"] as? [String], [".dsgen"])
    }

    // MARK: - Checking one file

    private func check(_ schema: URL) throws {
        let bytes = Array(try Data(contentsOf: schema))
        let scopes = try scopesByByte(schema, byteCount: bytes.count)
        let file = SourceFile(path: schema.lastPathComponent, bytes: bytes)
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        let (syntax, problems) = Parser.parse(file)
        XCTAssertEqual(problems, [], schema.lastPathComponent)
        var keywords = Set<Int>(), declared: [Int: String] = [:]
        collect(syntax.statements, keywords: &keywords, declared: &declared)
        var covered = [Bool](repeating: false, count: bytes.count)
        for token in tokens {
            for offset in token.span { covered[offset] = true }
            guard let expected = expectedScope(token, isKeyword: keywords.contains(token.span.lowerBound), declared: declared[token.span.lowerBound]) else { continue }
            for offset in token.span where !scopes[offset].contains(expected) {
                XCTFail("\(schema.lastPathComponent) at \(file.location(at: offset)): '\(token.quoted)' has scopes '\(scopes[offset])', expected \(expected)")
                break
            }
        }
        for offset in bytes.indices where !covered[offset] && ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) {
            XCTAssertTrue(scopes[offset].contains("comment.line.double-slash.dsgen"),
                          "\(schema.lastPathComponent) at \(file.location(at: offset)): between tokens, only comments: '\(scopes[offset])'")
        }
    }

    /// The scope a token must carry.
    private func expectedScope(_ token: Token, isKeyword: Bool, declared: String?) -> String? {
        switch token.kind {
        case .string: return "string.quoted.double.dsgen"
        case .number: return "constant.numeric.dsgen"
        case .color: return "constant.other.color.dsgen"
        case .symbol("{"): return "punctuation.section.block.begin.dsgen"
        case .symbol("}"): return "punctuation.section.block.end.dsgen"
        case .symbol("="), .symbol("=="), .symbol("!="): return "keyword.operator.dsgen"
        case .symbol(";"): return "punctuation.terminator.statement.dsgen"
        case .symbol("?"): return "keyword.operator.optional.dsgen"
        case .symbol("@"): return "keyword.operator.opacity.dsgen"
        case .symbol: return "punctuation"
        case .identifier(let name) where !isKeyword && (name == "true" || name == "false"): return "constant.language.boolean.dsgen"
        case .identifier(let name) where isKeyword: return ["enum", "bool", "text", "number", "slot", "event", "value"].contains(name) ? "storage.type.property.dsgen" : "keyword."
        case .identifier: return declared ?? "variable.other"
        case .newline, .end: return nil
        case .invalid(let text): XCTFail("the seeds have no invalid token: \(text)"); return nil
        }
    }

    /// Statement keywords' offsets, and the scope of each declared name (`component Alert`, `text? title`, `case small`).
    private func collect(_ statements: [Statement], keywords: inout Set<Int>, declared: inout [Int: String]) {
        for statement in statements {
            keywords.insert(statement.keywordSpan.lowerBound)
            let name = statement.arguments.first { if case .identifier = $0.kind { return true }; return false }
            let scope: String? = switch statement.keyword {
            case "component", "design-system", "external", "type": "entity.name.type.dsgen"
            case "enum", "bool", "text", "number", "slot", "event", "value": "variable.other.property.dsgen"
            case "case", "group": "variable.other.enummember.dsgen"
            default: nil
            }
            if let scope, let name { declared[name.span.lowerBound] = scope }
            collect(statement.block ?? [], keywords: &keywords, declared: &declared)
        }
    }

    /// The tokenizer's scopes for every byte of the file (the scopes of the token holding it).
    private func scopesByByte(_ schema: URL, byteCount: Int) throws -> [String] {
        guard let node = ProcessRunner.which("node") else { throw RequiredTool.missing("node", reason: "not on PATH") }
        let result = try ProcessRunner.run(node, [tokenizer.path, grammar.path, schema.path])
        XCTAssertEqual(result.exitCode, 0, result.combinedOutput)
        let lines = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[[String]]])
        let text = try String(contentsOf: schema, encoding: .utf8)
        var scopes: [String] = []
        for (tokens, line) in zip(lines, text.split(separator: "\n", omittingEmptySubsequences: false)) {
            XCTAssertEqual(tokens.map { $0[0] }.joined(), String(line), "the tokens make up the line")
            for token in tokens { scopes += Array(repeating: token[1], count: token[0].utf8.count) }
            scopes.append("newline")
        }
        XCTAssertGreaterThanOrEqual(scopes.count, byteCount)
        return scopes
    }
}

private extension Token {
    var spelling: String {
        if case .identifier(let name) = kind { return name }
        return ""
    }
}
