import DSGenKit
import XCTest

/// Names and strings that used to pass lint and then break generated code or the terminal:
/// each is now rejected by lint, at its line and column, on one line of output.
final class NamePromiseTests: XCTestCase {
    private func diagnostics(_ component: String, file: String = "Alert.dsgen") -> [String] {
        let configuration = SourceFile(path: "design-system.dsgen", text: "design-system EB { summary \"x\" }\n")
        let (system, diagnostics) = Pipeline.model(from: [configuration, SourceFile(path: file, text: component)])
        XCTAssertNil(system, "lint accepted:\n\(component)")
        return diagnostics.map(\.description)
    }

    func testNameOverridesMustBeIdentifiers() {
        let cases: [(String, String)] = [
            ("EB Alert", "an identifier holds only ASCII letters"), ("", "it is empty"), ("a/b", "an identifier holds only"),
            ("../../x", "an identifier holds only"), ("class", "'class' is a keyword"), ("View", "would shadow a type"),
            ("Box<T>", "an identifier holds only"), ("9Lives", "does not start with a digit"),
            (String(repeating: "A", count: 200), "too long for a file name"),
        ]
        for (name, reason) in cases {
            for platform in ["swiftui", "compose"] {
                let schema = "component Alert {\n  summary \"x\"\n  \(platform) name \"\(name)\"\n  text title\n}\n"
                let found = diagnostics(schema)
                XCTAssertTrue(found.contains { $0.hasPrefix("Alert.dsgen:3:3: error: '") && $0.contains(reason) }, "\(platform) \(name): \(found)")
            }
        }
    }

    func testComponentsDifferingOnlyByCaseAreRejected() {
        let configuration = SourceFile(path: "design-system.dsgen", text: "design-system EB { summary \"x\" }\n")
        let one = SourceFile(path: "Alert.dsgen", text: "component Alert {\n  summary \"x\"\n  text title\n}\n")
        let two = SourceFile(path: "ALERT.dsgen", text: "component ALERT {\n  summary \"x\"\n  text title\n}\n")
        let (system, diagnostics) = Pipeline.model(from: [configuration, one, two])
        XCTAssertNil(system)
        XCTAssertTrue(diagnostics.contains { $0.description.contains("differs from component") && $0.description.contains("only by case") },
                      diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testSwiftUICaseValuesMustBeIdentifiers() {
        let schema = """
        component Alert {
          summary "x"
          enum size = base {
            swiftui environment controlSize: ControlSize
            case small { swiftui "small", "mini\\n-->" }
            case base { swiftui "regular" }
          }
        }
        """
        XCTAssertTrue(diagnostics(schema).contains { $0.hasPrefix("Alert.dsgen:5:18: error: 'mini\\n-->' cannot be used as a name") }, "\(diagnostics(schema))")
    }

    func testControlAndSeparatorCharactersInStringsAreRejected() {
        for escape in ["\\u{d}", "\\u{2028}", "\\u{2029}", "\\u{0}", "\\u{1b}", "\\u{202e}", "\\u{85}"] {
            let found = diagnostics("component Alert {\n  summary \"a\(escape)b\"\n  text title\n}\n")
            XCTAssertTrue(found.contains { $0.hasPrefix("Alert.dsgen:2:11: error: string contains U+") }, "\(escape): \(found)")
        }
    }

    /// A quoted string holding a newline and a fake location used to print a second line
    /// that looked like another file's error.
    func testDiagnosticsCannotBeForged() {
        let schema = "component Alert {\n  summary \"x\"\n  swiftui name \"X\\nOther.dsgen:1:1: error: forged\"\n  text title\n}\n"
        let found = diagnostics(schema)
        XCTAssertFalse(found.joined(separator: "\n").split(separator: "\n").contains { $0.hasPrefix("Other.dsgen") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("'X\\nOther.dsgen:1:1: error: forged'") }, "\(found)")
    }
}
