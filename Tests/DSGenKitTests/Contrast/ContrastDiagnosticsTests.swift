import DSGenKit
import XCTest

/// Contrast pairings, claims and policy: warnings at the foreground value, errors for
/// pairings that cannot be computed as written.
final class ContrastDiagnosticsTests: XCTestCase {
    /// A component whose toast-like colours vary by appearance and theme.
    private func themed(_ label: String, pairings: String, accessibility: String = "") -> String {
        component("""
              enum appearance = neutral { case neutral; case destructive }
              enum theme = dark { case dark; case light }
              tokens {
                colors by appearance, theme {
                  role background "Surface"
                  role label "Label"
                  neutral {
                    background "toast/{theme}/bg" { dark #0A2757; light #FFFFFF }
                    label "toast/{theme}/label" { \(label) }
                  }
                  destructive { background "toast/error/bg" #D61B2C; label "toast/error/label" #FFFFFF }
                }
            \(pairings)
              }
            \(accessibility)
            """)
    }

    func testATranslucentLabelBelowItsThresholdInOneThemeWarnsAtThatThemesValue() {
        assertDiagnostics(themed("dark #FFFFFF; light 1️⃣#0A2757 @ 30%", pairings: "    contrast label on background text"), [
            "1️⃣": "warning: contrast of 'label' on 'background' (appearance neutral, theme light) is 1.86:1, below 4.5:1 for text (WCAG AA): #B6BECD as drawn (#0A2757 @ 30%) on #FFFFFF",
        ])
    }

    func testLargeTextAndNonTextNeedThreeToOne() {
        // #0A2757 @ 50% on white is #8593AB, 3.10:1.
        assertValid(themed("dark #FFFFFF; light #0A2757 @ 50%", pairings: "    contrast label on background large-text"))
        assertValid(themed("dark #FFFFFF; light #0A2757 @ 50%", pairings: "    contrast label on background non-text"))
        assertDiagnostics(themed("dark #FFFFFF; light 1️⃣#0A2757 @ 50%", pairings: "    contrast label on background text"), [
            "1️⃣": "warning: contrast of 'label' on 'background' (appearance neutral, theme light) is 3.10:1, below 4.5:1 for text (WCAG AA): #8593AB as drawn (#0A2757 @ 50%) on #FFFFFF",
        ])
        // @ 45%: #919EB3, 2.71:1, below 3:1 as well.
        assertDiagnostics(themed("dark #FFFFFF; light 1️⃣#0A2757 @ 45%", pairings: "    contrast label on background large-text"), [
            "1️⃣": "warning: contrast of 'label' on 'background' (appearance neutral, theme light) is 2.71:1, below 3:1 for large text (WCAG AA): #919EB3 as drawn (#0A2757 @ 45%) on #FFFFFF",
        ])
    }

    func testDecorativeAndValuelessColoursAreNeverWarnedAbout() {
        assertValid(component("""
              tokens {
                color surface "surface" #FFFFFF
                color skeleton "skeleton" #F8F8F8
                color caption "caption" "Proposed."
                contrast skeleton on surface decorative
                contrast caption on surface text
              }
            """))
    }

    func testTheDesignSystemCanRaiseFailuresToErrorsAndAskForAAA() {
        let system = """
            design-system EB {
              summary "Strict."
              contrast level AAA
              contrast failures error
            }

            """
        // #767676 on white is 4.54:1: AA text, not AAA text (7:1).
        assertDiagnostics(files: [MarkedFile("design-system.dsgen", system), MarkedFile("Test.dsgen", component("""
              tokens {
                color surface "surface" #FFFFFF
                color text "text" 1️⃣#767676
                contrast text on surface text
              }
            """))], ["1️⃣": "contrast of 'text' on 'surface' is 4.54:1, below 7:1 for text (WCAG AAA): #767676 on #FFFFFF"])
    }

    func testAClaimTheComputationContradictsIsCalledOutWithANote() {
        let source = themed("dark #FFFFFF; light 1️⃣#0A2757 @ 70%", pairings: "    contrast label on background text",
                            accessibility: """
                              accessibility {
                                requirement "Color contrast" {
                                  ios "Tested to 7:1."
                                  2️⃣contrast 7 label
                                }
                              }
                            """)
        assertDiagnosticDescriptions(source, [
            "1️⃣: warning: contrast of 'label' on 'background' (appearance neutral, theme light) is 5.64:1, below the 7:1 that requirement 'Color contrast' claims: #546889 as drawn (#0A2757 @ 70%) on #FFFFFF\n"
                + "2️⃣: note: requirement 'Color contrast' claims at least 7:1 here; the computation contradicts it",
            "Test.dsgen:14:84: warning: contrast of 'label' on 'background' (appearance destructive) is 5.18:1, below the 7:1 that requirement 'Color contrast' claims: #FFFFFF on #D61B2C\n"
                + "2️⃣: note: requirement 'Color contrast' claims at least 7:1 here; the computation contradicts it",
        ])
    }

    func testPairingsNameColourRolesOfOneSet() {
        assertDiagnostics(themed("dark #FFFFFF; light #0A2757", pairings: """
                contrast 1️⃣lable on background text
                contrast label on 2️⃣ground text
                contrast label on background 3️⃣body
                contrast label 4️⃣over background text
            """), [
                "1️⃣": "unknown colour role 'lable'; did you mean 'label'?",
                "2️⃣": "unknown colour role 'ground'",
                "3️⃣": "unknown content kind 'body'",
                "4️⃣": "expected 'on' after 'label', found 'over'",
            ])
        assertDiagnostics(component("""
              enum kind = a { case a }
              enum mode = b { case b }
              tokens {
                colors by kind { role fg "fg"; a { fg "a/fg" #000000 } }
                colors by mode { role bg "bg"; b { bg "b/bg" #FFFFFF } }
                contrast fg on 1️⃣bg text
              }
            """), ["1️⃣": "'fg' and 'bg' belong to different colour sets; a pairing needs both in one set or a standalone colour"])
    }

    func testClaimsNameAPairedRoleAndARatio() {
        assertDiagnostics(themed("dark #FFFFFF; light #0A2757", pairings: "    contrast label on background text", accessibility: """
              accessibility {
                requirement "Color contrast" { contrast 4.5 1️⃣lable }
                requirement "Icons" { contrast 2️⃣30 label }
                requirement "Other" { 3️⃣contrasts 3 label }
              }
            """), [
                "1️⃣": "contrast claim names 'lable', which no 'contrast' pairing in the tokens has as its foreground; did you mean 'label'?",
                "2️⃣": "invalid contrast ratio '30'; expected a number from 1 to 21, such as '4.5'",
                "3️⃣": "unknown keyword 'contrasts' in requirement; did you mean 'contrast'?",
            ])
    }

    func testPolicySettingsAreChecked() {
        assertDiagnostics(files: [MarkedFile("design-system.dsgen", """
            design-system EB {
              summary "x"
              contrast level 1️⃣AAAA
              contrast 2️⃣failure error
            }

            """)], [
                "1️⃣": "unknown 'contrast level' value 'AAAA'; did you mean 'AAA'?",
                "2️⃣": "unknown 'contrast' setting 'failure'; did you mean 'failures'?",
            ])
    }
}
