@testable import DSGenKit
import XCTest

/// The fast paths the platform context builders use (one-pass case styles, keyword
/// lookup, literal copying, contiguous-run wrapping, exactly sized concatenation, case
/// tables) against straightforward reference implementations, on seeded random text that
/// mixes the bytes each fast path tests for with non-ASCII, combining marks and emoji.
final class NamingFastPathTests: XCTestCase {
    /// Pieces random text is glued from: mostly ASCII, with everything the fast paths test.
    static let pieces: [String] = [
        "a", "b", "z", "A", "B", "Z", "0", "7", "9", "x", "URL", "Path", "is", "class", "in", "val", "fun", "self", "when",
        " ", " ", " ", "  ", "-", "_", ".", "/", "*", "*/", "/*", "\n", "\r", "\r\n", "\t", "$", "${", "\"", "\\", "'", "`",
        "\u{0}", "\u{7}", "\u{7F}", "é", "e\u{301}", "\u{301}", "ß", "—", "·", "✓", "🎉", "👩‍👩‍👧", "🇫🇷", "\u{600}", "\u{2028}",
        "\u{212A}", "ǅ", "ﬁ",
    ]

    static func randomTexts(count: Int, maxPieces: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...maxPieces, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// Mostly plain prose: words of ASCII letters with single spaces, sometimes a non-ASCII
    /// word, a double space or a carriage return, so both wrapping paths run.
    static func randomProse(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let words = ["the", "alert", "headline", "a", "supercalifragilisticexpialidocious", "x", "—", "café", "e\u{301}",
                     "🎉", "\u{301}x", "main/ad-space/color/*", "`code`", "1×", "≥1s"]
        let gaps = [" ", " ", " ", " ", " ", " ", "  ", " \r ", "\r\n", " \u{301}", "\u{600} "]
        return (0..<count).map { _ in
            let length = Int.random(in: 0...40, using: &generator)
            var text = ""
            for index in 0..<length {
                if index > 0 { text += gaps.randomElement(using: &generator)! }
                text += words.randomElement(using: &generator)!
            }
            return Bool.random(using: &generator) ? " " + text : text
        }
    }

    func testWrapMatchesWordByWordWrapping() {
        let texts = Self.randomProse(count: 400, seed: 4) + Self.randomTexts(count: 400, maxPieces: 30, seed: 5)
        for text in texts {
            for width in [1, 7, 30, 97] {
                for indent in [0, 2] {
                    XCTAssertEqual(KDoc.wrap(text, width: width, continuationIndent: indent),
                                   OldNaming.wrap(text, width: width, continuationIndent: indent), "\(width) \(indent): \(text)")
                }
            }
        }
    }

    /// A text the contiguous-run path gives up on half-way leaves no lines of its own behind.
    func testWrapThatFallsBackKeepsEarlierLinesOnly() {
        for text in ["aaa bbb ccc ddd eee\r fff", "aaa bbb ccc ddd  eee fff", "aaa bbb ccc ddd e \u{301}ee fff"] {
            var lines = ["earlier"]
            KDoc.appendWrapped(text, width: 7, continuationIndent: 2, prefix: " * ", to: &lines)
            XCTAssertEqual(lines, ["earlier"] + OldNaming.wrap(text, width: 7, continuationIndent: 2).map { " * " + $0 }, text)
        }
    }

    func testCaseTablesGroupEqualValuesInCaseOrder() {
        var generator = SeededGenerator(seed: 6)
        for _ in 0..<300 {
            let count = Int.random(in: 0...9, using: &generator)
            let labels = (0..<count).map { ".case\($0)" }
            let entries = (0..<count).map { _ in
                (value: ["1", "2", "3"].randomElement(using: &generator)!, comment: [nil, "x", "y"].randomElement(using: &generator)!)
            }
            var table = CaseTable()
            for (label, entry) in zip(labels, entries) { table.append(label: label, value: entry.value, comment: entry.comment) }
            // Reference: the first row with the same value and comment takes the case.
            var expected: [(cases: [String], value: String, comment: String?)] = []
            for (label, entry) in zip(labels, entries) {
                if let index = expected.firstIndex(where: { $0.value == entry.value && $0.comment == entry.comment }) {
                    expected[index].cases.append(label)
                } else {
                    expected.append(([label], entry.value, entry.comment))
                }
            }
            XCTAssertEqual(table.rows.count, expected.count)
            for (index, row) in table.rows.enumerated() {
                XCTAssertEqual(row.labels, expected[index].cases)
                XCTAssertEqual(row.value, expected[index].value)
                XCTAssertEqual(row.comment, expected[index].comment)
            }
        }
    }

    func testFirstDocumentationParagraphIsTheFirstOfTheDocumentation() throws {
        let system = try SeedSchemas.system()
        for component in system.components {
            for property in component.properties {
                XCTAssertEqual(property.firstDocumentationParagraph, property.documentation.first, property.name)
            }
        }
    }
}
