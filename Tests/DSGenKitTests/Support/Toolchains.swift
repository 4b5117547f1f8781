// Toolchains.swift — real compilers for the code dsgen generates.
//
// Generated code only counts as working when a real compiler accepts it, so
// tests hand generated files to:
//
// - `SwiftTypeChecker`: `swiftc -typecheck -swift-version 6` against a
//   compile-only mirror of SwiftUI (Tests/Support/SwiftUI/SwiftUI.swift, built
//   once as a module named `SwiftUI`), and `compileAndRun` for platform-neutral
//   Swift that can really execute on Linux.
// - `KotlinCompiler`: the Kotlin JVM compiler (scripts/install-kotlin) against
//   compile-only Compose stubs (Tests/Support/Compose/*.kt, compiled once as a
//   separate module so `internal` stays internal, as with the real artifacts),
//   and `compileAndRun` for platform-neutral Kotlin.
//
// Both start slowly (a JVM start costs ~1.5 s): batch all files of a test into
// one `typecheck`/`compile` call.
//
// A missing tool skips the test with a visible reason, or fails it when
// DSGEN_REQUIRE_TOOLS=1 (CI sets this through scripts/test).
//
// Environment:
//   DSGEN_REQUIRE_TOOLS=1  missing tools fail instead of skip
//   DSGEN_KOTLIN_JARS      jars directory printed by scripts/install-kotlin
//   DSGEN_INSTALL_TOOLS=1  install Kotlin on demand when it is not found
//   DSGEN_CACHE_DIR        cache root (default ~/.cache/dsgen): Kotlin install,
//                          built SwiftUI stub module, compiled Compose stubs
//   DSGEN_SWIFTC           swiftc to use (default: the running toolchain's, then PATH)
//   DSGEN_JAVA             java to use (default: $JAVA_HOME/bin/java, then PATH)

import Foundation
import XCTest

// MARK: - Package paths

enum PackagePaths {
    /// The package root: the directory holding Package.swift.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // DSGenKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/Support`: compile-only stubs shared by the tests.
    static var testSupport: URL { root.appendingPathComponent("Tests/Support", isDirectory: true) }

    /// `Tests/Support/SwiftUI/SwiftUI.swift`: the SwiftUI mirror module's only source.
    static var swiftUIStubSource: URL { testSupport.appendingPathComponent("SwiftUI/SwiftUI.swift") }

    /// `Tests/Support/Compose`: the Compose stub sources.
    static var composeStubsDirectory: URL { testSupport.appendingPathComponent("Compose", isDirectory: true) }

    /// `scripts/`.
    static var scripts: URL { root.appendingPathComponent("scripts", isDirectory: true) }

    /// All `Tests/Support/Compose/*.kt`, sorted by name.
    static func composeStubSources() throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: composeStubsDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "kt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

// MARK: - Environment and the missing-tool policy

enum ToolEnvironment {
    /// The variable's value, or nil when unset or empty.
    static func value(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value
    }

