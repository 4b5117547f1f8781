import DSGenCLI
import DSGenKit
import Foundation
import XCTest

/// The command line, run in-process: exit codes, help, usage errors and output streams.
final class CommandLineTests: XCTestCase {
    /// Runs dsgen with arguments; returns the exit code, stdout and stderr.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let output = CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })
        let code = DSGenCommandLine(output: output).run(arguments)
        return (code, buffer.out, buffer.err)
    }

    var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }

    func testVersionAndHelp() {
        XCTAssertEqual(run(["--version"]).out, "dsgen \(DSGenCommandLine.version)\n")
        let help = run(["--help"])
        XCTAssertEqual(help.code, 0)
        for command in ["lint", "dump", "emit", "check", "scaffold", "context", "template", "figma pull", "figma check", "figma import", "audit"] {
            XCTAssertTrue(help.out.contains("  \(command) "), "--help lists \(command)")
            let commandHelp = run(["help", command])
            XCTAssertEqual(commandHelp.code, 0)
            XCTAssertTrue(commandHelp.out.contains("USAGE: dsgen \(command)"), commandHelp.out)
            XCTAssertEqual(run(command.split(separator: " ").map(String.init) + ["--help"]).out, commandHelp.out)
        }
        XCTAssertEqual(Set(summaryColumns(help.out)).count, 1, "command summaries are aligned:\n" + help.out)
    }

    /// The column where each summary of the COMMANDS list starts.
    private func summaryColumns(_ help: String) -> [Int] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "COMMANDS:") else { return [] }
        let list = lines[(start + 1)...].prefix { !$0.isEmpty }
        XCTAssertTrue(list.contains { $0.hasPrefix("  help ") }, "--help lists help")
        return list.map { line in
            // The name may have two words (`figma pull`): the summary follows the first double space.
            let name = line.drop { $0 == " " }
            let gap = name.firstRange(of: "  ")?.upperBound ?? line.endIndex
            return line.distance(from: line.startIndex, to: line[gap...].firstIndex { $0 != " " } ?? line.endIndex)
        }
    }

    func testUnknownCommandAndOptionPrintUsageAndExit64() {
        let command = run(["frobnicate"])
        XCTAssertEqual(command.code, 64)
        XCTAssertTrue(command.err.hasPrefix("error: unknown command 'frobnicate'"), command.err)
        XCTAssertTrue(command.err.contains("USAGE: dsgen <command>"), command.err)
        let option = run(["lint", "--frobnicate"])
        XCTAssertEqual(option.code, 64)
        XCTAssertTrue(option.err.contains("unknown option '--frobnicate' for 'dsgen lint'"), option.err)
        XCTAssertTrue(option.err.contains("USAGE: dsgen lint"), option.err)
        XCTAssertEqual(run([]).code, 64)
        XCTAssertEqual(run(["emit", "--target", "cobol", schemas]).code, 64)
        XCTAssertEqual(run(["emit", "--out"]).code, 64)
    }

    func testLintCleanAndBroken() throws {
        let clean = run(["lint", schemas])
        XCTAssertEqual(clean.code, 0, clean.err)
        // The seeds' contrast warnings, exactly: ContrastLintTests.
        XCTAssertFalse(clean.err.contains(": error: "), clean.err)
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("design-system.dsgen", "design-system EB { summary \"x\" }\n")
        let broken = try directory.write("Broken.dsgen", "component Broken {\n  summary \"x\"\n  enum type = nope { case a }\n}\n")
        let result = run(["lint", broken.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "\(broken.path):3:15: error: default 'nope' is not a case of enum 'type'\n")
    }

    func testDumpIsStableSortedJSON() throws {
        let first = run(["dump", schemas])
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.out, run(["dump", schemas]).out)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
        let components = try XCTUnwrap(json["components"] as? [[String: Any]])
        XCTAssertEqual(components.map { $0["name"] as? String }, ["AdSpace", "Alert", "Toast"])
        let alert = run(["dump", "--component", "Alert", schemas])
        XCTAssertTrue(alert.out.contains("\"#072592\""), "Alert's description colour")
        XCTAssertTrue(alert.out.contains("\"opacityPercent\" : 80"), "80 % description opacity")
        XCTAssertEqual(run(["dump", "--component", "Nope", schemas]).code, 64)
    }

    func testEmitIsIdempotentAndCheckDetectsStaleOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let out = directory.url.path
        XCTAssertEqual(run(["emit", "--target", "swiftui", "--out", out, schemas]).code, 0)
        let second = run(["emit", "--target", "swiftui", "--out", out, schemas])
        XCTAssertTrue(second.out.contains("0 written"), second.out)
        XCTAssertEqual(run(["check", "--target", "swiftui", "--out", out, schemas]).code, 0)
        let alert = directory.url.appendingPathComponent("swiftui/EBAlert.swift")
        try "// edited by hand\n".write(to: alert, atomically: true, encoding: .utf8)
        let stale = run(["check", "--target", "swiftui", "--out", out, schemas])
        XCTAssertEqual(stale.code, 1)
        XCTAssertTrue(stale.out.contains("--- a/swiftui/EBAlert.swift"), stale.out)
        XCTAssertTrue(stale.err.contains("1 stale"), stale.err)
    }

    func testFailedRunWritesNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("design-system.dsgen", "design-system EB { summary \"x\" }\n")
        _ = try directory.write("Bad.dsgen", "component Bad { summary \"x\"; text }\n")
        let out = directory.url.appendingPathComponent("out")
        XCTAssertEqual(run(["emit", "--out", out.path, directory.url.path]).code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    func testScaffoldNeverOverwrites() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let out = directory.url.path
        XCTAssertEqual(run(["scaffold", "--target", "swiftui", "--out", out, schemas]).code, 0)
        let body = directory.url.appendingPathComponent("EBAlert+Body.swift")
        try "// mine\n".write(to: body, atomically: true, encoding: .utf8)
        let again = run(["scaffold", "--target", "swiftui", "--out", out, schemas])
        XCTAssertTrue(again.out.contains("0 created, 3 already present"), again.out)
        XCTAssertEqual(try String(contentsOf: body, encoding: .utf8), "// mine\n")
    }

    func testContextPrintsTemplateData() {
        let result = run(["context", "--target", "swiftui", "--component", "AdSpace", schemas])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("\"typeName\" : \"EBAdSpaceSize\""), result.out)
        XCTAssertEqual(run(["context", schemas]).code, 64)
    }

    /// A rendering error in the last target leaves no target folder and no staging folder,
    /// though the earlier targets rendered fine.
    func testALateRenderingErrorLeavesNoTargetFolder() throws {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-late-error-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let templates = sandbox.appendingPathComponent("templates/docs")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{> docs/component.md}}".utf8).write(to: templates.appendingPathComponent("component.md.mustache"))
        let out = sandbox.appendingPathComponent("out")

        let result = run(["emit", "--target", "all", "--out", out.path, "--templates", sandbox.appendingPathComponent("templates").path, schemas])

        XCTAssertNotEqual(result.code, 0)
        XCTAssertTrue(result.err.contains("nesting deeper than"), result.err)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [], [],
                       "no target folder and no staging folder")
    }
}
