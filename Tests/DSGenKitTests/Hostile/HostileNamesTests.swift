import DSGenKit
import Foundation
import XCTest

/// A schema full of hostile names and strings — keywords as names, quotes, `\(`, `$`,
/// `${…}`, comment terminators, tabs, newlines and emoji — compiles on every platform
/// with every string preserved byte for byte.
final class HostileNamesTests: XCTestCase {
    static let schema = #"""
        design-system EB { summary "Hostile."; kotlin package "com.eb.designsystem" }
        component Hostile {
          summary "Summary with \"quotes\", a \\(interpolation), a $dollar, ${template} and emoji 🎉 */ end."
          enum default = class {
            doc "Doc with */ and \\(x) and $y."
            figma variant "Default"
            field label: text "A label."
            case class { label "\"quoted\" \\(not interpolated) ${not.template} $x 🎉" }
            case in { label "tab\tand\nnewline" }
            case true { label "back\\slash" }
          }
          text where { doc "Where." }
          text? for = "default \"with\" \\(x) $y"
          bool is = true
          event? return { param in: text }
          tokens { typography fun "Style/With \"Quotes\" $x" }
        }
        """#

    /// The strings as the program must print them.
    static let expected = """
        class "quoted" \\(not interpolated) ${not.template} $x 🎉
        in tab\tand
        newline
        true back\\slash
        Style/With "Quotes" $x
        default "with" \\(x) $y true class

        """

    func system() throws -> DesignSystem {
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Hostile.dsgen", text: Self.schema)])
        return try XCTUnwrap(model, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testSwiftPreservesEveryString() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generator = Generator(system: try system(), templates: try TemplateStore())
        let files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
        let main = try directory.write("main.swift", """
            import SwiftUI
            for value in EBHostileDefault.allCases { print(value.rawValue, value.label) }
            print(EBHostileTokens.funTextStyle)
            let view = EBHostile(where: "w")
            print(view.for ?? "nil", view.is, view.default)
            """)
        XCTAssertEqual(try SwiftUIStubLibrary.shared().run(files + [main]), Self.expected)
    }

    func testKotlinPreservesEveryString() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generator = Generator(system: try system(), templates: try TemplateStore())
        let files = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write($0.path, $0.contents) }
        let main = try directory.write("Main.kt", """
            import com.eb.designsystem.*

            fun main() {
                for (value in EBHostileDefault.entries) println("${value.name.lowercase()} ${value.label}")
                println(EBHostileTokens.FunTextStyle)
            }
            """)
        let expectedLines = Self.expected.split(separator: "\n", omittingEmptySubsequences: false).prefix(5)
        XCTAssertEqual(try compiler.compileAndRun(files + [main], mainClass: "MainKt"), expectedLines.joined(separator: "\n") + "\n")
    }

    func testCollidingNamesAreADiagnosticNotBrokenCode() {
        let schema = """
            design-system EB { summary "Hostile." }
            component Clash {
              summary "Names that collide after conversion."
              enum size { case banner-sm; case bannerSm }
              text is-loading
              text isLoading
            }
            """
        let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: "Clash.dsgen", text: schema)])
        XCTAssertNil(model)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.message.contains("'bannerSm' and 'banner-sm' both become 'bannerSm'") }, "\(diagnostics)")
    }
}
