import DSGenKit
import XCTest

/// A Figma variant key that leaves a required property out — `false` (no value) on a
/// required text or slot, `omit` on anything required — passed lint, and Code Connect then
/// showed a call without the argument (`Left Icon=no` → `EBAlert(title: …)` without its
/// required `leadingIcon`), which swiftc and kotlinc rejected. It is a located error.
final class FigmaKeysOfRequiredPropertiesTests: XCTestCase {
    func testFalseOnARequiredSlotOrTextIsAnError() {
        assertDiagnostics(component("""
              slot leadingIcon: Icon { figma variant "Left Icon" { true "yes"; 1️⃣false "no" } }
              text title { figma variant "Has Title" { true "yes"; 2️⃣false "no" } }
            """), [
                "1️⃣": "'false' means no value, but 'leadingIcon' is required, so the snippets Figma shows for it would not "
                    + "compile; declare 'slot? leadingIcon' or give it a default, or map no Figma value to 'false'",
                "2️⃣": "'false' means no value, but 'title' is required, so the snippets Figma shows for it would not "
                    + "compile; declare 'text? title' or give it a default, or map no Figma value to 'false'",
            ])
    }

    func testOmitOnARequiredPropertyIsAnError() {
        assertDiagnostics(component("""
              enum tone { figma variant "Tone" { calm "Calm"; 1️⃣omit "Default" }; case calm; case loud }
            """), [
                "1️⃣": "'omit' leaves the argument out, but 'tone' is required, so the snippets Figma shows for it would not "
                    + "compile; declare 'enum? tone' or give it a default, or map no Figma value to 'omit'",
            ])
    }

    func testTheSameKeysOnOptionalsDefaultsAndBoolsAreFine() {
        assertDiagnostics(component("""
              slot? leadingIcon: Icon { figma variant "Left Icon" { true "yes"; false "no" } }
              text title = "T" { figma variant "Has Title" { true "yes"; false "no" } }
              bool isOn { figma variant "On" { true "yes"; false "no" } }
              enum tone = calm { figma variant "Tone" { calm "Calm"; omit "Default" }; case calm; case loud }
            """), [:])
    }
}
