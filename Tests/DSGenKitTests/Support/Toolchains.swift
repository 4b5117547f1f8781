// Toolchains.swift — real compilers for the code dsgen generates.
//
// Generated code only counts as working when a real compiler accepts it, so
// tests hand generated files to:
//
// - `SwiftTypeChecker`: `swiftc -typecheck -swift-version 6` against a
//   compile-only mirror of SwiftUI (Tests/Support/SwiftUI/*.swift, built
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

    /// `Tests/Support/SwiftUI/*.swift`, sorted by name: the SwiftUI mirror module's sources.
    static func swiftUIStubSources() throws -> [URL] {
        try sources(in: testSupport.appendingPathComponent("SwiftUI", isDirectory: true), withExtension: "swift")
    }

    /// `Tests/Support/Compose`: the Compose stub sources.
    static var composeStubsDirectory: URL { testSupport.appendingPathComponent("Compose", isDirectory: true) }

    /// `scripts/`.
    static var scripts: URL { root.appendingPathComponent("scripts", isDirectory: true) }

    /// All `Tests/Support/Compose/*.kt`, sorted by name.
    static func composeStubSources() throws -> [URL] {
        try sources(in: composeStubsDirectory, withExtension: "kt")
    }

    private static func sources(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == pathExtension }
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
