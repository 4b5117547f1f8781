import DSGenKit
import XCTest

/// Names that would clash with what the generated code itself declares, and constraints
/// where they cannot apply.
final class GeneratedMemberDiagnosticsTests: XCTestCase {
    func testCaseNamedLikeAPerCaseField() {
        assertDiagnostics(component("""
              enum size = small {
                field width: dp "Width."
                case small { width 10 }
                case 1️⃣width { width 20 }
              }
            """), ["1️⃣": "'width' cannot be used as a name: the generated enum already has a member 'width'"])
    }

    func testCaseNamedGroupInAGroupedEnum() {
        assertDiagnostics(component("""
              enum size = small {
                group compact
                case small in compact
                case 1️⃣group in compact
              }
            """), ["1️⃣": "'group' cannot be used as a name: the generated enum already has a member 'group'"])
    }

    func testConstraintOnAValueTypeField() {
        assertDiagnostics(component("""
              enum style = banner { case banner; case card }
              type Action {
                text label { only 1️⃣style == card }
                event onClick
              }
              value? action: Action
            """), ["1️⃣": "'only' is not supported on a value type's fields; constrain the property that holds the value"])
    }

    func testEventParametersThatBecomeOneKotlinName() {
        // Kotlin names a callback's parameters in its function type; `(a: String, a: Double)`
        // and `(: String)` do not compile.
        assertDiagnostics(component("""
              event onPick { param a: text; param 1️⃣A: number }
              event onDrop { param x-y: text; param 2️⃣xY: bool }
              event onTake { param 3️⃣_: text }
            """), [
                "1️⃣": "'A' and 'a' both become 'a' in Kotlin",
                "2️⃣": "'xY' and 'x-y' both become 'xY' in Kotlin",
                "3️⃣": "'_' cannot be used as a name: it has no letters or digits",
            ])
    }

    func testFieldNamedLikeAMemberTheEnumGeneratesBesides() {
        // The `supports…` helper of a constraint, `group` and the only axis's `colors` are
        // members of the enum type too: a field with that name is declared twice.
        assertDiagnostics(component("""
              enum 1️⃣kind = a {
                field supportsCaption: bool "Whether it has a caption."
                case a { supportsCaption true }
              }
              text? caption { only kind == a }
              enum 2️⃣tone = b {
                field colors: text "Its colours."
                case b { colors "x" }
              }
              tokens { colors by tone { role bg "Bg"; b { bg "x/b" #FFFFFF } } }
              enum 3️⃣size = c {
                group all
                field group: text "Its group."
                case c in all { group "g" }
              }
            """), [
                "1️⃣": "'supportsCaption' cannot be used as a name: the generated enum 'kind' already has a member 'supportsCaption'",
                "2️⃣": "'colors' cannot be used as a name: the generated enum 'tone' already has a member 'colors'",
                "3️⃣": "'group' cannot be used as a name: the generated enum 'size' already has a member 'group'",
            ])
    }

    func testAFieldNamedLikeTheRawValueIsAnError() {
        // Every generated enum is a `String` enum: `field rawValue: bool` redeclared its
        // `rawValue` (swiftc: invalid redeclaration of synthesized implementation).
        assertDiagnostics(component("""
              enum 1️⃣kind = a {
                field rawValue: bool "Whether it is raw."
                case a { rawValue true }
              }
            """), ["1️⃣": "'rawValue' cannot be used as a name: the generated enum 'kind' already has a member 'rawValue'"])
    }

    func testViewContentWhoseGenericParameterShadowsAType() {
        // `slot string` made `EBTest<String: View>`, so `title: String` meant the content type;
        // `slot view` made `EBTest<View: View>`.
        assertDiagnostics(component("""
              text title
              slot 1️⃣string
            """), ["1️⃣": "'string' cannot be used as a name: view content 'string' makes the generic parameter 'String', "
                + "which would shadow a type the generated view uses"])
        assertDiagnostics(component("""
              enum kind = a { case a; case b }
              slot 1️⃣e-b-test-kind
            """), ["1️⃣": "'e-b-test-kind' cannot be used as a name: view content 'e-b-test-kind' makes the generic parameter "
                + "'EBTestKind', which would shadow a type the generated view uses"])
    }

    func testNamesThatHideTheInitialisersAssert() {
        // The initialiser checks constraints with `assert(…)`: a parameter or a per-case
        // factory named `assert` hid it (swiftc: cannot call value of non-function type).
        assertDiagnostics(component("""
              enum kind = a { case a; case 1️⃣assert }
              text? caption { only kind == a }
              text 2️⃣assert
            """), [
                "1️⃣": "'assert' cannot be used as a name: 'assert' is reserved in Swift",
                "2️⃣": "'assert' cannot be used as a name: 'assert' is reserved in Swift",
            ])
    }
}
