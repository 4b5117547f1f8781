@testable import DSGenKit
import XCTest

/// ``JavaScript/stringLiteral(_:)``, which copies text needing no escape without looking
/// at its scalars, gives exactly what escaping scalar by scalar gives.
final class JavaScriptLiteralTests: XCTestCase {
    func testStringLiteralsMatchScalarByScalarEscaping() {
        for text in NamingEquivalenceTests.tricky + MarkdownEscapingTests.samples() {
            XCTAssertEqual(JavaScript.stringLiteral(text), Self.reference(text), text)
        }
    }

    /// Every scalar up to U+3000 (U+2028 and U+2029 included), alone and between letters.
    func testEveryScalarMatchesScalarByScalarEscaping() {
        for value in UInt32(1)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(Character(scalar)), "a\(Character(scalar))b"] {
                XCTAssertEqual(JavaScript.stringLiteral(text), Self.reference(text), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// The escaping as it was: every scalar through the escape rule.
    private static func reference(_ text: String) -> String {
        var result = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }

    /// A property's constant must not redeclare a top-level name of the template: a `bool
    /// boolean` (or `notes`, `schema`, `variant`, …) passed lint and its `const boolean`
    /// met the template's `function boolean` (node: Identifier 'boolean' has already been declared).
    func testConstantsAvoidEveryNameTheTemplateDeclares() throws {
        let url = PackagePaths.root.appendingPathComponent("Templates/codeconnect/template.figma.js.mustache")
        let template = try String(contentsOf: url, encoding: .utf8)
        let declared = template.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let keyword = words.first, keyword == "function" || keyword == "const", line.hasPrefix(keyword),
                  words.count > 1, !line.contains("{{constant}}") else { return nil }
            return String(words[1])
        }
        XCTAssertGreaterThan(declared.count, 15)
        for name in declared + ["swiftString", "kotlinString"] {
            XCTAssertEqual(JavaScript.identifier(name), name + "_", "'\(name)' is declared by the template")
        }
    }
}