    /// `$DSGEN_CACHE_DIR`, else `~/.cache/dsgen`.
    static var cacheDirectory: URL {
        if let dir = value("DSGEN_CACHE_DIR") { return URL(fileURLWithPath: dir, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/dsgen", isDirectory: true)
    }
}

/// A required tool that is not available, under `DSGEN_REQUIRE_TOOLS=1`.
struct MissingToolError: Error, CustomStringConvertible {
    let tool: String
    let reason: String
    var description: String { "required tool '\(tool)' is unavailable: \(reason) (DSGEN_REQUIRE_TOOLS=1)" }
}

enum RequiredTool {
    /// True when CI demands every tool (`DSGEN_REQUIRE_TOOLS=1`).
    static var isRequired: Bool { ToolEnvironment.value("DSGEN_REQUIRE_TOOLS") == "1" }

    /// The error to throw when `tool` is missing: an `XCTSkip` carrying the
    /// reason, or a `MissingToolError` (a test failure) when tools are required.
    static func missing(_ tool: String, reason: String) -> any Error {
        if isRequired { return MissingToolError(tool: tool, reason: reason) }
        return XCTSkip("\(tool) unavailable: \(reason)")
    }
}

// MARK: - Errors

/// A tool ran and failed; `description` carries its full output, so a test log
/// shows the exact file:line:column the compiler rejected.
struct ToolFailure: Error, CustomStringConvertible {
    let summary: String
    let command: [String]
    let exitCode: Int32
    let output: String

    var description: String {
        """
        \(summary) (exit \(exitCode))
        ---- output ----
        \(output.trimmingCharacters(in: .whitespacesAndNewlines))
        ---- command ----
        \(command.joined(separator: " "))
        """
    }
}

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
            let stub = PackagePaths.swiftUIStubSource
            let key = BuildCache.hash([try Data(contentsOf: stub), BuildCache.fingerprint(swiftc), Data("v1".utf8)])
            let directory = try BuildCache.directory(named: "swiftui-stub", key: key) { staging in
                let result = try ProcessRunner.run(swiftc, [
                    "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", staging.appendingPathComponent("SwiftUI.swiftmodule").path,
                    stub.path,
                ])
                guard result.exitCode == 0 else {
                    throw ToolFailure(
                        summary: "the SwiftUI stub module (\(stub.path)) does not build",
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

// MARK: - Kotlin

/// Compiles generated Kotlin against the Compose stubs, and builds and runs
/// platform-neutral Kotlin on the JVM.
struct KotlinCompiler: Sendable {
    static let packageVersion = "0.19.0.944"
    static let compilerJarName = "kotlin-jupyter-kernel-0.19.0-944-all.jar"

    /// The `run_kotlin_kernel/jars` directory of the install.
    let jarsDirectory: URL
    let java: URL
    /// Compiled `Tests/Support/Compose/*.kt` (module `compose-stubs`).
    let composeStubClasses: URL

    /// kotlin-stdlib, for running compiled code.
    var stdlibJar: URL {
        jarsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("kotlin-home/lib/kotlin-stdlib.jar")
    }

    private static let cell = OnceCell<KotlinCompiler>()

    /// The process-wide compiler; the Compose stubs are compiled on first use
    /// (and cached across processes). Throws `XCTSkip` or `MissingToolError`
    /// when java or the Kotlin install is missing, `ToolFailure` when the stubs
    /// do not compile.
    static func shared() throws -> KotlinCompiler {
        try cell.get {
            let java = try locateJava()
            let jars = try locateJars()
            let stubs = try PackagePaths.composeStubSources()
            var inputs = try stubs.map { Data($0.lastPathComponent.utf8) + (try Data(contentsOf: $0)) }
            inputs.append(BuildCache.fingerprint(jars.appendingPathComponent(compilerJarName)))
            inputs.append(Data("v1".utf8))
            let classes = try BuildCache.directory(named: "compose-stubs", key: BuildCache.hash(inputs)) { staging in
                let result = try runKotlinc(jars: jars, [
                    "-no-reflect", "-module-name", "compose-stubs", "-Werror", "-d", staging.path,
                ] + stubs.map(\.path))
                guard result.exitCode == 0 else {
                    throw ToolFailure(
                        summary: "the Compose stubs (\(PackagePaths.composeStubsDirectory.path)) do not compile",
                        command: result.command, exitCode: result.exitCode, output: result.combinedOutput)
                }
            }
            return KotlinCompiler(jarsDirectory: jars, java: java, composeStubClasses: classes)
        }
    }

    /// Compiles `files` in one compiler run, with the Compose stubs and
    /// kotlin-stdlib on the classpath, into `outputDirectory` (a discarded
    /// temporary directory when nil). Throws `ToolFailure` with the diagnostics
    /// when the compiler rejects them; returns the (warning) output otherwise.
    @discardableResult
    func compile(
        _ files: [URL],
        warningsAsErrors: Bool = false,
        outputDirectory: URL? = nil,
        extraArguments: [String] = []
    ) throws -> String {
        precondition(!files.isEmpty, "compile needs at least one file")
        let scratch = outputDirectory == nil ? try TemporaryDirectory(prefix: "dsgen-kotlin-out") : nil
        defer { scratch?.remove() }
        let output = outputDirectory ?? scratch!.url
        var arguments = ["-no-reflect", "-classpath", composeStubClasses.path, "-d", output.path]
        if warningsAsErrors { arguments.append("-Werror") }
        arguments += extraArguments + files.map(\.path)
        let result = try Self.runKotlinc(jars: jarsDirectory, arguments)
        guard result.exitCode == 0 else {
            throw ToolFailure(
                summary: "kotlinc rejected \(files.map(\.lastPathComponent).joined(separator: ", "))",
                command: result.command, exitCode: result.exitCode, output: result.combinedOutput)
        }
        return result.combinedOutput
    }

    /// Compiles `files` (as `compile`), runs `mainClass` (e.g. `demo.MainKt`)
    /// on the JVM and returns its stdout. Throws `ToolFailure` when the compile
    /// fails or the program exits non-zero.
    func compileAndRun(
        _ files: [URL],
        mainClass: String,
        arguments: [String] = []
    ) throws -> String {
        let scratch = try TemporaryDirectory(prefix: "dsgen-kotlin-run")
        defer { scratch.remove() }
        try compile(files, outputDirectory: scratch.url)
        let classpath = [scratch.url.path, composeStubClasses.path, stdlibJar.path].joined(separator: ":")
        let run = try ProcessRunner.run(
            java,
            ["-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", classpath, mainClass] + arguments)
        guard run.exitCode == 0 else {
            throw ToolFailure(
                summary: "the Kotlin program \(mainClass) exited with an error",
                command: run.command, exitCode: run.exitCode, output: run.combinedOutput)
        }
        return run.stdout
    }

    private static func runKotlinc(jars: URL, _ arguments: [String]) throws -> ProcessResult {
        guard let bash = ProcessRunner.which("bash") else {
            throw RequiredTool.missing("bash", reason: "not found on PATH (runs scripts/kotlinc)")
        }
        let script = PackagePaths.scripts.appendingPathComponent("kotlinc")
        return try ProcessRunner.run(bash, [script.path] + arguments, environment: ["DSGEN_KOTLIN_JARS": jars.path])
    }

    /// `$DSGEN_JAVA`, else `$JAVA_HOME/bin/java`, else `PATH`.
    static func locateJava() throws -> URL {
        if let path = ToolEnvironment.value("DSGEN_JAVA") {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw RequiredTool.missing("java", reason: "DSGEN_JAVA=\(path) is not an executable")
            }
            return URL(fileURLWithPath: path)
        }
        if let home = ToolEnvironment.value("JAVA_HOME") {
            let java = URL(fileURLWithPath: home).appendingPathComponent("bin/java")
            if FileManager.default.isExecutableFile(atPath: java.path) { return java }
        }
        if let java = ProcessRunner.which("java") { return java }
        throw RequiredTool.missing("java", reason: "not found via DSGEN_JAVA, JAVA_HOME or PATH (Kotlin needs a JDK 17+)")
    }

    /// `$DSGEN_KOTLIN_JARS`, else the default install-kotlin cache, else (with
    /// `DSGEN_INSTALL_TOOLS=1`) a fresh `scripts/install-kotlin`.
    static func locateJars() throws -> URL {
        func valid(_ dir: URL) -> Bool {
            FileManager.default.fileExists(atPath: dir.appendingPathComponent(compilerJarName).path)
        }
        if let path = ToolEnvironment.value("DSGEN_KOTLIN_JARS") {
            let dir = URL(fileURLWithPath: path, isDirectory: true)
            guard valid(dir) else {
                throw RequiredTool.missing("kotlinc", reason: "DSGEN_KOTLIN_JARS=\(path) has no \(compilerJarName)")
            }
            return dir
        }
        let cached = ToolEnvironment.cacheDirectory
            .appendingPathComponent("kotlin-\(packageVersion)/run_kotlin_kernel/jars", isDirectory: true)
        if valid(cached) { return cached }
        if ToolEnvironment.value("DSGEN_INSTALL_TOOLS") == "1", let bash = ProcessRunner.which("bash") {
            let result = try ProcessRunner.run(bash, [PackagePaths.scripts.appendingPathComponent("install-kotlin").path])
            let dir = URL(
                fileURLWithPath: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), isDirectory: true)
            if result.exitCode == 0, valid(dir) { return dir }
            throw RequiredTool.missing("kotlinc", reason: "scripts/install-kotlin failed:\n\(result.stderr)")
        }
        throw RequiredTool.missing(
            "kotlinc",
            reason: "no Kotlin compiler at \(cached.path); run scripts/install-kotlin (scripts/test does) "
                + "or set DSGEN_KOTLIN_JARS")
    }
}
