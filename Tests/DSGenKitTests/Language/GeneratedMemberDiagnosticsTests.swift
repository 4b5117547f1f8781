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
}
