import DSGenKit
import XCTest

/// Issue 18's checks: slots typed with another component (cycles, generic components),
/// and the quiet gaps lint now reports (no Figma URL, shared modifiers, Figma booleans
/// that can never match, reserved names per context, the enum in unknown-case errors).
final class CompositionDiagnosticsTests: XCTestCase {
    private func file(_ name: String, _ body: String) -> MarkedFile {
        MarkedFile(name + ".dsgen", component(body, name: name))
    }

    private var designSystem: MarkedFile { MarkedFile(testDesignSystemPath, standardDesignSystem) }

    func testASlotMayTakeAComponentOfTheDesignSystemFromAnotherFile() throws {
        let run = diagnose([designSystem, file("Card", "  text title\n  slot? badge: Badge"), file("Badge", "  text label")])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let system = try XCTUnwrap(run.system)
        let generator = Generator(system: system, templates: try TemplateStore())
        let swift = try XCTUnwrap(try generator.files(for: .swiftUI).first { $0.path.hasSuffix("EBCard.swift") }).contents
        XCTAssertTrue(swift.contains("public let badge: EBBadge?"), swift)
        XCTAssertTrue(swift.contains("badge: EBBadge? = nil"), swift)
        let kotlin = try XCTUnwrap(try generator.files(for: .compose).first { $0.path.hasSuffix("EBCard.kt") }).contents
        XCTAssertTrue(kotlin.contains("badge: (@Composable () -> Unit)? = null"), kotlin)
        let docs = try XCTUnwrap(try generator.files(for: .docs).first { $0.path.hasSuffix("Card.md") }).contents
        XCTAssertTrue(docs.contains(#"badge: EBBadge(label: "Label")"#), docs)
        XCTAssertTrue(docs.contains(#"badge = { EBBadge(label = "Label") }"#), docs)
    }

    func testComponentsThatContainEachOtherAreAnError() {
        assertDiagnostics(files: [designSystem, file("Card", "  slot? badge: Badge"), file("Badge", "  slot? 1️⃣card: Card"),
                                  file("Solo", "  slot? 2️⃣again: Solo")], [
            "1️⃣": "component 'Badge' contains itself through typed slots: Badge → Card → Badge; "
                + "a SwiftUI view cannot store itself, make one of them view content",
            "2️⃣": "component 'Solo' contains itself through typed slots: Solo → Solo; "
                + "a SwiftUI view cannot store itself, make one of them view content",
        ])
    }

    func testASlotCannotTakeAComponentWithViewContent() {
        assertDiagnostics(files: [designSystem, file("Card", "  slot? 1️⃣body2: Sheet"), file("Sheet", "  slot content")], [
            "1️⃣": "component 'Sheet' takes view content, so it has no single SwiftUI type; "
                + "declare the slot as view content ('slot name') instead",
        ])
    }

    func testAComponentWithoutAFigmaURLIsAWarning() {
        assertDiagnostics(files: [designSystem, MarkedFile("Plain.dsgen", "component 1️⃣Plain {\n  summary \"No Figma yet.\"\n  text title\n}\n")], [
            "1️⃣": "warning: component 'Plain' has no 'figma' URL, so no Code Connect template is generated for it",
        ])
    }

    func testTwoComponentsCannotDeclareTheSameModifier() {
        let style = "  enum 1️⃣style = plain { swiftui modifier ebStyle; case plain; case loud }"
        assertDiagnostics(files: [designSystem, file("Alpha", style.replacingOccurrences(of: "1️⃣", with: "")), file("Beta", style)], [
            "1️⃣": "SwiftUI modifier 'ebStyle' is also declared by component 'Alpha'; both would be declared in one module",
        ])
    }

    func testNameIsALegalParameterButNotAnEnumField() {
        assertValid(component("  text name\n  value? item: Item\n  type Item { text name; text values }"))
        assertDiagnostics(component("""
              enum size = small {
                field 1️⃣name: text "The size's name."
                case small { name "S" }
              }
            """), ["1️⃣": "'name' cannot be used as a name: 'name' is reserved in Kotlin / Compose"])
    }

    func testUnknownCasesNameTheirEnum() {
        assertDiagnostics(component("""
              enum style = plain { figma variant "Style" { plain "Plain"; 1️⃣lowd "Loud" }; case plain; case loud }
              text? caption { only style == 2️⃣lod }
            """), [
                "1️⃣": "unknown case 'lowd' of enum 'style'; did you mean 'loud'?",
                "2️⃣": "unknown case 'lod' of enum 'style'; did you mean 'loud'?",
            ])
    }

    func testAFigmaBooleanWithStringValuesIsAnError() {
        assertDiagnostics(component("""
              bool isOn = false { figma boolean "On" { 1️⃣true "yes"; 2️⃣false "no" } }
              bool isDense = false { figma boolean "Dense" { true "true"; false "false" } }
            """), [
                "1️⃣": "a Figma boolean is 'true' or 'false', so 'yes' can never match; if 'On' is a variant with these values, map it with 'figma variant'",
                "2️⃣": "a Figma boolean is 'true' or 'false', so 'no' can never match; if 'On' is a variant with these values, map it with 'figma variant'",
            ])
    }

    func testATypedSlotWithItsOwnPlatformTypeNeedsAnExampleOfIt() {
        assertDiagnostics(component("""
              slot? 1️⃣icon: Icon { compose type "@Composable () -> Unit" }
            """), ["1️⃣": "a typed slot with a Compose function type needs 'compose example' with a value of that type for snippets and docs"])
    }

    func testAnOptionalComposableLambdaSlotIsParenthesisedAndSnippetsPassALambda() throws {
        let run = diagnose([designSystem, file("Chip", """
              text label
              slot? icon: Icon {
                compose type "@Composable () -> Unit"
                compose example "{ Text(\\"★\\") }"
                swiftui example "Image(systemName: \\"star.fill\\")"
              }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let generator = Generator(system: try XCTUnwrap(run.system), templates: try TemplateStore())
        let kotlin = try XCTUnwrap(try generator.files(for: .compose).first { $0.path.hasSuffix("EBChip.kt") }).contents
        XCTAssertTrue(kotlin.contains("icon: (@Composable () -> Unit)? = null"), kotlin)
        let docs = try XCTUnwrap(try generator.files(for: .docs).first { $0.path.hasSuffix("Chip.md") }).contents
        XCTAssertTrue(docs.contains(#"icon = { Text("★") }"#), docs)
        XCTAssertTrue(docs.contains(#"icon: Image(systemName: "star.fill")"#), docs)
    }

    // MARK: - Labels built from the component's text

    func testALabelTemplateInterpolatesOnEachPlatformAndEscapesTheRest() throws {
        let run = diagnose([designSystem, file("Row", """
              text title
              event? onDelete { a11y label "Delete \\"{title}\\" \\\\ $5 \\\\(x) {{literal}}" }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let generator = Generator(system: try XCTUnwrap(run.system), templates: try TemplateStore())
        let swift = try XCTUnwrap(try generator.files(for: .swiftUI).first { $0.path.hasSuffix("EBRow.swift") }).contents
        XCTAssertTrue(swift.contains(#"public static func deleteButtonLabel(title: String) -> String { "Delete \"\(title)\" \\ $5 \\(x) {literal}" }"#), swift)
        let kotlin = try XCTUnwrap(try generator.files(for: .compose).first { $0.path.hasSuffix("EBRow.kt") }).contents
        XCTAssertTrue(kotlin.contains(#"fun deleteButtonLabel(title: String): String = "Delete \"${title}\" \\ \$5 \\(x) {literal}""#), kotlin)
    }

    func testALabelTemplateReadsRequiredTextOnly() {
        assertDiagnostics(component("""
              text title
              text? subtitle
              event? 1️⃣onClose { a11y label "Close {subtitle}" }
              event? 2️⃣onOpen { a11y label "Open {title" }
              event? 3️⃣onSave { a11y label "Save {tilte}" }
            """), [
                "1️⃣": "'{subtitle}' is not a required text property of this component",
                "2️⃣": "label 'Open {title' has an unbalanced '{' or '}'; write '{{' and '}}' for literal braces",
                "3️⃣": "'{tilte}' is not a required text property of this component; did you mean 'title'?",
            ])
    }

    // MARK: - Colours keyed by a bool

    func testColoursMayVaryByABoolStateWithinATheme() throws {
        let run = diagnose([designSystem, file("Chip", """
              bool isSelected
              enum theme = light { case light; case dark }
              tokens {
                colors by theme, isSelected {
                  role container
                  light { container "chip/{isSelected}/light" { true #E8DEF8; false #FEF7FF } }
                  dark { container "chip/dark" #141218 }
                }
              }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let generator = Generator(system: try XCTUnwrap(run.system), templates: try TemplateStore())
        let swift = try XCTUnwrap(try generator.files(for: .swiftUI).first { $0.path.hasSuffix("EBChip.swift") }).contents
        for line in ["public func colors(isSelected: Bool) -> EBChipColors", "case (.light, true): .lightSelected",
                     "case (.light, false): .lightNotSelected", "case (.dark, _): .dark"] {
            XCTAssertTrue(swift.contains(line), line + "\n" + swift)
        }
        let kotlin = try XCTUnwrap(try generator.files(for: .compose).first { $0.path.hasSuffix("EBChip.kt") }).contents
        for line in ["fun EBChipTheme.colors(isSelected: Boolean): EBChipColors", "true -> EBChipColors.LightSelected",
                     "false -> EBChipColors.LightNotSelected", "val LightSelected = EBChipColors("] {
            XCTAssertTrue(kotlin.contains(line), line + "\n" + kotlin)
        }
    }

    // MARK: - Figma property pairs

    func testABooleanAndTheInstanceSwapItShowsAreOneOptionalSlot() throws {
        let run = diagnose([designSystem, file("Chip", """
              slot? icon: Icon { figma boolean "Has Icon"; figma instance "Icon" }
              slot? badge: Icon { figma instance "Badge"; figma boolean "Show Badge" }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let chip = try XCTUnwrap(run.system?.component(named: "Chip"))
        XCTAssertEqual(chip.properties.map(\.figma.kind), [.instance, .instance])
        XCTAssertEqual(chip.properties.map(\.figma.name), ["Icon", "Badge"])
        XCTAssertEqual(chip.properties.map(\.figma.shownBy), ["Has Icon", "Show Badge"])
        let generator = Generator(system: try XCTUnwrap(run.system), templates: try TemplateStore())
        let docs = try XCTUnwrap(try generator.files(for: .docs).first { $0.path.hasSuffix("Chip.md") }).contents
        XCTAssertTrue(docs.contains("`Icon` (instance swap), shown by `Has Icon` (boolean)"), docs)
    }

    func testASecondFigmaMappingMustCompleteAPairOnAnOptionalSlot() {
        assertDiagnostics(component("""
              slot icon: Icon { figma instance "Icon"; 2️⃣figma boolean "Has Icon" }
              text title { figma text "Title"; 3️⃣figma implicit }
            """), [
                "2️⃣": "a Figma boolean that shows an instance swap makes the slot optional; declare 'slot? icon'",
                "3️⃣": "'figma' is given more than once",
            ])
    }

    // MARK: - Slots with a default of the component's own

    func testShownByAndDefaultForResolveOnAnOptionalSlot() throws {
        let run = diagnose([designSystem, file("Note", """
              enum kind = plain { case plain; case warning; case error }
              bool showsIcon = true
              slot? icon: Icon { shown-by showsIcon; default-for kind in warning, error }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let icon = try XCTUnwrap(run.system?.component(named: "Note")?.property(named: "icon"))
        XCTAssertEqual(icon.shownBy, "showsIcon")
        XCTAssertEqual(icon.defaultFor?.cases, ["warning", "error"])
    }

    func testShownByNamesABoolAndBothApplyToOptionalSlotsOnly() {
        assertDiagnostics(component("""
              enum kind = plain { case plain; case warning }
              text title { 1️⃣shown-by kind }
              slot? icon: Icon { shown-by 2️⃣kind; default-for kind in 3️⃣danger }
              slot? badge: Icon { shown-by 4️⃣missing }
            """), [
                "1️⃣": "'shown-by' applies to optional slots only",
                "2️⃣": "'shown-by' names a bool property of the component, and 'kind' is not one",
                "3️⃣": "unknown case 'danger' of enum 'kind'",
                "4️⃣": "unknown property 'missing'",
            ])
    }
}
