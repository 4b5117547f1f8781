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

    /// What the seeds' text layers hold in the designer's instance.
    static let seedTexts = ["Title": "Payment method expired", "Description": "Update your card to keep your subscription active.",
                            "Message": "Transfer sent"]

    func render(_ component: Component, _ platform: String, _ directory: URL, _ values: [String: Value],
                configure: (inout CodeConnectInstance) -> Void = { _ in }) throws -> String {
        try CodeConnectRenderer.renderOne(component, platform: platform, in: directory, values) { instance in
            if component.figmaURL?.contains("EBDS0000") == true { instance.texts = Self.seedTexts }
            configure(&instance)
        }
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
            EBCardAlert(
                title = "Payment method expired",
                type = EBAlertType.Error,
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
                leadingIcon: Image(systemName: "heart")
            )
            """)
        // The icon is the nested instance in the Left Icon layer; without Code Connect, the
        // Icon example stands in, with a note.
        XCTAssertEqual(try render(alert, "swiftui", directory, values.merging(["Left Icon": .string("yes")]) { $1 }) {
            $0.nestedHaveCodeConnect = false
        }, """
            // layer "Left Icon" has no Code Connect: a placeholder is shown
            EBAlert(
                type: .error,
                title: "Payment method expired",
                description: "Update your card to keep your subscription active.",
                leadingIcon: Image(systemName: "star")
            )
            .ebAlertStyle(.card)
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
            EBAdSpace.bannerMrec {
                AdCreative()
            }
            """)
        XCTAssertEqual(try render(adSpace, "swiftui", directory, ["size": .string("hero-md"), "isLoading": .bool(true)]), """
            EBAdSpace.heroMd(
                isLoading: true,
                caption: \(caption)
            ) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try render(adSpace, "compose", directory, ["size": .string("promo-sm"), "isLoading": .bool(false)]), """
            EBPromoSmAdSpace(caption = \(kotlinCaption)) {
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
            EBPendingToast(
                message = "Transfer sent",
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
            EBNeutralToast(
                message = "Transfer sent",
                showsLeadingIcon = false
            )
            """)
    }
}
