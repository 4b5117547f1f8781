@testable import DSGenKit
import Foundation
import XCTest

/// The Compose context: parameter order, names, types, literals, imports and KDoc, for the
/// seed schemas and for a small schema that exercises escaping and the rarer field types.
final class ComposeContextTests: XCTestCase {
    private func generator(_ system: DesignSystem? = nil) throws -> Generator {
        Generator(system: try system ?? SeedSchemas.system(), templates: try TemplateStore())
    }

    private func context(_ name: String, in system: DesignSystem? = nil) throws -> ComposeContext {
        let system = try system ?? SeedSchemas.system()
        let component = try XCTUnwrap(system.components.first { $0.name == name }, "no component \(name)")
        return ComposeTarget().context(for: component, try generator(system).input)
    }

    private func file(_ name: String) throws -> String {
        let files = try generator().files(for: .compose)
        return try XCTUnwrap(files.first { $0.path == "compose/\(name).kt" }, "no compose/\(name).kt").contents
    }

    // MARK: - The composable's parameters

    func testToastParametersFollowTheGuidelineOrder() throws {
        let component = try context("Toast").component
        XCTAssertEqual(component.parameters.map(\.name),
                       ["message", "modifier", "appearance", "theme", "size", "showsLeadingIcon", "leadingIcon", "action", "duration", "onDismiss"])
        XCTAssertEqual(component.parameters.map(\.declaration), [
            "message: String",
            "modifier: Modifier = Modifier",
            "appearance: EBToastAppearance = EBToastAppearance.Neutral",
            "theme: EBToastTheme = EBToastTheme.Dark",
            "size: EBToastSize = EBToastSize.Base",
            "showsLeadingIcon: Boolean = true",
            "leadingIcon: ImageVector? = null",
            "action: EBToastAction? = null",
            "duration: EBToastDuration = EBToastDuration.Short",
            "onDismiss: (() -> Unit)? = null",
        ])
        XCTAssertEqual(component.arguments.first, "message = message")
        XCTAssertEqual(component.arguments.count, 10)
    }

    func testAlertParametersFollowTheGuidelineOrder() throws {
        let component = try context("Alert").component
        XCTAssertEqual(component.parameters.map(\.name),
                       ["title", "modifier", "type", "style", "description", "leadingIcon", "showsTrailingIcon", "trailingIcon", "action", "onDismiss"])
        XCTAssertEqual(component.parameters.map(\.declaration)[4...8], [
            "description: String? = null",
            "leadingIcon: ImageVector? = null",
            "showsTrailingIcon: Boolean = false",
            "trailingIcon: ImageVector? = null",
            "action: EBTextButton? = null",
        ])
    }

    func testAdSpaceTakesItsContentAsTheTrailingLambdaAndOnClick() throws {
        let component = try context("AdSpace").component
        XCTAssertEqual(component.parameters.map(\.declaration), [
            "size: EBAdSpaceSize",
            "modifier: Modifier = Modifier",
            "isLoading: Boolean = false",
            "caption: String? = null",
            "onImpression: (() -> Unit)? = null",
            "onClick: (() -> Unit)? = null",
            "content: @Composable () -> Unit",
        ])
        XCTAssertEqual(component.implementationParameters.map(\.declaration), [
            "size: EBAdSpaceSize",
            "modifier: Modifier",
            "isLoading: Boolean",
            "caption: String?",
            "onImpression: (() -> Unit)?",
            "onClick: (() -> Unit)?",
            "content: @Composable () -> Unit",
        ])
    }

    func testEveryParameterIsDocumentedAndConstraintsAreNoted() throws {
        let text = try file("EBAdSpace")
        for name in ["size", "modifier", "isLoading", "caption", "onImpression", "onClick", "content"] {
            XCTAssertTrue(text.contains(" * @param \(name) "), "no @param \(name)")
        }
        XCTAssertTrue(text.contains(" * @param modifier The [Modifier] to be applied to this ad space.\n"))
        let toast = try context("Toast").component.doc.joined(separator: "\n")
        XCTAssertTrue(toast.contains("Applies only\n *   when [appearance] is [EBToastAppearance.Neutral] or [EBToastAppearance.Pending]"), toast)
    }

