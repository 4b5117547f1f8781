@testable import DSGenKit
import Foundation
import XCTest

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
            // layer "Avatar" holds no instance with Code Connect: a placeholder is shown
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
            // layer "Avatar" holds no instance with Code Connect: a placeholder is shown
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
        XCTAssertEqual(CodeConnectInstance.axes(of: chip).map(\.name), ["Tone", "Selected", "Show trailing icon", "Has Badge"])
        let values: [String: CodeConnectInstance.Value] = ["Tone": .string("accent"), "Selected": .bool(true), "Show trailing icon": .bool(true), "Has Badge": .bool(true)]
        XCTAssertEqual(try render(chip, "swiftui", directory, values), """
            CCChip.accent(
                label: \(SwiftNaming.stringLiteral(CodeConnectInstance.hostileText)),
                isSelected: true,
                icon: Image(systemName: "heart"),
                trailingIcon: Image(systemName: "heart"),
                badge: "New \\"beta\\" $1",
                onClick: {}
            )
            """)
        // The pair: with its boolean off, the swap is not even read.
        XCTAssertFalse(try render(chip, "swiftui", directory, values.merging(["Show trailing icon": .bool(false)]) { $1 }).contains("trailingIcon"))
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

extension CodeConnectTemplateTests {
    /// A `figma children` layer may be the nested instance itself, or a frame holding it.
    func testNestedContentAsAnInstanceLayer() throws {
        let system = try Self.testSystem(), directory = try written(system)
        let row = component(system, "ListRow")
        let values: [String: Value] = ["Subtitle": .string("no")]
        let inFrame = try render(row, "swiftui", directory, values)
        XCTAssertEqual(try render(row, "swiftui", directory, values) { $0.contentInFrames = false }, inFrame)
        XCTAssertTrue(inFrame.hasSuffix(") {\n    AdCreative()\n}"), inFrame)
        XCTAssertTrue(try render(row, "swiftui", directory, values) {
            $0.contentInFrames = false
            $0.nestedHaveCodeConnect = false
        }.contains("// layer \"Avatar\" has no Code Connect: a placeholder is shown\n"))
    }
}
