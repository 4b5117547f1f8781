import DSGenKit
import XCTest

/// Constants dsgen names from schema words — token constants, accessibility strings,
/// telemetry thresholds, colour-set constants — must not meet in one namespace: each of
/// these passed lint, then swiftc reported an invalid redeclaration and kotlinc conflicting
/// declarations.
final class ConstantNameDiagnosticsTests: XCTestCase {
    func testTokenConstantsThatMeetAreAnError() {
        assertDiagnostics(component("""
              text title
              tokens { color captionTextStyle "a/b" #FFFFFF "Caption colour."; typography caption "Cap" "Caption style." }
            """, name: "1️⃣Note"), [
                "1️⃣": "typography token 'caption' and colour token 'captionTextStyle' would both declare "
                    + "'EBNoteTokens.captionTextStyle'; rename one of them",
            ])
    }

    func testAccessibilityLabelsThatMeetAreAnError() {
        // `onDelete` and `delete` both name `deleteButtonLabel`; a template over `title` is a
        // function, which may share the name of a constant.
        assertDiagnostics(component("""
              text title
              event? onDelete { a11y label "Delete {title}" }
              event? delete { a11y label "Delete it {title}" }
              accessibility { label delete-button "Delete" }
            """, name: "1️⃣Note"), [
                "1️⃣": "accessibility text 'Delete it {title}' and accessibility text 'Delete {title}' would both declare "
                    + "'EBNoteAccessibility.deleteButtonLabel'; rename one of them",
            ])
    }

    func testTelemetryThresholdsOfOneKindOnTwoEventsAreAnError() {
        assertDiagnostics(component("""
              event? onShow { telemetry impression visible 50% for 1s }
              event? onSeen { telemetry impression visible 60% }
            """, name: "1️⃣Note"), [
                "1️⃣": "the impression telemetry of 'onSeen' and the impression telemetry of 'onShow' would both declare "
                    + "'EBNoteTelemetry.impressionVisibleFraction'; rename one of them",
            ])
    }

    func testColourSetConstantsThatMeetAreAnError() {
        // `x` + `not selected` and `x-not` + `selected` are both `xNotSelected`.
        assertDiagnostics(component("""
              bool isSelected = false
              enum kind = x { case x; case x-not }
              tokens {
                colors by kind, isSelected {
                  role bg "Background"
                  x { bg "x/{isSelected}" { true #FFFFFF; false #000000 } }
                  x-not { bg "y/{isSelected}" { true #FFFFFF; false #000000 } }
                }
              }
            """, name: "1️⃣Note"), [
                "1️⃣": "case 'x-not' with isSelected 'true' and case 'x' with isSelected 'false' would both declare "
                    + "'EBNoteColors.xNotSelected'; rename one of them",
            ])
    }
}