    func testEdgeCaseParameters() throws {
        let component = try context("Price", in: ComposeEdgeCases.system()).component
        XCTAssertEqual(component.parameters.map(\.declaration), [
            "tone: EBPriceTone",
            "`object`: String",
            "header: @Composable () -> Unit",
            "onPress: () -> Unit",
            "modifier: Modifier = Modifier",
            "size: EBPriceSize = EBPriceSize.BannerSm",
            #"label: String = "Costs \$5 \\ \${total}""#,
            "amount: Double = 2.0",
            "footer: (@Composable () -> Unit)? = null",
            "icon: ImageVector? = null",
            "badge: EBPriceBadge? = null",
            "onSelect: ((size: EBPriceSize, note: String, count: Double, on: Boolean) -> Unit)? = null",
            "content: @Composable () -> Unit",
        ], "required (a required enum, a keyword, a non-trailing slot, an event), modifier, optional, trailing content")
        XCTAssertTrue(component.arguments.contains("`object` = `object`"))
    }

    func testRenamedNamesStayAsDeprecatedAliases() throws {
        let component = try context("Price", in: ComposeEdgeCases.system()).component
        XCTAssertEqual(component.deprecatedFunctions.map { $0.annotation.components(separatedBy: "\n")[1] },
                       [#"    "Renamed to EBPrice.","#, #"    "Use label instead of caption.","#])
        XCTAssertTrue(component.deprecatedFunctions[1].annotation.contains("ReplaceWith(\n        \"EBPrice(")
                      && component.deprecatedFunctions[1].annotation.contains("label = caption"))
        XCTAssertEqual(component.deprecatedFunctions.map(\.name), ["EBCost", "EBPrice"])
        let renamed = component.deprecatedFunctions[1]
        XCTAssertTrue(renamed.parameters.contains { $0.declaration == "caption: String" }, "without a default")
        XCTAssertEqual(renamed.parameters.last?.name, "content", "the trailing lambda stays last")
        XCTAssertFalse(renamed.parameters.contains { $0.name == "label" })
        XCTAssertTrue(renamed.arguments.contains("label = caption"))
        let size = try XCTUnwrap(component.enums.first)
        XCTAssertEqual(size.deprecatedEntries, [ComposeDeprecatedDeclaration(
            annotation: #"@Deprecated("Renamed to HeroMd.", ReplaceWith("EBPriceSize.HeroMd"))"#,
            declaration: "val Big: EBPriceSize = HeroMd")])
        XCTAssertTrue(try context("Toast").component.deprecatedFunctions.isEmpty)
    }

    func testRenamedParameterOverloadThatWouldClashIsLeftOut() throws {
        let files = [
            SourceFile(path: "design-system.dsgen", text: "design-system EB { summary \"S.\"; kotlin package \"com.example.clash\" }"),
            SourceFile(path: "Pair.dsgen", text: """
                component Pair {
                  summary "Two texts of one type."
                  text first { figma none }
                  text second { figma none; renamed-from other }
                  number? third { figma none; renamed-from count }
                }
                """),
        ]
        let (model, diagnostics) = Pipeline.model(from: files)
        let system = try XCTUnwrap(model, "\(diagnostics)")
        let component = try context("Pair", in: system).component
        // `other` moves to the end. `count` would stay where `third` is, at the end or after
        // `modifier`: (first: String, second: String, modifier: Modifier, count: Double?)
        // repeats the current function's parameter types, a conflicting overload in Kotlin.
        XCTAssertEqual(component.deprecatedFunctions.map { $0.parameters.map(\.declaration) }, [
            ["first: String", "modifier: Modifier = Modifier", "third: Double? = null", "other: String"],
        ])
    }

    // MARK: - Enums and per-case data

    func testEntriesArePascalCase() throws {
        let enums = try context("AdSpace").component.enums
        XCTAssertEqual(enums.map(\.typeName), ["EBAdSpaceSize"])
        XCTAssertEqual(enums[0].entries.map(\.name), ["BannerSm", "BannerLg", "BannerMrec", "PromoSm", "PromoMd", "HeroSm", "HeroMd"])
        XCTAssertEqual(enums[0].groups?.entries.map(\.name), ["Banner", "Promo", "Hero"])
        XCTAssertEqual(try context("Toast").component.enums.map { $0.entries.map(\.name) },
                       [["Neutral", "Pending", "Destructive"], ["Dark", "Light"], ["Small", "Base"], ["Short", "Long"]])
    }

    func testEqualRowsCollapseAndLongRowsSplit() throws {
        let size = try XCTUnwrap(context("AdSpace").component.enums.first)
        let radius = try XCTUnwrap(size.dataProperties.first { $0.declaration == "val EBAdSpaceSize.cornerRadius: Dp" })
        XCTAssertEqual(radius.whenLines, [
            "EBAdSpaceSize.BannerSm,",
            "EBAdSpaceSize.BannerLg,",
            "EBAdSpaceSize.BannerMrec,",
            "-> 4.dp // radius/radius-1",
            "EBAdSpaceSize.PromoSm, EBAdSpaceSize.PromoMd -> 8.dp // radius/radius-2",
            "EBAdSpaceSize.HeroSm, EBAdSpaceSize.HeroMd -> 12.dp // radius/radius-3",
        ])
        let width = try XCTUnwrap(size.dataProperties.first { $0.declaration == "val EBAdSpaceSize.width: Dp" })
        XCTAssertEqual(width.whenLines.first, "EBAdSpaceSize.BannerSm, EBAdSpaceSize.BannerLg -> 320.dp")
        XCTAssertTrue(size.dataProperties.contains { $0.declaration == "val EBAdSpaceSize.supportsCaption: Boolean" })
    }

    func testFieldTypesAndLiterals() throws {
        let toast = try file("EBToast")
        XCTAssertTrue(toast.contains("val EBToastDuration.seconds: Duration\n    get() = when (this) {\n        EBToastDuration.Short -> 3.seconds\n"))
        XCTAssertTrue(toast.contains("EBToastAppearance.Destructive -> LiveRegionMode.Assertive"))
        let alert = try file("EBAlert")
        XCTAssertTrue(alert.contains("val EBAlertStyle.width: Dp?\n"))
        XCTAssertTrue(alert.contains("EBAlertStyle.Card -> null\n"))
        let price = try context("Price", in: ComposeEdgeCases.system()).component.enums[0]
        XCTAssertEqual(price.groups?.property.declaration, "val EBPriceSize.group: EBPriceSizeGroup?", "HeroMd has no group")
        XCTAssertEqual(price.dataProperties.map(\.declaration), [
            "val EBPriceSize.scale: Double", "val EBPriceSize.delay: Duration?", "val EBPriceSize.visible: Boolean",
            "val EBPriceSize.live: LiveRegionMode", "val EBPriceSize.symbol: String",
        ])
        XCTAssertEqual(price.dataProperties.map(\.whenLines), [
            ["EBPriceSize.BannerSm -> 1.0", "EBPriceSize.HeroMd -> 1.5"],
            ["EBPriceSize.BannerSm -> 0.25.seconds", "EBPriceSize.HeroMd -> null"],
            ["EBPriceSize.BannerSm -> true", "EBPriceSize.HeroMd -> false"],
            ["EBPriceSize.BannerSm -> LiveRegionMode.Polite", "EBPriceSize.HeroMd -> LiveRegionMode.Assertive"],
            [#"EBPriceSize.BannerSm -> "\$""#, #"EBPriceSize.HeroMd -> "\\""#],
        ])
    }

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
