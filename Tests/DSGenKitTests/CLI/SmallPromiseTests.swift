import DSGenCLI
import DSGenKit
import Foundation
import XCTest

/// The command line's smaller promises under odd input: located errors printed once, empty
/// and bare paths, CR-only files, scaffold runs that would have damaged `emit`'s folders.
final class SmallPromiseTests: XCTestCase {
    private var sandbox: TemporaryDirectory!
    private var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }

    /// Runs dsgen in-process; returns the exit code, stdout and stderr.
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let code = DSGenCommandLine(output: CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })).run(arguments)
        return (code, buffer.out, buffer.err)
    }

    override func setUpWithError() throws {
        sandbox = try TemporaryDirectory(prefix: "dsgen-small-promises")
    }

    override func tearDown() {
        sandbox.remove()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = sandbox.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testTemplateErrorsPrintErrorOnce() throws {
        let template = try file("t.mustache", "{{#open}}\n")
        let data = try file("d.json", "{}")
        let result = run(["template", "render", template, "--data", data])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, "\(template):1:1: error: unclosed section 'open'\n")
    }

    func testBadDataJSONIsLocated() throws {
        let template = try file("t.mustache", "{{a}}")
        let data = try file("d.json", "{\"a\": 1,\n  \"b\": }")
        let result = run(["template", "render", template, "--data", data])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, "\(data):2:8: error: invalid JSON: invalid value around character 16\n")
        let fifo = sandbox.url.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(run(["template", "render", template, "--data", fifo]).err, "\(fifo):1:1: error: cannot read file: not a regular file\n")
    }

    func testEmptyOutIsAUsageError() {
        let result = run(["emit", "--out", "", schemas])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.err.hasPrefix("error: --out needs a directory; '' would mean the current folder"), result.err)
    }

    func testBuildSwiftWritesABareFileNameIntoTheCurrentFolder() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(sandbox.url.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = run(["build-swift", "--config", schemas + "/design-system.dsgen", "--output", "Alert.swift", schemas + "/Alert.dsgen"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Alert.swift").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.url.path), ["Alert.swift"])
    }

    func testCarriageReturnOnlyLineEndingsAreNamed() throws {
        let schema = try file("Schemas/CR.dsgen", "// a component\rcomponent CR {\r  summary \"x\"\r}\r")
        _ = try file("Schemas/design-system.dsgen", "design-system EB { summary \"x\" }\n")
        let result = run(["lint", schema])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.hasPrefix("\(schema):1:15: error: lines end in a carriage return alone"), result.err)
    }

    /// `scaffold` into the folder `emit` generates into used to delete every generated file.
    func testScaffoldRefusesEmitsFolder() throws {
        let out = sandbox.url.appendingPathComponent("Generated").path
        XCTAssertEqual(run(["emit", "--target", "swiftui", "--out", out, schemas]).code, 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: out + "/swiftui").sorted()

        let result = run(["scaffold", "--target", "swiftui", "--out", out + "/swiftui", schemas])

        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("refusing to scaffold into"), result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out + "/swiftui").sorted(), before)
    }

    /// `scaffold --target all` writes both platforms' scaffolds in one run, or nothing.
    func testScaffoldAllWritesEveryScaffoldOrNothing() throws {
        let out = sandbox.url.appendingPathComponent("Sources").path
        let result = run(["scaffold", "--target", "all", "--out", out, schemas])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("6 created"), result.out)
        let refused = run(["scaffold", "--target", "docs", "--out", sandbox.url.appendingPathComponent("Other").path, schemas])
        XCTAssertEqual(refused.code, 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Other").path))
    }
}
