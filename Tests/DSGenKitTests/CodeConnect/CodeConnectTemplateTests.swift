@testable import DSGenKit
import Foundation
import XCTest

/// Proves the Code Connect template files: they run under `node` against a double of
/// Figma's template runtime for every combination of each component's Figma variant
/// values and booleans, and every rendered snippet compiles against the generated API
/// (Swift with the SwiftUI mirror, Kotlin with the real compiler).
final class CodeConnectTemplateTests: XCTestCase {
    /// The seed design system and the Code Connect test one (`Tests/Support/CodeConnect/Schemas`).
    private static let chipCell = OnceCell<DesignSystem>()

    static func chipSystem() throws -> DesignSystem {
        try chipCell.get {
            let (system, _) = try Pipeline.model(at: [CodeConnectRenderer.supportDirectory.appendingPathComponent("Schemas").path])
            return system
        }
    }

    /// Writes a system's Code Connect files into a directory.
    @discardableResult
    static func writeCodeConnect(_ system: DesignSystem, into directory: TemporaryDirectory) throws -> [URL] {
        try Generator(system: system, templates: try TemplateStore()).files(for: .codeConnect).map { try directory.write($0.path, $0.contents) }
    }

    private func seedsWritten() throws -> (DesignSystem, TemporaryDirectory) {
        let directory = try makeTemporaryDirectory()
        let system = try SeedSchemas.system()
        try Self.writeCodeConnect(system, into: directory)
        return (system, directory)
    }

    private func component(_ system: DesignSystem, _ name: String) -> Component {
        system.components.first { $0.name == name }!
    }

    // MARK: - The done-when case and constraints, exactly

    func testAlertErrorCardWithDescription() throws {
        let (system, directory) = try seedsWritten()
        let alert = component(system, "Alert")
        let values: [String: CodeConnectRenderer.PropertyValue] = [
            "Type": .string("Error"), "Full Width": .string("No"), "Description": .string("yes"),
            "Left Icon": .string("no"), "Right Icon": .string("no"),
        ]
        XCTAssertEqual(try CodeConnectRenderer.renderOne(alert, platform: "swiftui", in: directory.url, values), """
            EBAlert(
                type: .error,
                title: "Payment method expired",
                description: "Update your card to keep your subscription active."
            )
            .ebAlertStyle(.card)
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(alert, platform: "compose", in: directory.url, values), """
            EBAlert(
                title = "Payment method expired",
                type = EBAlertType.Error,
                style = EBAlertStyle.Card,
                description = "Update your card to keep your subscription active."
            )
            """)
        // The legacy spelling `no` is the same card; `yes` is the default banner, left out.
        var legacy = values
        legacy["Full Width"] = .string("no")
        XCTAssertEqual(try CodeConnectRenderer.renderOne(alert, platform: "swiftui", in: directory.url, legacy),
                       try CodeConnectRenderer.renderOne(alert, platform: "swiftui", in: directory.url, values))
        legacy["Full Width"] = .string("yes")
        legacy["Left Icon"] = .string("yes")
        XCTAssertEqual(try CodeConnectRenderer.renderOne(alert, platform: "swiftui", in: directory.url, legacy), """
            EBAlert(
                type: .error,
                title: "Payment method expired",
                description: "Update your card to keep your subscription active.",
                leadingIcon: Image(systemName: "star")
            )
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(alert, platform: "compose", in: directory.url, [
            "Type": .string("Default"), "Full Width": .string("yes"), "Description": .string("no"),
            "Left Icon": .string("no"), "Right Icon": .string("yes"),
        ]), """
            EBAlert(
                title = "Payment method expired",
                trailingIcon = Icons.Filled.Star
            )
            """)
    }

