import Foundation
import XCTest

/// `dsgen init`: the starter schemas lint clean, teach the language in comments, and generate
/// Swift and Kotlin that real compilers accept; init never overwrites.
final class InitCommandTests: XCTestCase {
    func testInitWritesSchemasThatLintClean() throws {
        let root = try makeTemporaryDirectory()
        let result = DSGenRunner.run(["init", "--prefix", "AC", "--kotlin-package", "com.acme.ds"], in: root.url)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("created Schemas/design-system.dsgen\ncreated Schemas/Button.dsgen\n"), result.out)
        let lint = DSGenRunner.run(["lint"], in: root.url)
        XCTAssertEqual(lint.code, 0, lint.err)
        XCTAssertEqual(lint.err, "", "no warnings either")
        XCTAssertEqual(lint.out, "1 component, 6 properties: no errors\n")
        let button = try String(contentsOf: root.url.appendingPathComponent("Schemas/Button.dsgen"), encoding: .utf8)
        let comments = button.split(separator: "\n").filter { $0.contains("//") }
        XCTAssertGreaterThanOrEqual(comments.count, 15, "comments teach the language")
        for keyword in ["component", "summary", "enum", "case", "field", "text", "bool", "slot?", "event", "tokens", "colors", "accessibility"] {
            XCTAssertTrue(button.contains("\n  \(keyword) ") || button.contains("\n    \(keyword) ") || button.hasPrefix("// Button") && button.contains("\(keyword) "),
                          "Button.dsgen shows '\(keyword)'")
        }
        let dump = DSGenRunner.run(["dump"], in: root.url)
        XCTAssertTrue(dump.out.contains("\"kotlinPackage\" : \"com.acme.ds\""), "the package from --kotlin-package")
    }

    func testInitNeverOverwrites() throws {
        let root = try makeTemporaryDirectory()
        try root.write("Schemas/Button.dsgen", "// mine\n")
        let result = DSGenRunner.run(["init"], in: root.url)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: Schemas/Button.dsgen already exists; dsgen init never overwrites (choose another directory)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.url.appendingPathComponent("Schemas/design-system.dsgen").path),
                       "nothing written when anything exists")
        XCTAssertEqual(try String(contentsOf: root.url.appendingPathComponent("Schemas/Button.dsgen"), encoding: .utf8), "// mine\n")
        XCTAssertEqual(DSGenRunner.run(["init", "--prefix", "ds"], in: root.url).code, 64)
        XCTAssertEqual(DSGenRunner.run(["init", "--package", "--name", "My-DS"], in: root.url).code, 64)
    }

    func testTheStarterGeneratesSwiftAndKotlinThatCompile() throws {
        let root = try makeTemporaryDirectory()
        XCTAssertEqual(DSGenRunner.run(["init", "--package", "--dsgen", PackagePaths.root.path], in: root.url).code, 0)
        let sources = root.url.appendingPathComponent("Sources/DesignSystem")
        let out = root.url.appendingPathComponent("Generated")
        let emit = DSGenRunner.run(["emit", "--target", "swiftui", "--target", "kotlin", "--out", out.path, sources.path])
        XCTAssertEqual(emit.code, 0, emit.err)
        let kotlinSources = root.url.appendingPathComponent("kotlin")
        XCTAssertEqual(DSGenRunner.run(["scaffold", "--target", "compose", "--package-folders", "--out", kotlinSources.path, sources.path]).code, 0)

        let kotlin = [out.appendingPathComponent("compose/DSButton.kt"),
                      kotlinSources.appendingPathComponent("ds/designsystem/DSButtonImpl.kt")]
        try KotlinCompiler.shared().compile(kotlin, warningsAsErrors: true)

        let swift = try FileManager.default.contentsOfDirectory(at: out.appendingPathComponent("swiftui"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" } + [sources.appendingPathComponent("DSButton+Body.swift")]
        XCTAssertEqual(swift.count, 3)
        try SwiftTypeChecker.shared().typecheck(swift, moduleName: "DesignSystem", warningsAsErrors: true)
    }

    func testInitPackageWritesAPackageUsingThePlugin() throws {
        let root = try makeTemporaryDirectory()
        let result = DSGenRunner.run(["init", "--package", "--name", "AcmeDesign", "--prefix", "AC", "Acme"], in: root.url)
        XCTAssertEqual(result.code, 0, result.err)
        let package = root.url.appendingPathComponent("Acme")
        let files = try FileManager.default.subpathsOfDirectory(atPath: package.path).filter { !$0.hasSuffix("/") }.sorted()
        XCTAssertEqual(files, [".gitignore", "Package.swift", "Sources", "Sources/AcmeDesign", "Sources/AcmeDesign/ACButton+Body.swift",
                               "Sources/AcmeDesign/Button.dsgen", "Sources/AcmeDesign/design-system.dsgen", "Tests",
                               "Tests/AcmeDesignTests", "Tests/AcmeDesignTests/ACButtonTests.swift"])
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(url: "https://github.com/YOUR-ORG/dsgen.git", from: "0.1.0")"#), manifest)
        XCTAssertTrue(manifest.contains(#"plugins: [.plugin(name: "DSGenPlugin", package: "dsgen")]"#), manifest)
        XCTAssertTrue(result.out.hasSuffix("\nnext: cd Acme && swift build && swift test — then edit Sources/*/Button.dsgen, or add a component beside it and run `dsgen scaffold --target swiftui`\n"), result.out)
        // The package's own build and test run in scripts/test ("init --package: …"): they need SwiftPM.
    }
}
