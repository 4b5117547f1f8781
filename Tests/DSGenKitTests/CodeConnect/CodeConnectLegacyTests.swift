@testable import DSGenKit
import Foundation
import XCTest

/// Proves the legacy Code Connect files: `.figma.swift` type-checks against a mirror of
/// Code Connect's Swift API (module `Figma`) and the generated SwiftUI API;
/// `.figma.kt` compiles with the real Kotlin compiler against a stub of
/// `com.figma.code.connect` and the generated Compose API.
final class CodeConnectLegacyTests: XCTestCase {
    private static let figmaModule = OnceCell<URL>()

    /// The `Figma` mirror module (Tests/Support/CodeConnect/Figma.swift), built once and cached.
    static func figmaModuleDirectory(_ checker: SwiftTypeChecker) throws -> URL {
        try figmaModule.get {
            let source = CodeConnectRenderer.supportDirectory.appendingPathComponent("Figma.swift")
            let key = BuildCache.hash([try Data(contentsOf: source), try Data(contentsOf: PackagePaths.swiftUIStubSource),
                                       BuildCache.fingerprint(checker.swiftc), Data("figma-v1".utf8)])
            return try BuildCache.directory(named: "figma-stub", key: key) { staging in
                let result = try ProcessRunner.run(checker.swiftc, [
                    "-emit-module", "-module-name", "Figma", "-parse-as-library", "-swift-version", "6",
                    "-I", checker.stubModuleDirectory.path,
                    "-emit-module-path", staging.appendingPathComponent("Figma.swiftmodule").path, source.path,
                ])
                guard result.exitCode == 0 else {
                    throw ToolFailure(summary: "the Figma mirror module does not build", command: result.command,
                                      exitCode: result.exitCode, output: result.combinedOutput)
                }
            }
        }
    }

    private func legacyFiles(_ system: DesignSystem, into directory: TemporaryDirectory, folder: String) throws -> [String: URL] {
        let files = try Generator(system: system, templates: try TemplateStore()).files(for: .codeConnectLegacy)
        return Dictionary(uniqueKeysWithValues: try files.map { file in
            (String(file.path.split(separator: "/").last!), try directory.write(folder + "/" + file.path, file.contents))
        })
    }

    func testLegacySwiftTypeChecksAgainstTheFigmaMirror() throws {
        let checker = try SwiftTypeChecker.shared()
        let figma = try Self.figmaModuleDirectory(checker)
        let directory = try makeTemporaryDirectory()
        let seeds = try legacyFiles(try SeedSchemas.system(), into: directory, folder: "seeds")
        let chips = try legacyFiles(try CodeConnectTemplateTests.chipSystem(), into: directory, folder: "chips")
        XCTAssertEqual(seeds.keys.sorted(), ["EBAdSpace.figma.kt", "EBAdSpace.figma.swift", "EBAlert.figma.kt", "EBAlert.figma.swift",
                                             "EBToast.figma.kt", "EBToast.figma.swift"])

        let api = try SeedSchemas.write(.swiftUI, into: directory)
        let generator = Generator(system: try CodeConnectTemplateTests.chipSystem(), templates: try TemplateStore())
        let chipAPI = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("chip/" + $0.path, $0.contents) }
        let fixtures = [PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift")]
        let legacy = (seeds.values.filter { $0.pathExtension == "swift" } + chips.values.filter { $0.pathExtension == "swift" })
            .sorted { $0.path < $1.path }
        try checker.typecheck(api + chipAPI + fixtures + legacy, moduleName: "DesignSystem", warningsAsErrors: true,
                              extraArguments: ["-I", figma.path])

        let alert = try String(contentsOf: seeds["EBAlert.figma.swift"]!, encoding: .utf8)
        XCTAssertTrue(alert.contains("""
            struct EBAlert_connection: FigmaConnect {
                let component = EBAlert.self
                let figmaNodeUrl = "https://www.figma.com/design/EBDS0000/EB-Design-System?node-id=2001-1024"

                /// type: Figma variant "Type".
                @FigmaEnum("Type", mapping: [
                    "Default": .neutral,
                    "Information": .information,
                    "Warning": .warning,
                    "Error": .error,
                    "Success": .success,
                ], hideDefault: true)
                var type: EBAlertType = .neutral

                /// style: Figma variant "Full Width".
                @FigmaEnum("Full Width", mapping: [
                    "yes": .banner,
                    "No": .card,
                    "no": .card,
                ], hideDefault: true)
                var style: EBAlertStyle = .banner

                /// description: Figma variant "Description".
                @FigmaEnum("Description", mapping: [
                    "yes": "Update your card to keep your subscription active.",
                    "no": nil,
                ], hideDefault: true)
                var description: String? = nil
            """), alert)
        XCTAssertTrue(alert.hasSuffix("""
                var body: some View {
                    EBAlert(
                        type: type,
                        title: "Payment method expired",
                        description: description,
                        leadingIcon: leadingIcon,
                        trailingIcon: trailingIcon
                    )
                    .ebAlertStyle(style)
                }
            }

            """), alert)
        // Layouts: banner sizes without a caption, destructive toasts without a theme.
        let adSpace = try String(contentsOf: seeds["EBAdSpace.figma.swift"]!, encoding: .utf8)
        XCTAssertEqual(adSpace.components(separatedBy: ": FigmaConnect {").count - 1, 4)
        XCTAssertTrue(adSpace.contains("let variant: [String: Any]? = [\"size\": \"banner-mrec\"]"))
        XCTAssertEqual(adSpace.components(separatedBy: "caption: caption").count - 1, 1, "only the general connection shows the caption")
        let toast = try String(contentsOf: seeds["EBToast.figma.swift"]!, encoding: .utf8)
        XCTAssertTrue(toast.contains("""
                    EBToast(
                        appearance: .destructive,
                        message: "Transfer sent",
                        leadingIcon: leadingIcon
                    )
                    .controlSize(size)
                }
            """), toast)
        XCTAssertTrue(toast.contains("@FigmaEnum(\"Large Label\", mapping: [\n        \"yes\": .regular,\n        \"no\": .small,\n    ], hideDefault: true)\n    var size: ControlSize = .regular"))
    }

