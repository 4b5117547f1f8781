// Proves the compiler harness (Support/Toolchains.swift) works both ways: it
// accepts valid code against the SwiftUI / Compose stubs, rejects broken code
// with the compiler's file:line diagnostics, and runs platform-neutral code.

import Foundation
import XCTest

final class ToolchainSmokeTests: XCTestCase {
    // MARK: Swift

    func testSwiftUIViewTypeChecks() throws {
        let checker = try SwiftTypeChecker.shared()
        let dir = try makeTemporaryDirectory()
        let card = try dir.write("Card.swift", Self.card)
        let usage = try dir.write(
            "Usage.swift",
            """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Card(title: "Hello") { Text("Body") }
                        .cardTone(.accent)
                        .controlSize(.large)
                }
            }
            """)
        try checker.typecheck([card, usage], moduleName: "SmokeSwiftUI", warningsAsErrors: true)
    }

    /// A small environment-driven view, the kind of code dsgen generates, with a hand-written body.
    private static let card =
        """
        import SwiftUI

        public enum CardTone: String, CaseIterable, Sendable { case neutral, accent }

        private struct CardToneKey: EnvironmentKey {
            static let defaultValue: CardTone = .neutral
        }

        extension EnvironmentValues {
            public var cardTone: CardTone {
                get { self[CardToneKey.self] }
                set { self[CardToneKey.self] = newValue }
            }
        }

        extension View {
            public func cardTone(_ tone: CardTone) -> some View {
                environment(\\.cardTone, tone)
            }
        }

        public struct Card<Content: View>: View {
            @Environment(\\.cardTone) private var tone
            @Environment(\\.controlSize) private var controlSize
            private let title: String
            private let content: Content

            public init(title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }

            public var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(title).font(.headline)
                    if tone == .accent {
                        Color(red: 0.04, green: 0.15, blue: 0.34)
                    }
                    content
                }
                .padding(controlSize == .large ? 16 : 8)
                .background(.white, in: RoundedRectangle(cornerRadius: 8))
                .accessibilityElement(children: .combine)
                .accessibilityLabel(Text(title))
                .accessibilityAddTraits(.isButton)
            }
        }
        """

    func testBrokenSwiftFailsWithLineDiagnostics() throws {
        let checker = try SwiftTypeChecker.shared()
        let dir = try makeTemporaryDirectory()
        let broken = try dir.write(
            "Broken.swift",
            """
            import SwiftUI

            struct Broken: View {
                var body: some View {
                    Text(42)
                }
            }
            """)
        XCTAssertThrowsError(try checker.typecheck([broken], moduleName: "SmokeBroken")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("Broken.swift:5:"), "diagnostic should name Broken.swift:5, got:\n\(message)")
            XCTAssertTrue(message.contains("error:"), message)
        }
    }

    func testSwiftCompileAndRun() throws {
        let checker = try SwiftTypeChecker.shared()
        let dir = try makeTemporaryDirectory()
        let model = try dir.write(
            "Size.swift",
            """
            enum Size: String, CaseIterable {
                case small, large
                var points: Double {
                    switch self {
                    case .small: 4
                    case .large: 8
                    }
                }
            }
            """)
        let main = try dir.write(
            "main.swift",
            """
            for size in Size.allCases { print("\\(size.rawValue)=\\(size.points)") }
            """)
        let output = try checker.compileAndRun([model, main])
        XCTAssertEqual(output, "small=4.0\nlarge=8.0\n")
    }

    // MARK: Kotlin

    func testComposeFunctionCompiles() throws {
        let kotlin = try KotlinCompiler.shared()
        let dir = try makeTemporaryDirectory()
        let card = try dir.write(
            "Card.kt",
            """
            package com.example.ds

            import androidx.compose.material3.SnackbarDuration
            import androidx.compose.runtime.Composable
            import androidx.compose.runtime.Immutable
            import androidx.compose.ui.Modifier
            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.semantics.LiveRegionMode
            import androidx.compose.ui.unit.Dp
            import androidx.compose.ui.unit.dp
            import androidx.compose.ui.unit.sp

            @Immutable
            data class CardStyle(val corner: Dp = 8.dp, val tint: Color = Color.White)

            @Composable
            fun Card(
                title: String,
                modifier: Modifier = Modifier,
                color: Color = Color(0xFF0A2757),
                size: Dp = 4.dp,
                content: @Composable () -> Unit,
            ) {
                content()
            }

            fun describe(): String =
                listOf(
                    Modifier.then(Modifier),
                    14.sp,
                    1.5.dp + 2f.dp,
                    Color(red = 1f, green = 0.5f, blue = 0f).copy(alpha = 0.5f),
                    Color.Unspecified,
                    LiveRegionMode.Polite,
                    SnackbarDuration.Short,
                ).joinToString()
            """)
        try kotlin.compile([card], warningsAsErrors: true)
    }

    func testBrokenKotlinFailsWithLineDiagnostics() throws {
        let kotlin = try KotlinCompiler.shared()
        let dir = try makeTemporaryDirectory()
        let broken = try dir.write(
            "Broken.kt",
            """
            package com.example.ds

            import androidx.compose.ui.unit.Dp

            val size: Dp = 4
            """)
        // The stubs are a separate module, so their `internal` API stays
        // hidden exactly as in the real androidx artifacts.
        let internalUse = try dir.write(
            "InternalUse.kt",
            """
            package com.example.ds

            import androidx.compose.ui.graphics.vector.ImageVector
            import androidx.compose.ui.unit.dp

            val icon = ImageVector("x", 24.dp, 24.dp, 24f, 24f)
            """)
        XCTAssertThrowsError(try kotlin.compile([broken, internalUse])) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("Broken.kt:5:"), "diagnostic should name Broken.kt:5, got:\n\(message)")
            XCTAssertTrue(message.contains("InternalUse.kt:6:"), "diagnostic should name InternalUse.kt:6, got:\n\(message)")
            XCTAssertTrue(message.contains("error:"), message)
        }
    }

    func testKotlinCompileAndRun() throws {
        let kotlin = try KotlinCompiler.shared()
        let dir = try makeTemporaryDirectory()
        let main = try dir.write(
            "Main.kt",
            """
            package demo

            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.unit.dp

            enum class Size(val points: Int) { Small(4), Large(8) }

            fun main() {
                println(Size.entries.joinToString(",") { "${it.name}=${it.points}" })
                println(Color(0xFF0A2757).value.toString(16) + " " + 4.dp)
            }
            """)
        let output = try kotlin.compileAndRun([main], mainClass: "demo.MainKt")
        XCTAssertEqual(output, "Small=4,Large=8\nff0a275700000000 4.0.dp\n")
    }
}
