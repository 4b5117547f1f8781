import DSGenCLI
import Foundation
import XCTest

/// The command line's manners: "did you mean" for commands, coloured diagnostics only on a
/// terminal, exact template output, and help that says what the options really do.
final class CommandLineHelpTests: XCTestCase {
    private var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }

    func testAMistypedCommandGetsASuggestion() {
        let result = DSGenRunner.run(["lnt", schemas])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.err.hasPrefix("error: unknown command 'lnt'; did you mean 'lint'?\n\nOVERVIEW:"), result.err)
        XCTAssertTrue(DSGenRunner.run(["help", "scafold"]).err.hasPrefix("error: unknown command 'scafold'; did you mean 'scaffold'?"))
        XCTAssertTrue(DSGenRunner.run(["frobnicate"]).err.hasPrefix("error: unknown command 'frobnicate'\n"), "no suggestion when nothing is close")
    }

    /// `--target swift`, `--target Kotlin` and `--ouput` were refused without a hint, though a
    /// mistyped command got one.
    func testAMistypedTargetOrOptionGetsASuggestion() {
        let expected = "; expected one of all, swiftui, compose, codeconnect, docs, tokens, kotlin\n"
        for (typed, meant) in [("swift", "swiftui"), ("Kotlin", "kotlin"), ("codeconect", "codeconnect")] {
            let result = DSGenRunner.run(["emit", "--target", typed, schemas])
            XCTAssertEqual(result.code, 64)
            XCTAssertTrue(result.err.hasPrefix("error: unknown target '\(typed)'; did you mean '\(meant)'?\(expected)"), result.err)
        }
        XCTAssertTrue(DSGenRunner.run(["emit", "--target", "java", schemas]).err.hasPrefix("error: unknown target 'java'\(expected)"))
        let option = DSGenRunner.run(["emit", "--ouput", "x", schemas])
        XCTAssertEqual(option.code, 64)
        XCTAssertTrue(option.err.hasPrefix("error: unknown option '--ouput' for 'dsgen emit'; did you mean '--out'?\n"), option.err)
    }

    func testColoursOnlyOnATerminalWithoutNoColor() {
        XCTAssertTrue(DiagnosticColors.wanted(isTerminal: true, environment: [:]))
        XCTAssertTrue(DiagnosticColors.wanted(isTerminal: true, environment: ["NO_COLOR": ""]), "an empty NO_COLOR does not count")
        XCTAssertFalse(DiagnosticColors.wanted(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(DiagnosticColors.wanted(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertFalse(DiagnosticColors.wanted(isTerminal: false, environment: [:]), "never in a pipe or a file")
    }

    func testColouredDiagnosticsKeepTheirText() throws {
        let directory = try makeTemporaryDirectory()
        try directory.write("design-system.dsgen", "design-system EB { summary \"x\" }\n")
        let broken = try directory.write("Broken.dsgen", "component Broken {\n  summary \"x\"\n  enum type = nope { case a }\n}\n")
        let plain = DSGenRunner.run(["lint", broken.path])
        XCTAssertFalse(plain.err.contains("\u{1B}"), "no escape codes unless asked")
        let colored = DSGenRunner.run(["lint", broken.path], colors: true)
        XCTAssertEqual(colored.code, 1)
        XCTAssertEqual(colored.err, "\u{1B}[1m\(broken.path):3:15: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m\u{1B}[1m default 'nope' is not a case of enum 'type'\u{1B}[0m\n")
        let stripped = colored.err.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain.err)
        XCTAssertEqual(DiagnosticColors.colored("a.dsgen:1:2: note: previously declared here"),
                       "\u{1B}[1ma.dsgen:1:2: \u{1B}[0m\u{1B}[1;90mnote:\u{1B}[0m previously declared here")
    }

    func testTemplateRenderPrintsExactlyTheRenderedBytes() throws {
        let directory = try makeTemporaryDirectory()
        let data = try directory.write("data.json", #"{"name": "Alert"}"#)
        for template in ["Hello {{name}}", "Hello {{name}}\n", "Hello {{name}}\n\n", ""] {
            let file = try directory.write("t.mustache", template)
            let result = DSGenRunner.run(["template", "render", file.path, "--data", data.path])
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(result.out, template.replacingOccurrences(of: "{{name}}", with: "Alert"))
        }
    }

    func testScaffoldHelpSaysWhatOutDefaultsTo() {
        let help = DSGenRunner.run(["help", "scaffold"]).out
        XCTAssertFalse(help.contains("default: Generated"), help)
        XCTAssertTrue(help.contains("swiftui: default the folder holding the schemas"), help)
        XCTAssertTrue(help.contains("--package-folders"), help)
        let emitHelp = DSGenRunner.run(["help", "emit"]).out
        for option in ["--kotlin-package <name>", "--package-folders", "--watch"] {
            XCTAssertTrue(emitHelp.contains("  \(option)"), "emit --help lists \(option)")
        }
        let contextHelp = DSGenRunner.run(["help", "context"]).out
        XCTAssertTrue(contextHelp.contains("--target <target>   The one target whose templates' data to print"), contextHelp)
        XCTAssertFalse(contextHelp.contains("repeatable"), "context takes exactly one target: \(contextHelp)")
    }
}
