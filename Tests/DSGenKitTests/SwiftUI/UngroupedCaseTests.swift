import DSGenKit
import Foundation
import XCTest

/// An enum whose groups leave a case out (`case b` beside `case a in big`): Swift's `group`
/// was a non-optional `Group` whose switch returned `nil` for that case, which swiftc
/// rejected ("cannot convert value of type 'ExpressibleByNilLiteral'"); Kotlin's was already
/// nullable. It is `Group?` now, only when some case has no group.
final class UngroupedCaseTests: XCTestCase {
    static let schema = """
        design-system EB {
          summary "Test."
          figma "https://www.figma.com/design/FILE/EB"
          kotlin package "com.eb.designsystem"
        }
        component Tile {
          summary "A tile."
          figma "https://www.figma.com/design/FILE/EB?node-id=1-1"
          enum size = a {
            figma variant "Size"
            field width: dp "Width."
            field live: live "Announcement."
            group big { doc "Big ones."; width 40 }
            case a in big { live polite }
            case b { width 4; live assertive }
          }
          text? caption { only size in big; figma text "Caption"; example "c" }
          event? onTap { telemetry tap "Taps."; a11y label "Open" }
        }
        """

    private func system() throws -> DesignSystem {
        let (system, diagnostics) = Pipeline.model(from: [SourceFile(path: "Tile.dsgen", text: Self.schema)])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return try XCTUnwrap(system)
    }

    func testTheGroupIsOptionalOnlyWhenACaseHasNone() throws {
        let swift = try XCTUnwrap(Generator(system: try system(), templates: try TemplateStore()).files(for: .swiftUI)
            .first { $0.path == "swiftui/EBTile.swift" }?.contents)
        XCTAssertTrue(swift.contains("public var group: Group? {"), swift)
        let seeds = try SeedSchemas.generator().files(for: .swiftUI).map(\.contents).joined()
        XCTAssertTrue(seeds.contains("public var group: Group {"))
        XCTAssertFalse(seeds.contains("public var group: Group? {"))
    }

    func testEverySwiftSnippetTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try checker.typecheck(try EverySnippet.swiftFiles(try system(), in: directory), moduleName: "Tile", warningsAsErrors: true)
    }

    func testEveryKotlinSnippetCompiles() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try compiler.compile(try EverySnippet.kotlinFiles(try system(), in: directory), warningsAsErrors: true)
    }
}
