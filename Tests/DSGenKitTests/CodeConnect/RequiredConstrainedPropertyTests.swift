import DSGenKit
import Foundation
import XCTest

/// A required property constrained to some cases (`text label { only size == large }`, no
/// `?`, no default): the API takes it in every case, so Code Connect must pass it in every
/// case. It left it out wherever Figma showed another case (`Size=Small` → `EBBadge()`),
/// and swiftc and kotlinc reported the missing argument.
final class RequiredConstrainedPropertyTests: XCTestCase {
    static let schema = """
        design-system EB {
          summary "Test."
          figma "https://www.figma.com/design/FILE/EB"
          kotlin package "com.eb.designsystem"
          external Icon {
            swiftui type "Image" example "Image(systemName: \\"star\\")"
            compose type "ImageVector" import "androidx.compose.ui.graphics.vector.ImageVector" example "Icons.Filled.Star"
            compose example-import "androidx.compose.material.icons.Icons"
            compose example-import "androidx.compose.material.icons.filled.Star"
          }
        }
        component Badge {
          summary "A badge."
          figma "https://www.figma.com/design/FILE/EB?node-id=1-1"
          enum size = small {
            figma variant "Size" { small "Small"; large "Large" }
            case small
            case large
          }
          text label { only size == large; figma text "Label"; example "3" }
          slot icon: Icon { only size == large; figma instance "Icon" }
        }
        component Chip {
          summary "A chip."
          figma "https://www.figma.com/design/FILE/EB?node-id=2-1"
          enum size = small { case small; case large }
          text label { only size == large; figma text "Label"; example "3" }
        }
        """

    private func system() throws -> DesignSystem {
        let files = [SourceFile(path: "Badge.dsgen", text: Self.schema)]
        let (system, diagnostics) = Pipeline.model(from: files)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return try XCTUnwrap(system)
    }

    func testEverySwiftSnippetTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try checker.typecheck(try EverySnippet.swiftFiles(try system(), in: directory), moduleName: "Badge", warningsAsErrors: true)
    }

    func testEveryKotlinSnippetCompiles() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try compiler.compile(try EverySnippet.kotlinFiles(try system(), in: directory), warningsAsErrors: true)
    }
}
