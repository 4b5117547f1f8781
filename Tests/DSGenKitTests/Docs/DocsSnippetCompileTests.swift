import DSGenKit
import Foundation
import XCTest

/// The usage snippets in the generated docs compile: the test takes the fenced
/// ```` ```swift ```` and ```` ```kotlin ```` blocks out of the generated Markdown — the
/// text readers copy — wraps each in a function, and hands them to the real compilers
/// together with the generated API: SwiftUI snippets to `swiftc -typecheck` against the
/// SwiftUI mirror (warnings as errors), Kotlin snippets to one kotlinc run against the
/// generated Compose code and the androidx stubs (warnings as errors).
final class DocsSnippetCompileTests: XCTestCase {
    private struct Snippet {
        var component: String
        var index: Int
        var language: String
        var lines: [String]
    }

    private func snippets() throws -> [Snippet] {
        let files = try SeedSchemas.generator().files(for: .docs).filter { $0.path != "docs/README.md" && $0.path.hasSuffix(".md") }
        return files.flatMap { file -> [Snippet] in
            let component = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            return MarkdownChecker(file.contents, name: file.path).codeBlocks.enumerated().map { index, block in
                Snippet(component: component, index: index + 1, language: block.language, lines: block.lines)
            }
        }
    }

    func testEveryPageHasAMinimalAndAFullSnippetPerPlatform() throws {
        let snippets = try snippets()
        XCTAssertEqual(snippets.filter { $0.language == "swift" }.count, 6)
        XCTAssertEqual(snippets.filter { $0.language == "kotlin" }.count, 6)
    }

    func testSwiftUISnippetsTypeCheckAgainstTheGeneratedAPI() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        let generated = try SeedSchemas.write(.swiftUI, into: directory)
        let fixture = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift")
        let snippets = try snippets().filter { $0.language == "swift" }
        XCTAssertFalse(snippets.isEmpty)
        let body = snippets.map { snippet in
            """
            @MainActor
            struct \(snippet.component)Snippet\(snippet.index) {
                var body: some View {
            \(snippet.lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n"))
                }
            }
            """
        }.joined(separator: "\n\n")
        let file = try directory.write("DocsSnippets.swift", "import SwiftUI\n\n" + body + "\n")
        try checker.typecheck(generated + [fixture, file], moduleName: "DesignSystem", warningsAsErrors: true)
    }

    func testComposeSnippetsCompileAgainstTheGeneratedAPI() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        let generated = try SeedSchemas.write(.compose, into: directory)
        let fixture = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt")
        let snippets = try snippets().filter { $0.language == "kotlin" }
        XCTAssertFalse(snippets.isEmpty)
        var files: [URL] = []
        for snippet in snippets {
            let imports = snippet.lines.filter { $0.hasPrefix("import ") }
            let code = snippet.lines.drop { $0.hasPrefix("import ") || $0.isEmpty }
            XCTAssertFalse(code.contains { $0.hasPrefix("import ") }, "imports come first")
            let source = """
                package docs.snippets.\(snippet.component.lowercased())\(snippet.index)

                import androidx.compose.runtime.Composable
                \(imports.joined(separator: "\n"))

                @Composable
                fun \(snippet.component)Snippet\(snippet.index)() {
                \(code.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
                }

                """
            files.append(try directory.write("snippets/\(snippet.component)Snippet\(snippet.index).kt", source))
        }
        // One kotlinc run: JVM start-up is the cost.
        let output = try compiler.compile(generated + [fixture] + files, warningsAsErrors: true)
        XCTAssertFalse(output.contains("warning:"), output)
    }

    /// The snippets in `Generated/docs` are the ones these tests compile.
    func testCommittedDocsHoldTheCompiledSnippets() throws {
        for file in try SeedSchemas.generator().files(for: .docs) {
            let committed = PackagePaths.root.appendingPathComponent("Generated").appendingPathComponent(file.path)
            let text = try String(contentsOf: committed, encoding: .utf8)
            XCTAssertEqual(MarkdownChecker(text, name: file.path).codeBlocks.map(\.lines),
                           MarkdownChecker(file.contents, name: file.path).codeBlocks.map(\.lines), file.path)
        }
    }
}
