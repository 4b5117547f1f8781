import DSGenKit
import XCTest

/// Statement shape, blocks, braces and files: located errors, recovery without noise.
final class ParserDiagnosticsTests: XCTestCase {
    func testUnknownKeywordAtTopLevel() {
        assertDiagnostics(component("") + """
            1️⃣componnt Other {
              summary "Never resolved."
            }
            """, ["1️⃣": "unknown keyword 'componnt' in a schema file; did you mean 'component'?"])
    }

    func testStatementStartingWithAString() {
        assertDiagnostics(component("""
              1️⃣"Inline in forms" home
              home "Accent cards"
            """), ["1️⃣": "expected a keyword, found string \"Inline in forms\""])
    }

    func testStatementStartingWithABlockSkipsTheWholeBlock() {
        assertDiagnostics(component("""
              1️⃣{ doc "stray" }
              home "Accent cards"
            """), ["1️⃣": "expected a keyword, found '{'"])
    }

    func testStatementStartingWithANumber() {
        assertDiagnostics(component("""
              1️⃣3 homes
            """), ["1️⃣": "expected a keyword, found '3'"])
    }

    func testUnbalancedClosingBrace() {
        assertDiagnostics(component("""
              home "Accent cards"
            """) + "1️⃣}\n", ["1️⃣": "unexpected '}' without a matching '{'"])
    }

    func testUnclosedBraceIsExactlyOneError() {
        assertDiagnostics("""
            component Test {
              summary "A test component."
              text title 1️⃣{
                doc "The title."
                example "Payment method expired"
            """, ["1️⃣": "expected '}' to close this block"])
    }

    func testExtraArguments() {
        assertDiagnostics(component("""
              doc "One paragraph." 1️⃣"Another."
              home "Accent cards" 2️⃣promo
            """), [
                "1️⃣": "unexpected string \"Another.\" in 'doc' statement",
                "2️⃣": "unexpected 'promo' in 'home' statement",
            ])
    }

    func testMissingArgument() {
        assertDiagnostics(component("""
              doc1️⃣
              text 2️⃣{
                doc "Nameless."
              }
            """), [
                "1️⃣": "expected a string after 'doc', found end of line",
                "2️⃣": "expected the property's name after 'text', found '{'",
            ])
    }

    func testMissingBlock() {
        assertDiagnostics(component("""
              1️⃣accessibility
              2️⃣enum size = small
            """), [
                "1️⃣": "'accessibility' needs a '{ … }' block",
                "2️⃣": "'enum' needs a '{ … }' block",
            ])
    }

    func testBlockWhereNoneIsAllowed() {
        assertDiagnostics(component("""
              1️⃣home "Inline in forms" {
                doc "Homes have no block."
              }
              text title {
                2️⃣example "Expired" { nested }
              }
            """), [
                "1️⃣": "'home' does not take a block",
                "2️⃣": "'example' does not take a block",
            ])
    }

    func testBlockInsteadOfTheArgumentIsOneError() {
        assertDiagnostics(component("""
              1️⃣doc { paragraph }
            """), ["1️⃣": "'doc' does not take a block"])
    }

    func testBlockInsteadOfTheArgumentStillHasItsOwnSyntaxChecked() {
        // The block is never resolved, but its syntax is: the parser knows no keywords.
        assertDiagnostics(component("""
              1️⃣doc { 2️⃣"A paragraph." }
            """), [
                "1️⃣": "'doc' does not take a block",
                "2️⃣": "expected a keyword, found string \"A paragraph.\"",
            ])
    }

    func testTwentyThousandNestedBlocksDoNotOverflowTheStack() {
        let depth = 20_000
        // The component's block is level 1, so the 32nd `a {` opens level 33.
        let source = component("  1️⃣a { " + String(repeating: "a { ", count: 30) + "a 2️⃣{ "
                               + String(repeating: "a { ", count: depth - 32) + String(repeating: "} ", count: depth))
        let start = Date()
        assertDiagnostics(source, [
            "1️⃣": "unknown keyword 'a' in component",
            "2️⃣": "blocks nest more than 32 levels deep",
        ])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testTwentyThousandNestedBracesOnOneLine() {
        let depth = 20_000
        assertDiagnostics(component("  1️⃣" + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)), [
            "1️⃣": "expected a keyword, found '{'",
        ])
    }

