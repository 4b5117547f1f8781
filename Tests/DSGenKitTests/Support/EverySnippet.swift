@testable import DSGenKit
import Foundation
import XCTest

/// Everything a user of a design system compiles or copies, for one small schema: the
/// generated API and scaffolds, the usage examples (minimal and full), the docs' code
/// blocks and every compilable Code Connect snippet (``CodeConnectProofTests``), written
/// as one Swift module and one Kotlin compilation, for tests that compile them with
/// warnings as errors.
enum EverySnippet {
    /// The Swift files: API, scaffolds, the Code Connect fixture and one file of snippets.
    static func swiftFiles(_ system: DesignSystem, in directory: TemporaryDirectory) throws -> [URL] {
        let generator = Generator(system: system, templates: try TemplateStore())
        var files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("swift/" + $0.path, $0.contents) }
        files.append(CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.swift"))
        var functions: [String] = []
        for component in system.components {
            let examples = UsageExamples(system: system, component: component)
            for (index, values) in [examples.minimalValues, examples.fullValues].enumerated() {
                functions.append(swiftFunction("usage\(component.swiftName)\(index)", examples.swiftUI(values).lines))
            }
        }
        for (index, block) in try docsBlocks(generator, language: "swift").enumerated() {
            functions.append(swiftFunction("docs\(index)", block))
        }
        for (index, code) in try codeConnect(system, platform: "swiftui", in: directory).code.enumerated() {
            functions.append(swiftFunction("codeConnect\(index)", code.components(separatedBy: "\n")))
        }
        files.append(try directory.write("swift/Snippets.swift", "import SwiftUI\n\n" + functions.joined(separator: "\n\n") + "\n"))
        return files
    }

    /// The Kotlin files: API, scaffolds, the Code Connect fixture and one file of snippets
    /// (package `com.example.codeconnect.snippets`, outside the design system's).
    static func kotlinFiles(_ system: DesignSystem, in directory: TemporaryDirectory) throws -> [URL] {
        let generator = Generator(system: system, templates: try TemplateStore())
        var files = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("kotlin/" + $0.path, $0.contents) }
        files.append(CodeConnectRenderer.supportDirectory.appendingPathComponent("Fixtures/CodeConnectFixtures.kt"))
        var imports: Set<String> = ["import androidx.compose.runtime.Composable", "import androidx.compose.material.icons.filled.Info"]
        var functions: [String] = []
        for component in system.components {
            let examples = UsageExamples(system: system, component: component)
            for (index, values) in [examples.minimalValues, examples.fullValues].enumerated() {
                let call = examples.compose(values)
                imports.formUnion(call.imports.map { "import " + $0 })
                functions.append(kotlinFunction("usage\(component.composeName)\(index)", call.lines))
            }
        }
        for (index, block) in try docsBlocks(generator, language: "kotlin").enumerated() {
            imports.formUnion(block.filter { $0.hasPrefix("import ") })
            functions.append(kotlinFunction("docs\(index)", block.filter { !$0.hasPrefix("import ") }))
        }
        let rendered = try codeConnect(system, platform: "compose", in: directory)
        imports.formUnion(rendered.imports)
        for (index, code) in rendered.code.enumerated() {
            functions.append(kotlinFunction("codeConnect\(index)", code.components(separatedBy: "\n")))
        }
        let header = "package com.example.codeconnect.snippets\n\n" + imports.sorted().joined(separator: "\n") + "\n\n"
        files.append(try directory.write("kotlin/Snippets.kt", header + functions.joined(separator: "\n\n") + "\n"))
        return files
    }

    /// The code blocks of the docs pages in a language, without their fences.
    private static func docsBlocks(_ generator: Generator, language: String) throws -> [[String]] {
        try generator.files(for: .docs).filter { $0.path != "docs/README.md" && $0.path.hasSuffix(".md") }.flatMap { file in
            MarkdownChecker(file.contents, name: file.path).codeBlocks.filter { $0.language == language }.map(\.lines)
        }
    }

    /// Every compilable Code Connect snippet of every component, and their imports.
    private static func codeConnect(_ system: DesignSystem, platform: String, in directory: TemporaryDirectory) throws -> (code: [String], imports: Set<String>) {
        let rendered = try CodeConnectProofTests.render([system], platforms: [platform], into: directory) { system, language in
            Dictionary(uniqueKeysWithValues: system.components.map { component in
                let examples = UsageExamples(system: system, component: component)
                let call = language == "swift" ? examples.swiftUI(examples.minimalValues) : examples.compose(examples.minimalValues)
                return (component.name, call.lines.joined(separator: "\n"))
            })
        }
        let imports = rendered.flatMap { $0.output.results.compactMap(\.imports).joined() }
        return (CodeConnectProofTests.compilable(rendered).map(\.1), Set(imports))
    }

    private static func swiftFunction(_ name: String, _ lines: [String]) -> String {
        "@MainActor @ViewBuilder\nfunc \(name)() -> some View {\n\(CodeConnectProofTests.indent(lines.joined(separator: "\n")))\n}"
    }

    private static func kotlinFunction(_ name: String, _ lines: [String]) -> String {
        "@Composable\nfun \(name)() {\n\(CodeConnectProofTests.indent(lines.joined(separator: "\n")))\n}"
    }
}
