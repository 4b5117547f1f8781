import DSGenKit
import XCTest

/// Small inline schemas for diff tests: a design system with the `Icon` and `TextButton`
/// externals, and components written inline.
enum DiffFixtures {
    /// The design-system declaration every fixture uses.
    static func designSystem(kotlinPackage: String = "com.eb.designsystem") -> String {
        """
        design-system EB {
          summary "A test design system."
          kotlin package "\(kotlinPackage)"
          external Icon {
            doc "An icon."
            swiftui type "Image" example "Image(systemName: \\"star\\")"
            compose type "ImageVector" import "androidx.compose.ui.graphics.vector.ImageVector" example "Icons.Filled.Star"
          }
          external TextButton {
            doc "A text button."
            swiftui type "EBTextButton" example "EBTextButton(\\"Learn more\\") {}"
            compose type "EBTextButton" example "EBTextButton(label = \\"Learn more\\", onClick = {})"
          }
        }

        """
    }

    /// `component Card { summary "A card."; <body> }`.
    static func card(_ body: String, name: String = "Card") -> String {
        "component \(name) {\n  summary \"A \(name.lowercased()).\"\n\(body)\n}\n"
    }

    /// Resolves a design system and components; fails the test on diagnostics.
    static func system(_ components: String, kotlinPackage: String = "com.eb.designsystem",
                       file: StaticString = #filePath, line: UInt = #line) throws -> DesignSystem {
        let source = SourceFile(path: "Test.dsgen", text: designSystem(kotlinPackage: kotlinPackage) + components)
        let (system, diagnostics) = Pipeline.model(from: [source])
        guard let system else {
            XCTFail("schema errors:\n\(diagnostics.map(\.description).joined(separator: "\n"))\n\(components)", file: file, line: line)
            throw DiagnosticsError(diagnostics)
        }
        return system
    }
}

/// A change as a table row: its kind and its classification for Swift, Kotlin and Figma,
/// written `"BBC"` (breaking, breaking, compatible).
struct ExpectedChange: Equatable, CustomStringConvertible {
    let kind: APIChange.Kind
    let levels: String

    init(_ kind: APIChange.Kind, _ levels: String) {
        self.kind = kind
        self.levels = levels
    }

    init(_ change: APIChange) {
        kind = change.kind
        levels = Audience.allCases.map { change.impact(on: $0).isBreaking ? "B" : "C" }.joined()
    }

    var description: String { "\(kind.rawValue) \(levels)" }
}
