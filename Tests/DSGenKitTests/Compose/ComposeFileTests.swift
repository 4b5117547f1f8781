@testable import DSGenKit
import Foundation
import XCTest

/// The Compose files: colours and constants, value types, imports, layout, scaffolds and KDoc
/// (parameters and per-case data: ComposeContextTests).
final class ComposeFileTests: XCTestCase, ComposeFixtures {
    // MARK: - Tokens and constants

    func testColorsCarryOpacityAsAlpha() throws {
        XCTAssertEqual(ComposeContextBuilder.colorLiteral(ColorValue(hex: "#072592", opacityPercent: 80)), "Color(0xCC072592)")
        XCTAssertEqual(ComposeContextBuilder.colorLiteral(ColorValue(hex: "#E5F1FF", opacityPercent: 100)), "Color(0xFFE5F1FF)")
        XCTAssertEqual(ComposeContextBuilder.colorLiteral(ColorValue(hex: "#000000", opacityPercent: 5)), "Color(0x0D000000)")
        let alert = try file("EBAlert")
        XCTAssertTrue(alert.contains("""
                    val Information = EBAlertColors(
                        background = Color(0xFFE5F1FF), // main/alert/color/information/bg
                        title = Color(0xFF072592), // main/alert/color/information/label-title
                        description = Color(0xCC072592), // main/alert/color/information/description
            """), alert)
    }

    func testTwoAxisColorsNestOnlyWhereTheEntryVaries() throws {
        let set = try XCTUnwrap(context("Toast").component.colorSets.first)
        XCTAssertEqual(set.accessor.declaration, "fun EBToastAppearance.colors(theme: EBToastTheme): EBToastColors")
        XCTAssertFalse(set.accessor.isProperty)
        XCTAssertEqual(set.constants.map(\.name), ["NeutralDark", "NeutralLight", "PendingDark", "PendingLight", "Destructive"])
        XCTAssertEqual(set.accessor.whenLines.last, "EBToastAppearance.Destructive -> EBToastColors.Destructive")
        XCTAssertEqual(set.accessor.whenLines.prefix(4), [
            "EBToastAppearance.Neutral -> when (theme) {",
            "    EBToastTheme.Dark -> EBToastColors.NeutralDark",
            "    EBToastTheme.Light -> EBToastColors.NeutralLight",
            "}",
        ])
        let alert = try XCTUnwrap(context("Alert").component.colorSets.first)
        XCTAssertEqual(alert.accessor.declaration, "val EBAlertType.colors: EBAlertColors")
        XCTAssertTrue(alert.accessor.isProperty)
    }

    func testNamespacesUsePascalCaseConstants() throws {
        let namespaces = try context("AdSpace").component.namespaces
        XCTAssertEqual(namespaces.map(\.typeName), ["EBAdSpaceTokens", "EBAdSpaceAccessibility", "EBAdSpaceTelemetry"])
        XCTAssertEqual(namespaces.map { $0.constants.map(\.declaration) }, [
            [
                "val Surface = Color(0xFFFFFFFF)",
                "val LoadingSkeleton = Color(0xFFEEF2F9)",
                "val AdMarker = Color(0xFF6780A9)",
                #"const val CaptionTextStyle = "Secondary/Bold/Caption""#,
            ],
            [
                #"const val DisclosureHint = "Advertisement""#,
                #"const val LoadingLabel = "Loading advertisement""#,
                "val MinimumTouchTarget: Dp = 48.dp",
                "val FocusRingWidth: Dp = 2.dp",
            ],
            [
                "const val ImpressionVisibleFraction: Double = 0.5",
                "val ImpressionDuration: Duration = 1.seconds",
            ],
        ])
        XCTAssertEqual(namespaces[0].notes.count, 2, "the valueless caption and focus-ring colours become notes")
        XCTAssertTrue(namespaces[0].notes.allSatisfy { $0.lines.allSatisfy { $0.hasPrefix("// ") } })
    }

    func testStringConstantsEscapeDollarAndBackslash() throws {
        let namespaces = try context("Price", in: ComposeEdgeCases.system()).component.namespaces
        let accessibility = try XCTUnwrap(namespaces.first { $0.typeName == "EBPriceAccessibility" })
        XCTAssertEqual(accessibility.constants.map(\.declaration), [
            #"const val TotalLabel = "Total: \${amount} \\ \"quoted\"""#,
            #"const val MoneyHint = "\$\$\$""#,
        ])
        let tokens = try XCTUnwrap(namespaces.first { $0.typeName == "EBPriceTokens" })
        XCTAssertEqual(tokens.constants.map(\.declaration), ["val Shadow = Color(0x66000000)"])
    }

    func testValueTypesAreImmutableDataClasses() throws {
        let text = try file("EBToast")
        XCTAssertTrue(text.contains("""
            @Immutable
            data class EBToastAction(
                /** The action's label, such as Undo. */
                val label: String,
                /** Called when the user taps the action. */
                val onClick: () -> Unit,
            )
            """), text)
    }

    // MARK: - Files

