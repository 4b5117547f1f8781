import DSGenCLI
@testable import DSGenKit
import Foundation
import XCTest

/// `dsgen build-swift`, the build-tool interface DSGenPlugin runs once per schema file:
/// one schema in, one Swift file out, deterministic, written only when its bytes change,
/// and on an error nothing written and `path:line:col: error:` on standard error.
final class BuildSwiftCommandTests: XCTestCase {
    private var schemas: URL { PackagePaths.root.appendingPathComponent("Schemas") }
    private var config: String { schemas.appendingPathComponent("design-system.dsgen").path }
    private var golden: URL { PackagePaths.root.appendingPathComponent("Generated/swiftui") }

    func testOneSchemaBecomesOneFileEqualToTheGoldenFile() throws {
        let directory = try makeTemporaryDirectory()
        for (schema, generated) in [("Alert", "EBAlert"), ("Toast", "EBToast"), ("AdSpace", "EBAdSpace")] {
            let output = directory.url.appendingPathComponent("\(schema).dsgen.swift")
            let run = dsgen(["build-swift", "--config", config, "--output", output.path,
                             schemas.appendingPathComponent("\(schema).dsgen").path])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout, "", "a build tool prints nothing on success")
            XCTAssertEqual(try String(contentsOf: output, encoding: .utf8),
                           try String(contentsOf: golden.appendingPathComponent("\(generated).swift"), encoding: .utf8))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(),
                       ["AdSpace.dsgen.swift", "Alert.dsgen.swift", "Toast.dsgen.swift"], "one file per schema, nothing else")
    }

    func testSharedFileEqualsTheGoldenFile() throws {
        let output = try makeTemporaryDirectory().url.appendingPathComponent("nested/design-system.dsgen.swift")
        let run = dsgen(["build-swift", "--shared", "--config", config, "--output", output.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8),
                       try String(contentsOf: golden.appendingPathComponent("EBDesignSystem.swift"), encoding: .utf8))
    }

    func testDeterministic() throws {
        let directory = try makeTemporaryDirectory()
        let first = directory.url.appendingPathComponent("first.swift")
        let second = directory.url.appendingPathComponent("second.swift")
        for output in [first, second] {
            XCTAssertEqual(dsgen(["build-swift", "--config", config, "--output", output.path,
                                  schemas.appendingPathComponent("Toast.dsgen").path]).status, 0)
        }
        XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second))
    }

    func testUnchangedOutputKeepsItsModificationTimeAndAChangedSchemaRewritesIt() throws {
        let directory = try makeTemporaryDirectory()
        let schema = try directory.write("Alert.dsgen", String(contentsOf: schemas.appendingPathComponent("Alert.dsgen"), encoding: .utf8))
        let output = directory.url.appendingPathComponent("out/Alert.dsgen.swift")
        let arguments = ["build-swift", "--config", config, "--output", output.path, schema.path]
        XCTAssertEqual(dsgen(arguments).status, 0)
        let past = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        let inode = try attributes(output)[.systemFileNumber] as? NSNumber

        XCTAssertEqual(dsgen(arguments).status, 0)
        XCTAssertEqual(try attributes(output)[.modificationDate] as? Date, past, "unchanged bytes: not touched")
        XCTAssertEqual(try attributes(output)[.systemFileNumber] as? NSNumber, inode)

        try (String(contentsOf: schema, encoding: .utf8) + "// a comment changes nothing generated\n")
            .write(to: schema, atomically: true, encoding: .utf8)
        XCTAssertEqual(dsgen(arguments).status, 0)
        XCTAssertEqual(try attributes(output)[.modificationDate] as? Date, past, "same output after a comment edit")

        let edited = try String(contentsOf: schema, encoding: .utf8)
            .replacingOccurrences(of: "example \"Payment method expired\"", with: "example \"Card expired\"")
            .replacingOccurrences(of: "doc \"The alert's headline.\"", with: "doc \"The headline.\"")
        try edited.write(to: schema, atomically: true, encoding: .utf8)
        XCTAssertEqual(dsgen(arguments).status, 0)
        XCTAssertNotEqual(try attributes(output)[.modificationDate] as? Date, past, "changed bytes: rewritten")
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("/// The headline."))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path),
                       ["Alert.dsgen.swift"], "no temporary file or manifest left beside the output")
    }

    func testSchemaErrorExitsOneWithLocatedDiagnosticsAndWritesNothing() throws {
        let directory = try makeTemporaryDirectory()
        let schema = try directory.write("Broken.dsgen", "component Broken {\n  summary 3\n}\n")
        let output = directory.url.appendingPathComponent("Broken.dsgen.swift")
        let run = dsgen(["build-swift", "--config", config, "--output", output.path, schema.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("\(schema.path):2:11: error: expected a string after 'summary', found '3'"), run.stderr)
        for line in run.stderr.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("\(schema.path):"), "every diagnostic points at the schema as passed: \(line)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")
    }

    func testSchemaErrorLeavesAnEarlierOutputAlone() throws {
        let directory = try makeTemporaryDirectory()
        let output = try directory.write("Alert.dsgen.swift", "// from an earlier, good build\n")
        let schema = try directory.write("Alert.dsgen", "component Alert {\n  summary \"A\"\n  bogus\n}\n")
        let run = dsgen(["build-swift", "--config", config, "--output", output.path, schema.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(schema.path):3:"), run.stderr)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "// from an earlier, good build\n")
    }

    func testMissingSchemaIsALocatedError() throws {
        let directory = try makeTemporaryDirectory()
        let missing = directory.url.appendingPathComponent("Missing.dsgen").path
        let run = dsgen(["build-swift", "--config", config, "--output", directory.url.appendingPathComponent("x.swift").path, missing])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(missing):1:1: error: "), run.stderr)
    }

    func testSeveralComponentsInOneSchemaShareOneFileThatCompiles() throws {
        let directory = try makeTemporaryDirectory()
        let alert = try String(contentsOf: schemas.appendingPathComponent("Alert.dsgen"), encoding: .utf8)
        let toast = try String(contentsOf: schemas.appendingPathComponent("Toast.dsgen"), encoding: .utf8)
        let schema = try directory.write("Feedback.dsgen", alert + "\n" + toast)
        let output = directory.url.appendingPathComponent("Feedback.dsgen.swift")
        let shared = directory.url.appendingPathComponent("design-system.dsgen.swift")
        XCTAssertEqual(dsgen(["build-swift", "--config", config, "--output", output.path, schema.path]).status, 0)
        XCTAssertEqual(dsgen(["build-swift", "--shared", "--config", config, "--output", shared.path]).status, 0)

        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("// Generated by dsgen from Feedback.dsgen."), "header names the schema file")
        XCTAssertEqual(text.components(separatedBy: "import SwiftUI").count, 2, "one import")
        XCTAssertEqual(text.components(separatedBy: "// Generated by dsgen").count, 2, "one header")
        XCTAssertTrue(text.contains("public struct EBAlert: View") && text.contains("public struct EBToast: View"))
        XCTAssertFalse(text.contains("\n\n\n"), "one blank line between components")

        let fixtures = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures")
        try SwiftTypeChecker.shared().typecheck([
            output, shared,
            fixtures.appendingPathComponent("DesignSystemComponents.swift"),
            try directory.write("Bodies.swift", """
                import SwiftUI
                extension EBAlert { public var body: some View { EmptyView() } }
                extension EBToast { public var body: some View { EmptyView() } }
                """),
        ], warningsAsErrors: true)
    }

    func testUsageErrors() throws {
        let output = try makeTemporaryDirectory().url.appendingPathComponent("x.swift").path
        let schema = schemas.appendingPathComponent("Alert.dsgen").path
        for arguments in [
            ["build-swift", "--output", output, schema],
            ["build-swift", "--config", config, schema],
            ["build-swift", "--config", config, "--output", output],
            ["build-swift", "--config", config, "--output", output, schema, schema],
            ["build-swift", "--shared", "--config", config, "--output", output, schema],
            ["build-swift", "--config", config, "--output", output, "--target", "swiftui", schema],
        ] {
            let run = dsgen(arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("error: "), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testHelpDocumentsTheBuildToolInterface() {
        let overview = dsgen(["--help"]).stdout
        XCTAssertTrue(overview.contains("build-swift"), overview)
        let help = dsgen(["help", "build-swift"]).stdout
        for expected in ["Build-tool interface", "--config <file>", "--output <file>", "--shared",
                         "only when its bytes change", "path:line:col: error: message", "exit code is 1"] {
            XCTAssertTrue(help.contains(expected), "help lacks \(expected):\n\(help)")
        }
    }

    func testJoinedDropsRepeatedPreamblesOnly() {
        let first = "// Generated\n\nimport SwiftUI\n\n/// A.\npublic enum A {}\n"
        let second = "// Generated\n\nimport SwiftUI\n\n/// B.\npublic enum B {}\n"
        let other = "// Other header\n\nimport Foundation\n\npublic enum C {}\n"
        XCTAssertEqual(BuildToolOutput.joined([first, second]), first + "\n/// B.\npublic enum B {}\n")
        XCTAssertEqual(BuildToolOutput.joined([first, other]), first + "\n" + other)
        XCTAssertEqual(BuildToolOutput.joined([first]), first)
        XCTAssertEqual(BuildToolOutput.preamble(of: "import A\n"), "import A\n")
        XCTAssertEqual(BuildToolOutput.preamble(of: "// only a comment"), "")
    }

    // MARK: - Helpers

    private func dsgen(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let out = Buffer(), error = Buffer()
        let status = DSGenCommandLine(output: CommandOutput(out: out.append, error: error.append)).run(arguments)
        return (status, out.text, error.text)
    }

    private func attributes(_ url: URL) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: url.path)
    }
}

/// Collects printed text.
private final class Buffer: @unchecked Sendable {
    private(set) var text = ""
    func append(_ string: String) { text += string }
}
