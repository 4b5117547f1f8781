@testable import DSGenKit
import XCTest

/// The byte-level naming, escaping and wrapping routines against the straightforward
/// `Character` and multi-pass implementations they replaced, on hostile text.
final class NamingEquivalenceTests: XCTestCase {
    /// Spellings that stress every branch: keywords, digits first, acronyms, separators,
    /// emoji, combining marks (after ASCII letters and after spaces), prepended marks,
    /// regional indicators, ZWJ sequences, CR LF, `$`, quotes, backslashes, comment
    /// delimiters.
    static let tricky: [String] = [
        "", " ", "  ", "a", "A", "_", "-", "3", "3x", "3xLarge", "x3", "hero3x", "class", "Class", "in", "is",
        "default", "self", "Self", "object", "fun", "val", "when", "Any", "nil", "null", "URLPath", "URL", "aURL",
        "isLoading", "is-loading", "banner-sm", "Full Width", "  padded  ", "ABc", "AbC", "ABC", "a1B2c3",
        "snake_case_name", "SCREAMING_SNAKE", "mixed-Case_and space", "é", "café", "naïve name", "e\u{301}x",
        "xe\u{301}", "ABe\u{301}", "AB\u{301}c", "ABé", "Éclair", "ÉCLAIR", "ﬁle", "straße", "İstanbul", "ǅemal",
        "١٢٣", "3\u{301}", "\u{301}abc", "a\u{345}", "1\u{345}", "🎉", "🎉party", "party🎉Time", "👩‍👩‍👧 family",
        "🇫🇷🇩🇪", "a🇫🇷b", "\u{600}1", "x\u{600} y", "tab\tseparated", "line\nbreak", "cr\r\nlf", "cr\rlf",
        "$dollar", "${template}", "\"quoted\"", "'single'", "back\\slash", "*/", "/*", "/*/", "*/*", "**/",
        "//*", "a*/b/*c", "*\n/", "/\n*", "\u{2028}\u{2029}", "\u{0}\u{7}\u{8}\u{7F}", "nul\u{0}l",
        String(repeating: "Name", count: 40), "x " + String(repeating: "é", count: 30),
    ]

    func testCommentTextMatchesSuccessiveReplacements() {
        let breaks = ["\n", "\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"]
        for text in Self.tricky + Self.tricky.map({ "\($0) */ \($0) /* \($0)\n\u{85}\u{B}\u{C}" }) {
            let line = breaks.reduce(text) { $0.replacingAll($1, with: " ") }
            XCTAssertEqual(OutputText.lineComment(text), line, text)
            XCTAssertFalse(OutputText.lineComment(text).unicodeScalars.contains { breaks.contains(String($0)) }, text)
            let swift = line.replacingAll("*/", with: "* /")
            XCTAssertEqual(OutputText.swiftDocComment(text), swift, text)
            XCTAssertEqual(OutputText.kotlinDocComment(text), swift.replacingAll("/*", with: "/ *"), text)
        }
    }

    func testStringLiteralsMatchScalarAppending() {
        for text in Self.tricky {
            XCTAssertEqual(SwiftNaming.stringLiteral(text), OldNaming.quoted(text, escape: SwiftNaming.stringLiteral), text)
            XCTAssertEqual(KotlinNaming.stringLiteral(text), OldNaming.quoted(text, escape: KotlinNaming.stringLiteral), text)
            XCTAssertEqual(JavaScript.stringLiteral(text), OldNaming.quoted(text, escape: JavaScript.stringLiteral), text)
        }
    }

    func testWidthComparisonsMatchCharacterCounting() {
        for text in Self.tricky + ["e\u{301}e\u{301}e\u{301}", "🇫🇷🇩🇪 x"] {
            for width in [-1, 0, 1, 2, 3, 5, 40, 200] {
                XCTAssertEqual(text.isWider(than: width), text.count > width, "\(width): \(text)")
            }
        }
    }

    func testWrapMatchesCharacterCounting() {
        let texts = Self.tricky + [
            Self.tricky.joined(separator: " "),
            Self.tricky.joined(separator: "  "),
            "word " + String(repeating: "e\u{301} ", count: 40) + " \u{301}joined \u{301} space",
            String(repeating: "🇫🇷 🇩🇪🇫 ", count: 20),
            String(repeating: "\u{600} x ", count: 30),
            String(repeating: "ab\r\ncd ", count: 20),
            "@param title " + String(repeating: "The alert’s headline — “quoted” ", count: 6),
        ]
        for text in texts {
            for width in [1, 5, 20, 97] {
                for indent in [0, 2] {
                    XCTAssertEqual(KDoc.wrap(text, width: width, continuationIndent: indent),
                                   OldNaming.wrap(text, width: width, continuationIndent: indent), "\(width) \(indent): \(text)")
                }
            }
        }
    }
}

/// The implementations the byte-level routines replaced, kept as the reference.
/// The naming code as it was before its fast paths: the reference other tests compare with.
enum OldNaming {
    static func split(_ spelling: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(spelling)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll()
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber, character.isASCII else {
                flush()
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if let previous = current.last, character.isUppercase,
               previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                flush()
            }
            current.append(character)
        }
        flush()
        return words
    }

    static func lowerCamel(_ spelling: String) -> String {
        let words = split(spelling)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    static func identifierStart(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.isNumber ? "_" + name : name
    }

    static func replacingBytes(_ bytes: [UInt8], _ needle: [UInt8], _ replacement: [UInt8]) -> [UInt8] {
        guard !needle.isEmpty else { return bytes }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + needle.count <= bytes.count, Array(bytes[index..<index + needle.count]) == needle {
                output += replacement
                index += needle.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    /// The literal, scalar by scalar, with the escapes the current function makes for each
    /// scalar alone.
    static func quoted(_ text: String, escape: (String) -> String) -> String {
        let quote = String(escape("").prefix(1))
        var result = quote
        for scalar in text.unicodeScalars {
            // Scalars, not `Character`s: the quote and a combining mark form one `Character`.
            result.unicodeScalars.append(contentsOf: escape(String(scalar)).unicodeScalars.dropFirst().dropLast())
        }
        return result + quote
    }

    static func wrap(_ text: String, width: Int, continuationIndent: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(repeating: " ", count: continuationIndent) + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
