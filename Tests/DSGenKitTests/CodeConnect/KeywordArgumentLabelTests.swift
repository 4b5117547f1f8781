import DSGenKit
import Foundation
import XCTest

/// Properties named like keywords, passed by label in every snippet a user copies. Swift
/// takes every keyword bare as a call's argument label but `inout`, and warns that a
/// backticked one "does not need to be escaped": the usage examples and docs backticked them
/// all (a warning, an error with warnings as errors), and the per-case factories and Code
/// Connect passed `inout:` bare (a syntax error). Kotlin needs its hard keywords backticked
/// as named arguments: Code Connect passed `fun = …` and `interface = true` bare. A colour
/// role `super` warned in the generated colour constants themselves (`` `super`: Color(…) ``),
/// and a case renamed to `in` had `@available(*, deprecated, renamed: "`in`")`, which swiftc
/// rejects (a `renamed:` argument is a bare name).
final class KeywordArgumentLabelTests: XCTestCase {
    static let schema = """
        design-system EB {
          summary "Test."
          figma "https://www.figma.com/design/FILE/EB"
          kotlin package "com.eb.designsystem"
        }
        component Note {
          summary "A note."
          figma "https://www.figma.com/design/FILE/EB?node-id=1-1"
          enum mode = let {
            figma variant "Mode"
            case let
            case var
            case in { renamed-from within }
          }
          text? inout { only mode == var; figma text "Inout"; example "i" }
          text? where { compose name interface; only mode in var, in; figma text "Where"; example "w" }
          text? default { swiftui name for; compose name fun; renamed-from old-default; figma text "Default"; example "d" }
          bool is = false { compose name object; figma boolean "Is" }
          value? with: Pair
          type Pair { text in { example "i" }; text? inout; number? val }
          event? onTap { param inout: text; param let: mode }
          tokens { colors by mode { role super "Super"; let { super "a" #FFFFFF }; var { super "b" #000000 }; in { super "c" #111111 } } }
        }
        """

    private func system() throws -> DesignSystem {
        let (system, diagnostics) = Pipeline.model(from: [SourceFile(path: "Note.dsgen", text: Self.schema)])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return try XCTUnwrap(system)
    }

    func testEverySwiftSnippetTypeChecksWithoutWarnings() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try checker.typecheck(try EverySnippet.swiftFiles(try system(), in: directory), moduleName: "Note", warningsAsErrors: true)
    }

    func testEveryKotlinSnippetCompilesWithoutWarnings() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        try compiler.compile(try EverySnippet.kotlinFiles(try system(), in: directory), warningsAsErrors: true)
    }

    func testSwiftLabelsAreBareButInout() {
        XCTAssertEqual(SwiftNaming.argumentLabel("default"), "default")
        XCTAssertEqual(SwiftNaming.argumentLabel("let"), "let")
        XCTAssertEqual(SwiftNaming.argumentLabel("inout"), "`inout`")
    }
}
