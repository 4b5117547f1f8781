@testable import DSGenKit
import XCTest

/// The word-at-a-time and index-based front-end routines against the straightforward
/// implementations they replaced, on hostile input.
final class FrontEndEquivalenceTests: XCTestCase {
    /// Texts with every kind of line end, non-ASCII, emoji, quotes and NUL bytes, at
    /// lengths around the eight-byte word size.
    static let tricky: [String] = [
        "", "\n", "\n\n", "a", "a\n", "\na", "1234567", "12345678", "123456789", "1234567\n", "12345678\n",
        "\n12345678", "1234\n5678\n", "cr\r\nlf\r\n", "é\nü\n🎉\n", "👩‍👩‍👧\n\n\n\n\n\n\n\n\n", "\"quoted\"\n\\\n",
        "nul\u{0}\n", String(repeating: "line\n", count: 40), String(repeating: "x", count: 64) + "\n",
        "\u{2028}\u{2029}\n", "component A {\n  doc \"é\"\n}\n",
    ]

    func testLineAndColumnMatchCountingLineFeeds() {
        var generator = SeededGenerator(seed: 7)
        var texts = Self.tricky
        for _ in 0..<50 {
            let pieces = ["a", "\n", "é", "🎉", "\"", "\\", " ", "\r\n", "12345678"]
            texts.append((0..<Int(generator.next() % 60)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let file = SourceFile(path: "x.dsgen", bytes: bytes)
            for offset in 0...bytes.count {
                let before = bytes[..<offset]
                let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let location = file.location(at: offset)
                XCTAssertEqual(location.line, line, "\(text.debugDescription) @\(offset)")
                XCTAssertEqual(location.column, offset - lineStart + 1, "\(text.debugDescription) @\(offset)")
            }
        }
    }

    func testFigmaKindsAllowedMatchTheTable() {
        let table: [Property.Keyword: Set<FigmaMapping.Kind>] = [
            .enumeration: [.variant, .none],
            .boolean: [.boolean, .variant, .none],
            .text: [.text, .boolean, .variant, .implicit, .none],
            .number: [.text, .variant, .implicit, .none],
            .slot: [.instance, .children, .boolean, .variant, .none],
            .event: [.none],
            .value: [.none],
        ]
        let figmaKinds: [FigmaMapping.Kind] = [.variant, .boolean, .text, .instance, .children, .implicit, .none]
        for (kind, allowed) in table {
            for figma in figmaKinds {
                XCTAssertEqual(FigmaResolver.allows(figma, for: kind), allowed.contains(figma), "\(kind) / \(figma)")
            }
        }
    }
}
