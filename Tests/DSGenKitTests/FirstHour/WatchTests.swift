import Foundation
import XCTest

/// `dsgen emit --watch`, run as the real executable: it emits, then emits again when a
/// schema changes, reports a broken schema without stopping, and recovers when it is fixed.
final class WatchTests: XCTestCase {
    func testEmitWatchRegeneratesOnSchemaChange() throws {
        let dsgen = try DSGenRunner.executable()
        let root = try makeTemporaryDirectory()
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas"), to: root.url.appendingPathComponent("Schemas"))
        let log = root.url.appendingPathComponent("watch.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = dsgen
        process.arguments = ["emit", "--watch", "--target", "swiftui", "--out", "Out", "Schemas"]
        process.currentDirectoryURL = root.url
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }

        let alert = root.url.appendingPathComponent("Out/swiftui/EBAlert.swift")
        try waitFor("the first emit", log: log) { (try? String(contentsOf: alert, encoding: .utf8)) != nil }
        let schema = root.url.appendingPathComponent("Schemas/Alert.dsgen")
        let original = try String(contentsOf: schema, encoding: .utf8)
        try original.replacingOccurrences(of: "doc \"The alert's headline.\"", with: "doc \"The alert's watched headline.\"").write(to: schema, atomically: true, encoding: .utf8)
        try waitFor("a regeneration after the edit", log: log) {
            (try? String(contentsOf: alert, encoding: .utf8))?.contains("/// The alert's watched headline.") == true
        }
        try (original + "\nbroken {\n").write(to: schema, atomically: true, encoding: .utf8)
        try waitFor("the diagnostic of the broken schema", log: log) {
            (try? String(contentsOf: log, encoding: .utf8))?.contains("Schemas/Alert.dsgen:") == true
        }
        XCTAssertTrue(process.isRunning, "an error does not stop the watch")
        try original.write(to: schema, atomically: true, encoding: .utf8)
        try waitFor("the fixed schema's output", log: log) {
            (try? String(contentsOf: alert, encoding: .utf8))?.contains("/// The alert's watched headline.") == false
        }
    }

    private func waitFor(_ what: String, log: URL, timeout: TimeInterval = 30, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTFail("timed out waiting for \(what); dsgen printed:\n" + ((try? String(contentsOf: log, encoding: .utf8)) ?? ""))
        throw XCTSkip("stopped")
    }
}