    func testLegacyKotlinCompilesAgainstTheAnnotationStub() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        let seeds = try legacyFiles(try SeedSchemas.system(), into: directory, folder: "seeds")
        let chips = try legacyFiles(try CodeConnectTemplateTests.chipSystem(), into: directory, folder: "chips")
        let api = try SeedSchemas.write(.compose, into: directory)
        let generator = Generator(system: try CodeConnectTemplateTests.chipSystem(), templates: try TemplateStore())
        let chipAPI = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("chip/" + $0.path, $0.contents) }
        let support = [
            PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt"),
            CodeConnectRenderer.supportDirectory.appendingPathComponent("Annotations.kt"),
        ]
        let legacy = (seeds.values.filter { $0.pathExtension == "kt" } + chips.values.filter { $0.pathExtension == "kt" }).sorted { $0.path < $1.path }
        try compiler.compile(api + chipAPI + support + legacy, warningsAsErrors: true)

        let alert = try String(contentsOf: seeds["EBAlert.figma.kt"]!, encoding: .utf8)
        XCTAssertTrue(alert.contains("""
            @FigmaConnect(url = "https://www.figma.com/design/EBDS0000/EB-Design-System?node-id=2001-1024")
            class EBAlertDoc {
                /** type: Figma variant "Type". */
                @FigmaProperty(FigmaType.Enum, "Type")
                val type: EBAlertType = Figma.mapping(
                    "Default" to EBAlertType.Neutral,
                    "Information" to EBAlertType.Information,
                    "Warning" to EBAlertType.Warning,
                    "Error" to EBAlertType.Error,
                    "Success" to EBAlertType.Success
                )

                /** style: Figma variant "Full Width". */
                @FigmaProperty(FigmaType.Enum, "Full Width")
                val style: EBAlertStyle = Figma.mapping(
                    "yes" to EBAlertStyle.Banner,
                    "No" to EBAlertStyle.Card,
                    "no" to EBAlertStyle.Card
                )
            """), alert)
        XCTAssertTrue(alert.hasSuffix("""
                @Composable
                fun ComponentExample() {
                    EBAlert(
                        title = "Payment method expired",
                        type = type,
                        style = style,
                        description = description,
                        leadingIcon = leadingIcon,
                        trailingIcon = trailingIcon
                    )
                }
            }

            """), alert)
        let toast = try String(contentsOf: seeds["EBToast.figma.kt"]!, encoding: .utf8)
        XCTAssertTrue(toast.contains("@FigmaVariant(\"Type\", \"error\")\nclass EBToastTypeErrorDoc {"))
        let destructive = toast.components(separatedBy: "class EBToastTypeErrorDoc")[1]
        XCTAssertFalse(destructive.contains("theme"), destructive)
        XCTAssertTrue(destructive.contains("appearance = EBToastAppearance.Destructive,"))
        let adSpace = try String(contentsOf: seeds["EBAdSpace.figma.kt"]!, encoding: .utf8)
        for spelling in ["BannerSm", "BannerLg", "BannerMrec"] {
            let doc = adSpace.components(separatedBy: "class EBAdSpaceSize\(spelling)Doc")[1].components(separatedBy: "\nclass ")[0]
            XCTAssertFalse(doc.contains("caption"), doc)
            XCTAssertTrue(doc.contains("size = EBAdSpaceSize.\(spelling),"), doc)
        }
    }

    func testLegacyIsNotPartOfAll() {
        XCTAssertFalse(Target.all.contains(.codeConnectLegacy))
        XCTAssertEqual(Target.named("codeconnect-legacy"), [.codeConnectLegacy])
    }
}
