import DSGenKit
import Foundation
import XCTest

/// `only size in promo, hero` in the generated API: through the per-case factories an
/// argument that does not apply is a compile error (swiftc and kotlinc reject it), and
/// through the general form it is caught when the program runs a debug build (Swift
/// `assert`; Compose `require` in a debuggable application), never in a release build.
final class ConstraintAPITests: XCTestCase {
    private var swiftFixtures: [URL] {
        [PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift")]
    }

    private var kotlinFixtures: [URL] {
        [PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/DesignSystemComponents.kt")]
    }

    func testAnArgumentThatDoesNotApplyIsASwiftCompileErrorThroughTheFactory() throws {
        let checker = try SwiftTypeChecker.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.swiftUI, into: directory)
        let valid = try directory.write("Valid.swift", """
            import SwiftUI
            @MainActor func valid() -> [any View] {
                [EBAdSpace.promoSm(caption: "Summer sale") { Color.clear },
                 EBAdSpace.bannerSm(isLoading: true) { Color.clear }]
            }
            """)
        try checker.typecheck(generated + swiftFixtures + [valid], moduleName: "DesignSystem", warningsAsErrors: true)

        // swiftc names the argument when the content is labelled; with a trailing closure after
        // optional closure parameters it reports the argument's position instead.
        let invalid = try directory.write("Invalid.swift", """
            import SwiftUI
            @MainActor func invalid() -> [any View] {
                [EBAdSpace.bannerSm(caption: "Summer sale", content: { Color.clear }),
                 EBAdSpace.bannerMrec(caption: "Summer sale") { Color.clear }]
            }
            """)
        XCTAssertThrowsError(try checker.typecheck(generated + swiftFixtures + [invalid], moduleName: "DesignSystem")) { error in
            XCTAssertTrue("\(error)".contains("Invalid.swift:3:34: error: extra argument 'caption' in call"), "\(error)")
            XCTAssertTrue("\(error)".contains("Invalid.swift:4:26: error: extra arguments at positions #1, #2 in call"), "\(error)")
        }
    }

    func testTheGeneralSwiftFormAssertsInDebugBuildsOnly() throws {
        let library = try SwiftUIStubLibrary.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.swiftUI, into: directory)
        let main = try directory.write("main.swift", """
            import Foundation
            import SwiftUI
            // Unbuffered, so what was written before a trap stays written.
            func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\\n").utf8)) }
            // Applies: no assertion.
            _ = EBAdSpace(size: .heroMd, caption: "Summer sale") { Color.clear }
            say("hero-md with a caption: fine")
            // `style` comes from the environment (here its default, banner): `body` checks.
            _ = EBAlert(title: "Saved").body
            say("a banner alert without an action: fine")
            if CommandLine.arguments.contains("alert") {
                _ = EBAlert(title: "Saved", action: EBTextButton("Undo") {}).body
            } else {
                _ = EBAdSpace(size: .bannerSm, caption: "Summer sale") { Color.clear }
            }
            say("not checked")
            """)
        let files = generated + swiftFixtures + [main]

        for (arguments, message) in [([], "EBAdSpace: caption applies only when size is .promoSm, .promoMd, .heroSm or .heroMd"),
                                     (["alert"], "EBAlert: action applies only when style is .card")] {
            XCTAssertThrowsError(try library.run(files, arguments: arguments)) { error in
                let output = "\(error)"
                XCTAssertTrue(output.contains("a banner alert without an action: fine"), output)
                XCTAssertTrue(output.contains("Assertion failed: " + message), output)
                XCTAssertFalse(output.contains("not checked"), output)
            }
        }
        // A release build (`-O`) skips assertions: the argument is ignored.
        XCTAssertEqual(try library.run(files, arguments: ["alert"], optimized: true), """
            hero-md with a caption: fine
            a banner alert without an action: fine
            not checked

            """)
    }

    func testAnArgumentThatDoesNotApplyIsAKotlinCompileErrorThroughThePerCaseComposable() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.compose, into: directory)
        let invalid = try directory.write("Invalid.kt", """
            package com.eb.designsystem.sample

            import androidx.compose.runtime.Composable
            import com.eb.designsystem.EBBannerSmAdSpace
            import com.eb.designsystem.EBCardAlert
            import com.eb.designsystem.EBDestructiveToast
            import com.eb.designsystem.EBPromoSmAdSpace
            import com.eb.designsystem.EBToastTheme

            @Composable
            fun Valid() {
                EBPromoSmAdSpace(caption = "Summer sale") {}
                EBCardAlert(title = "Saved")
            }

            @Composable
            fun Invalid() {
                EBBannerSmAdSpace(caption = "Summer sale") {}
                EBDestructiveToast(message = "Failed", theme = EBToastTheme.Light)
            }
            """)
        XCTAssertThrowsError(try compiler.compile(generated + kotlinFixtures + [invalid])) { error in
            let output = "\(error)"
            XCTAssertTrue(output.contains("Invalid.kt:18:23: error: no parameter with name 'caption' found."), output)
            XCTAssertTrue(output.contains("Invalid.kt:19:44: error: no parameter with name 'theme' found."), output)
            XCTAssertFalse(output.contains("Invalid.kt:12:"), "the valid calls compile: \(output)")
            XCTAssertFalse(output.contains("Invalid.kt:13:"), "the valid calls compile: \(output)")
        }
    }

    func testTheGeneralComposableRequiresApplicableArgumentsInDebuggableBuildsOnly() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let generated = try SeedSchemas.write(.compose, into: directory)
        let main = try directory.write("Main.kt", """
            package com.eb.designsystem.sample

            import android.content.pm.ApplicationInfo
            import androidx.compose.ui.platform.LocalContext
            import com.eb.designsystem.EBAdSpace
            import com.eb.designsystem.EBAdSpaceSize
            import com.eb.designsystem.EBToast
            import com.eb.designsystem.EBToastAppearance
            import com.eb.designsystem.EBToastTheme

            fun attempt(what: String, call: () -> Unit) {
                try {
                    call()
                    println(what + ": accepted")
                } catch (error: IllegalArgumentException) {
                    println(what + ": " + error.message)
                }
            }

            fun calls() {
                attempt("banner-sm with a caption") { EBAdSpace(size = EBAdSpaceSize.BannerSm, caption = "Sale") {} }
                attempt("hero-md with a caption") { EBAdSpace(size = EBAdSpaceSize.HeroMd, caption = "Sale") {} }
                attempt("destructive, light") { EBToast(message = "Failed", appearance = EBToastAppearance.Destructive, theme = EBToastTheme.Light) }
                attempt("destructive, default theme") { EBToast(message = "Failed", appearance = EBToastAppearance.Destructive) }
            }

            fun main() {
                println("release")
                calls()
                LocalContext.current.applicationInfo.flags = ApplicationInfo.FLAG_DEBUGGABLE
                println("debuggable")
                calls()
            }
            """)
        XCTAssertEqual(try compiler.compileAndRun(generated + kotlinFixtures + [main], mainClass: "com.eb.designsystem.sample.MainKt"), """
            release
            banner-sm with a caption: accepted
            hero-md with a caption: accepted
            destructive, light: accepted
            destructive, default theme: accepted
            debuggable
            banner-sm with a caption: EBAdSpace: caption applies only when size is PromoSm, PromoMd, HeroSm or HeroMd
            hero-md with a caption: accepted
            destructive, light: EBToast: theme applies only when appearance is Neutral or Pending
            destructive, default theme: accepted

            """)
    }
}
