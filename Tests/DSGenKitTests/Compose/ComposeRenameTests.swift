import DSGenKit
import Foundation
import XCTest

/// Renamed components, parameters, enum types and cases keep their old names as
/// deprecated aliases with `ReplaceWith`, so Kotlin written against the old API still
/// compiles, with warnings. (`title`, renamed from `heading`, gets no overload: its
/// parameter types would repeat the composable's own, which Kotlin rejects; `dsgen diff`
/// reports that rename as breaking for Kotlin.)
final class ComposeRenameTests: XCTestCase {
    func testRenamedNamesStayAsDeprecatedAliases() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let schema = """
            design-system EB { summary "Test."; kotlin package "com.eb.designsystem" }
            component Card {
              summary "A card."
              renamed-from Tile
              enum tone = calm { case calm { renamed-from quiet }; case loud }
              enum shape = round { renamed-from form; case round; case square }
              text title { renamed-from heading }
              text? subtitle { renamed-from caption; only tone == loud }
              slot content
            }
            """
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Card.dsgen", text: schema)])
        let system = try XCTUnwrap(model, "\(diagnostics)")
        let generator = Generator(system: system, templates: try TemplateStore())
        let generated = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write($0.path, $0.contents) }
        let oldCallSites = try directory.write("Old.kt", """
            package com.eb.designsystem

            import androidx.compose.runtime.Composable

            @Composable
            fun OldCallSites(form: EBCardForm, tone: EBTileTone) {
                EBTile(title = "a") {}
                EBCard(title = "a", caption = "c") {}
                EBCard(title = "a", tone = EBCardTone.Quiet) {}
                EBCard(title = "a", form = EBCardShape.Square) {}
                println(form == EBCardShape.Round && tone.supportsCaption && tone == EBCardTone.Calm)
            }
            """)
        let output = try compiler.compile(generated + [oldCallSites])
        for expected in ["fun EBTile(", "' is deprecated. Renamed to EBCard.", "' is deprecated. Use subtitle instead of caption.",
                         "'typealias EBCardForm = EBCardShape' is deprecated", "' is deprecated. Use shape instead of form.", "'typealias EBTileTone = EBCardTone' is deprecated",
                         "'val EBCardTone.supportsCaption: Boolean' is deprecated", "'val Quiet: EBCardTone' is deprecated"] {
            XCTAssertTrue(output.contains(expected), "no deprecation warning with \(expected):\n\(output)")
        }
    }
}
