// The Swift compiler for generated code (see Toolchains.swift).

import Foundation
import XCTest

// MARK: - Swift

/// Type-checks generated Swift against the SwiftUI mirror, and builds and runs
/// platform-neutral Swift.
struct SwiftTypeChecker: Sendable {
    /// The swiftc in use.
    let swiftc: URL
    /// Directory holding `SwiftUI.swiftmodule` (pass as `-I`).
    let stubModuleDirectory: URL

    private static let cell = OnceCell<SwiftTypeChecker>()

    /// The process-wide checker; the SwiftUI stub module is built on first use
    /// (and cached across processes). Throws `XCTSkip` or `MissingToolError`
    /// when swiftc is missing, `ToolFailure` when the stub does not build.
    static func shared() throws -> SwiftTypeChecker {
        try cell.get {
            let swiftc = try locateSwiftc()
            let stubs = try PackagePaths.swiftUIStubSources()
            let key = BuildCache.hash(try stubs.map { try Data(contentsOf: $0) } + [BuildCache.fingerprint(swiftc), Data("v1".utf8)])
            let directory = try BuildCache.directory(named: "swiftui-stub", key: key) { staging in
                let result = try ProcessRunner.run(swiftc, [
                    "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", staging.appendingPathComponent("SwiftUI.swiftmodule").path,
                ] + stubs.map(\.path))
                guard result.exitCode == 0 else {
                    throw ToolFailure(
                        summary: "the SwiftUI stub module (Tests/Support/SwiftUI) does not build",
                        command: result.command, exitCode: result.exitCode, output: result.combinedOutput)
                }
            }
            return SwiftTypeChecker(swiftc: swiftc, stubModuleDirectory: directory)
        }
    }

    /// `swiftc -typecheck -swift-version 6 -parse-as-library -I <SwiftUI stub>`
    /// over `files` as one module. Throws `ToolFailure` with the diagnostics
    /// when the compiler rejects them; returns the (warning) output otherwise.
    @discardableResult
    func typecheck(
        _ files: [URL],
        moduleName: String = "Generated",
        warningsAsErrors: Bool = false,
        extraArguments: [String] = []
    ) throws -> String {
        precondition(!files.isEmpty, "typecheck needs at least one file")
        var arguments = [
            "-typecheck", "-swift-version", "6", "-parse-as-library",
            "-module-name", moduleName, "-I", stubModuleDirectory.path,
        ]
        if warningsAsErrors { arguments.append("-warnings-as-errors") }
        arguments += extraArguments + files.map(\.path)
        let result = try ProcessRunner.run(swiftc, arguments)
        guard result.exitCode == 0 else {
            throw ToolFailure(
                summary: "swiftc rejected \(files.map(\.lastPathComponent).joined(separator: ", "))",
                command: result.command, exitCode: result.exitCode, output: result.combinedOutput)
        }
        return result.combinedOutput
    }

    /// Builds `files` (Swift 6, Foundation only, no SwiftUI) into an executable,
    /// runs it and returns its stdout. Entry point: a `main.swift`, a single
    /// file with top-level code, or an `@main` type. Throws `ToolFailure` when
    /// the build fails or the program exits non-zero.
    func compileAndRun(
        _ files: [URL],
        moduleName: String = "Main",
        arguments: [String] = [],
        extraCompilerArguments: [String] = []
    ) throws -> String {
        precondition(!files.isEmpty, "compileAndRun needs at least one file")
        let scratch = try TemporaryDirectory(prefix: "dsgen-swift-run")
        defer { scratch.remove() }
        let executable = scratch.url.appendingPathComponent(moduleName)
        var compile = ["-swift-version", "6", "-module-name", moduleName]
        if files.count > 1 && !files.contains(where: { $0.lastPathComponent == "main.swift" }) {
            compile.append("-parse-as-library")
        }
        compile += extraCompilerArguments + ["-o", executable.path] + files.map(\.path)
        let build = try ProcessRunner.run(swiftc, compile, currentDirectory: scratch.url)
        guard build.exitCode == 0 else {
            throw ToolFailure(
                summary: "swiftc could not build \(files.map(\.lastPathComponent).joined(separator: ", "))",
                command: build.command, exitCode: build.exitCode, output: build.combinedOutput)
        }
        let run = try ProcessRunner.run(executable, arguments)
        guard run.exitCode == 0 else {
            throw ToolFailure(
                summary: "the Swift program exited with an error",
                command: run.command, exitCode: run.exitCode, output: run.combinedOutput)
        }
        return run.stdout
    }

    /// `$DSGEN_SWIFTC`, else the toolchain this test binary runs on, else `PATH`.
    static func locateSwiftc() throws -> URL {
        if let path = ToolEnvironment.value("DSGEN_SWIFTC") {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw RequiredTool.missing("swiftc", reason: "DSGEN_SWIFTC=\(path) is not an executable")
            }
            return URL(fileURLWithPath: path)
        }
        if let swiftc = runningToolchainSwiftc() { return swiftc }
        if let swiftc = ProcessRunner.which("swiftc") { return swiftc }
        throw RequiredTool.missing("swiftc", reason: "not found next to the running Swift runtime nor on PATH")
    }

    /// `<toolchain>/usr/bin/swiftc` for the libswiftCore this process loaded.
    private static func runningToolchainSwiftc() -> URL? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            guard let slash = line.firstIndex(of: "/"),
                let marker = line.range(of: "/lib/swift/", options: .backwards)
            else { continue }
            let usr = String(line[slash..<marker.lowerBound])
            let swiftc = URL(fileURLWithPath: usr).appendingPathComponent("bin/swiftc")
            if FileManager.default.isExecutableFile(atPath: swiftc.path) { return swiftc }
        }
        return nil
    }
}
