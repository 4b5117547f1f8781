import Foundation
import XCTest

/// The Android journey: Kotlin files where Gradle, Android Studio and ktlint expect them
/// (folder = package), the package set from the command line, and scaffolds that match.
final class KotlinLayoutTests: XCTestCase {
    private var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }

    func testPackageFoldersPutEveryFileInItsPackagesFolder() throws {
        let root = try makeTemporaryDirectory()
        let generated = root.url.appendingPathComponent("build/generated/dsgen").path
        let sources = root.url.appendingPathComponent("src/main/java").path
        let emit = DSGenRunner.run(["emit", "--target", "kotlin", "--kotlin-package", "com.acme.ds", "--package-folders",
                                    "--out", generated, schemas])
        XCTAssertEqual(emit.code, 0, emit.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: generated + "/com/acme/ds/EBAlert.kt"), emit.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: generated + "/compose"))
        let check = DSGenRunner.run(["check", "--target", "kotlin", "--kotlin-package", "com.acme.ds", "--package-folders",
                                     "--out", generated, schemas])
        XCTAssertEqual(check.code, 0, check.out + check.err)
        let scaffold = DSGenRunner.run(["scaffold", "--target", "compose", "--kotlin-package", "com.acme.ds", "--package-folders",
                                        "--out", sources, schemas])
        XCTAssertEqual(scaffold.code, 0, scaffold.err)
        XCTAssertTrue(scaffold.out.contains("created \(sources)/com/acme/ds/EBAlertImpl.kt"), scaffold.out)
        let files = try kotlinFiles(under: [generated, sources])
        XCTAssertEqual(files.count, 6)
        for (relative, text) in files {
            XCTAssertPackageMatchesFolder(relative, text)
            XCTAssertTrue(text.contains("\npackage com.acme.ds\n"), relative)
        }
    }

    func testTheSchemasPackageWithoutTheOption() throws {
        let root = try makeTemporaryDirectory()
        XCTAssertEqual(DSGenRunner.run(["emit", "--target", "compose", "--package-folders", "--out", root.url.path, schemas]).code, 0)
        for (relative, text) in try kotlinFiles(under: [root.url.path]) { XCTAssertPackageMatchesFolder(relative, text) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.url.path + "/com/eb/designsystem/EBToast.kt"))
    }

    func testABadPackageNameIsAUsageError() {
        for bad in ["com.acme-ds", "com..acme", "com.fun.ds", "1com"] {
            let result = DSGenRunner.run(["emit", "--target", "kotlin", "--kotlin-package", bad, "--out", "/nonexistent", schemas])
            XCTAssertEqual(result.code, 64, bad)
            XCTAssertTrue(result.err.hasPrefix("error: '\(bad)' is not a Kotlin package name"), result.err)
        }
    }

    func testScaffoldAllCreatesBothOrNeedsOut() throws {
        let root = try makeTemporaryDirectory()
        let missingOut = DSGenRunner.run(["scaffold", "--target", "all", schemas])
        XCTAssertEqual(missingOut.code, 64)
        XCTAssertTrue(missingOut.err.hasPrefix("error: scaffold --target all needs --out"), missingOut.err)
        XCTAssertEqual(DSGenRunner.run(["scaffold", "--target", "docs", "--out", root.url.path, schemas]).code, 64)
        let all = DSGenRunner.run(["scaffold", "--target", "all", "--out", root.url.path, schemas])
        XCTAssertEqual(all.code, 0, all.err)
        XCTAssertTrue(all.out.hasSuffix("6 created, 0 already present (never overwritten)\n"), all.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.url.path + "/EBAlert+Body.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.url.path + "/EBAlertImpl.kt"))
    }

    func testSwiftUIScaffoldsDefaultToWhereThePluginFindsTheSchemas() throws {
        let package = try makeTemporaryDirectory()
        for name in ["design-system.dsgen", "Alert.dsgen"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas/\(name)"),
                                             to: try folder(package.url.appendingPathComponent("Sources/DesignSystem")).appendingPathComponent(name))
        }
        let lint = DSGenRunner.run(["lint"], in: package.url)
        XCTAssertEqual(lint.code, 0, lint.err)
        let scaffold = DSGenRunner.run(["scaffold", "--target", "swiftui"], in: package.url)
        XCTAssertEqual(scaffold.code, 0, scaffold.err)
        XCTAssertEqual(scaffold.out, "created Sources/DesignSystem/EBAlert+Body.swift\n1 created, 0 already present (never overwritten)\n")
    }

    private func folder(_ url: URL) throws -> URL {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every `.kt` file under the roots: its path relative to its root, and its text.
    private func kotlinFiles(under roots: [String]) throws -> [(String, String)] {
        try roots.flatMap { root in
            try (FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".kt") }.sorted().map {
                ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8))
            }
        }
    }

    /// ktlint's `package-name` / Android Studio's check: the folder below the source root is the package path.
    private func XCTAssertPackageMatchesFolder(_ relative: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let package = text.split(separator: "\n").first { $0.hasPrefix("package ") }.map { String($0.dropFirst("package ".count)) }
        let folder = (relative as NSString).deletingLastPathComponent
        XCTAssertEqual(package?.replacingOccurrences(of: ".", with: "/"), folder, "\(relative) declares package \(package ?? "none")", file: file, line: line)
    }
}
