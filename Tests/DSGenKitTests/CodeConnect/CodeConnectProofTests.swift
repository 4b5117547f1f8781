@testable import DSGenKit
import Foundation
import XCTest

/// The full proof of the Code Connect templates, for the seeds and the Code Connect test
/// design system (`Tests/Support/CodeConnect/Schemas`): every template runs under `node`
/// against the strict runtime double for every scenario (``CodeConnectScenarios``); each
/// combination's snippet shows what the schema maps its Figma values to; the special
/// scenarios show their notes; and every snippet that can compile is compiled — all Swift
/// in one `swiftc` run, all Kotlin in one `kotlinc` run.
final class CodeConnectProofTests: XCTestCase {
    /// One component's renderings on one platform.
    struct Rendered {
        let system: DesignSystem
        let component: Component
        let platform: String
        let scenarios: [CodeConnectScenarios.Scenario]
        let output: CodeConnectRenderer.Output
    }

    static func systems() throws -> [DesignSystem] {
        [try SeedSchemas.system(), try CodeConnectTemplateTests.testSystem()]
    }

    /// Writes every system's Code Connect files and renders every scenario.
    private func renderEverything(platforms: [String] = ["swiftui", "compose"]) throws -> (TemporaryDirectory, [Rendered]) {
        let directory = try makeTemporaryDirectory()
        return (directory, try Self.render(try Self.systems(), platforms: platforms, into: directory))
    }

    /// Writes the systems' Code Connect files into a directory and renders every scenario
    /// of every component; `nestedCodes` gives, per system and language, what nested
    /// instances of the system's own components render.
    static func render(_ systems: [DesignSystem], platforms: [String], into directory: TemporaryDirectory,
                       nestedCodes: (DesignSystem, String) -> [String: String] = { _, _ in [:] }) throws -> [Rendered] {
        var rendered: [Rendered] = []
        for (index, system) in systems.enumerated() {
            let root = try CodeConnectTemplateTests.writeCodeConnect(system, into: directory, under: "system\(index)")
            for component in system.components {
                for platform in platforms {
                    let language = CodeConnectRenderer.language(platform)
                    let scenarios = CodeConnectScenarios(component: component, language: language, nestedCodes: nestedCodes(system, language)).all
                    let template = CodeConnectRenderer.template(component, platform: platform, in: root)
                    let output = try CodeConnectRenderer.render(template: template, scenarios)
                    rendered.append(Rendered(system: system, component: component, platform: platform, scenarios: scenarios, output: output))
                }
            }
        }
        return rendered
    }

    func testEveryCombinationShowsWhatTheSchemaMapsItTo() throws {
        let (_, everything) = try renderEverything()
        XCTAssertGreaterThan(try Self.checkAgainstTheOracle(everything), 1_000)
    }

    /// Checks every rendering: it ran, says what it is, is nestable exactly when it has no
    /// notes, and each combination's snippet shows what the schema maps its values to
    /// (``CodeConnectOracle``), without notes. Returns how many expectations it checked.
    static func checkAgainstTheOracle(_ everything: [Rendered]) throws -> Int {
        var checked = 0
        for rendered in everything {
            let input = TargetInput(system: rendered.system, templates: try TemplateStore())
            let dialect = CodeConnectTarget().dialects(for: rendered.component, input).first { $0.platform.folder == rendered.platform }!
            let oracle = CodeConnectOracle(system: rendered.system, component: rendered.component, dialect: dialect)
            for (scenario, rendering) in zip(rendered.scenarios, rendered.output.results) {
                let context = "\(rendered.component.name) \(rendered.platform) \(scenario.label)"
                guard let code = rendering.code else { XCTFail("\(context): \(rendering.error ?? "no code")"); continue }
                XCTAssertEqual(rendering.language, dialect.platform.language, context)
                XCTAssertEqual(rendering.id, dialect.componentName, context)
                XCTAssertEqual(rendering.nestable, rendering.notes.isEmpty, context)
                guard scenario.label.contains("=") || scenario.label.hasPrefix("unmapped ") || scenario.label.hasPrefix("missing ") else { continue }
                let values = scenario.instance.values.filter { $0.key != scenario.instance.missingProperty }
                for expectation in oracle.expectations(values) {
                    if let shown = expectation.shown {
                        XCTAssertTrue(CodeConnectOracle.contains(code, shown), "\(context): \(expectation.property) should show \(shown)\n\(code)")
                    } else {
                        XCTAssertFalse(CodeConnectOracle.contains(code, expectation.absent), "\(context): \(expectation.property) should be left out\n\(code)")
                    }
                    checked += 1
                }
                if !scenario.label.contains("=") { continue }
                XCTAssertEqual(rendering.notes, [], "\(context): a combination of mapped values needs no notes")
            }
        }
        return checked
    }