    func testTwentyThousandUnclosedBlocksOnSeparateLines() {
        // Nothing after the limit is parsed, and the file does end inside 20,000 blocks.
        let source = "component Test {\n  summary \"x\"\n1️⃣a {\n" + String(repeating: "a {\n", count: 29)
            + "a 2️⃣{\na 3️⃣{\n" + String(repeating: "a {\n", count: 20_000)
        assertDiagnostics(source, [
            "1️⃣": "unknown keyword 'a' in component",
            "2️⃣": "expected '}' to close this block",
            "3️⃣": "blocks nest more than 32 levels deep",
        ])
    }

    func testTwoHundredKilobyteLineIsValidAndFast() {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 200_000 / 28 + 1)
        let name = "long" + String(repeating: "Name", count: 50_000)
        let source = component("""
              doc "\(text)"
              text \(name) {
                doc "\(text)"
                example "\(text)"
              }
            """)
        XCTAssertGreaterThan(source.utf8.count, 600_000)
        let start = Date()
        let system = assertValid(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(system?.components.first?.properties.first?.name, name)
        XCTAssertEqual(system?.components.first?.docs.first, text)
    }

    func testTwoHundredKilobyteUnknownNameGetsNoSlowSuggestion() {
        let name = String(repeating: "x", count: 200_000)
        let start = Date()
        assertDiagnostics(component("""
              text \(name)
              text? other { only 1️⃣\(name)y == a }
            """), ["1️⃣": "unknown property '\(name)y'"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testEmptyFile() {
        assertDiagnostics(files: [
            MarkedFile(testDesignSystemPath, standardDesignSystem),
            MarkedFile("Empty.dsgen", "1️⃣"),
        ], ["1️⃣": "file is empty; expected a 'component' or 'design-system' declaration"])
    }

    func testFileOfOnlyComments() {
        assertDiagnostics(files: [
            MarkedFile(testDesignSystemPath, standardDesignSystem),
            MarkedFile("Comments.dsgen", "1️⃣// Alert — to be written.\n\n   // Nothing yet.\n"),
        ], ["1️⃣": "file is empty; expected a 'component' or 'design-system' declaration"])
    }

    func testMissingDesignSystem() {
        assertDiagnostics(files: [
            MarkedFile("Alert.dsgen", "1️⃣" + component("", name: "Alert")),
            MarkedFile("Toast.dsgen", component("", name: "Toast")),
        ], ["1️⃣": "no 'design-system' declaration found; add a design-system.dsgen file beside the schemas"])
    }

    func testDuplicateDesignSystem() {
        assertDiagnosticDescriptions(files: [
            MarkedFile(testDesignSystemPath, "design-system 2️⃣EB {\n  summary \"One.\"\n}\n"),
            MarkedFile("Other.dsgen", "// A second configuration.\ndesign-system 1️⃣EBX {\n  summary \"Two.\"\n}\n"),
        ], [
            "1️⃣: error: second design system 'EBX'; the schemas need exactly one 'design-system' declaration\n2️⃣: note: previously declared here",
        ])
    }

    func testDuplicateComponentAcrossTwoFiles() {
        assertDiagnosticDescriptions(files: [
            MarkedFile(testDesignSystemPath, standardDesignSystem),
            MarkedFile("Alert.dsgen", "component 2️⃣Alert {\n  summary \"The alert.\"\n}\n"),
            MarkedFile("Banner.dsgen", "// Copied from Alert.dsgen.\n\ncomponent 1️⃣Alert {\n  summary \"A copy.\"\n}\n"),
        ], [
            "1️⃣: error: duplicate component 'Alert'\n2️⃣: note: previously declared here",
        ])
    }

    func testSeveralErrorsInOneFileAreReportedTogetherSortedByPosition() {
        assertDiagnosticDescriptions(component("""
              doc 1️⃣"unterminated
              2️⃣hoem "Accent cards"
              bool isLoading = 3️⃣maybe
              slot? icon: 4️⃣Icn
              enum size = 5️⃣larg {
                case small
                case large
              }
              text? caption { only size in 6️⃣smal }
            """) + "7️⃣}\n", [
                "1️⃣: error: unterminated string literal",
                "2️⃣: error: unknown keyword 'hoem' in component; did you mean 'home'?",
                "3️⃣: error: default 'maybe' is not a valid bool value",
                "4️⃣: error: unknown slot type 'Icn'; did you mean 'Icon'?",
                "5️⃣: error: default 'larg' is not a case of enum 'size'; did you mean 'large'?",
                "6️⃣: error: unknown case 'smal' of enum 'size'; did you mean 'small'?",
                "7️⃣: error: unexpected '}' without a matching '{'",
            ])
    }
}
