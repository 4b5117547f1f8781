@testable import DSGenKit
import Foundation
import XCTest

/// The byte-level escaping in ``Markdown`` gives exactly what the earlier scalar- and
/// character-based escaping gave (``ReferenceMarkdown``), for tricky and random text.
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

    func testTextMatchesTheReference() {
        for sample in Self.samples() {
            XCTAssertEqual(Markdown.text(sample), ReferenceMarkdown.text(sample), debugDescription(sample))
        }
    }

    func testCodeMatchesTheReference() {
        for sample in Self.samples() {
            XCTAssertEqual(Markdown.code(sample), ReferenceMarkdown.code(sample), debugDescription(sample))
        }
    }

    func testOneLineAndCellMatchTheReference() {
        for sample in Self.samples() {
            XCTAssertEqual(Markdown.oneLine(sample), ReferenceMarkdown.oneLine(sample), debugDescription(sample))
            XCTAssertEqual(Markdown.cell(sample), ReferenceMarkdown.cell(sample), debugDescription(sample))
        }
    }

    /// Long prose, code and cells, where the folds skip eight bytes at a time: words,
    /// single and double spaces, markup, pipes and non-ASCII at every offset of a block.
    func testLongTextMatchesTheReference() {
        let pieces = ["word", "Word", "a", "12", " ", " ", " ", "  ", "-", ".", "|", "\\|", "`", "*", "é", "—", "\u{00A0}", "\t", "\n", "&amp", "#", "1."]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3_000 {
            let sample = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                Int.random(in: 0..<3, using: &generator) == 0 ? pieces.randomElement(using: &generator)! : ["word", " ", "abc9", "Z"].randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(Markdown.text(sample), ReferenceMarkdown.text(sample), debugDescription(sample))
            XCTAssertEqual(Markdown.code(sample), ReferenceMarkdown.code(sample), debugDescription(sample))
            XCTAssertEqual(Markdown.oneLine(sample), ReferenceMarkdown.oneLine(sample), debugDescription(sample))
            XCTAssertEqual(Markdown.cell(sample), ReferenceMarkdown.cell(sample), debugDescription(sample))
        }
    }

    /// Usage snippets split into lines as `Character`s split them: a CR LF does not end a line.
    func testSnippetLinesSplitLikeCharacters() {
        for sample in Self.samples() {
            let expected = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(DocsContextBuilder.lines(sample), expected, debugDescription(sample))
        }
    }

    /// Every Unicode whitespace scalar counts as whitespace (the byte-level check decodes
    /// only some lead bytes), and no other scalar does.
    func testEveryWhitespaceScalarIsWhitespace() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), value != 0 else { continue }
            let sample = "a\(Character(scalar))b"
            guard scalar.properties.isWhitespace || (value >= 0x80 && value < 0x3100) else { continue }
            XCTAssertEqual(Markdown.oneLine(sample), ReferenceMarkdown.oneLine(sample), debugDescription(sample))
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

/// The escaping as it was before it worked on UTF-8 bytes: scalar by scalar and, in code
/// spans, character by character. Kept as the reference the byte-level code must match.
private enum ReferenceMarkdown {
    static let alwaysEscaped: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", "~", "$"]
    static let blockStarts: Set<Unicode.Scalar> = ["#", ">", "-", "+", "="]

    static func text(_ text: String) -> String {
        let scalars = Array(oneLine(text).unicodeScalars)
        let digits = scalars.prefix { ("0"..."9").contains($0) }.count
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if alwaysEscaped.contains(scalar) {
                result.append("\\")
            } else if scalar == "&", index + 1 < scalars.count, scalars[index + 1] == "#" || scalars[index + 1].properties.isAlphabetic {
                result.append("\\")
            } else if index == 0, blockStarts.contains(scalar) {
                result.append("\\")
            } else if index == digits, scalar == "." || scalar == ")", index > 0 {
                result.append("\\")
            }
            result.append(scalar)
        }
        return String(result)
    }

    static func code(_ code: String) -> String {
        let content = code.replacingAll("\r\n", with: " ").replacingAll("\n", with: " ").replacingAll("\r", with: " ")
        guard !content.isEmpty else { return "(empty)" }
        if content.contains("\\|") { return text(content) }
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let allSpaces = content.allSatisfy { $0 == " " }
        let pad = content.first == "`" || content.last == "`" || (!allSpaces && content.first == " " && content.last == " ") ? " " : ""
        return fence + pad + content + pad + fence
    }

    static func cell(_ inline: String) -> String {
        let content = oneLine(inline)
        guard !content.isEmpty else { return "—" }
        return content.replacingAll("|", with: "\\|")
    }

    static func oneLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: return true
        case 0x00..<0x80: return false
        default: return scalar.properties.isWhitespace
        }
    }
}
