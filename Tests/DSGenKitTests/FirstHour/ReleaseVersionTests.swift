import DSGenCLI
import Foundation
import XCTest

/// One version everywhere: `dsgen --version`, the README's `from:`, the changelog's latest
/// release, the CI workflow's pin and the editor extension; and `scripts/install`, which
/// installs a binary only when it reports the checkout's version.
final class ReleaseVersionTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testEveryPlaceNamesTheSameVersion() throws {
        let version = DSGenCommandLine.version
        XCTAssertEqual(DSGenRunner.run(["--version"]).out, "dsgen \(version)\n")
        let readme = try text("README.md")
        XCTAssertTrue(readme.contains(#"from: "\#(version)")"#), "the README's dependency resolves against the tag \(version)")
        XCTAssertFalse(readme.contains("example.com/dsgen"), "no placeholder host")
        let changelog = try text("CHANGELOG.md")
        let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        XCTAssertEqual(latest?.split(separator: " ").dropFirst().first.map(String.init), version)
        let extensionPackage = try JSONSerialization.jsonObject(with: Data(try text("Editors/vscode/package.json").utf8)) as? [String: Any]
        XCTAssertEqual(extensionPackage?["version"] as? String, version)
        XCTAssertTrue(try text("LICENSE").hasPrefix("MIT License\n"))
    }

    func testInstallChecksTheVersion() throws {
        let dsgen = try DSGenRunner.executable()
        guard let bash = ProcessRunner.which("bash") else { throw RequiredTool.missing("bash", reason: "not on PATH") }
        let prefix = try makeTemporaryDirectory(prefix: "dsgen-install")
        let script = PackagePaths.scripts.appendingPathComponent("install").path
        let installed = try ProcessRunner.run(bash, [script, "--prefix", prefix.url.path, "--binary", dsgen.path, "--version", DSGenCommandLine.version])
        XCTAssertEqual(installed.exitCode, 0, installed.combinedOutput)
        XCTAssertTrue(installed.stdout.hasPrefix("installed dsgen \(DSGenCommandLine.version) at \(prefix.url.path)/bin/dsgen\n"), installed.stdout)
        let version = try ProcessRunner.run(prefix.url.appendingPathComponent("bin/dsgen"), ["--version"])
        XCTAssertEqual(version.stdout, "dsgen \(DSGenCommandLine.version)\n")

        let other = try ProcessRunner.run(bash, [script, "--prefix", prefix.url.path, "--binary", dsgen.path, "--version", "99.0.0"])
        XCTAssertEqual(other.exitCode, 1)
        XCTAssertEqual(other.stderr, "scripts/install: this checkout is dsgen \(DSGenCommandLine.version), not 99.0.0 (check out the tag 99.0.0)\n")
        try prefix.write("fake-dsgen", "#!/bin/sh\necho dsgen 0.0.1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: prefix.url.appendingPathComponent("fake-dsgen").path)
        let wrong = try ProcessRunner.run(bash, [script, "--prefix", prefix.url.path, "--binary", prefix.url.appendingPathComponent("fake-dsgen").path])
        XCTAssertEqual(wrong.exitCode, 1)
        XCTAssertTrue(wrong.stderr.contains("printed 'dsgen 0.0.1', expected 'dsgen \(DSGenCommandLine.version)'"), wrong.stderr)
    }

    /// Without libcurl's development files the static build compiled for minutes, then failed
    /// to link with "cannot find -lcurl"; the script now says what to install before building.
    func testInstallNamesLibcurlBeforeBuilding() throws {
        guard let bash = ProcessRunner.which("bash") else { throw RequiredTool.missing("bash", reason: "not on PATH") }
        let scratch = try makeTemporaryDirectory(prefix: "dsgen-install")
        let ldconfig = try scratch.write("bin/ldconfig", "#!/bin/sh\necho '\tlibc.so.6 (libc6,x86-64) => /lib/libc.so.6'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ldconfig.path)
        let path = ldconfig.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let script = PackagePaths.scripts.appendingPathComponent("install").path
        let result = try ProcessRunner.run(bash, [script, "--prefix", scratch.url.path], environment: ["PATH": path], timeout: 60)
        #if os(Linux)
        XCTAssertEqual(result.exitCode, 1, result.combinedOutput)
        XCTAssertTrue(result.stderr.hasPrefix("scripts/install: the static build links libcurl"), result.stderr)
        XCTAssertTrue(result.stderr.contains("apt-get install libcurl4-openssl-dev"), result.stderr)
        XCTAssertEqual(result.stdout, "", "nothing built")
        #endif
    }
}
