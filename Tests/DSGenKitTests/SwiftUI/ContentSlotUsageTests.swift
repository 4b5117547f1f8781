import DSGenKit
import Foundation
import XCTest

/// A component may take several pieces of view content (`slot header`, `slot content`):
/// SwiftUI's initialiser takes one `@ViewBuilder` closure each, so the docs' usage calls pass
/// all but the last by label and the last as the trailing closure. Before, they passed only
/// a trailing closure, and swiftc rejected the call ("missing arguments for parameters").
final class ContentSlotUsageTests: XCTestCase {
    static let schema = """
        design-system EB { summary "Test." }
        component Panel {
          summary "A panel with a header, a footer and content."
          text title
          slot header
          bool isOpen = false
          slot footer
          slot content
        }
        """

    func testUsageCallsPassEveryPieceOfContentAndTypeCheck() throws {
        let checker = try SwiftTypeChecker.shared()
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Panel.dsgen", text: Self.schema)])
        let system = try XCTUnwrap(model, diagnostics.map(\.description).joined(separator: "\n"))
        let component = try XCTUnwrap(system.component(named: "Panel"))
        let examples = UsageExamples(system: system, component: component)
        let full = examples.swiftUI(examples.fullValues).lines.joined(separator: "\n")
        XCTAssertEqual(full, """
            EBPanel(
                title: "Title",
                isOpen: true,
                header: { Color.clear },
                footer: { Color.clear }
            ) {
                Color.clear // content
            }
            """)
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generator = Generator(system: system, templates: try TemplateStore())
        let files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
        let calls = [examples.minimalValues, examples.fullValues].enumerated().map { index, values in
            "@MainActor @ViewBuilder\nfunc usage\(index)() -> some View {\n"
                + examples.swiftUI(values).lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
        }
        let callSites = try directory.write("CallSites.swift", "import SwiftUI\n\n" + calls.joined(separator: "\n\n") + "\n")
        try checker.typecheck(files + [callSites], moduleName: "Panel", warningsAsErrors: true)
    }
}
