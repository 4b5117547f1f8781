import DSGenKit
import XCTest

/// Figma mappings, constraints and value types (keywords, properties and enums are in
/// DeclarationDiagnosticsTests).
final class MappingDiagnosticsTests: XCTestCase {
    // MARK: - Figma

    func testOneFigmaValueMappedToTwoCases() {
        assertDiagnostics(component("""
              enum style = banner {
                figma variant "Full Width" {
                  banner "yes"
                  1️⃣card "No", "yes"
                }
                case banner
                case card
              }
            """), ["1️⃣": "Figma value 'yes' is mapped to both 'banner' and 'card'"])
    }

    func testUnknownCaseKeyInAFigmaMapping() {
        assertDiagnostics(component("""
              enum type = info {
                figma variant "Type" {
                  info "Information"
                  1️⃣wraning "Warning"
                  omit "Default"
                }
                case info
                case warning
              }
            """), ["1️⃣": "unknown case 'wraning' of enum 'type'; did you mean 'warning'?"])
    }

    func testInvalidKeyInABooleanFigmaMapping() {
        assertDiagnostics(component("""
              bool isLoading = false {
                figma variant "Loading" {
                  true "yes"
                  1️⃣maybe "perhaps"
                }
              }
            """), ["1️⃣": "'maybe' is not 'true', 'false' or 'omit'"])
    }

    func testAFigmaLayerHoldsTextOrASlot() {
        assertDiagnostics(component("""
              text title { figma implicit layer "Title" }
              text? subtitle { figma variant "Subtitle" layer "Subtitle" { true "yes"; false "no" } }
              bool isLoading = false { figma boolean "Loading" layer 1️⃣"Spinner" }
              text caption { figma implicit layer 2️⃣Caption }
            """), [
            "1️⃣": "a Figma layer can hold a text or a slot, not a bool property",
            "2️⃣": "expected the layer's name after 'layer', found 'Caption'",
        ])
    }

    func testWrongFigmaKindForThePropertyKind() {
        assertDiagnostics(component("""
              bool isLoading = false { figma 1️⃣text "Loading" }
              event onTap { figma 2️⃣variant "Tap" }
              enum size = small {
                figma 3️⃣boolean "Small"
                case small
              }
              text title { figma 4️⃣instnace "Title" }
            """), [
                "1️⃣": "Figma 'text' cannot map a bool property",
                "2️⃣": "Figma 'variant' cannot map an event property",
                "3️⃣": "Figma 'boolean' cannot map an enum property",
                "4️⃣": "unknown Figma property kind 'instnace'; did you mean 'instance'?",
            ])
    }

    // MARK: - Constraints

    func testConstraintOnAnUnknownProperty() {
        assertDiagnostics(component("""
              enum size = small {
                case small
              }
              text? caption { only 1️⃣sise == small }
            """), ["1️⃣": "unknown property 'sise'; did you mean 'size'?"])
    }

    func testConstraintOnANonEnumProperty() {
        assertDiagnostics(component("""
              bool isLoading = false
              text? caption { only 1️⃣isLoading == true }
            """), ["1️⃣": "constraint on 'isLoading', which is not an enum property"])
    }

    func testSelfConstraint() {
        assertDiagnostics(component("""
              enum size = small {
                only 1️⃣size == small
                case small
              }
            """), ["1️⃣": "a property cannot be constrained on itself"])
    }

    func testUnknownCaseInOnly() {
        assertDiagnostics(component("""
              enum size = banner-sm {
                group promo
                case banner-sm
                case promo-sm in promo
              }
              text? caption { only size in promo, 1️⃣banner-sn }
              text? label { only size != 2️⃣hero }
            """), [
                "1️⃣": "unknown case 'banner-sn' of enum 'size'; did you mean 'banner-sm'?",
                "2️⃣": "unknown case 'hero' of enum 'size'",
            ])
    }

    func testMalformedConstraint() {
        assertDiagnostics(component("""
              enum size = small {
                case small
              }
              text? caption { only size 1️⃣small }
            """), ["1️⃣": "expected '==', '!=' or 'in' after 'size', found 'small'"])
    }

    // MARK: - Value types

    func testCyclicValueTypes() {
        assertDiagnostics(component("""
              type 1️⃣A { value b: B }
              type B { value a: A }
              value a: A
            """), ["1️⃣": "value type 'A' contains itself: A → B → A"])
    }

    func testValueTypeContainingItselfThroughAnOptional() {
        assertDiagnostics(component("""
              type Leaf { text label }
              type 1️⃣Node { value? next: Node; value leaf: Leaf }
            """), ["1️⃣": "value type 'Node' contains itself: Node → Node"])
    }

    func testLongValueTypeCycleIsReportedOnceWithoutRecursion() {
        let count = 2_000
        let types = (0..<count).map { "  type T\($0) { value next: T\(($0 + 1) % count) }" }
        let source = component(types.joined(separator: "\n").replacingOccurrences(of: "type T0 ", with: "type 1️⃣T0 "))
        let cycle = (0..<count).map { "T\($0)" } + ["T0"]
        assertDiagnostics(source, ["1️⃣": "value type 'T0' contains itself: " + cycle.joined(separator: " → ")])
    }

    func testDuplicateValueType() {
        assertDiagnosticDescriptions(component("""
              type 2️⃣Action { text label }
              type 1️⃣Action { text title }
            """), ["1️⃣: error: duplicate value type 'Action'\n2️⃣: note: previously declared here"])
    }
}
