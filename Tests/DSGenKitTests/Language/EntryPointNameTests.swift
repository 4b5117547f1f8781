import DSGenKit
import XCTest

/// The names of the per-case entry points (`EBNote.card(…)` in Swift, `EBCardNote(…)` in
/// Kotlin) must be free. Kotlin's are top-level functions of one package, so they can meet
/// another component's composable or another component's entry point: kotlinc rejected
/// both as "conflicting overloads" before lint reported them. Swift's are static members of
/// the component's own type, named after cases that are already unique and keyword-escaped,
/// so a factory named like a stored property or a keyword compiles.
final class EntryPointNameTests: XCTestCase {
    private var designSystem: MarkedFile { MarkedFile(testDesignSystemPath, standardDesignSystem) }

    private func file(_ name: String, _ body: String) -> MarkedFile {
        MarkedFile(name + ".dsgen", component(body, name: name))
    }

    func testAComponentNamedLikeAnotherComponentsPerCaseComposableIsAnError() {
        assertDiagnostics(files: [designSystem,
                                  file("Note", "  enum 1️⃣style = plain { case plain; case card }\n  text? hint { only style == card }"),
                                  file("CardNote", "  text? hint")], [
            "1️⃣": "Kotlin composable 'EBCardNote' would be both the per-case composable of Note's 'style' case 'card' "
                + "and the composable of component 'CardNote'; Kotlin rejects two such functions as conflicting overloads "
                + "when their parameter types match: rename the case or the component",
        ])
    }

    func testTwoComponentsPerCaseComposablesWithOneNameAreAnError() {
        assertDiagnostics(files: [designSystem,
                                  file("Note", "  enum 1️⃣style = plain { case plain; case big-card }\n  text? hint { only style == big-card }"),
                                  file("CardNote", "  enum size = small { case small; case big }\n  text? hint { only size == big }")], [
            "1️⃣": "Kotlin composable 'EBBigCardNote' would be both the per-case composable of Note's 'style' case 'big-card' "
                + "and the per-case composable of CardNote's 'size' case 'big'; Kotlin rejects two such functions as "
                + "conflicting overloads when their parameter types match: rename the case or the component",
        ])
    }

    func testSwiftFactoriesNamedLikeStoredPropertiesOrKeywordsCompile() throws {
        let checker = try SwiftTypeChecker.shared()
        let run = diagnose([designSystem, file("Note", """
              enum style = plain { case plain; case hint; case default; case is-loading }
              bool isLoading = false
              text? hint { only style in hint, default }
            """)])
        XCTAssertEqual(run.diagnostics.map(\.description), [])
        let system = try XCTUnwrap(run.system)
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try Generator(system: system, templates: try TemplateStore()).files(for: .swiftUI).map { file in
            try directory.write((file.path as NSString).lastPathComponent, file.contents)
        }
        let use = try directory.write("Use.swift", """
            import SwiftUI
            extension EBNote { public var body: some View { Text("Note") } }
            @MainActor func notes() -> [EBNote] {
                [.plain(), .hint(isLoading: true, hint: "Tip"), .default(hint: "Tip"), .isLoading()]
            }
            """)
        try checker.typecheck(generated + [use], moduleName: "DesignSystem", warningsAsErrors: true)
    }
}