    func testImportsAreSortedDeduplicatedAndUsed() throws {
        let edgeCases = try generator(ComposeEdgeCases.system())
        for file in try generator().files(for: .compose) + generator().scaffolds(for: .compose) + edgeCases.files(for: .compose) + edgeCases.scaffolds(for: .compose) {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let imports = lines.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
            XCTAssertFalse(imports.isEmpty, file.path)
            XCTAssertEqual(imports, KotlinAPI.sortedImports(imports), "\(file.path): imports not sorted / unique")
            let body = lines.filter { !$0.hasPrefix("import ") && !$0.hasPrefix("//") }.joined(separator: "\n")
            for name in imports.map({ String($0.split(separator: ".").last!) }) {
                let used = body.range(of: #"(?<![A-Za-z0-9_])\#(name)(?![A-Za-z0-9_])"#, options: .regularExpression) != nil
                XCTAssertTrue(used, "\(file.path) imports \(name) but does not use it")
            }
        }
        XCTAssertEqual(try context("Toast").imports, [
            "android.content.pm.ApplicationInfo",
            "androidx.compose.runtime.Composable",
            "androidx.compose.runtime.Immutable",
            "androidx.compose.ui.Modifier",
            "androidx.compose.ui.graphics.Color",
            "androidx.compose.ui.graphics.vector.ImageVector",
            "androidx.compose.ui.platform.LocalContext",
            "androidx.compose.ui.semantics.LiveRegionMode",
            "androidx.compose.ui.unit.Dp",
            "androidx.compose.ui.unit.dp",
            "kotlin.time.Duration",
            "kotlin.time.Duration.Companion.seconds",
        ])
        XCTAssertEqual(try context("AdSpace").scaffoldImports, ["androidx.compose.runtime.Composable", "androidx.compose.ui.Modifier"])
    }

    func testFilesAreCleanAndFitTheColumnLimit() throws {
        let files = try generator().files(for: .compose) + generator().scaffolds(for: .compose)
        XCTAssertEqual(files.map(\.path), ["compose/EBAdSpace.kt", "compose/EBAlert.kt", "compose/EBToast.kt",
                                           "EBAdSpaceImpl.kt", "EBAlertImpl.kt", "EBToastImpl.kt"])
        XCTAssertEqual(try generator().files(for: .compose), try generator().files(for: .compose), "output differs between two runs")
        let edgeCases = try generator(ComposeEdgeCases.system())
        for file in try files + edgeCases.files(for: .compose) + edgeCases.scaffolds(for: .compose) {
            XCTAssertTrue(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.path) must end in one newline")
            XCTAssertFalse(file.contents.contains("\n\n\n"), "\(file.path) has two blank lines in a row")
            for (number, line) in file.contents.split(separator: "\n").enumerated() {
                XCTAssertFalse(line.hasSuffix(" "), "\(file.path):\(number + 1) has trailing whitespace")
                // The shared header line (GeneratedHeader) is the one line allowed to be longer.
                guard number > 0 else { continue }
                XCTAssertLessThanOrEqual(line.count, KDoc.columnLimit, "\(file.path):\(number + 1) is longer than 100 columns")
            }
        }
    }

    func testScaffoldsDeclareTheInternalImplementationWithoutDefaults() throws {
        let scaffolds = try generator().scaffolds(for: .compose)
        XCTAssertTrue(scaffolds.allSatisfy { $0.ownership == .scaffold })
        let toast = try XCTUnwrap(scaffolds.first { $0.path == "EBToastImpl.kt" }).contents
        XCTAssertTrue(toast.hasPrefix("// Scaffolded by dsgen from Toast.dsgen."), toast)
        XCTAssertTrue(toast.contains("""
            @Composable
            internal fun EBToastImpl(
                message: String,
                modifier: Modifier,
                appearance: EBToastAppearance,
            """), toast)
        XCTAssertFalse(toast.contains(" = "), "the scaffold repeats no defaults")
        XCTAssertTrue(try file("EBToast").contains("    EBToastImpl(\n        message = message,\n        modifier = modifier,\n"))
    }

    func testDocsCannotOpenOrCloseComments() throws {
        let files = try generator(ComposeEdgeCases.system()).files(for: .compose)
        let text = try XCTUnwrap(files.first).contents
        XCTAssertTrue(text.contains(" * Shows a price in $ and a path like C:\\temp, never / * a comment * /."), text)
        let withoutOpeners = text.replacingOccurrences(of: "/**", with: "")
        XCTAssertFalse(withoutOpeners.contains("/*"), "a nested block comment would swallow the rest of the file")
    }

    func testKDocWrapsParagraphsAndTags() {
        XCTAssertEqual(KDoc.lines(["Short."], indent: 4), ["/** Short. */"])
        XCTAssertEqual(KDoc.lines([], indent: 0), [])
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = KDoc.lines([long, "Second."], tags: [KDoc.wrappedTag("@param x " + long, indent: 0)], indent: 0)
        XCTAssertEqual(lines.first, "/**")
        XCTAssertEqual(lines.last, " */")
        XCTAssertTrue(lines.allSatisfy { $0.count <= KDoc.columnLimit })
        XCTAssertEqual(lines.filter { $0 == " *" }.count, 2, "blank lines between paragraphs and before the tags")
        XCTAssertTrue(lines.contains { $0.hasPrefix(" *   word") }, "tag continuation lines are indented by two")
    }

    func testContextJSONIsAvailable() throws {
        let system = try SeedSchemas.system()
        let json = try Generator(system: system, templates: try TemplateStore())
            .contextJSON(for: .compose, components: system.components.filter { $0.name == "Toast" })
        XCTAssertTrue(json.contains(#""functionName" : "EBToast""#) || json.contains(#""functionName":"EBToast""#), json)
        XCTAssertTrue(json.contains("scaffoldImports"))
    }
}
