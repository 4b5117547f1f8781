@testable import DSGenKit
import Foundation
import XCTest

/// Exact snippets of the Code Connect templates for the cases the seeds and the test
/// components are about, and the files' shape (directives, export, config). The full proof
/// over every combination is ``CodeConnectProofTests``.
final class CodeConnectTemplateTests: XCTestCase {
    /// The Code Connect test design system (`Tests/Support/CodeConnect/Schemas`).
    private static let testCell = OnceCell<DesignSystem>()

    static func testSystem() throws -> DesignSystem {
        try testCell.get {
            let (system, _) = try Pipeline.model(at: [CodeConnectRenderer.supportDirectory.appendingPathComponent("Schemas").path])
            return system
        }
    }

    /// Writes a system's Code Connect files into a directory (or a folder of it); returns
    /// the folder holding `codeconnect/`.
    @discardableResult
    static func writeCodeConnect(_ system: DesignSystem, into directory: TemporaryDirectory, under folder: String = "") throws -> URL {
        let prefix = folder.isEmpty ? "" : folder + "/"
        for file in try Generator(system: system, templates: try TemplateStore()).files(for: .codeConnect) {
            try directory.write(prefix + file.path, file.contents)
        }
        return folder.isEmpty ? directory.url : directory.url.appendingPathComponent(folder, isDirectory: true)
    }

    func written(_ system: DesignSystem) throws -> URL {
        try Self.writeCodeConnect(system, into: try makeTemporaryDirectory())
    }

    func component(_ system: DesignSystem, _ name: String) -> Component {
        system.components.first { $0.name == name }!
    }

    typealias Value = CodeConnectInstance.Value

    func render(_ component: Component, _ platform: String, _ directory: URL, _ values: [String: Value],
                        configure: (inout CodeConnectInstance) -> Void = { _ in }) throws -> String {
        try CodeConnectRenderer.renderOne(component, platform: platform, in: directory, values, configure: configure)
    }
}

// MARK: - The seeds' cases, exactly

extension CodeConnectTemplateTests {
    func testAlertErrorCardWithDescription() throws {
        let system = try SeedSchemas.system(), directory = try written(system)
        let alert = component(system, "Alert")
        let values: [String: Value] = [
            "Type": .string("Error"), "Full Width": .string("No"), "Description": .string("yes"),
            "Left Icon": .string("no"), "Right Icon": .string("no"),
        ]
        XCTAssertEqual(try render(alert, "swiftui", directory, values), """
            EBAlert(
                type: .error,
                title: "Payment method expired",
                description: "Update your card to keep your subscription active."
            )
            .ebAlertStyle(.card)
            """)
        XCTAssertEqual(try render(alert, "compose", directory, values), """
            EBAlert(
                title = "Payment method expired",
                type = EBAlertType.Error,
                style = EBAlertStyle.Card,
                description = "Update your card to keep your subscription active."
            )
            """)
        // Boolean-like variants read as Figma reads them: `no`, `NO` and `off` are the same
        // card, `YES` the default banner (left out).
        for spelling in ["no", "NO", "off"] {
            var legacy = values
            legacy["Full Width"] = .string(spelling)
            XCTAssertEqual(try render(alert, "swiftui", directory, legacy), try render(alert, "swiftui", directory, values))
        }
        XCTAssertEqual(try render(alert, "swiftui", directory, values.merging(["Full Width": .string("YES"), "Left Icon": .string("Yes")]) { $1 }), """
            EBAlert(
                type: .error,
                title: "Payment method expired",
                description: "Update your card to keep your subscription active.",
                leadingIcon: Image(systemName: "star")
            )
            """)
    }

