@testable import DSGenKit
import Foundation
import XCTest

/// Tricky text for the docs' Markdown: line ends, pipes, backslashes, backticks, markup,
/// Unicode whitespace and combining marks, and how usage snippets split into lines.
final class MarkdownEscapingTests: XCTestCase {
    static let tricky = [
        "", " ", "   ", "plain words", "a|b", "a \\| b", "\\|", "x\\|", "\\", "`", "``", "a`b", "`x`", " x ", "  x  ",
        "a\nb", "a\r\nb", "a\rb", "\r\n", "\n\n", "a\n\r\nb", "\r\r\n", "\tindented\t", "a\t\tb", "trailing ",
        " leading", "a  b   c", "# heading", "#", "- item", "+ item", "= x", "> quote", "1. one", "12) x", "1", "1.",
        ".", "a1. x", "&amp;", "&#123;", "& x", "&", "a&", "&é", "&1", "&\u{301}", "*_[]<~$", "|pipe|", "| x |",
        "emoji 😀 | 👍🏽", "👨‍👩‍👧", "e\u{301}", "`\u{301}", "``\u{301}`", "a`\u{301}b", " \u{301}", "\u{301} x \u{301}",
        "\\|\u{301}", "a\\|\u{301}b", "\u{0338}\\|", "\\|\u{FE0F}", "\\\u{200D}|", "\u{0600}\\|",
        "non\u{00A0}breaking", "\u{00A0}", "a\u{00A0}\u{00A0}b", "a\u{2003}b", "a\u{3000}b", "a\u{0085}b", "a\u{2028}b\u{2029}",
        "a\u{1680}b", "a\u{202F}b", "a\u{205F}b", "zero\u{200B}width", "a\u{FEFF}b", "×·—→≥", "ÿ\u{00C2}", "日本語 | テキスト",
        "main/ad-space/color/*", "<Carousel><AdSpace size=\"hero-md\" />…</Carousel>", "snake_case and *stars*",
        // Escapes that depend on where the folded text starts: after leading whitespace.
        "  1. x", "\n12) x", "\u{00A0}# x", " \t- x", "\u{3000}>", " 1 . x", "  .", " 1\n. x", "&\u{00A0}x", "x &\n#1",
    ]

    /// Usage snippets split into lines as `Character`s split them: a CR LF does not end a line.
    func testSnippetLinesSplitLikeCharacters() {
        for sample in Self.samples() {
            let expected = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(DocsContextBuilder.lines(sample), expected, debugDescription(sample))
        }
    }

    /// The tricky samples, pairs of them, and random strings over their characters.
    static func samples() -> [String] {
        let pieces = tricky.flatMap { $0.unicodeScalars.map(String.init) } + ["a", "1", " ", "|", "\\", "`", "&", "\n"]
        var generator = SeededGenerator(seed: 42)
        let random = (0..<2_000).map { _ in
            String((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        return tricky + zip(tricky, tricky.reversed()).map { $0 + $1 } + random
    }

    private func debugDescription(_ sample: String) -> String {
        sample.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }
}
