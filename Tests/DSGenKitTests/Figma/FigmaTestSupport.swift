@testable import DSGenKit
import DSGenCLI
import Foundation
import XCTest

/// `Tests/Support/Figma/figma-server.py` on a free loopback port, serving the seed fixtures.
/// Needs python3: skipped with the reason locally, a failure in CI (DSGEN_REQUIRE_TOOLS=1).
final class FigmaTestServer {
    private let process = Process()
    /// `http://127.0.0.1:<port>`.
    let url: String

    init() throws {
        guard let python = ProcessRunner.which("python3") else {
            throw RequiredTool.missing("python3", reason: "not on PATH; the Figma pull tests run a loopback server in it")
        }
        let support = PackagePaths.testSupport.appendingPathComponent("Figma")
        let pipe = Pipe()
        process.executableURL = python
        process.arguments = [support.appendingPathComponent("figma-server.py").path, support.appendingPathComponent("api").path]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw ToolFailure(summary: "figma-server.py did not start", command: ["python3", "figma-server.py"], exitCode: -1, output: text)
        }
        url = "http://127.0.0.1:\(port)"
    }

    /// The requests served so far: path and status.
    func requests() throws -> [(path: String, status: Int)] {
        let data = try Data(contentsOf: URL(string: url + "/_requests")!)
        let list = try JSONSerialization.jsonObject(with: data) as? [[Any]] ?? []
        return list.map { ($0[0] as? String ?? "", $0[1] as? Int ?? 0) }
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}

/// Seeds, snapshots and helpers shared by the Figma tests.
enum FigmaSeeds {
    /// `Schemas/`.
    static var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }
    /// The committed snapshots, `Figma/`.
    static var snapshots: FigmaSnapshotStore { FigmaSnapshotStore(directory: PackagePaths.root.appendingPathComponent("Figma").path) }

    /// The seed schemas' Figma views.
    static func load() throws -> FigmaSchemas { try FigmaSchemas.load([schemas]) }

    /// A committed snapshot.
    static func snapshot(_ component: String) throws -> FigmaSnapshot {
        try XCTUnwrap(try snapshots.read(component), "no committed snapshot of \(component)")
    }

    /// Runs dsgen in-process; returns the exit code, stdout and stderr.
    static func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let output = CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })
        let code = DSGenCommandLine(output: output).run(arguments)
        return (code, buffer.out, buffer.err)
    }
}
