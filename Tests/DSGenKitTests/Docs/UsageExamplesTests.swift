@testable import DSGenKit
import XCTest

/// The example-call builder docs (and Code Connect) share: chosen values, constraints,
/// platform passing styles, literals and imports.
final class UsageExamplesTests: XCTestCase {
    private func examples(_ name: String) throws -> UsageExamples {
        let system = try SeedSchemas.system()
        return UsageExamples(system: system, component: try XCTUnwrap(system.components.first { $0.name == name }))
    }

    func testMinimalCallsPassOnlyRequiredProperties() throws {
        let alert = try examples("Alert")
        XCTAssertEqual(alert.minimalValues, ["title": .example])
        XCTAssertEqual(alert.swiftUI(alert.minimalValues).code, #"EBAlert(title: "Payment method expired")"#)
        XCTAssertEqual(alert.compose(alert.minimalValues).code, """
            import com.eb.designsystem.EBAlert

            EBAlert(title = "Payment method expired")
            """)
        let adSpace = try examples("AdSpace")
        XCTAssertEqual(adSpace.minimalValues, ["size": .enumCase("banner-sm"), "content": .example])
        XCTAssertEqual(adSpace.swiftUI(adSpace.minimalValues).code, """
            EBAdSpace.bannerSm {
                Color.clear // content
            }
            """)
    }

    /// A call that passes the enum the per-case entry points fix, or an argument constrained
    /// on it, calls the entry point of its case (the safe form); other calls the general form.
    func testCallsUseThePerCaseEntryPointOfTheirCase() throws {
        let alert = try examples("Alert")
        let card: UsageExamples.Values = ["title": .text("T"), "style": .enumCase("card"), "action": .example]
        XCTAssertEqual(alert.compose(card).code, """
            import com.eb.designsystem.EBCardAlert
            import com.eb.designsystem.EBTextButton

            EBCardAlert(
                title = "T",
                action = EBTextButton(label = "Learn more", onClick = {}),
            )
            """)
        XCTAssertEqual(alert.compose(["title": .text("T"), "style": .enumCase("banner")]).lines, [#"EBBannerAlert(title = "T")"#])
        XCTAssertEqual(alert.compose(["title": .text("T")]).lines, [#"EBAlert(title = "T")"#])
        let adSpace = try examples("AdSpace")
        XCTAssertEqual(adSpace.swiftUI(["size": .enumCase("promo-md"), "caption": .text("Sale"), "content": .example]).lines,
                       [#"EBAdSpace.promoMd(caption: "Sale") {"#, "    Color.clear // content", "}"])
    }

    /// `theme` applies only to neutral and pending toasts, so the full call picks
    /// `pending` (not the default `neutral`, not `destructive`).
    func testFullCallsRespectConstraints() throws {
        let toast = try examples("Toast")
        let values = toast.fullValues
        XCTAssertEqual(values["appearance"], .enumCase("pending"))
        XCTAssertEqual(values["theme"], .enumCase("light"))
        XCTAssertEqual(values["size"], .enumCase("small"))
        XCTAssertEqual(values["duration"], .enumCase("long"))
        XCTAssertEqual(try examples("Alert").fullValues["style"], .enumCase("card"))
        XCTAssertEqual(try examples("AdSpace").fullValues["size"], .enumCase("promo-sm"))
    }

    func testModifierAndEnvironmentPassing() throws {
        let toast = try examples("Toast")
        let call = toast.swiftUI(["message": .text("Hi"), "theme": .enumCase("light"), "size": .enumCase("small")])
        XCTAssertEqual(call.lines, [#"EBToast(message: "Hi")"#, ".ebToastTheme(.light)", ".controlSize(.small)"])
        let compose = toast.compose(["message": .text("Hi"), "theme": .enumCase("light")])
        XCTAssertEqual(compose.lines, [#"EBNeutralToast(message = "Hi", theme = EBToastTheme.Light)"#])
        XCTAssertEqual(compose.imports, ["com.eb.designsystem.EBNeutralToast", "com.eb.designsystem.EBToastTheme"])
    }

    /// A value whose constraint is not met is left out: Figma may say `Theme=dark` on a
    /// destructive toast.
    func testInapplicablePropertiesAreLeftOut() throws {
        let toast = try examples("Toast")
        let values: UsageExamples.Values = ["message": .text("Failed"), "appearance": .enumCase("destructive"), "theme": .enumCase("dark")]
        XCTAssertEqual(toast.swiftUI(values).code, #"EBToast(appearance: .destructive, message: "Failed")"#)
        let alert = try examples("Alert")
        XCTAssertEqual(alert.swiftUI(["title": .text("T"), "action": .example]).code, #"EBAlert(title: "T")"#)
        XCTAssertEqual(alert.swiftUI(["title": .text("T"), "style": .enumCase("card"), "action": .example]).lines,
                       [#"EBAlert(title: "T", action: EBTextButton("Learn more") {})"#, ".ebAlertStyle(.card)"])
    }

    func testLiteralsAreEscapedPerLanguage() throws {
        let alert = try examples("Alert")
        let text = #"Say "hi" \ $x \(y)"#
        XCTAssertEqual(alert.swiftUI(["title": .text(text)]).code, #"EBAlert(title: "Say \"hi\" \\ $x \\(y)")"#)
        XCTAssertEqual(alert.compose(["title": .text(text)]).lines, [#"EBAlert(title = "Say \"hi\" \\ \$x \\(y)")"#])
    }

    func testRenamedPlatformNamesAndTrailingLambdas() throws {
        let adSpace = try examples("AdSpace")
        let call = adSpace.compose(["size": .enumCase("hero-md"), "onTap": .example, "content": .example])
        XCTAssertEqual(call.lines, ["EBHeroMdAdSpace(onClick = {}) {", "    // content", "}"])
        let swift = adSpace.swiftUI(["size": .enumCase("hero-md"), "onTap": .example, "content": .example])
        XCTAssertEqual(swift.lines, ["EBAdSpace.heroMd(onTap: {}) {", "    Color.clear // content", "}"])
    }

    func testLongCallsGoOneArgumentPerLine() throws {
        let toast = try examples("Toast")
        let lines = toast.compose(toast.fullValues).lines
        XCTAssertEqual(lines.first, "EBPendingToast(")
        XCTAssertEqual(lines.last, ")")
        XCTAssertTrue(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("    ") && $0.hasSuffix(",") }, "\(lines)")
        let swiftLines = toast.swiftUI(toast.fullValues).lines
        XCTAssertEqual(swiftLines.suffix(3), [")", ".ebToastTheme(.light)", ".controlSize(.small)"])
        XCTAssertEqual(swiftLines[swiftLines.count - 4].last, "}", "no trailing comma after the last Swift argument")
    }
}
