@testable import DSGenKit
import Foundation
import XCTest

/// The Compose context: parameter order, names, types and per-case data, for the seed schemas
/// and for a small schema that exercises the rarer field types (tokens, constants and files: ComposeFileTests).
final class ComposeContextTests: XCTestCase, ComposeFixtures {
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
}

/// What the Compose test classes read: the seed schemas' generator, a component's context and
/// a rendered file.
protocol ComposeFixtures {}

extension ComposeFixtures {
    func generator(_ system: DesignSystem? = nil) throws -> Generator {
        Generator(system: try system ?? SeedSchemas.system(), templates: try TemplateStore())
    }

    func context(_ name: String, in system: DesignSystem? = nil) throws -> ComposeContext {
        let system = try system ?? SeedSchemas.system()
        let component = try XCTUnwrap(system.components.first { $0.name == name }, "no component \(name)")
        return ComposeTarget().context(for: component, try generator(system).input)
    }

    func file(_ name: String) throws -> String {
        let files = try generator().files(for: .compose)
        return try XCTUnwrap(files.first { $0.path == "compose/\(name).kt" }, "no compose/\(name).kt").contents
    }
}
