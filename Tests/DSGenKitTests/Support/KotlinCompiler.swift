// The Kotlin compiler for generated code (see Toolchains.swift).

import Foundation
import XCTest

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
