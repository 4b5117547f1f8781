@testable import DSGenKit
import XCTest

/// The escaping functions that had near-twins: one spelling for quoted text in diagnostics
/// and writer errors, one `.dsgen` string literal (the importer's) that the lexer reads back
/// exactly.
final class OutputTextTests: XCTestCase {
    static let hostile = "a\u{0}b\tc\nd\re\u{1B}f\u{7F}g\u{85}h\u{2028}i\u{2029}j\u{202E}k\u{2066}l"
    static let spelled = #"a\0b\tc\nd\re\u{1b}f\u{7f}g\u{85}h\u{2028}i\u{2029}j\u{202e}k\u{2066}l"#

    /// Writer errors spelled NUL as `\0` but printed C1 controls, line separators and
    /// bidirectional overrides raw; diagnostics spelled NUL as `\u{0}`. Both now print one way.
    func testDiagnosticsAndWriterErrorsSpellQuotedTextTheSameWay() {
        XCTAssertEqual(OutputText.terminal(Self.hostile), Self.spelled)
        XCTAssertEqual(OutputError.quote(Self.hostile), "'" + Self.spelled + "'")
        let file = SourceFile(path: "A.dsgen", text: "x\n")
        let diagnostic = Diagnostic(.invalidName(Self.hostile, reason: "r"), at: file.range(0..<1))
        XCTAssertEqual(diagnostic.description, "A.dsgen:1:1: error: '\(Self.spelled)' cannot be used as a name: r")
        XCTAssertEqual(OutputText.terminal("plain ✓ text"), "plain ✓ text")
    }

    /// Hostile strings written by `figma import`'s literal lex back to themselves, and every
    /// character lint rejects is written as a visible `\u{…}` escape, never raw.
    func testSchemaStringsRoundTripThroughTheLexer() {
        var random = SeededGenerator(seed: 0x5EED_0007)
        let pieces = GenerativeHostileStringTests.hostilePieces + ["\u{B}", "\u{C}", "\u{7F}", "\u{9F}", "\u{2066}", "\u{202A}", "{", "}", ";", "é"]
        for round in 0..<2_000 {
            let text = (0..<random.below(6)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let literal = OutputText.schemaString(text)
            XCTAssertFalse(literal.unicodeScalars.contains { Lexer.isDisallowedInStrings($0) || $0 == "\n" || $0 == "\t" }, "\(round): \(literal)")
            var lexer = Lexer(file: SourceFile(path: "A.dsgen", text: "summary \(literal)\n"))
            let strings = lexer.tokenize().compactMap { token -> String? in
                if case .string(let value) = token.kind { return value }
                return nil
            }
            XCTAssertEqual(strings, [text], "\(round): \(literal)")
        }
    }
}
