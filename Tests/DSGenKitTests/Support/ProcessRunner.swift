// Running processes, temporary directories and the build cache the toolchains share
// (see Toolchains.swift).

import Foundation
import XCTest

// MARK: - Running processes

struct ProcessResult: Sendable {
    let command: [String]
    let exitCode: Int32
    let stdout: String
    let stderr: String

    /// stderr then stdout (compilers print diagnostics on either).
    var combinedOutput: String {
        [stderr, stdout].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

enum ProcessRunner {
    /// Runs `executable` to completion. Output goes to temporary files (no pipe
    /// can fill up and deadlock); stdin is /dev/null. `environment` entries are
    /// added to this process's environment. Throws `ToolFailure` on timeout.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: URL? = nil,
        timeout: TimeInterval = 600
    ) throws -> ProcessResult {
        let scratch = try TemporaryDirectory(prefix: "dsgen-process")
        defer { scratch.remove() }
        let stdoutURL = scratch.url.appendingPathComponent("stdout")
        let stderrURL = scratch.url.appendingPathComponent("stderr")
        for file in [stdoutURL, stderrURL] where !FileManager.default.createFile(atPath: file.path, contents: nil) {
            throw ToolFailure(summary: "could not create \(file.path)", command: [], exitCode: -1, output: "")
        }
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let command = [executable.path] + arguments
        do {
            try process.run()
        } catch {
            throw ToolFailure(summary: "could not start \(executable.path): \(error)", command: command, exitCode: -1, output: "")
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = exited.wait(timeout: .now() + 10)
            throw ToolFailure(
                summary: "\(executable.lastPathComponent) timed out after \(Int(timeout)) s",
                command: command,
                exitCode: -1,
                output: (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
            )
        }
        process.waitUntilExit()
        return ProcessResult(
            command: command,
            exitCode: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8)
        )
    }

    /// The first executable named `name` on `PATH`.
    static func which(_ name: String) -> URL? {
        let path = ToolEnvironment.value("PATH") ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = URL(fileURLWithPath: String(dir), isDirectory: true).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

// MARK: - Temporary directories

/// A fresh directory under the system temporary directory.
struct TemporaryDirectory: Sendable {
    let url: URL

    init(prefix: String = "dsgen") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `contents` to `name` (which may contain subdirectories) and returns its URL.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

extension XCTestCase {
    /// A temporary directory removed when the current test ends.
    func makeTemporaryDirectory(prefix: String = "dsgen-test") throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: prefix)
        addTeardownBlock { directory.remove() }
        return directory
    }
}

// MARK: - Shared, lazily built state

/// Computes a value once per process, under a lock; failures are remembered too.
final class OnceCell<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, any Error>?

    func get(_ make: () throws -> Value) throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let made = Result { try make() }
        result = made
        return try made.get()
    }
}

/// Artifacts shared between test processes (`swift test --parallel` runs many),
/// keyed by a hash of their inputs and published with an atomic rename.
enum BuildCache {
    /// FNV-1a, 64 bit: a stable, dependency-free content hash.
    static func hash(_ parts: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Identity of an executable or jar without reading it: resolved path, size, mtime.
    static func fingerprint(_ file: URL) -> Data {
        let resolved = file.resolvingSymlinksInPath()
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved.path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return Data("\(resolved.path)|\(size)|\(modified)".utf8)
    }

    /// `<cache>/<name>-<key>`, built by `build(into:)` on first use.
    static func directory(
        named name: String,
        key: String,
        build: (URL) throws -> Void
    ) throws -> URL {
        let fileManager = FileManager.default
        let root = ToolEnvironment.cacheDirectory
        let final = root.appendingPathComponent("\(name)-\(key)", isDirectory: true)
        if fileManager.fileExists(atPath: final.path) { return final }
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        let staging = root.appendingPathComponent(".\(name)-\(key)-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            try build(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        do {
            try fileManager.moveItem(at: staging, to: final)
        } catch {
            // Another process published the same key first.
            try? fileManager.removeItem(at: staging)
            guard fileManager.fileExists(atPath: final.path) else { throw error }
        }
        return final
    }
}
