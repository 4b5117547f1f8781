import DSGenKit
import Foundation
import XCTest

/// Proves the generated SwiftUI compiles: type-checked against the SwiftUI mirror with
/// warnings as errors, together with hand-written call sites; the platform-neutral parts
/// (enums, per-case data, tokens) are also linked and run.
final class SwiftUICompileTests: XCTestCase {
    private var fixtures: [URL] {
        let directory = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures")
        return ["DesignSystemComponents.swift", "CallSites.swift"].map { directory.appendingPathComponent($0) }
    }

    func testGeneratedSwiftAndCallSitesTypeCheck() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.swiftUI, into: directory)
        XCTAssertEqual(generated.count, 7, "4 generated files and 3 body scaffolds")
        try checker.typecheck(generated + fixtures, moduleName: "DesignSystem", warningsAsErrors: true)
    }

    func testMissingBodyIsACompileError() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.swiftUI, scaffolds: false, into: directory)
        XCTAssertThrowsError(try checker.typecheck(generated + fixtures, moduleName: "DesignSystem")) { error in
            XCTAssertTrue("\(error)".contains("does not conform to protocol 'View'"), "\(error)")
        }
    }

    func testPerCaseDataRuns() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.swiftUI, into: directory)
        let main = try directory.write("main.swift", """
            import SwiftUI
            for size in EBAdSpaceSize.allCases {
                print(size.rawValue, size.group.rawValue, Int(size.width), Int(size.height), Int(size.cornerRadius), size.supportsCaption)
            }
            print(EBToastDuration.allCases.map { "\\($0.rawValue)=\\(Int($0.seconds))" }.joined(separator: " "))
            print(EBAlertType.allCases.map { "\\($0.rawValue):\\($0.liveRegion.rawValue)" }.joined(separator: " "))
            print(EBToastSize(.mini), EBToastSize(.large), EBToastSize.small.controlSize)
            print(EBToastAppearance.allCases.map { "\\($0.rawValue):\\($0.supportsTheme)" }.joined(separator: " "))
            print(EBAdSpaceAccessibility.loadingLabel, EBAdSpaceTelemetry.impressionVisibleFraction, EBAdSpaceTelemetry.impressionDuration)
            """)
        let output = try SwiftUIStubLibrary.shared().run(generated + fixtures + [main])
        XCTAssertEqual(output, """
            banner-sm banner 320 50 4 false
            banner-lg banner 320 100 4 false
            banner-mrec banner 300 250 4 false
            promo-sm promo 131 126 8 true
            promo-md promo 224 200 8 true
            hero-sm hero 296 174 12 true
            hero-md hero 336 174 12 true
            short=3 long=5
            neutral:polite information:polite warning:polite error:assertive success:polite
            small base small
            neutral:true pending:true destructive:false
            Loading advertisement 0.5 1.0

            """)
    }
}

/// The SwiftUI mirror built as a linkable library, so generated code can run on Linux.
struct SwiftUIStubLibrary: Sendable {
    let swiftc: URL
    let directory: URL
    private static let cell = OnceCell<SwiftUIStubLibrary>()

    static func shared() throws -> SwiftUIStubLibrary {
        try cell.get {
            let swiftc = try SwiftTypeChecker.locateSwiftc()
            let stubs = try PackagePaths.swiftUIStubSources()
            let key = BuildCache.hash(try stubs.map { try Data(contentsOf: $0) } + [BuildCache.fingerprint(swiftc), Data("library-v1".utf8)])
            let directory = try BuildCache.directory(named: "swiftui-stub-library", key: key) { staging in
                let result = try ProcessRunner.run(swiftc, [
                    "-emit-library", "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", staging.appendingPathComponent("SwiftUI.swiftmodule").path,
                    "-o", staging.appendingPathComponent("libSwiftUI.so").path,
                ] + stubs.map(\.path))
                guard result.exitCode == 0 else {
                    throw ToolFailure(summary: "the SwiftUI stub library does not build", command: result.command,
                                      exitCode: result.exitCode, output: result.combinedOutput)
                }
            }
            return SwiftUIStubLibrary(swiftc: swiftc, directory: directory)
        }
    }

    /// Builds files (one of them `main.swift`) against the stub library, unoptimised (a debug
    /// build: assertions on) unless `optimized` (`-O`, a release build), and runs the program.
    func run(_ files: [URL], arguments: [String] = [], optimized: Bool = false) throws -> String {
        try SwiftTypeChecker(swiftc: swiftc, stubModuleDirectory: directory).compileAndRun(files, arguments: arguments, extraCompilerArguments: [
            "-I", directory.path, "-L", directory.path, "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", directory.path,
        ] + (optimized ? ["-O"] : ["-Onone"]))
    }
}

/// Renamed components, properties and cases keep their old names as deprecated aliases,
/// so call sites written against the old API still compile, with a warning.
final class SwiftUIRenameTests: XCTestCase {
    func testRenamedNamesStayAsDeprecatedAliases() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let schema = """
            design-system EB { summary "Test." }
            component Card {
              summary "A card."
              renamed-from Tile
              enum tone = calm { renamed-from mood; case calm { renamed-from quiet }; case loud }
              text title { renamed-from heading }
              text? subtitle { renamed-from caption; only tone == loud }
              slot content
            }
            """
        let file = SourceFile(path: "Card.dsgen", text: schema)
        let (model, diagnostics) = Pipeline.model(from: [file])
        let system = try XCTUnwrap(model, "\(diagnostics)")
        let generator = Generator(system: system, templates: try TemplateStore())
        let generated = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
        let oldCallSites = try directory.write("Old.swift", """
            import SwiftUI
            @MainActor func oldCallSites() -> [any View] {
                [EBTile(heading: "a") { Text("x") },
                 EBCard(title: "a", caption: "c") { Text("x") },
                 EBCard(tone: .quiet, title: "a") { Text("x") }]
            }
            func oldTypes(_ mood: EBCardMood, _ tone: EBTileTone) -> Bool { mood.supportsCaption && tone == .calm }
            """)
        // The LLVM style prints notes with their fix-its: `renamed:` gives one that rewrites the label.
        let output = try checker.typecheck(generated + [oldCallSites], moduleName: "Renames", extraArguments: ["-diagnostic-style", "llvm"])
        XCTAssertTrue(output.contains("'EBTile' is deprecated: renamed to 'EBCard'"), output)
        XCTAssertTrue(output.contains("'init(tone:heading:subtitle:content:)' is deprecated: replaced by 'init(tone:title:subtitle:content:)'"), output)
        XCTAssertTrue(output.contains("note: use 'init(tone:title:subtitle:content:)' instead"), "the fix-it: \(output)")
        XCTAssertTrue(output.contains("'init(tone:title:caption:content:)' is deprecated: replaced by 'init(tone:title:subtitle:content:)'"), output)
        XCTAssertTrue(output.contains("'quiet' is deprecated: renamed to 'calm'"), output)
        XCTAssertTrue(output.contains("'EBCardMood' is deprecated: renamed to 'EBCardTone'"), output)
        XCTAssertTrue(output.contains("'EBTileTone' is deprecated: renamed to 'EBCardTone'"), output)
        XCTAssertTrue(output.contains("'supportsCaption' is deprecated: renamed to 'supportsSubtitle'"), output)
    }
}
