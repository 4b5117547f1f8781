import DSGenKit
import XCTest

/// Components, properties, enums and fields (Figma mappings, constraints and value types are in
/// MappingDiagnosticsTests).
final class DeclarationDiagnosticsTests: XCTestCase {
    // MARK: - Keywords

    func testUnknownKeywordInComponent() {
        assertDiagnostics(component("""
              1️⃣summray "Typo."
              2️⃣flavour "Not a keyword at all."
            """), [
                "1️⃣": "unknown keyword 'summray' in component; did you mean 'summary'?",
                "2️⃣": "unknown keyword 'flavour' in component",
            ])
    }

    func testUnknownKeywordInEnum() {
        assertDiagnostics(component("""
              enum size = small {
                case small
                1️⃣cas large
              }
            """), ["1️⃣": "unknown keyword 'cas' in enum; did you mean 'case'?"])
    }

    func testUnknownKeywordInCase() {
        assertDiagnostics(component("""
              enum size = small {
                case small { 1️⃣dco "Transposed letters." }
                case large { 2️⃣colour "Not a keyword." }
              }
            """), [
                "1️⃣": "unknown keyword 'dco' in enum case; did you mean 'doc'?",
                "2️⃣": "unknown keyword 'colour' in enum case",
            ])
    }

    func testUnknownKeywordInPropertyAndValueType() {
        assertDiagnostics(component("""
              text title { 1️⃣exmaple "Typo." }
              type Action {
                text label
                2️⃣evnt onClick
              }
            """), [
                "1️⃣": "unknown keyword 'exmaple' in property; did you mean 'example'?",
                "2️⃣": "unknown keyword 'evnt' in value type; did you mean 'event'?",
            ])
    }

    func testDuplicateSingletonStatement() {
        assertDiagnosticDescriptions("""
            component Test {
              summary "A test component."
              2️⃣figma "https://example.com/a"
              1️⃣figma "https://example.com/b"
            }
            """, ["1️⃣: error: 'figma' is given more than once\n2️⃣: note: previously declared here"])
    }

    // MARK: - Properties

    func testDuplicateProperty() {
        assertDiagnosticDescriptions(component("""
              text 2️⃣title
              bool isLoading = false
              text? 1️⃣title
            """), ["1️⃣: error: duplicate property 'title'\n2️⃣: note: previously declared here"])
    }

    func testUnknownSlotTypeWithSuggestion() {
        assertDiagnostics(component("""
              slot? leadingIcon: 1️⃣Icn
              slot? action: 2️⃣Button
            """), [
                "1️⃣": "unknown slot type 'Icn'; did you mean 'Icon'?",
                "2️⃣": "unknown slot type 'Button'",
            ])
    }

    func testUnknownValueType() {
        assertDiagnostics(component("""
              value? action: 1️⃣Acton
              type Action { text label }
            """), ["1️⃣": "unknown value type 'Acton'; did you mean 'Action'?"])
    }

    func testDefaultNotAmongTheCases() {
        assertDiagnostics(component("""
              enum style = 1️⃣bnaner {
                case banner
                case card
              }
            """), ["1️⃣": "default 'bnaner' is not a case of enum 'style'; did you mean 'banner'?"])
    }

    func testBoolDefaultMustBeTrueOrFalse() {
        assertDiagnostics(component("""
              bool isLoading = 1️⃣yes
              bool isOpen = 2️⃣"true"
            """), [
                "1️⃣": "default 'yes' is not a valid bool value",
                "2️⃣": "expected 'true' or 'false' after '=', found string \"true\"",
            ])
    }

    func testDefaultOnAnEventIsOneError() {
        assertDiagnostics(component("""
              event onTap = 1️⃣noop
              slot content = 2️⃣"Empty"
            """), [
                "1️⃣": "an event property cannot have a default",
                "2️⃣": "a slot property cannot have a default",
            ])
    }

    func testOptionalEnumAndBool() {
        assertDiagnostics(component("""
              1️⃣enum? size {
                case small
              }
              2️⃣bool? isLoading
            """), [
                "1️⃣": "an enum property cannot be optional; give it a default instead",
                "2️⃣": "a bool property cannot be optional; give it a default instead",
            ])
    }

    func testDefaultOfTheWrongKind() {
        assertDiagnostics(component("""
              number opacity = 1️⃣"half"
              text label = 2️⃣3
            """), [
                "1️⃣": "expected a number after '=', found string \"half\"",
                "2️⃣": "expected a string after '=', found '3'",
            ])
    }

    // MARK: - Enums

    func testDuplicateCase() {
        assertDiagnosticDescriptions(component("""
              enum size = small {
                case 2️⃣small
                case large
                case 1️⃣small { doc "Again." }
              }
            """), ["1️⃣: error: duplicate case 'small'\n2️⃣: note: previously declared here"])
    }

