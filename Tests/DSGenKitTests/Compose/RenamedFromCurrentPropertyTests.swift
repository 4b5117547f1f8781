import DSGenKit
import Foundation
import XCTest

/// `text title { renamed-from heading }` beside `text? heading`: no alias can take the name
/// `heading`, which a current property has, so the targets keep none and lint says so. Before,
/// the deprecated Swift initialiser and Kotlin overload took `heading` twice, and an enum
/// renamed from a current enum declared its type twice: neither platform compiled.
final class RenamedFromCurrentPropertyTests: XCTestCase {
    static let schema = """
        design-system EB { summary "Test."; kotlin package "com.eb.designsystem" }
        component Card {
          summary "A card."
          enum tone = calm { case calm; case loud }
          text title { renamed-from heading; renamed-from label }
          text? heading { only tone == loud }
          text? caption { renamed-from heading; only tone == loud }
          enum shape = round { renamed-from tone; case round; case square }
        }
        """

    func testLintWarnsAtEachRenameOfACurrentProperty() {
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Card.dsgen", text: Self.schema)])
        XCTAssertNotNil(model)
        func warning(_ old: String, _ property: String) -> String {
            "warning: '\(old)' is still a property of this component, so '\(property)' keeps no deprecated alias "
                + "under that name; remove 'renamed-from \(old)'"
        }
        XCTAssertEqual(diagnostics.map(\.description).filter { $0.contains("renamed-from") }, [
            "Card.dsgen:5:8: " + warning("heading", "title"),
            "Card.dsgen:7:9: " + warning("heading", "caption"),
            "Card.dsgen:8:8: " + warning("tone", "shape"),
        ])
    }

    func testTheOtherAliasesCompileOnBothPlatforms() throws {
        let checker = try SwiftTypeChecker.shared()
        let compiler = try KotlinCompiler.shared()
        let system = try XCTUnwrap(Pipeline.model(from: [SourceFile(path: "Card.dsgen", text: Self.schema)]).0)
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generator = Generator(system: system, templates: try TemplateStore())
        let swift = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
        let swiftUse = try directory.write("Use.swift", """
            import SwiftUI

            @MainActor func cards() -> [EBCard] { [EBCard(label: "old"), EBCard(tone: .loud, title: "new", heading: "h")] }
            """)
        try checker.typecheck(swift + [swiftUse], moduleName: "Card")
        let kotlin = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write($0.path, $0.contents) }
        let kotlinUse = try directory.write("Use.kt", """
            package com.eb.designsystem

            import androidx.compose.runtime.Composable

            @Composable
            fun Cards() {
                EBCard(label = "old")
                EBCard(title = "new", heading = "h", tone = EBCardTone.Loud)
            }
            """)
        try compiler.compile(kotlin + [kotlinUse])
    }
}
