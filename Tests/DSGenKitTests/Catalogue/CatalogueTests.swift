import DSGenKit
import Foundation
import XCTest

/// `Examples/Catalogue`: components modelled from public design systems' specifications.
/// Each must be lint-clean and cite its source page, and everything generated from them —
/// the SwiftUI and Compose API, the scaffolds, and the shortest and the fullest usage call
/// of every component, which the docs print — must compile: Swift in one swiftc run
/// against the SwiftUI mirror, Kotlin in one kotlinc run against the Compose stubs.
final class CatalogueTests: XCTestCase {
    static let directory = PackagePaths.root.appendingPathComponent("Examples/Catalogue")
    private static let cell = OnceCell<DesignSystem>()

    static func system() throws -> DesignSystem {
        try cell.get {
            let (system, diagnostics) = try Pipeline.model(at: [directory.path])
            XCTAssertEqual(diagnostics.map(\.description), [])
            return system
        }
    }

    func testEveryComponentIsLintCleanAndCitesItsSourcePage() throws {
        let system = try Self.system()
        XCTAssertGreaterThanOrEqual(system.components.count, 8)
        for component in system.components {
            let text = try String(contentsOf: Self.directory.appendingPathComponent(component.sourcePath), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("// \(component.name) — "), component.name)
            XCTAssertTrue(text.contains("// Source: https://"), "\(component.name) cites no page")
        }
        // The kinds the catalogue must cover: a text field, a tri-state checkbox, a list item
        // composed of other components, navigation with per-item data.
        let textField = try XCTUnwrap(system.component(named: "TextField"))
        XCTAssertTrue(textField.properties.contains { $0.name == "onValueChange" && $0.parameters.first?.type == .text })
        let checkbox = try XCTUnwrap(system.component(named: "Checkbox"))
        XCTAssertEqual(checkbox.property(named: "state")?.enumeration?.cases.count, 3)
        let listItem = try XCTUnwrap(system.component(named: "ListItem"))
        XCTAssertEqual(listItem.properties.compactMap { $0.slotType.flatMap(system.component(named:))?.name }, ["Checkbox", "Switch", "Badge"])
        let navigation = try XCTUnwrap(system.component(named: "NavigationBar"))
        XCTAssertEqual(navigation.property(named: "selected")?.enumeration?.fields.map(\.name), ["label", "icon", "activeIcon"])
    }

    /// The shortest and the fullest call of every component, as the docs print them.
    private func calls(_ system: DesignSystem) -> [(component: Component, examples: UsageExamples)] {
        system.components.map { ($0, UsageExamples(system: system, component: $0)) }
    }

    func testGeneratedSwiftAndEveryUsageCallTypeCheck() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let system = try Self.system()
        let generator = Generator(system: system, templates: try TemplateStore())
        let files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("api/" + $0.path, $0.contents) }
        var functions: [String] = []
        for (component, examples) in calls(system) {
            for (index, values) in [examples.minimalValues, examples.fullValues].enumerated() {
                let body = examples.swiftUI(values).lines.map { "    " + $0 }.joined(separator: "\n")
                functions.append("@MainActor @ViewBuilder\nfunc \(component.swiftName)Usage\(index)() -> some View {\n\(body)\n}")
            }
        }
        let callSites = try directory.write("CallSites.swift", "import SwiftUI\n\n" + functions.joined(separator: "\n\n") + "\n")
        try checker.typecheck(files + [callSites], moduleName: "Catalogue", warningsAsErrors: true)
    }

    func testGeneratedKotlinAndEveryUsageCallCompile() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let system = try Self.system()
        let generator = Generator(system: system, templates: try TemplateStore())
        let files = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("api/" + $0.path, $0.contents) }
        var imports: Set<String> = ["androidx.compose.runtime.Composable"]
        var functions: [String] = []
        for (component, examples) in calls(system) {
            for (index, values) in [examples.minimalValues, examples.fullValues].enumerated() {
                let call = examples.compose(values)
                imports.formUnion(call.imports)
                let body = call.lines.map { "    " + $0 }.joined(separator: "\n")
                functions.append("@Composable\nfun \(component.composeName)Usage\(index)() {\n\(body)\n}")
            }
        }
        let header = "package com.example.catalogue.usage\n\n" + imports.sorted().map { "import \($0)\n" }.joined() + "\n"
        let callSites = try directory.write("CallSites.kt", header + functions.joined(separator: "\n\n") + "\n")
        let warnings = try compiler.compile(files + [callSites], warningsAsErrors: true)
        XCTAssertFalse(warnings.contains("warning:"), warnings)
    }
}
