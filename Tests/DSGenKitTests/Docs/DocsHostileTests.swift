@testable import DSGenKit
import Foundation
import XCTest

/// Markdown-hostile schema text — pipes (also inside code-like text and Figma values),
/// backticks, HTML tags, emphasis and link syntax, `$`, entities, block markers at line
/// starts, newlines — still gives valid tables, and every string still reads as written.
final class DocsHostileTests: XCTestCase {
    static let schema = #"""
        design-system EB { summary "Hostile | docs."; kotlin package "com.eb.designsystem" }
        component Pipes {
          summary "A | B with `code`, <b>html</b>, *stars*, _under_, [link](x), $x ${y} and &amp;."
          doc "# not a heading"
          doc "- not a list\nsecond line"
          home "1. not a list | with pipe"
          enum mode = plain {
            doc "Mode | kind."
            figma variant "Mode | Kind" {
              plain "A|1", "`a`"
              fancy "<b>", "x\\|y"
            }
            field label: text "Label | text."
            case plain { label "`tick` | pipe" }
            case fancy { label "<i>|</i>" }
          }
          text title { doc "Title with ``double`` ticks."; figma text "Title `|` x"; example "Say \"hi\" | `now`" }
          tokens { color accent "main/pipes|accent" #112233 @ 50% "Accent | colour." }
          accessibility {
            requirement "Req | one" {
              ios "iOS `a|b`"
              android "Android <x>"
            }
          }
        }
        """#

    private func page() throws -> (Component, String) {
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Pipes.dsgen", text: Self.schema)])
        let system = try XCTUnwrap(model, diagnostics.map(\.description).joined(separator: "\n"))
        let files = try Generator(system: system, templates: try TemplateStore()).files(for: .docs)
        let file = try XCTUnwrap(files.first { $0.path == "docs/Pipes.md" })
        return (try XCTUnwrap(system.components.first), file.contents)
    }

    func testTablesStayValid() throws {
        let (_, markdown) = try page()
        let checker = MarkdownChecker(markdown, name: "Pipes.md")
        XCTAssertEqual(checker.problems, [])
        XCTAssertGreaterThanOrEqual(checker.tables.count, 5)
    }

    func testEveryStringReadsAsWritten() throws {
        let (component, markdown) = try page()
        let (missing, checked) = try ModelFacts.missingStrings(of: component, in: markdown)
        XCTAssertEqual(missing, [])
        XCTAssertGreaterThan(checked, 15)
        let rows = MarkdownChecker(markdown, name: "Pipes.md").tables.flatMap(\.rows).map { $0.cells.map(MarkdownChecker.plainText) }
        XCTAssertTrue(rows.contains(["plain", "`tick` | pipe"]), "\(rows)")
        XCTAssertTrue(rows.contains(["fancy", "<i>|</i>"]), "\(rows)")
        XCTAssertTrue(rows.contains(["Req | one", "iOS `a|b`", "Android <x>"]), "\(rows)")
        XCTAssertTrue(rows.contains(["accent", "main/pipes|accent", "#112233 @ 50%", "Accent | colour."]), "\(rows)")
        XCTAssertTrue(markdown.contains(#"`A\|1`, `` `a` `` → `plain`; `<b>`, x\\\|y → `fancy`"#), markdown)
    }

    func testSnippetLiteralsAreEscapedForTheirLanguage() throws {
        let (_, markdown) = try page()
        let blocks = MarkdownChecker(markdown, name: "Pipes.md").codeBlocks
        XCTAssertTrue(blocks.contains { $0.lines == [#"EBPipes(title: "Say \"hi\" | `now`")"#] }, "\(blocks.map(\.lines))")
        XCTAssertTrue(blocks.contains { $0.lines.last == #"EBPipes(title = "Say \"hi\" | `now`")"# }, "\(blocks.map(\.lines))")
    }
}
