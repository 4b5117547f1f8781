import DSGenKit
import XCTest

/// Colour tokens and colour sets, names that cannot exist on a platform, design-system
/// declarations and contract blocks.
final class TokenAndNamingDiagnosticsTests: XCTestCase {
    // MARK: - Colours

    func testOpacityAboveOneHundredPercent() {
        assertDiagnostics(component("""
              tokens {
                color surface "main/surface" #FFFFFF @ 1️⃣120% "Surface."
              }
            """), ["1️⃣": "invalid opacity '120%'; expected a percentage from 0% to 100%"])
    }

    func testOpacityWithoutAPercentSign() {
        assertDiagnostics(component("""
              tokens {
                color surface "main/surface" #FFFFFF @ 1️⃣80 "Surface."
                color label "main/label" #000000 @2️⃣
              }
            """), [
                "1️⃣": "invalid opacity '80'; expected a percentage from 0% to 100%",
                "2️⃣": "expected an opacity such as '80%' after '@', found end of line",
            ])
    }

    func testMissingColourSetEntryForACase() {
        assertDiagnostics(alertColours("""
                information { background "info/bg" #E5F1FF; icon "info/icon" #2340A9 }
            """, marker: "1️⃣2️⃣"), [
                "1️⃣": "colour set has no entry for case 'warning'",
                "2️⃣": "colour set has no entry for case 'error'",
            ])
    }

    func testMissingRoleInAnEntry() {
        assertDiagnostics(alertColours("""
                information { background "info/bg" #E5F1FF; icon "info/icon" #2340A9 }
                1️⃣warning { background "warning/bg" #FFF9EB }
                error { background "error/bg" #FEECEB; icon "error/icon" #B0231C }
            """), ["1️⃣": "colour set entry 'warning' has no value for role 'icon'"])
    }

    func testWrongColourIsNotAlsoAMissingRole() {
        assertDiagnostics(alertColours("""
                information { background "info/bg" 1️⃣#E5F1F; icon "info/icon" #2340A9 }
                warning { background "warning/bg" #FFF9EB @ 2️⃣150%; icon "warning/icon" 3️⃣"#966F0B" }
                error { background "error/bg" #FEECEB; icon "error/icon" #B0231C }
            """), [
                "1️⃣": "invalid colour '#E5F1F'; expected '#RRGGBB' or '#RRGGBBAA'",
                "2️⃣": "invalid opacity '150%'; expected a percentage from 0% to 100%",
                "3️⃣": "expected a colour such as '#072592' after string \"warning/icon\", found string \"#966F0B\"",
            ])
    }

    func testDuplicateRole() {
        assertDiagnosticDescriptions(component("""
              enum type = info {
                case info
              }
              tokens {
                colors by type {
                  role 2️⃣background "Background"
                  role 1️⃣background "Again"
                  info { background "info/bg" #E5F1FF }
                }
              }
            """), ["1️⃣: error: duplicate role 'background'\n2️⃣: note: previously declared here"])
    }

    func testColourSetByAnUnknownOrNonEnumProperty() {
        assertDiagnostics(component("""
              bool isLoading = false
              enum type = info {
                case info
              }
              tokens {
                colors by 1️⃣tpye { role background }
                colors by 2️⃣isLoading { role background }
                colors 3️⃣type { role background }
              }
            """), [
                "1️⃣": "unknown property 'tpye'; did you mean 'type'?",
                "2️⃣": "a colour set is keyed first by an enum property; put bool 'isLoading' second ('colors by theme, isLoading')",
                "3️⃣": "expected 'by' after 'colors', found 'type'",
            ])
    }

    func testThemedColoursNeedEveryCaseOfTheSecondAxis() {
        assertDiagnostics(component("""
              enum appearance = neutral {
                case neutral
              }
              enum theme = dark {
                case dark
                case light
              }
              tokens {
                colors by appearance, theme {
                  role background
                  neutral {
                    1️⃣background "toast/{theme}/bg" { dark #0A2757; 2️⃣ligth #FFFFFF }
                  }
                }
              }
            """), [
                "1️⃣": "colour set has no entry for case 'light'",
                "2️⃣": "unknown case 'ligth' of enum 'theme'; did you mean 'light'?",
            ])
    }

    // MARK: - Names

    func testPropertyNamesThatCannotExistOnAPlatform() {
        assertDiagnostics(component("""
              text 1️⃣body
              slot? 2️⃣modifier
              bool 3️⃣self = false
              text? 4️⃣init
            """), [
                "1️⃣": "'body' cannot be used as a name: 'body' is reserved in Swift",
                "2️⃣": "'modifier' cannot be used as a name: 'modifier' is reserved in Kotlin / Compose",
                "3️⃣": "'self' cannot be used as a name: 'self' is reserved in Swift",
                "4️⃣": "'init' cannot be used as a name: 'init' is reserved in Swift",
            ])
    }

    func testCaseNamesThatCannotExistOnAPlatform() {
        assertDiagnostics(component("""
              enum part = header {
                case header
                case 1️⃣body
                case 2️⃣self
                case 3️⃣rawValue
                case 4️⃣all-cases
              }
            """), [
                "1️⃣": "'body' cannot be used as a name: 'body' is reserved in Swift",
                "2️⃣": "'self' cannot be used as a name: 'self' is reserved in Swift",
                "3️⃣": "'rawValue' cannot be used as a name: 'rawValue' is reserved in Swift",
                "4️⃣": "'all-cases' cannot be used as a name: 'allCases' is reserved in Swift",
            ])
    }

