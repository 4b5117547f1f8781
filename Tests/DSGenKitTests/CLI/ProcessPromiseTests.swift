import Foundation
import XCTest

/// Promises that only a real process can test: a `dsgen` killed with SIGKILL mid-write, two
/// runs at once, a run waiting for another's lock, inputs that are not regular files.
/// Runs the `dsgen` built beside the test bundle.
final class ProcessPromiseTests: XCTestCase {
    private var sandbox: TemporaryDirectory!

    override func setUpWithError() throws {
        sandbox = try TemporaryDirectory(prefix: "dsgen-process-promises")
    }

    override func tearDown() {
        sandbox.remove()
    }

    /// The `dsgen` executable SwiftPM built with the tests.
    private func dsgen() throws -> URL {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dsgen")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("no dsgen executable at \(url.path); run `swift build --build-tests` first")
        }
        return url
    }

    /// `count` copies of the seed Alert schema (renamed) and the configuration, in `Schemas`.
    private func manySchemas(_ count: Int) throws -> URL {
        let schemas = sandbox.url.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let seeds = PackagePaths.root.appendingPathComponent("Schemas")
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("design-system.dsgen"), to: schemas.appendingPathComponent("design-system.dsgen"))
        let alert = try String(contentsOf: seeds.appendingPathComponent("Alert.dsgen"), encoding: .utf8)
        for index in 0..<count {
            // Each copy names its own SwiftUI modifier, as components of one module must.
            try alert.replacingOccurrences(of: "component Alert {", with: "component Alert\(index) {")
                .replacingOccurrences(of: "modifier ebAlert", with: "modifier ebAlert\(index)")
                .write(to: schemas.appendingPathComponent("Alert\(index).dsgen"), atomically: false, encoding: .utf8)
        }
        return schemas
    }

    /// Every entry under `directory` whose name marks it as an interrupted run's leftover.
    private func leftovers(in directory: URL) -> [String] {
        let all = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
        return all.filter { $0.contains(".dsgen-tmp-") || $0.contains(".dsgen-staging-") }
    }

    /// `kill -9` in the middle of writing (as soon as a staging folder or temporary file shows),
    /// into a new folder and into an existing one, then a second emit: it exits 0, removes what
    /// the killed run left, and leaves output that `check` finds up to date.
    func testKilledRunsLeaveNothingTheNextRunDoesNotClean() throws {
        let dsgen = try dsgen()
        let schemas = try manySchemas(30)
        let out = sandbox.url.appendingPathComponent("Generated")
        for round in 0..<2 {
            let existing = round % 2 == 1
            if existing {
                // Change every file, so the killed run has rewrites staged.
                _ = try ProcessRunner.run(dsgen, ["emit", "--out", out.path, schemas.path])
                for file in try FileManager.default.contentsOfDirectory(atPath: schemas.path) where file.hasPrefix("Alert") {
                    let url = schemas.appendingPathComponent(file)
                    let text = try String(contentsOf: url, encoding: .utf8)
                    try text.replacingOccurrences(of: "summary \"", with: "summary \"R\(round) ").write(to: url, atomically: true, encoding: .utf8)
                }
            }
            let process = Process()
            process.executableURL = dsgen
            process.arguments = ["emit", "--out", out.path, schemas.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let caught = waitForLeftovers(in: out, while: process)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertTrue(caught, "round \(round): the run was killed while writing")
            XCTAssertFalse(leftovers(in: sandbox.url).isEmpty, "round \(round): the killed run left files behind")

            let check = try ProcessRunner.run(dsgen, ["check", "--out", out.path, schemas.path])
            XCTAssertEqual(check.exitCode, 1)
            XCTAssertTrue(check.stderr.contains("was left behind by an interrupted run"), check.stderr)
            let rerun = try ProcessRunner.run(dsgen, ["emit", "--out", out.path, schemas.path])
            XCTAssertEqual(rerun.exitCode, 0, rerun.combinedOutput)
            XCTAssertEqual(leftovers(in: sandbox.url), [], "round \(round)")
            let recheck = try ProcessRunner.run(dsgen, ["check", "--out", out.path, schemas.path])
            XCTAssertEqual(recheck.exitCode, 0, recheck.combinedOutput)
        }
    }

    /// Polls (every millisecond) until a staging folder or temporary file appears in `out` or
    /// one of its target folders; false when the process ended first.
    private func waitForLeftovers(in out: URL, while process: Process) -> Bool {
        let folders = [out.path] + ["swiftui", "compose", "codeconnect", "docs"].map { out.appendingPathComponent($0).path }
        while process.isRunning {
            for folder in folders {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                if names.contains(where: { $0.contains(".dsgen-tmp-") || $0.contains(".dsgen-staging-") }) { return true }
            }
            usleep(1000)
        }
        return false
    }

    /// Two emits into the same new folder at once both succeed: the second waits for the first.
    func testConcurrentRunsIntoOneNewFolderBothSucceed() throws {
        let dsgen = try dsgen()
        let schemas = try manySchemas(40)
        let out = sandbox.url.appendingPathComponent("Generated").path
        let results = (0..<2).concurrentResults { _ in try ProcessRunner.run(dsgen, ["emit", "--out", out, schemas.path]) }
        for result in results {
            XCTAssertEqual(try result.get().exitCode, 0, (try? result.get().combinedOutput) ?? "")
        }
        XCTAssertEqual(try ProcessRunner.run(dsgen, ["check", "--out", out, schemas.path]).exitCode, 0)
    }

    /// A run that finds the lock taken says so, waits, and finishes once it is released.
    func testARunWaitsForTheLockAndSaysSo() throws {
        let dsgen = try dsgen()
        let schemas = try manySchemas(1)
        let descriptor = open(sandbox.url.path, O_RDONLY | O_DIRECTORY)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { close(descriptor) }

        let result = try ProcessRunner.run(dsgen, ["emit", "--out", sandbox.url.appendingPathComponent("Generated").path, schemas.path])

        XCTAssertEqual(result.exitCode, 0, result.combinedOutput)
        XCTAssertTrue(result.stderr.contains("waiting for another dsgen run writing into"), result.stderr)
    }

    private func emptyFolder() throws -> String {
        let folder = sandbox.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// A FIFO, a device and a directory named as a schema are refused at once, located.
    func testInputsThatAreNotRegularFilesAreRefused() throws {
        let dsgen = try dsgen()
        let fifo = sandbox.url.appendingPathComponent("Pipe.dsgen").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for (input, reason) in [(fifo, "not a regular file"), ("/dev/zero", "not a regular file"), (try emptyFolder(), "no '.dsgen' schema files found")] {
            let result = try ProcessRunner.run(dsgen, ["lint", input], timeout: 30)
            XCTAssertEqual(result.exitCode, 1, result.combinedOutput)
            XCTAssertTrue(result.stderr.contains(reason), result.stderr)
        }
        let result = try ProcessRunner.run(dsgen, ["lint", fifo], timeout: 30)
        XCTAssertEqual(result.stderr, "\(fifo):1:1: error: cannot read file: not a regular file\n")
    }
}

extension Range where Bound == Int {
    /// `body` for every element on its own thread, results in order.
    func concurrentResults<T>(_ body: @escaping @Sendable (Int) throws -> T) -> [Result<T, Error>] {
        let lock = NSLock()
        nonisolated(unsafe) var results = [Result<T, Error>?](repeating: nil, count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { try body(lowerBound + index) }
            lock.withLock { results[index] = result }
        }
        return results.map { $0! }
    }
}
