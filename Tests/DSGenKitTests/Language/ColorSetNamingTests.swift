import DSGenKit
import Foundation
import XCTest

/// A component's only colour set is `colors`; of several, each is named after its axes, so
/// their types and accessors differ. Before, two sets both became `EBChipColors` and the
/// generated Swift and Kotlin declared it twice.
final class ColorSetNamingTests: XCTestCase {
    static let schema = """
        design-system EB { summary "Test."; kotlin package "com.eb.designsystem" }
        component Chip {
          summary "A chip."
          enum kind = plain { case plain; case accent }
          enum mode = light { case light; case dark }
          bool isSelected = false
          tokens {
            colors by kind { role fill "fill"; plain { fill "plain/fill" #EEEEEE }; accent { fill "accent/fill" #0A2757 } }
            colors by mode, isSelected {
              role label "label"
              light { label "light/label" #000000 }
              dark { label "dark/label/{isSelected}" { true #FFFFFF; false #CCCCCC } }
            }
          }
        }
        """

    private func model(_ text: String) -> (DesignSystem?, [Diagnostic]) {
        Pipeline.model(from: [SourceFile(path: "Chip.dsgen", text: text)])
    }

    func testSeveralSetsAreNamedAfterTheirAxes() throws {
        let (model, diagnostics) = model(Self.schema)
        let system = try XCTUnwrap(model, diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(system.components[0].tokens.colorSets.map(\.name), ["kind colors", "mode isSelected colors"])
    }

    func testTheirTypesAndAccessorsCompileOnBothPlatforms() throws {
        let checker = try SwiftTypeChecker.shared()
        let compiler = try KotlinCompiler.shared()
        let system = try XCTUnwrap(model(Self.schema).0)
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generator = Generator(system: system, templates: try TemplateStore())
        let swift = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
        let swiftUse = try directory.write("Use.swift", """
            import SwiftUI

            func colors(kind: EBChipKind, mode: EBChipMode) -> [Color] {
                [kind.kindColors.fill, mode.modeIsSelectedColors(isSelected: true).label]
            }
            """)
        try checker.typecheck(swift + [swiftUse], moduleName: "Chip", warningsAsErrors: true)
        let kotlin = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write($0.path, $0.contents) }
        let kotlinUse = try directory.write("Use.kt", """
            package com.eb.designsystem

            import androidx.compose.ui.graphics.Color

            fun colors(kind: EBChipKind, mode: EBChipMode): List<Color> =
                listOf(kind.kindColors.fill, mode.modeIsSelectedColors(isSelected = true).label)
            """)
        try compiler.compile(kotlin + [kotlinUse])
    }

    func testASecondSetByTheSameAxesIsAnError() {
        let (model, diagnostics) = model("""
            design-system EB { summary "Test." }
            component Chip {
              summary "A chip."
              enum kind = plain { case plain }
              tokens {
                colors by kind { role fill "fill"; plain { fill "plain/fill" #EEEEEE } }
                colors by kind { role label "label"; plain { label "plain/label" #000000 } }
              }
            }
            """)
        XCTAssertNil(model)
        XCTAssertEqual(diagnostics.map(\.description), ["Chip.dsgen:7:5: error: a second colour set by 'kind'; give its roles to the first one"])
    }
}
