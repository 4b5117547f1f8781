@testable import DSGenKit
import Foundation
import XCTest

/// The catalogue's Code Connect templates, proven as the seeds' are
/// (``CodeConnectProofTests``): every template runs under `node` against the strict runtime
/// double for every combination of its component's Figma variants (every spelling) and
/// booleans (a BOOLEAN + INSTANCE_SWAP pair's boolean included), plus the special scenarios;
/// each combination is checked against what the schema maps it to, and every snippet is
/// compiled — all Swift in one `swiftc` run against the SwiftUI mirror, all Kotlin in one
/// `kotlinc` run against the Compose stubs — with the catalogue's generated API.
///
/// All combinations, never a sample: a component over ``combinationCap`` fails the test,
/// so whoever adds one decides (split the component, or raise the cap knowing the cost).
final class CatalogueCodeConnectTests: XCTestCase {
    /// The most combinations one component may have; the catalogue's largest has 20.
    static let combinationCap = 256

    /// What a nested instance of each catalogue component renders: its shortest call, as
    /// its own template would show it.
    private static func nestedCodes(_ system: DesignSystem, _ language: String) -> [String: String] {
        var codes: [String: String] = [:]
        for component in system.components {
            let examples = UsageExamples(system: system, component: component)
            let lines = language == "swift" ? examples.swiftUI(examples.minimalValues).lines : examples.compose(examples.minimalValues).lines
            codes[component.name] = lines.joined(separator: "\n")
        }
        return codes
    }

    private func render(_ platforms: [String]) throws -> (TemporaryDirectory, [CodeConnectProofTests.Rendered]) {
        let directory = try makeTemporaryDirectory()
        let system = try CatalogueTests.system()
        return (directory, try CodeConnectProofTests.render([system], platforms: platforms, into: directory, nestedCodes: Self.nestedCodes))
    }

    func testEveryCombinationIsRenderedAndShowsWhatTheSchemaMapsItTo() throws {
        let system = try CatalogueTests.system()
        var combinations = 0
        for component in system.components {
            let count = CodeConnectInstance.combinations(of: component).count
            XCTAssertLessThanOrEqual(count, Self.combinationCap, "\(component.name) has \(count) combinations")
            combinations += count
        }
        let (_, everything) = try render(["swiftui", "compose"])
        XCTAssertEqual(everything.count, system.components.count * 2)
        let rendered = everything.map { $0.scenarios.filter { $0.label.contains("=") && !$0.label.hasPrefix("missing ") }.count }.reduce(0, +)
        XCTAssertGreaterThanOrEqual(rendered, combinations * 2)
        XCTAssertGreaterThan(try CodeConnectProofTests.checkAgainstTheOracle(everything), 200)
    }

    func testEverySwiftUISnippetTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let (directory, everything) = try render(["swiftui"])
        let functions = CodeConnectProofTests.compilable(everything).enumerated().map { index, item in
            "// \(item.0.label.replacingOccurrences(of: "\n", with: " "))\n@MainActor @ViewBuilder\nfunc snippet\(index)() -> some View {\n\(CodeConnectProofTests.indent(item.1))\n}"
        }
        XCTAssertGreaterThan(functions.count, 150)
        let snippets = try directory.write("swift/CatalogueSnippets.swift", "import SwiftUI\n\n" + functions.joined(separator: "\n\n") + "\n")
        let generator = Generator(system: try CatalogueTests.system(), templates: try TemplateStore())
        let api = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("api/" + $0.path, $0.contents) }
        try checker.typecheck(api + [snippets], moduleName: "Catalogue", warningsAsErrors: true)
    }

    func testEveryComposeSnippetCompiles() throws {
        let compiler = try KotlinCompiler.shared()
        let (directory, everything) = try render(["compose"])
        var imports: Set<String> = ["import androidx.compose.runtime.Composable", "import androidx.compose.material.icons.filled.Info"]
        for rendered in everything { imports.formUnion(rendered.output.results.compactMap(\.imports).joined()) }
        let functions = CodeConnectProofTests.compilable(everything).enumerated().map { index, item in
            "// \(item.0.label.replacingOccurrences(of: "\n", with: " "))\n@Composable\nfun snippet\(index)() {\n\(CodeConnectProofTests.indent(item.1))\n}"
        }
        XCTAssertGreaterThan(functions.count, 150)
        // The snippets live in the design system's package, as an app's screen may not;
        // the imports each template lists are checked by compiling them here all the same.
        let header = "package com.example.catalogue.snippets\n\n" + imports.sorted().joined(separator: "\n") + "\n\n"
        let snippets = try directory.write("kotlin/CatalogueSnippets.kt", header + functions.joined(separator: "\n\n") + "\n")
        let generator = Generator(system: try CatalogueTests.system(), templates: try TemplateStore())
        let api = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("api/" + $0.path, $0.contents) }
        try compiler.compile(api + [snippets], warningsAsErrors: true)
    }
}