    func testConstraintsAndDefaults() throws {
        let (system, directory) = try seedsWritten()
        let adSpace = component(system, "AdSpace"), toast = component(system, "Toast"), alert = component(system, "Alert")
        let caption = SwiftNaming.stringLiteral(CodeConnectRenderer.hostileText)
        let kotlinCaption = KotlinNaming.stringLiteral(CodeConnectRenderer.hostileText)

        // Banner sizes have no caption; promo and hero sizes show the Figma text, escaped.
        XCTAssertEqual(try CodeConnectRenderer.renderOne(adSpace, platform: "swiftui", in: directory.url,
                                                         ["size": .string("banner-mrec"), "isLoading": .bool(false)]), """
            EBAdSpace(size: .bannerMrec) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(adSpace, platform: "swiftui", in: directory.url,
                                                         ["size": .string("hero-md"), "isLoading": .bool(true)]), """
            EBAdSpace(
                size: .heroMd,
                isLoading: true,
                caption: \(caption)
            ) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(adSpace, platform: "compose", in: directory.url,
                                                         ["size": .string("promo-sm"), "isLoading": .bool(false)]), """
            EBAdSpace(
                size = EBAdSpaceSize.PromoSm,
                caption = \(kotlinCaption)
            ) {
                AdCreative()
            }
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(adSpace, platform: "compose", in: directory.url,
                                                         ["size": .string("banner-sm"), "isLoading": .bool(true)]), """
            EBAdSpace(
                size = EBAdSpaceSize.BannerSm,
                isLoading = true
            ) {
                AdCreative()
            }
            """)

        // Destructive toasts have no theme, whatever Figma's Theme says; others show light.
        for theme in ["dark", "light", "default"] {
            XCTAssertEqual(try CodeConnectRenderer.renderOne(toast, platform: "swiftui", in: directory.url, [
                "Type": .string("error"), "Theme": .string(theme), "Large Label": .string("no"), "With Icon": .string("yes"),
            ]), """
                EBToast(
                    appearance: .destructive,
                    message: "Transfer sent",
                    leadingIcon: Image(systemName: "star")
                )
                .controlSize(.small)
                """)
            XCTAssertEqual(try CodeConnectRenderer.renderOne(toast, platform: "compose", in: directory.url, [
                "Type": .string("error"), "Theme": .string(theme), "Large Label": .string("yes"), "With Icon": .string("no"),
            ]), """
                EBToast(
                    message = "Transfer sent",
                    appearance = EBToastAppearance.Destructive
                )
                """)
        }
        XCTAssertEqual(try CodeConnectRenderer.renderOne(toast, platform: "swiftui", in: directory.url, [
            "Type": .string("pending"), "Theme": .string("light"), "Large Label": .string("yes"), "With Icon": .string("no"),
        ]), """
            EBToast(
                appearance: .pending,
                message: "Transfer sent"
            )
            .ebToastTheme(.light)
            """)
        XCTAssertEqual(try CodeConnectRenderer.renderOne(toast, platform: "compose", in: directory.url, [
            "Type": .string("default"), "Theme": .string("light"), "Large Label": .string("no"), "With Icon": .string("no"),
        ]), """
            EBToast(
                message = "Transfer sent",
                theme = EBToastTheme.Light,
                size = EBToastSize.Small
            )
            """)
        // Theme=default (legacy) leaves the theme out: the default, dark, applies.
        XCTAssertEqual(try CodeConnectRenderer.renderOne(toast, platform: "swiftui", in: directory.url, [
            "Type": .string("default"), "Theme": .string("default"), "Large Label": .string("yes"), "With Icon": .string("no"),
        ]), "EBToast(message: \"Transfer sent\")")

        // Banner alerts never show an action (nor do cards: Figma does not model it yet).
        for renderings in try ["swiftui", "compose"].map({ try CodeConnectRenderer.renderAll(alert, platform: $0, in: directory.url) }) {
            XCTAssertEqual(renderings.count, 120)
            for rendering in renderings {
                XCTAssertFalse(rendering.code.contains("action"), rendering.label)
                XCTAssertFalse(rendering.code.contains("onDismiss"), rendering.label)
            }
        }
    }

    func testUnknownFigmaValuesShowTheDefault() throws {
        let (system, directory) = try seedsWritten()
        XCTAssertEqual(try CodeConnectRenderer.renderOne(component(system, "Alert"), platform: "swiftui", in: directory.url, [
            "Type": .string("Brand New"), "Full Width": .string("maybe"), "Description": .string("Yes"),
            "Left Icon": .string("no"), "Right Icon": .string("-"),
        ]), "EBAlert(title: \"Payment method expired\")")
    }

    // MARK: - Kinds the seeds do not use

    func testInstanceSwapBooleanTextAndRequiredEvent() throws {
        let directory = try makeTemporaryDirectory()
        let system = try Self.chipSystem()
        try Self.writeCodeConnect(system, into: directory)
        let chip = system.components[0]
        let template = directory.url.appendingPathComponent("codeconnect/swiftui/CCChip.figma.js")
        let axes = CodeConnectRenderer.axes(of: chip)
        XCTAssertEqual(axes.map(\.name), ["Tone", "Selected", "Has Badge"])

        let swapped = try CodeConnectRenderer.render(template: template, axes: axes, fixed: CodeConnectRenderer.fixedProperties(of: chip, language: "swift"))
        XCTAssertEqual(swapped.count, 12)
        let accent = swapped.first { $0.label == "Has Badge=true, Selected=true, Tone=accent" }!
        XCTAssertEqual(accent.code, """
            CCChip(
                label: \(SwiftNaming.stringLiteral(CodeConnectRenderer.hostileText)),
                tone: .accent,
                isSelected: true,
                icon: Image(systemName: "heart"),
                badge: "New \\"beta\\" $1",
                onClick: {}
            )
            """)
        XCTAssertEqual(accent.reads, ["Has Badge", "Icon", "Label", "Selected", "Tone"])
        // The badge is accent-only: a plain chip with Has Badge=true shows none.
        XCTAssertFalse(swapped.first { $0.label == "Has Badge=true, Selected=false, Tone=Plain" }!.code.contains("badge"))

        // A swapped instance without Code Connect shows the Icon example; no instance, no argument.
        var fixed = CodeConnectRenderer.fixedProperties(of: chip, language: "swift", instanceHasCodeConnect: false)
        let plain = axes.map { CodeConnectRenderer.Axis(name: $0.name, values: [$0.values[0]]) }
        XCTAssertTrue(try CodeConnectRenderer.render(template: template, axes: plain, fixed: fixed)[0].code
            .contains("icon: Image(systemName: \"star\")"))
        fixed["Icon"] = ["instance": NSNull()]
        XCTAssertFalse(try CodeConnectRenderer.render(template: template, axes: plain, fixed: fixed)[0].code.contains("icon"))

        let compose = try CodeConnectRenderer.render(
            template: directory.url.appendingPathComponent("codeconnect/compose/CCChip.figma.js"), axes: plain,
            fixed: CodeConnectRenderer.fixedProperties(of: chip, language: "kotlin"))
        XCTAssertEqual(compose[0].code, """
            CCChip(
                label = \(KotlinNaming.stringLiteral(CodeConnectRenderer.hostileText)),
                onClick = {},
                isSelected = true,
                icon = Icons.Filled.Info
            )
            """)
    }

    // MARK: - Every combination compiles

    /// All renderings of every component of a system, per platform folder.
    private func renderEverything(_ system: DesignSystem, in directory: URL, platform: String) throws -> [(Component, [CodeConnectRenderer.Rendering])] {
        try system.components.map { ($0, try CodeConnectRenderer.renderAll($0, platform: platform, in: directory)) }
    }

    func testEverySwiftUISnippetTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        let seeds = try SeedSchemas.system(), chips = try Self.chipSystem()
        try Self.writeCodeConnect(seeds, into: directory)
        try Self.writeCodeConnect(chips, into: directory)

        var functions: [String] = []
        var counts: [String: Int] = [:]
        for system in [seeds, chips] {
            for (component, renderings) in try renderEverything(system, in: directory.url, platform: "swiftui") {
                counts[component.swiftName] = renderings.count
                for (index, rendering) in renderings.enumerated() {
                    XCTAssertEqual(rendering.language, "swift")
                    XCTAssertEqual(rendering.id, component.swiftName)
                    functions.append("""
                        // \(rendering.label)
                        @MainActor @ViewBuilder
                        func \(component.swiftName)Snippet\(index)() -> some View {
                        \(indent(rendering.code))
                        }
                        """)
                }
            }
        }
        XCTAssertEqual(counts, ["EBAdSpace": 14, "EBAlert": 120, "EBToast": 36, "CCChip": 12])
        let snippets = try directory.write("swift/CodeConnectSnippets.swift", "import SwiftUI\n\n" + functions.joined(separator: "\n\n") + "\n")
        let api = try SeedSchemas.write(.swiftUI, into: directory)
        let generator = Generator(system: chips, templates: try TemplateStore())
        let chipAPI = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("chip/" + $0.path, $0.contents) }
        let fixtures = [
            PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift"),
            CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.swift"),
        ]
        try checker.typecheck(api + chipAPI + fixtures + [snippets], moduleName: "DesignSystem", warningsAsErrors: true)
    }

    func testEveryComposeSnippetCompiles() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        let seeds = try SeedSchemas.system(), chips = try Self.chipSystem()
        try Self.writeCodeConnect(seeds, into: directory)
        try Self.writeCodeConnect(chips, into: directory)

        var functions: [String] = []
        var imports: Set<String> = ["androidx.compose.runtime.Composable", "androidx.compose.material.icons.filled.Info"]
        var counts: [String: Int] = [:]
        for system in [seeds, chips] {
            let input = TargetInput(system: system, templates: try TemplateStore())
            for context in system.components.flatMap({ CodeConnectTarget().contexts(for: $0, input) })
            where context.platform == .compose {
                imports.formUnion(context.imports)
            }
            for (component, renderings) in try renderEverything(system, in: directory.url, platform: "compose") {
                counts[component.composeName] = renderings.count
                for (index, rendering) in renderings.enumerated() {
                    XCTAssertEqual(rendering.language, "kotlin")
                    functions.append("""
                        // \(rendering.label)
                        @Composable
                        fun \(component.composeName)Snippet\(index)() {
                        \(indent(rendering.code))
                        }
                        """)
                }
            }
        }
        XCTAssertEqual(counts, ["EBAdSpace": 14, "EBAlert": 120, "EBToast": 36, "CCChip": 12])
        let header = "package com.example.codeconnect.snippets\n\n" + imports.sorted().map { "import \($0)\n" }.joined() + "\n"
        let snippets = try directory.write("kotlin/CodeConnectSnippets.kt", header + functions.joined(separator: "\n\n") + "\n")
        let api = try SeedSchemas.write(.compose, into: directory)
        let generator = Generator(system: chips, templates: try TemplateStore())
        let chipAPI = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("chip/" + $0.path, $0.contents) }
        let fixtures = [
            PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt"),
            CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.kt"),
        ]
        try compiler.compile(api + chipAPI + fixtures + [snippets], warningsAsErrors: true)
    }

    /// The compile check is not vacuous: without run-time escaping, Figma text such as
    /// `\(total)` becomes a Swift interpolation, and the type check rejects the snippet.
    func testUnescapedFigmaTextFailsTheTypeCheck() throws {
        let checker = try SwiftTypeChecker.shared()
        let (system, directory) = try seedsWritten()
        let adSpace = component(system, "AdSpace")
        let template = directory.url.appendingPathComponent("codeconnect/swiftui/EBAdSpace.figma.js")
        let text = try String(contentsOf: template, encoding: .utf8)
        XCTAssertTrue(text.contains("swiftString(caption)"))
        try text.replacingOccurrences(of: "swiftString(caption)", with: "'\"' + caption + '\"'").write(to: template, atomically: true, encoding: .utf8)
        let rendering = try CodeConnectRenderer.render(
            template: template, axes: [.init(name: "size", values: [.string("hero-sm")]), .init(name: "isLoading", values: [.bool(false)])],
            fixed: CodeConnectRenderer.fixedProperties(of: adSpace, language: "swift"))[0]
        let snippet = try directory.write("Snippet.swift", "import SwiftUI\n\n@MainActor @ViewBuilder\nfunc snippet() -> some View {\n\(indent(rendering.code))\n}\n")
        let api = try SeedSchemas.write(.swiftUI, into: directory)
        let fixtures = [CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.swift"),
                        PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift")]
        XCTAssertThrowsError(try checker.typecheck(api + fixtures + [snippet], moduleName: "DesignSystem")) { error in
            XCTAssertTrue("\(error)".contains("Snippet.swift"), "\(error)")
        }
    }

    private func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    // MARK: - The template files themselves

    func testTemplateFilesAreCodeConnectTemplates() throws {
        let (system, directory) = try seedsWritten()
        for component in system.components {
            for (platform, name) in [("swiftui", component.swiftName), ("compose", component.composeName)] {
                let text = try String(contentsOf: directory.url.appendingPathComponent("codeconnect/\(platform)/\(name).figma.js"), encoding: .utf8)
                // The leading comment block: header, then the directives Code Connect reads.
                let leading = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.isEmpty || $0.hasPrefix("//") }
                XCTAssertTrue(leading.first?.hasPrefix("// Generated by dsgen from \(component.sourcePath).") == true)
                XCTAssertTrue(leading.contains("// url=\(component.figmaURL!)"), "\(name): no url directive")
                XCTAssertTrue(leading.contains("// component=\(name)"))
                XCTAssertEqual(text.components(separatedBy: "\nexport default {").count, 2, "one export default")
                XCTAssertTrue(text.contains("\nconst figma = require('figma')\n"))
                XCTAssertFalse(text.contains("\nimport "), "template files may import only 'figma'")
                // One getter per Figma-mapped property.
                for property in component.properties where property.figma.name != nil {
                    XCTAssertEqual(text.components(separatedBy: "instance.get").filter { $0.hasPrefix("Enum('\(property.figma.name!)'") || $0.hasPrefix("Boolean('\(property.figma.name!)'")
                        || $0.hasPrefix("String('\(property.figma.name!)'") || $0.hasPrefix("InstanceSwap('\(property.figma.name!)'")
                        || $0.hasPrefix("Slot('\(property.figma.name!)'") }.count, 1, "\(name): \(property.name)")
                }
                // Every legacy spelling is mapped.
                for property in component.properties where property.figma.kind == .variant {
                    for spelling in property.figma.values.flatMap(\.figmaValues) {
                        XCTAssertTrue(text.contains("  \(JavaScript.stringLiteral(spelling)): "), "\(name): \(property.figma.name!)=\(spelling)")
                    }
                }
            }
        }
        for (platform, label, language) in [("swiftui", "SwiftUI", "swift"), ("compose", "Compose", "kotlin")] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("codeconnect/\(platform)/figma.config.json"))
            let config = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let codeConnect = try XCTUnwrap(config["codeConnect"] as? [String: Any])
            XCTAssertEqual(codeConnect["label"] as? String, label)
            XCTAssertEqual(codeConnect["language"] as? String, language)
            XCTAssertEqual(codeConnect["include"] as? [String], ["**/*.figma.js"])
            XCTAssertTrue((config["//"] as? String)?.hasPrefix("Generated by dsgen from design-system.dsgen.") == true)
        }
    }

    func testEveryRenderingReadsEveryFigmaProperty() throws {
        let (system, directory) = try seedsWritten()
        for component in system.components {
            let names = Set(component.properties.compactMap(\.figma.name))
            for platform in ["swiftui", "compose"] {
                for rendering in try CodeConnectRenderer.renderAll(component, platform: platform, in: directory.url) {
                    XCTAssertEqual(Set(rendering.reads), names, "\(component.name) \(platform) \(rendering.label)")
                }
            }
        }
    }

    /// The run-time string-literal functions agree with the generator's own escaping.
    func testRuntimeStringLiteralsMatchSwiftAndKotlinNaming() throws {
        let inputs = [
            "", "plain", "quote \" backslash \\ end", "\\(interpolation)", "\\\\(double)", "$price ${amount} $", "a\nb\rc\td",
            "nul \u{0} bell \u{7} esc \u{1B} del \u{7F} backspace \u{8}", "emoji 👩‍💻 é ü 中文", "\u{2028}\u{2029}", "'single' `tick`",
            "\u{1F}\u{10}", "#\"raw\"#",
        ]
        let directory = try makeTemporaryDirectory()
        let script = RuntimeStringLiteral.swift.joined(separator: "\n") + "\n" + RuntimeStringLiteral.kotlin.joined(separator: "\n") + """

            const inputs = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'))
            process.stdout.write(JSON.stringify(inputs.map((text) => [swiftString(text), kotlinString(text)])))
            """
        let scriptURL = try directory.write("strings.js", script)
        let inputsURL = try directory.write("inputs.json", String(decoding: try JSONSerialization.data(withJSONObject: inputs), as: UTF8.self))
        let (node, prefix) = try CodeConnectRenderer.node()
        let result = try ProcessRunner.run(node, prefix + [scriptURL.path, inputsURL.path])
        XCTAssertEqual(result.exitCode, 0, result.combinedOutput)
        let outputs = try JSONDecoder().decode([[String]].self, from: Data(result.stdout.utf8))
        for (input, output) in zip(inputs, outputs) {
            XCTAssertEqual(output[0], SwiftNaming.stringLiteral(input), "Swift: \(input.debugDescription)")
            XCTAssertEqual(output[1], KotlinNaming.stringLiteral(input), "Kotlin: \(input.debugDescription)")
        }
    }

    func testJavaScriptLiteralsAndIdentifiers() throws {
        XCTAssertEqual(JavaScript.stringLiteral("Full Width"), "'Full Width'")
        XCTAssertEqual(JavaScript.stringLiteral("it's \\ \"x\"\n\u{2028}\u{1}"), #"'it\'s \\ "x"\n\u2028\u0001'"#)
        XCTAssertEqual(JavaScript.identifier("default"), "default_")
        XCTAssertEqual(JavaScript.identifier("leading icon"), "leadingIcon")
        XCTAssertEqual(JavaScript.identifier("example"), "example_")
        XCTAssertEqual(JavaScript.identifier("3x"), "_3x")
        XCTAssertEqual(JavaScript.jsonStringLiteral("a \"b\" \\ \n"), #""a \"b\" \\ \n""#)
    }

    func testContextJSONListsBothPlatforms() throws {
        let system = try SeedSchemas.system()
        let json = try SeedSchemas.generator().contextJSON(for: .codeConnect, components: system.components)
        let contexts = try JSONDecoder().decode([CodeConnectContext].self, from: Data(json.utf8))
        XCTAssertEqual(contexts.map { "\($0.platform.folder)/\($0.componentName)" },
                       ["swiftui/EBAdSpace", "compose/EBAdSpace", "swiftui/EBAlert", "compose/EBAlert", "swiftui/EBToast", "compose/EBToast"])
        let alert = contexts[2]
        XCTAssertEqual(alert.reads.map(\.constant), ["type", "style", "description", "leadingIcon", "trailingIcon"])
        XCTAssertEqual(alert.reads[1].mapping, [
            CodeConnectMappingEntry(key: "'yes'", value: "'.banner'", comment: nil),
            CodeConnectMappingEntry(key: "'No'", value: "'.card'", comment: nil),
            CodeConnectMappingEntry(key: "'no'", value: "'.card'", comment: "legacy spelling"),
        ])
        XCTAssertEqual(alert.modifiers.map(\.expression), ["style === '.banner' ? undefined : ['.ebAlertStyle(', style, ')']"])
    }
}