    func testSpecialScenariosNoteWhatTheyCannotShow() throws {
        let (_, everything) = try renderEverything()
        for rendered in everything {
            for (scenario, rendering) in zip(rendered.scenarios, rendered.output.results) {
                let context = "\(rendered.component.name) \(rendered.platform) \(scenario.label)"
                let notes = rendering.notes
                if scenario.label.hasPrefix("unmapped ") {
                    let name = String(scenario.label.dropFirst("unmapped ".count))
                    let value = String(data: try JSONSerialization.data(withJSONObject: CodeConnectScenarios.unmappedValue, options: [.fragmentsAllowed, .withoutEscapingSlashes]), encoding: .utf8)!
                    XCTAssertEqual(notes, ["Figma \"\(name)\" is \(value), which \(rendered.component.sourcePath) does not map: its argument is left out"], context)
                } else if scenario.label.hasPrefix("missing ") {
                    XCTAssertEqual(notes.count, 1, context)
                    XCTAssertTrue(notes.first?.contains("is missing from the instance") == true, "\(context): \(notes)")
                }
            }
        }
    }

    /// A boolean-like variant reads the same in any casing and with any of Figma's words.
    func testBooleanLikeVariantsReadAsFigmaReadsThem() throws {
        let (_, everything) = try renderEverything()
        var compared = 0
        for rendered in everything {
            let results = Dictionary(zip(rendered.scenarios.map(\.label), rendered.output.results), uniquingKeysWith: { first, _ in first })
            for axis in CodeConnectInstance.axes(of: rendered.component) {
                guard let on = results["\(axis.name)=YES"]?.code, let off = results["\(axis.name)=no"]?.code else { continue }
                for word in ["On", "TRUE"] { XCTAssertEqual(results["\(axis.name)=\(word)"]?.code, on, "\(rendered.component.name) \(axis.name)=\(word)") }
                for word in ["OFF", "False"] { XCTAssertEqual(results["\(axis.name)=\(word)"]?.code, off, "\(rendered.component.name) \(axis.name)=\(word)") }
                XCTAssertNotEqual(on, off, "\(rendered.component.name) \(axis.name)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 5)
    }

    /// Alert's trailing icon, for every combination on both platforms: the icon the API
    /// draws with the snippet's arguments is the one Figma shows — none for `Right Icon=no`
    /// (a semantic type's status icon included), the status icon (the argument left out,
    /// never a placeholder) for a semantic type, and for neutral the instance in the
    /// `Right Icon` layer. The API's rule is written out here, from the seed page
    /// ("auto for semantic types"), not taken from the schema.
    func testAlertsTrailingIconIsTheOneFigmaShows() throws {
        let (_, everything) = try renderEverything()
        let semantic: Set<String> = ["information", "warning", "error", "success"]
        var checked = 0
        for rendered in everything where rendered.component.name == "Alert" {
            let dialect = CodeConnectTarget().dialects(for: rendered.component, TargetInput(system: rendered.system, templates: try TemplateStore()))
                .first { $0.platform.folder == rendered.platform }!
            let oracle = CodeConnectOracle(system: rendered.system, component: rendered.component, dialect: dialect)
            let type = try XCTUnwrap(rendered.component.property(named: "type"))
            let toggle = try XCTUnwrap(rendered.component.property(named: "showsTrailingIcon"))
            let (show, hide) = (dialect.label(toggle) + "true", dialect.label(toggle) + "false")
            let shownByDefault = toggle.defaultValue == .boolean(true)
            let give = dialect.label(try XCTUnwrap(rendered.component.property(named: "trailingIcon")))
            for (scenario, rendering) in zip(rendered.scenarios, rendered.output.results) where scenario.label.contains("=") {
                let code = try XCTUnwrap(rendering.code, scenario.label)
                let values = scenario.instance.values
                guard case .string(let rightIcon)? = values["Right Icon"], let figmaShows = CodeConnectSource.booleanWords[rightIcon.lowercased()],
                      let typeCase = values["Type"].flatMap({ oracle.codeValue(type, $0) })?.caseName else { continue }
                let given = CodeConnectOracle.contains(code, give)
                let switchedOn = CodeConnectOracle.contains(code, show) || shownByDefault && !CodeConnectOracle.contains(code, hide)
                let apiShows = switchedOn && (given || semantic.contains(typeCase))
                let context = "Alert \(rendered.platform) \(scenario.label)\n\(code)"
                XCTAssertEqual(apiShows, figmaShows, context)
                if figmaShows { XCTAssertEqual(given, !semantic.contains(typeCase), context) }
                if given { XCTAssertTrue(code.contains(give + scenario.instance.nestedCode.icon), context) }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    // MARK: - Every snippet compiles

    func testEverySwiftUISnippetTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let (directory, everything) = try renderEverything(platforms: ["swiftui"])
        var functions: [String] = []
        for (index, (scenario, rendering)) in Self.compilable(everything).enumerated() {
            functions.append("// \(scenario.label.replacingOccurrences(of: "\n", with: " "))\n@MainActor @ViewBuilder\nfunc snippet\(index)() -> some View {\n\(Self.indent(rendering))\n}")
        }
        XCTAssertGreaterThan(functions.count, 250)
        let snippets = try directory.write("swift/CodeConnectSnippets.swift", "import SwiftUI\n\n" + functions.joined(separator: "\n\n") + "\n")
        var api = try SeedSchemas.write(.swiftUI, into: directory)
        let test = Generator(system: try CodeConnectTemplateTests.testSystem(), templates: try TemplateStore())
        api += try (test.files(for: .swiftUI) + test.scaffolds(for: .swiftUI)).map { try directory.write("test/" + $0.path, $0.contents) }
        let fixtures = [
            PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift"),
            CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.swift"),
        ]
        try checker.typecheck(api + fixtures + [snippets], moduleName: "DesignSystem", warningsAsErrors: true)
    }

    func testEveryComposeSnippetCompiles() throws {
        let compiler = try KotlinCompiler.shared()
        let (directory, everything) = try renderEverything(platforms: ["compose"])
        var imports: Set<String> = ["import androidx.compose.runtime.Composable", "import androidx.compose.material.icons.filled.Info"]
        for rendered in everything { imports.formUnion(rendered.output.results.compactMap(\.imports).joined()) }
        var functions: [String] = []
        for (index, (scenario, rendering)) in Self.compilable(everything).enumerated() {
            functions.append("// \(scenario.label.replacingOccurrences(of: "\n", with: " "))\n@Composable\nfun snippet\(index)() {\n\(Self.indent(rendering))\n}")
        }
        XCTAssertGreaterThan(functions.count, 250)
        let header = "package com.example.codeconnect.snippets\n\n" + imports.sorted().joined(separator: "\n") + "\n\n"
        let snippets = try directory.write("kotlin/CodeConnectSnippets.kt", header + functions.joined(separator: "\n\n") + "\n")
        var api = try SeedSchemas.write(.compose, into: directory)
        let test = Generator(system: try CodeConnectTemplateTests.testSystem(), templates: try TemplateStore())
        api += try (test.files(for: .compose) + test.scaffolds(for: .compose)).map { try directory.write("test/" + $0.path, $0.contents) }
        let fixtures = [
            PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt"),
            CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.kt"),
        ]
        try compiler.compile(api + fixtures + [snippets], warningsAsErrors: true)
    }

    /// The code of every scenario that must compile; fails the test for any that raised.
    static func compilable(_ everything: [Rendered]) -> [(CodeConnectScenarios.Scenario, String)] {
        everything.flatMap { rendered in
            zip(rendered.scenarios, rendered.output.results).compactMap { scenario, rendering in
                guard let code = rendering.code else {
                    XCTFail("\(rendered.component.name) \(scenario.label): \(rendering.error ?? "")")
                    return nil
                }
                return scenario.compiles ? (scenario, code) : nil
            }
        }
    }

    static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
