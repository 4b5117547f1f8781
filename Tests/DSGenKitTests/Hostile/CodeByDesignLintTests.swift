import DSGenKit
import XCTest

/// Strings that are code by design (`swiftui type`, `compose type`, `example`s, imports, a
/// `swiftui environment` key and type, `swiftui modifier`, Figma URLs) are pasted into
/// generated files as written. Each hostile spelling below passed lint before and then broke
/// the file it was pasted into; each is now an error at the string, and the spellings the
/// catalogue and README use still pass.
final class CodeByDesignLintTests: XCTestCase {
    /// Errors for one component schema (line 3 holds the statement under test) and an optional
    /// `external` statement in the design system (its line 2).
    private func errors(component line: String = "text title", external: String = "") -> [String] {
        let configuration = SourceFile(path: "design-system.dsgen", text: """
            design-system EB { summary "x"
              external Icon { \(external) }
            }

            """)
        let schema = "component Probe {\n  summary \"x\"\n  \(line)\n}\n"
        let (_, diagnostics) = Pipeline.model(from: [configuration, SourceFile(path: "Probe.dsgen", text: schema)])
        return diagnostics.map(\.description).filter { $0.contains(": error: ") }
    }

    private func assertRejected(_ found: [String], at location: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(found.contains { $0.hasPrefix(location + ": error: ") && $0.contains(reason) }, "\(location) \(reason): \(found)",
                      file: file, line: line)
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
    }

    static let badSwiftTypes = ["Image?; } struct X {", "Image // x", "Image /* x */", "A\\nB", "[String: Int", "Box<T", "9Lives", "",
                                "Control-Size", "Image\\\"", "`Image`", "Image = 1"]
    static let badKotlinTypes = ["ImageVector */ fun x() {", "List<String", "A; B", "a\\nb", "Array[Int]", "A \\\"x\\\"", "$x", "A = B"]
    static let badExpressions = ["Image(\\\"a\\\") // x", "x */ y", "f(/* x */)", "a; b", "f(\\\"x)", "f(x", "f(x))", "{ x", "a\\nb", " "]
    static let badImports = ["a.b; import c", "a.b\\nimport c", "a..b", "a.b.", "a.fun.b", "a b", "a.*.b", "a/b", ""]

    func testTypesThatWouldBreakOutAreRejectedAtTheString() {
        for type in Self.badSwiftTypes {
            assertRejected(errors(component: "slot? icon: Icon { swiftui type \"\(type)\" }"), at: "Probe.dsgen:3:35", "SwiftUI type")
            assertRejected(errors(external: "swiftui type \"\(type)\""), at: "design-system.dsgen:2:32", "SwiftUI type")
        }
        for type in Self.badKotlinTypes {
            assertRejected(errors(component: "slot? icon: Icon { compose type \"\(type)\" }"), at: "Probe.dsgen:3:35", "Compose type")
            assertRejected(errors(external: "compose type \"\(type)\""), at: "design-system.dsgen:2:32", "Compose type")
        }
    }

    func testExamplesMustBeOneExpressionOnOneLine() {
        for example in Self.badExpressions {
            assertRejected(errors(component: "slot? icon: Icon { swiftui example \"\(example)\" }"), at: "Probe.dsgen:3:38", "SwiftUI expression")
            assertRejected(errors(component: "slot? icon: Icon { compose example \"\(example)\" }"), at: "Probe.dsgen:3:38", "Kotlin expression")
            assertRejected(errors(external: "swiftui example \"\(example)\""), at: "design-system.dsgen:2:35", "SwiftUI expression")
            assertRejected(errors(external: "compose example \"\(example)\""), at: "design-system.dsgen:2:35", "Kotlin expression")
        }
    }

    func testImportsMustBeQualifiedNames() {
        for name in Self.badImports {
            assertRejected(errors(component: "slot? icon: Icon { compose example-import \"\(name)\" }"), at: "Probe.dsgen:3:45", "Kotlin import")
            assertRejected(errors(external: "compose import \"\(name)\""), at: "design-system.dsgen:2:34", "Kotlin import")
            assertRejected(errors(external: "compose example-import \"\(name)\""), at: "design-system.dsgen:2:42", "Kotlin import")
        }
    }

    func testEnvironmentAndModifierKeysMustBeIdentifiers() {
        let environment = "enum size = base { swiftui environment control-size: ControlSize; case base { swiftui \"regular\" } }"
        assertRejected(errors(component: environment), at: "Probe.dsgen:3:42", "'control-size' cannot be used as a name")
        let type = "enum size = base { swiftui environment controlSize: Control-Size; case base { swiftui \"regular\" } }"
        assertRejected(errors(component: type), at: "Probe.dsgen:3:55", "'Control-Size' cannot be pasted as a SwiftUI type")
        assertRejected(errors(component: "enum size = base { swiftui modifier eb-size; case base }"), at: "Probe.dsgen:3:39",
                       "'eb-size' cannot be used as a name")
    }

    func testFigmaURLsAreHTTPSWithoutWhitespace() {
        for url in ["https://www.figma.com/design/F/X?node-id=1-2\\nconst evil = 1", "https://x y", "javascript:alert(1)", "www.figma.com/x", "https://x\\t"] {
            assertRejected(errors(component: "figma \"\(url)\""), at: "Probe.dsgen:3:9", "Figma URL")
        }
        let configuration = SourceFile(path: "design-system.dsgen", text: "design-system EB { summary \"x\"; figma \"https://x\\ny\" }\n")
        let found = Pipeline.model(from: [configuration]).1.map(\.description)
        XCTAssertTrue(found.contains { $0.hasPrefix("design-system.dsgen:1:39: error: ") && $0.contains("Figma URL") }, "\(found)")
    }

    func testTheSpellingsInUseStillPass() {
        let swiftTypes = ["Image", "LocalizedStringKey", "Image?", "[String: Int]?", "(Int) -> Void", "@MainActor () -> Void", "some View",
                          "Binding<Bool>", "Result<[Int], any Error>", "A & B", "Swift.String"]
        for type in swiftTypes {
            XCTAssertEqual(errors(external: "swiftui type \"\(type)\""), [], type)
        }
        let kotlinTypes = ["ImageVector", "@Composable () -> Unit", "(@Composable () -> Unit)?", "List<*>", "Map<String, List<Int>>",
                           "(index: Int) -> Unit", "androidx.compose.ui.text.AnnotatedString"]
        for type in kotlinTypes {
            XCTAssertEqual(errors(external: "compose type \"\(type)\""), [], type)
        }
        let examples = ["{ Icon(Icons.Filled.Star, contentDescription = null) }", "Image(systemName: \\\"star\\\")",
                        "EBTextButton(\\\"Learn more\\\") {}", "AsyncImage(url: URL(string: \\\"https://x/a;b\\\")!)", "Text(\\\"a \\\\\\\" b\\\")",
                        "listOf('x', '\\\\'')", "Icons.Filled.Star"]
        for example in examples {
            XCTAssertEqual(errors(component: "slot? icon: Icon { swiftui example \"\(example)\" }"), [], example)
            XCTAssertEqual(errors(external: "compose example \"\(example)\""), [], example)
        }
        for name in ["androidx.compose.material.icons.Icons", "androidx.compose.material.icons.filled.*", "Icons"] {
            XCTAssertEqual(errors(external: "compose import \"\(name)\" example-import \"\(name)\""), [], name)
        }
    }
}