    func testNamesOnlyEnumsReserveAreFineForProperties() {
        // A view may have a `description` (the seed Alert does), a `rawValue` or a `hashValue`.
        assertValid(component("""
              text? description
              text rawValue
              number hashValue = 1
            """))
    }

    func testCaseNamesThatCollideAfterConversion() {
        assertDiagnosticDescriptions(component("""
              enum size = banner-sm {
                case 2️⃣banner-sm
                case 1️⃣bannerSm
                case banner-lg
              }
            """), ["1️⃣: error: 'bannerSm' and 'banner-sm' both become 'bannerSm' in Swift\n2️⃣: note: previously declared here"])
    }

    func testPropertyNamesThatCollideAfterConversion() {
        assertDiagnosticDescriptions(component("""
              bool 2️⃣is-loading = false
              bool 1️⃣isLoading = false
              text? 3️⃣caption { swiftui name isLoading }
            """), [
                "1️⃣: error: 'isLoading' and 'is-loading' both become 'isLoading' in Swift\n2️⃣: note: previously declared here",
                "3️⃣: error: 'caption' and 'is-loading' both become 'isLoading' in Swift\n2️⃣: note: previously declared here",
            ])
    }

    func testTypeNamesThatCollide() {
        assertDiagnosticDescriptions(component("""
              enum 2️⃣action = tap {
                case tap
              }
              type 1️⃣Action { text label }
            """), ["1️⃣: error: 'Action' and 'action' both become 'Action' in type names\n2️⃣: note: previously declared here"])
    }

    func testValueTypeFieldNamesAreChecked() {
        assertDiagnostics(component("""
              type Action {
                text 1️⃣self
                event onClick
              }
            """), ["1️⃣": "'self' cannot be used as a name: 'self' is reserved in Swift"])
    }

    func testComponentNameMustBeUpperCamel() {
        assertDiagnostics("component 1️⃣ad-space {\n  summary \"x\"\n}\n", [
            "1️⃣": "'ad-space' cannot be used as a name: a component name is UpperCamel, such as 'AdSpace'",
        ])
    }

    func testComponentNeedsASummary() {
        assertDiagnostics("component 1️⃣Test {\n  doc \"No summary.\"\n}\n", [
            "1️⃣": "component 'Test' needs a 'summary' statement",
        ])
    }

    // MARK: - Design system

    func testDuplicateExternalType() {
        assertDiagnosticDescriptions(files: [
            MarkedFile(testDesignSystemPath, """
                design-system EB {
                  summary "x"
                  external 2️⃣Icon { swiftui type "Image" }
                  external 1️⃣Icon { swiftui type "UIImage" }
                }
                """),
        ], ["1️⃣: error: duplicate external type 'Icon'\n2️⃣: note: previously declared here"])
    }

    func testUnknownAttributeIsOneError() {
        assertDiagnostics(files: [
            MarkedFile(testDesignSystemPath, """
                design-system EB {
                  summary "x"
                  external Icon { swiftui 1️⃣tpye "Image" }
                  external Star { compose type "Star" 2️⃣impotr "x.Star" }
                  external Moon { compose3️⃣ }
                  kotlin package 4️⃣"com.1eb"
                }
                """),
        ], [
            "1️⃣": "unknown 'swiftui' attribute 'tpye'; did you mean 'type'?",
            "2️⃣": "unknown 'compose' attribute 'impotr'; did you mean 'import'?",
            "3️⃣": "expected 'type', 'import', 'example' or 'example-import' after 'compose', found end of line",
            "4️⃣": "'com.1eb' cannot be used as a name: a Kotlin package is dot-separated identifiers",
        ])
    }

    // MARK: - Contracts

    func testLegacyCountsMustBeWholeNumbers() {
        assertDiagnostics(component("""
              legacy {
                built 4 4️⃣to 8
                variants "Half" 1️⃣16.5 "withIcon"
                variants "Default" 2️⃣-4 "withIcon"
                variants "Huge" 3️⃣\(String(repeating: "9", count: 30)) "overflow"
              }
            """), [
                "1️⃣": "invalid count '16.5'; expected a whole number such as '16'",
                "2️⃣": "invalid count '-4'; expected a whole number such as '16'",
                "3️⃣": "invalid count '1e+30'; expected a whole number such as '16'",
                "4️⃣": "expected 'of' after '4', found 'to'",
            ])
    }

    func testUnknownAuditStatus() {
        assertDiagnostics(component("""
              audit {
                criterion C1 "Naming" 1️⃣redy "Typo."
              }
            """), ["1️⃣": "unknown status 'redy'; expected 'ready', 'needs-refinement', 'requires-rework' or 'not-mapped'; did you mean 'ready'?"])
    }

    // MARK: - Helpers

    /// An Alert-like component with a `type` enum and a colour set by it.
    private func alertColours(_ entries: String, marker: String = "") -> String {
        component("""
              enum type = information {
                case information
                case warning
                case error
              }
              tokens {
                \(marker)colors by type {
                  role background "bg"
                  role icon "icon"
            \(entries)
                }
              }
            """)
    }
}