    func testDuplicateField() {
        assertDiagnosticDescriptions(component("""
              enum size = small {
                field 2️⃣width: dp
                field 1️⃣width: number
                case small { width 16 }
              }
            """), ["1️⃣: error: duplicate field 'width'\n2️⃣: note: previously declared here"])
    }

    func testDuplicateGroup() {
        assertDiagnosticDescriptions(component("""
              enum size = banner-sm {
                group 2️⃣banner { doc "Banners." }
                group 1️⃣banner { doc "Again." }
                case banner-sm in banner
              }
            """), ["1️⃣: error: duplicate group 'banner'\n2️⃣: note: previously declared here"])
    }

    func testUnknownGroupInCaseIsNotAlsoMissingItsFields() {
        assertDiagnostics(component("""
              enum size = banner-sm {
                field cornerRadius: dp
                group banner { cornerRadius 4 }
                case banner-sm in banner
                case hero-md in 1️⃣heor
              }
            """), ["1️⃣": "unknown group 'heor'"])
    }

    func testUnknownGroupInCaseWithSuggestion() {
        assertDiagnostics(component("""
              enum size = banner-sm {
                group banner
                group promo
                case banner-sm in banner
                case promo-sm in 1️⃣prmo
              }
            """), ["1️⃣": "unknown group 'prmo'; did you mean 'promo'?"])
    }

    func testEmptyEnum() {
        assertDiagnostics(component("""
              enum 1️⃣size {
                doc "Cases still to come."
                field width: dp
              }
            """), ["1️⃣": "enum 'size' has no cases"])
    }

    func testUnknownFieldTypeValuesAreNotReportedAgain() {
        assertDiagnostics(component("""
              enum size = small {
                field width: 1️⃣dpp
                case small { width 16 }
                case large { width 24 }
              }
            """), ["1️⃣": "unknown field type 'dpp'; did you mean 'dp'?"])
    }

    func testMissingRequiredPerCaseField() {
        assertDiagnostics(component("""
              enum size = small {
                field width: dp
                field height: dp
                field aspect: text?
                case small { width 16; height 16 }
                case 1️⃣large { width 24 }
                case 2️⃣3️⃣huge
              }
            """), [
                "1️⃣": "case 'large' has no value for field 'height'",
                "2️⃣": "case 'huge' has no value for field 'height'",
                "3️⃣": "case 'huge' has no value for field 'width'",
            ])
    }

    func testWrongPerCaseFieldValueTypeIsNotAlsoMissing() {
        assertDiagnostics(component("""
              enum size = small {
                field width: dp
                field duration: seconds
                field liveRegion: live
                field isWide: bool
                case small { width 1️⃣"16"; duration 2️⃣3dp; liveRegion 3️⃣loud; isWide 4️⃣yes }
              }
            """), [
                "1️⃣": "field 'width' expects a length (such as '16' or '16pt') value, found string \"16\"",
                "2️⃣": "field 'duration' expects a duration (such as '3s') value, found '3dp'",
                "3️⃣": "field 'liveRegion' expects a 'polite' or 'assertive' value, found 'loud'",
                "4️⃣": "field 'isWide' expects a 'true' or 'false' value, found 'yes'",
            ])
    }

    func testMisspelledFieldIsSuggestedAndNotAlsoMissing() {
        assertDiagnostics(component("""
              enum size = small {
                field width: dp
                case small { 1️⃣widht 16 }
                group banner { 2️⃣wdth 4 }
                case large in banner
              }
            """), [
                "1️⃣": "unknown keyword 'widht' in enum case; did you mean 'width'?",
                "2️⃣": "unknown keyword 'wdth' in enum group; did you mean 'width'?",
            ])
    }

    func testWrongValueInAGroupIsNotMissingInItsCases() {
        assertDiagnostics(component("""
              enum size = banner-sm {
                field cornerRadius: dp
                group banner { cornerRadius 1️⃣"4" }
                case banner-sm in banner
                case banner-lg in banner
              }
            """), ["1️⃣": "field 'cornerRadius' expects a length (such as '16' or '16pt') value, found string \"4\""])
    }

    func testSwiftUIEnvironmentCaseWithoutASwiftUIValue() {
        assertDiagnostics(component("""
              enum size = base {
                swiftui environment controlSize: ControlSize
                case small { swiftui "small", "mini" }
                case 1️⃣base
                case 2️⃣large { doc "No mapping." }
              }
            """), [
                "1️⃣": "case 'base' needs a 'swiftui' value of ControlSize",
                "2️⃣": "case 'large' needs a 'swiftui' value of ControlSize",
            ])
    }

    func testSwiftUIModifierOnlyForEnums() {
        assertDiagnostics(component("""
              bool isLoading = false { swiftui 1️⃣modifier ebLoading }
            """), ["1️⃣": "only enum properties can be passed through a SwiftUI modifier"])
    }
}
