import DSGenKit
import XCTest

/// Bad bytes, strings, numbers and colours: one located error each, no follow-on noise.
final class LexerDiagnosticsTests: XCTestCase {
    func testUnterminatedString() {
        assertDiagnostics(component("""
              doc 1️⃣"never closed
              home "Inline in forms"
            """), ["1️⃣": "unterminated string literal"])
    }

    func testBackslashAtLineEndIsOnlyAnUnterminatedString() {
        assertDiagnostics(component("""
              doc 1️⃣"ends in a backslash\\
            """), ["1️⃣": "unterminated string literal"])
    }

    func testUnterminatedStringAtEndOfFile() {
        // The file really ends inside the component's block, so that is unclosed too.
        assertDiagnostics("""
            component Test 2️⃣{
              summary "A test component."
              doc 1️⃣"no closing quote, no newline, no brace
            """, [
                "1️⃣": "unterminated string literal",
                "2️⃣": "expected '}' to close this block",
            ])
    }

    func testInvalidEscape() {
        assertDiagnostics(component("""
              doc "tab \\t, quote \\", then 1️⃣\\q and more"
            """), ["1️⃣": "invalid escape sequence '\\q' in string"])
    }

    func testInvalidEscapeOfAMultibyteCharacterQuotesTheWholeCharacter() {
        assertDiagnostics(component("""
              doc "a 1️⃣\\é b"
            """), ["1️⃣": "invalid escape sequence '\\é' in string"])
    }

    func testUnicodeEscapeOutOfRange() {
        assertDiagnostics(component("""
              doc "x1️⃣\\u{110000}y"
            """), ["1️⃣": "invalid escape sequence '\\u{110000}' in string"])
    }

    func testUnclosedUnicodeEscapeDoesNotSwallowTheClosingQuote() {
        assertDiagnostics(component("""
              doc "A is 1️⃣\\u{41"
              home "still a string"
            """), ["1️⃣": "invalid escape sequence '\\u{41' in string"])
    }

    func testUnexpectedCharactersAreOneErrorAndNoFollowOn() {
        assertDiagnostics(component("""
              home "a" 1️⃣^^ "b"
              doc "ok" 2️⃣~
            """), [
                "1️⃣": "unexpected characters '^^'",
                "2️⃣": "unexpected character '~'",
            ])
    }

    func testLongRunOfUnexpectedCharactersIsShortenedInTheMessage() {
        assertDiagnostics(component("  doc \"x\" 1️⃣" + String(repeating: "^", count: 50_000)), [
            "1️⃣": "unexpected characters '" + String(repeating: "^", count: 32) + "…'",
        ])
    }

    func testInvalidNumberIsReportedOnceNotAsAWrongArgument() {
        assertDiagnostics(component("""
              enum size = small {
                field width: dp
                case small { width 1️⃣1.2.3 }
                case large { width 2️⃣- }
              }
            """), [
                "1️⃣": "invalid number '1.2.3'",
                "2️⃣": "invalid number '-'",
            ])
    }

    func testNumberTooLargeToRepresentIsInvalid() {
        let digits = String(repeating: "9", count: 400)
        assertDiagnostics(component("""
              enum size = small {
                field width: dp
                case small { width 1️⃣\(digits) }
              }
            """), ["1️⃣": "invalid number '\(digits.prefix(32))…'"])
    }

    func testInvalidColourWithFiveDigits() {
        assertDiagnostics(component(singleColour("1️⃣#12345")), [
            "1️⃣": "invalid colour '#12345'; expected '#RRGGBB' or '#RRGGBBAA'",
        ])
    }

    func testInvalidColourWithNonHexDigits() {
        assertDiagnostics(component(singleColour("1️⃣#GGGGGG")), [
            "1️⃣": "invalid colour '#GGGGGG'; expected '#RRGGBB' or '#RRGGBBAA'",
        ])
    }

    func testInvalidUTF8PointsAtTheFirstBadByte() {
        // Line 3, after `  doc "caf` (10 bytes): the bad bytes are inserted at 1️⃣.
        assertDiagnostics("""
            component Test {
              summary "A test component."
              doc "caf1️⃣ au lait"
            }
            """, ["1️⃣": "file is not valid UTF-8"], inserting: ["1️⃣": [0xFF, 0xFE]])
        let run = diagnose([MarkedFile(testDesignSystemPath, standardDesignSystem),
                            MarkedFile(testComponentPath, "component Test {\n  summary \"x\"\n  doc \"caf1️⃣\"\n}\n")],
                           inserting: ["1️⃣": [0xFF, 0xFE]])
        XCTAssertEqual(run.diagnostics.map(\.location.line), [3])
        XCTAssertEqual(run.diagnostics.map(\.location.column), [11])
    }

    func testInvalidUTF8AfterMultibyteCharacters() {
        // Columns count UTF-8 bytes: `é` and `—` are 2 and 3 bytes wide.
        assertDiagnostics(component("""
              doc "é — 1️⃣"
            """), ["1️⃣": "file is not valid UTF-8"], inserting: ["1️⃣": [0xC3]])
    }

    func testUnreadableDesignSystemFileIsNotAlsoMissing() {
        assertDiagnostics(files: [
            MarkedFile(testDesignSystemPath, "design-system EB {\n  summary \"1️⃣\"\n}\n"),
            MarkedFile(testComponentPath, component("")),
        ], ["1️⃣": "file is not valid UTF-8"], inserting: ["1️⃣": [0xFF]])
    }

    func testNulByte() {
        assertDiagnostics(component("""
              doc "one"
              doc "two1️⃣"
            """), ["1️⃣": "file contains a NUL byte"], inserting: ["1️⃣": [0x00]])
    }

    func testByteOrderMarkIsNotAnUnexpectedCharacter() {
        // Columns count bytes, so the mark's three bytes move line 1 along.
        assertDiagnostics("\u{FEFF}component Test {\n  summary \"x\"\n}\ncomponent 1️⃣Test {\n  summary \"y\"\n}\n",
                          ["1️⃣": "duplicate component 'Test'"])
        let run = diagnose([MarkedFile(testDesignSystemPath, standardDesignSystem),
                            MarkedFile(testComponentPath, "\u{FEFF}componnt Test {}\n")])
        XCTAssertEqual(run.diagnostics.map(\.description), [
            "Test.dsgen:1:4: error: unknown keyword 'componnt' in a schema file; did you mean 'component'?",
        ])
    }

    // MARK: - Helpers

    private func singleColour(_ value: String) -> String {
        """
          tokens {
            color surface "main/test/surface" \(value) "Surface."
          }
        """
    }
}
