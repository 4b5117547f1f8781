import DSGenCLI
import Foundation
import XCTest

/// Runs dsgen in-process, optionally in another current directory, and collects its output.
enum DSGenRunner {
    /// The exit code, standard output and standard error of one run.
    struct Result {
        var code: Int32
        var out: String
        var err: String
    }

    /// Serialises runs that change the process's current directory.
    private static let directoryLock = NSLock()

    /// Runs `dsgen arguments…`, in `directory` when given; `colors` turns on coloured diagnostics.
    static func run(_ arguments: [String], in directory: URL? = nil, colors: Bool = false) -> Result {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let output = CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 }, colorsDiagnostics: colors)
        directoryLock.lock()
        defer { directoryLock.unlock() }
        let previous = FileManager.default.currentDirectoryPath
        if let directory { XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path)) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let code = DSGenCommandLine(output: output).run(arguments)
        return Result(code: code, out: buffer.out, err: buffer.err)
    }

    /// The `dsgen` executable built beside the test bundle (`swift build --build-tests` builds both).
    static func executable() throws -> URL {
        // On Linux the bundle URL is the products folder; on macOS, the .xctest bundle in it.
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let dsgen = products.appendingPathComponent("dsgen")
        guard FileManager.default.isExecutableFile(atPath: dsgen.path) else {
            throw RequiredTool.missing("dsgen", reason: "no executable at \(dsgen.path); run `swift build --build-tests` first")
        }
        return dsgen
    }

    private final class BundleMarker {}
}