    /// A value outside the mapping is noted above the call and its argument left out —
    /// never shown as another value (the default, or a neighbour).
    func testValuesOutsideTheMappingAreNotedNeverSubstituted() throws {
        let system = try SeedSchemas.system(), directory = try written(system)
        XCTAssertEqual(try render(component(system, "Alert"), "swiftui", directory, [
            "Type": .string("Brand New"), "Full Width": .string("maybe"), "Description": .string("Yes"),
            "Left Icon": .string("no"), "Right Icon": .string("-"),
        ]), """
            // Figma "Type" is "Brand New", which Alert.dsgen does not map: its argument is left out
            // Figma "Full Width" is "maybe", which Alert.dsgen does not map: its argument is left out
            // Figma "Right Icon" is "-", which Alert.dsgen does not map: its argument is left out
            EBAlert(
                title: "Payment method expired",
                description: "Update your card to keep your subscription active."
            )
            """)
        // The README's example.
        XCTAssertEqual(try render(component(system, "Alert"), "swiftui", directory, [
            "Type": .string("Critical"), "Full Width": .string("YES"), "Description": .string("no"),
            "Left Icon": .string("no"), "Right Icon": .string("no"),
        ]), """
            // Figma "Type" is "Critical", which Alert.dsgen does not map: its argument is left out
            EBAlert(title: "Payment method expired")
            """)
        // A required enum has nothing to fall back on: the note stands alone.
        XCTAssertEqual(try render(component(system, "AdSpace"), "compose", directory, ["size": .string("hero-xl"), "isLoading": .bool(false)]), """
            // Figma "size" is "hero-xl", which AdSpace.dsgen does not map: its argument is left out
            EBAdSpace {
                AdCreative()
            }
            """)
    }

    func testConstraintsAndDefaults() throws {
        let system = try SeedSchemas.system(), directory = try written(system)
        let adSpace = component(system, "AdSpace"), toast = component(system, "Toast")
        let caption = SwiftNaming.stringLiteral(CodeConnectInstance.hostileText)
        let kotlinCaption = KotlinNaming.stringLiteral(CodeConnectInstance.hostileText)

        // Banner sizes have no caption; promo and hero sizes show the Figma text, escaped.
        XCTAssertEqual(try render(adSpace, "swiftui", directory, ["size": .string("banner-mrec"), "isLoading": .bool(false)]), """
            EBAdSpace(size: .bannerMrec) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try render(adSpace, "swiftui", directory, ["size": .string("hero-md"), "isLoading": .bool(true)]), """
            EBAdSpace(
                size: .heroMd,
                isLoading: true,
                caption: \(caption)
            ) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try render(adSpace, "compose", directory, ["size": .string("promo-sm"), "isLoading": .bool(false)]), """
            EBAdSpace(
                size = EBAdSpaceSize.PromoSm,
                caption = \(kotlinCaption)
            ) {
                AdCreative()
            }
            """)

        // Destructive toasts have no theme, whatever Figma's Theme says.
        for theme in ["dark", "light", "default"] {
            XCTAssertEqual(try render(toast, "swiftui", directory, [
                "Type": .string("error"), "Theme": .string(theme), "Large Label": .string("no"), "With Icon": .string("yes"),
            ]), """
                EBToast(
                    appearance: .destructive,
                    message: "Transfer sent"
                )
                .controlSize(.small)
                """)
        }
        XCTAssertEqual(try render(toast, "compose", directory, [
            "Type": .string("pending"), "Theme": .string("light"), "Large Label": .string("Yes"), "With Icon": .string("yes"),
        ]), """
            EBToast(
                message = "Transfer sent",
                appearance = EBToastAppearance.Pending,
                theme = EBToastTheme.Light
            )
            """)
    }

    /// Toast's leading icon: `With Icon=yes` is the appearance's default icon (nothing to
    /// pass), `With Icon=no` hides it; a given icon is `leadingIcon`.
    func testToastLeadingIconIsHiddenOrTheDefault() throws {
        let system = try SeedSchemas.system(), directory = try written(system)
        let toast = component(system, "Toast")
        let values: [String: Value] = ["Type": .string("default"), "Theme": .string("dark"), "Large Label": .string("yes")]
        XCTAssertEqual(try render(toast, "swiftui", directory, values.merging(["With Icon": .string("yes")]) { $1 }),
                       "EBToast(message: \"Transfer sent\")")
        XCTAssertEqual(try render(toast, "swiftui", directory, values.merging(["With Icon": .string("no")]) { $1 }), """
            EBToast(
                message: "Transfer sent",
                showsLeadingIcon: false
            )
            """)
        XCTAssertEqual(try render(toast, "compose", directory, values.merging(["With Icon": .string("No")]) { $1 }), """
            EBToast(
                message = "Transfer sent",
                showsLeadingIcon = false
            )
            """)
    }
}

// MARK: - Reading the instance: text, nested instances, swaps

extension CodeConnectTemplateTests {
    /// ListRow: a TEXT property, a boolean-like variant (mixed casing) switching on a text
    /// held by a text layer, boolean-like variants mapping to an enum and a Boolean, an
    /// instance swap and a nested instance layer — all read from the instance.
    func testListRowShowsTheInstance() throws {
        let system = try Self.testSystem(), directory = try written(system)
        let row = component(system, "ListRow")
        let values: [String: Value] = ["Subtitle": .string("Yes"), "Compact": .string("true"), "Disabled": .string("On")]
        let text = CodeConnectInstance.hostileText
        XCTAssertEqual(try render(row, "swiftui", directory, values), """
            CCListRow(
                title: \(SwiftNaming.stringLiteral(text)),
                subtitle: \(SwiftNaming.stringLiteral(text)),
                density: .compact,
                isDisabled: true,
                accessory: Image(systemName: "heart"),
                onTap: {}
            ) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try render(row, "compose", directory, ["Subtitle": .string("no"), "Compact": .string("False"), "Disabled": .string("off")]) {
            $0.text = ""
        }, """
            CCListRow(
                title = "",
                onTap = {},
                accessory = Icons.Filled.Info
            ) {
                AdCreative()
            }
            """)
        // Nothing nested: the optional swap is left out; the required content and the
        // switched-on subtitle fall back to placeholders, with notes.
        XCTAssertEqual(try render(row, "swiftui", directory, values) { $0.contentPresent = false }, """
            // the instance has no layer "Avatar": a placeholder is shown
            // the instance has no text layer "Subtitle": the example text is shown
            CCListRow(
                title: \(SwiftNaming.stringLiteral(text)),
                subtitle: "Balance \\"$1,024\\"",
                density: .compact,
                isDisabled: true,
                onTap: {}
            ) {
                // Avatar
            }
            """)
        XCTAssertEqual(try render(row, "compose", directory, values) { $0.nestedHaveCodeConnect = false }, """
            // the instance in "Accessory" ("Accessory instance") has no Code Connect: a placeholder is shown
            // layer "Avatar" has no Code Connect: a placeholder is shown
            CCListRow(
                title = \(KotlinNaming.stringLiteral(text)),
                onTap = {},
                subtitle = \(KotlinNaming.stringLiteral(text)),
                density = CCListRowDensity.Compact,
                isDisabled = true,
                accessory = Icons.Filled.Star
            ) {
                // Avatar
            }
            """)
    }

    func testChipSwapBooleanTextAndRequiredEvent() throws {
        let system = try Self.testSystem(), directory = try written(system)
        let chip = component(system, "Chip")
        XCTAssertEqual(CodeConnectInstance.axes(of: chip).map(\.name), ["Tone", "Selected", "Has Badge"])
        XCTAssertEqual(try render(chip, "swiftui", directory, ["Tone": .string("accent"), "Selected": .bool(true), "Has Badge": .bool(true)]), """
            CCChip(
                label: \(SwiftNaming.stringLiteral(CodeConnectInstance.hostileText)),
                tone: .accent,
                isSelected: true,
                icon: Image(systemName: "heart"),
                badge: "New \\"beta\\" $1",
                onClick: {}
            )
            """)
        // The badge is accent-only: a plain chip with Has Badge=true shows none.
        XCTAssertFalse(try render(chip, "swiftui", directory, ["Tone": .string("Plain"), "Has Badge": .bool(true)]).contains("badge"))
    }

    /// The compile check is not vacuous: without run-time escaping, Figma text such as
    /// `\(total)` becomes a Swift interpolation, and the type check rejects the snippet.
    func testUnescapedFigmaTextFailsTheTypeCheck() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        let system = try SeedSchemas.system()
        let root = try Self.writeCodeConnect(system, into: directory, under: "out")
        let adSpace = component(system, "AdSpace")
        let template = CodeConnectRenderer.template(adSpace, platform: "swiftui", in: root)
        let text = try String(contentsOf: template, encoding: .utf8)
        XCTAssertTrue(text.contains("return swiftString(text)"))
        try text.replacingOccurrences(of: "return swiftString(text)", with: "return '\"' + text + '\"'").write(to: template, atomically: true, encoding: .utf8)
        let code = try render(adSpace, "swiftui", root, ["size": .string("hero-sm")])
        let snippet = try directory.write("Snippet.swift", "import SwiftUI\n\n@MainActor @ViewBuilder\nfunc snippet() -> some View {\n\(code)\n}\n")
        let api = try SeedSchemas.write(.swiftUI, into: directory)
        let fixtures = [CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.swift"),
                        PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift")]
        XCTAssertThrowsError(try checker.typecheck(api + fixtures + [snippet], moduleName: "DesignSystem")) { error in
            XCTAssertTrue("\(error)".contains("Snippet.swift"), "\(error)")
        }
    }
}
