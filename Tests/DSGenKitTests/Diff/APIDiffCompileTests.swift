import DSGenKit
import Foundation
import XCTest

/// The classification checked against the real compilers: call sites written against the
/// OLD generated API must compile against it, and compile against the NEW generated API
/// exactly when `APIDiff` says the change is compatible for that platform.
///
/// Swift is type-checked per sample against the SwiftUI mirror; Kotlin samples are compiled
/// in two kotlinc runs (one package per sample and side): everything expected to compile,
/// then everything expected to fail, each failure attributed to its own call-site file.
final class APIDiffCompileTests: XCTestCase {
    struct Sample {
        let name: String
        let old: String
        let new: String
        var swift: String? = APIDiffCompileTests.swiftCallSites
        var kotlin: String? = APIDiffCompileTests.kotlinCallSites
    }

    static let base = """
          text title
          enum style = banner { case banner; case card }
          text? caption
          event? onDismiss
        """

    static func card(_ body: String, name: String = "Card") -> String { DiffFixtures.card(body, name: name) }

    /// How apps call the old API: defaults left out, a trailing closure, labels in order,
    /// an exhaustive `switch`.
    static let swiftCallSites = """
        @MainActor func callSites() -> [any View] {
            [EBCard(title: "Hello"),
             EBCard(title: "Hello", style: .card, caption: "Note") { print("dismissed") },
             EBCard(title: "Hello", caption: nil, onDismiss: {})]
        }

        func describe(_ style: EBCardStyle) -> String {
            switch style {
            case .banner: "banner"
            case .card: "card"
            }
        }
        """

    /// The same in Kotlin: the required argument positionally, the rest by name, a trailing
    /// lambda, an exhaustive `when`.
    static let kotlinCallSites = """
        @Composable
        fun CallSites() {
            EBCard("Hello")
            EBCard("Hello", style = EBCardStyle.Card, caption = "Note") { println("dismissed") }
            EBCard(title = "Hello", modifier = Modifier, caption = null, onDismiss = {})
        }

        fun describe(style: EBCardStyle): String = when (style) {
            EBCardStyle.Banner -> "banner"
            EBCardStyle.Card -> "card"
        }
        """

    static let samples: [Sample] = [
        Sample(name: "optional property added", old: card(base),
               new: card(base.replacingOccurrences(of: "  text? caption\n", with: "  text? caption\n  text? footnote\n"))),
        Sample(name: "required property added", old: card(base), new: card("  text subtitle\n" + base)),
        Sample(name: "enum case added", old: card(base), new: card(base.replacingOccurrences(of: "case card }", with: "case card; case hero }"))),
        Sample(name: "optional property after the trailing lambda", old: card(base), new: card(base + "\n  text? footnote")),
        Sample(name: "optional callback before the trailing closure", old: card(base),
               new: card(base.replacingOccurrences(of: "  event? onDismiss", with: "  event? onTap { param count: number }\n  event? onDismiss"))),
        Sample(name: "parameter becomes a SwiftUI modifier", old: card(base),
               new: card(base.replacingOccurrences(of: "{ case banner;", with: "{ swiftui modifier ebCardStyle; case banner;"))),
        Sample(name: "Compose parameter renamed", old: card(base),
               new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { compose name onClose }"))),
        Sample(name: "enum case renamed with renamed-from", old: card(base),
               new: card(base.replacingOccurrences(of: "case card }", with: "case tile { renamed-from card } }"))),
        Sample(name: "required property made optional", old: card(base), new: card(base.replacingOccurrences(of: "text title", with: "text? title"))),
        Sample(name: "optional property made required", old: card(base), new: card(base.replacingOccurrences(of: "text? caption", with: "text caption"))),
        Sample(name: "default removed", old: card(base), new: card(base.replacingOccurrences(of: "enum style = banner", with: "enum style"))),
        Sample(name: "per-case field number → seconds",
               old: card(base.replacingOccurrences(of: "{ case banner; case card }", with: "{ field delay: number; case banner { delay 3 }; case card { delay 5 } }")),
               new: card(base.replacingOccurrences(of: "{ case banner; case card }", with: "{ field delay: seconds; case banner { delay 3s }; case card { delay 5s } }")),
               swift: swiftCallSites + "\n\nlet delay: Double = EBCardStyle.card.delay\n",
               kotlin: kotlinCallSites + "\n\nval delay: Double = EBCardStyle.Card.delay\n"),
        Sample(name: "callback parameter renamed",
               old: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: text }")),
               new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param cause: text }")),
               swift: """
                   @MainActor func callSites() -> [any View] {
                       [EBCard(title: "Hello") { reason in print(reason) }, EBCard(title: "Hello", onDismiss: { print($0) })]
                   }
                   """,
               kotlin: """
                   @Composable
                   fun CallSites() {
                       EBCard("Hello") { reason -> println(reason) }
                       EBCard("Hello", onDismiss = { println(it) })
                   }
                   """),
        Sample(name: "token value changed", old: card(base + APIDiffClassificationTests.tokens()),
               new: card(base + APIDiffClassificationTests.tokens(bannerBackground: "#000000")),
               swift: swiftCallSites + "\n\nlet background: Color = EBCardStyle.card.colors.background\n",
               kotlin: kotlinCallSites + "\n\nval background: Color = EBCardStyle.Card.colors.background\n"),
        Sample(name: "optional properties swapped", old: card(base + "\n  slot content"),
               new: card(base.replacingOccurrences(of: "  text? caption\n  event? onDismiss", with: "  event? onDismiss\n  text? caption") + "\n  slot content"),
               swift: """
                   @MainActor func callSites() -> [any View] {
                       [EBCard(title: "Hello") { Text("x") }, EBCard(title: "Hello", caption: "Note", onDismiss: {}) { Text("x") }]
                   }
                   """,
               kotlin: """
                   @Composable
                   fun CallSites() {
                       EBCard("Hello") { }
                       EBCard("Hello", caption = "Note", onDismiss = {}) { }
                   }
                   """),
        Sample(name: "optional value-type field before the callback",
               old: card("  text title\n  value? action: Action\n  type Action { text label; event onClick }"),
               new: card("  text title\n  value? action: Action\n  type Action { text label; slot? icon: Icon; event onClick }"),
               swift: """
                   @MainActor func callSites() -> [any View] {
                       [EBCard(title: "Hello", action: EBCardAction(label: "Undo") { print("undo") }),
                        EBCard(title: "Hello", action: EBCardAction(label: "Undo", onClick: {}))]
                   }
                   """,
               kotlin: """
                   @Composable
                   fun CallSites() {
                       EBCard("Hello", action = EBCardAction("Undo") { println("undo") })
                       EBCard("Hello", action = EBCardAction("Undo", {}))
                   }
                   """),
        Sample(name: "property renamed with renamed-from", old: card(base),
               new: card(base.replacingOccurrences(of: "text? caption", with: "text? subtitle { renamed-from caption }"))),
        Sample(name: "component renamed with renamed-from", old: card(base), new: card("  renamed-from Card\n" + base, name: "Tile"),
               swift: """
                   @MainActor func callSites() -> [any View] {
                       [EBCard(title: "Hello"), EBCard(title: "Hello", style: .card, caption: "Note") { print("dismissed") }]
                   }
                   """),
    ]

    private struct Classified {
        let sample: Sample
        let index: Int
        let changes: [APIChange]

        func compatible(_ audience: Audience) -> Bool { !changes.contains { $0.impact(on: audience).isBreaking } }

        func reasons(_ audience: Audience) -> String {
            changes.map { "  \($0.summary): \($0.impact(on: audience).level.rawValue), \($0.impact(on: audience).reason)" }.joined(separator: "\n")
        }
    }

    private func classify() throws -> [Classified] {
        try Self.samples.enumerated().map { index, sample in
            let changes = APIDiff.compare(old: try DiffFixtures.system(sample.old), new: try DiffFixtures.system(sample.new))
            XCTAssertFalse(changes.isEmpty, "\(sample.name) changes something")
            return Classified(sample: sample, index: index, changes: changes)
        }
    }

    func testTheSampleCoversBothOutcomesOnBothPlatforms() throws {
        let classified = try classify()
        XCTAssertGreaterThanOrEqual(classified.count, 6)
        for audience in [Audience.swift, .kotlin] {
            let checked = classified.filter { audience == .swift ? $0.sample.swift != nil : $0.sample.kotlin != nil }
            XCTAssertTrue(checked.contains { $0.compatible(audience) }, "a compatible \(audience) sample")
            XCTAssertTrue(checked.contains { !$0.compatible(audience) }, "a breaking \(audience) sample")
        }
    }

    func testSwiftCallSitesCompileExactlyWhenCompatible() throws {
        let checker = try SwiftTypeChecker.shared()
        let templates = try TemplateStore()
        for item in try classify() {
            guard let callSites = item.sample.swift else { continue }
            let directory = try makeTemporaryDirectory(prefix: "dsgen-diff-swift")
            var results: [String: Result<String, any Error>] = [:]
            for side in ["old", "new"] {
                let system = try DiffFixtures.system(side == "old" ? item.sample.old : item.sample.new)
                let generator = Generator(system: system, templates: templates)
                let files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write("\(side)/\($0.path)", $0.contents) }
                let callSite = try directory.write("\(side)/CallSites.swift", "import SwiftUI\n\n" + callSites + "\n")
                results[side] = Result { try checker.typecheck(files + [callSite], moduleName: "Sample") }
            }
            if case .failure(let error) = results["old"] {
                XCTFail("\(item.sample.name): the Swift call sites do not compile against the old API:\n\(error)")
                continue
            }
            let compiled = (try? results["new"]?.get()) != nil
            print("swift  \(item.compatible(.swift) ? "compatible" : "breaking  ") \(compiled ? "compiles" : "fails   ") \(item.sample.name)")
            XCTAssertEqual(compiled, item.compatible(.swift), """
                \(item.sample.name): Swift call sites \(compiled ? "compile" : "do not compile") against the new API, \
                but the diff says \(item.compatible(.swift) ? "compatible" : "breaking"):
                \(item.reasons(.swift))
                \(compiled ? "" : results["new"].map { "\($0)" } ?? "")
                """)
        }
    }

    /// A new optional closure before the old trailing-closure target compiles in Swift but
    /// takes the closure: the diff calls it breaking, and running the call site shows why.
    func testSwiftTrailingClosureThatBindsElsewhereIsBreakingThoughItCompiles() throws {
        let old = Self.card(Self.base)
        let new = Self.card(Self.base.replacingOccurrences(of: "  event? onDismiss", with: "  event? onTap\n  event? onDismiss"))
        let changes = APIDiff.compare(old: try DiffFixtures.system(old), new: try DiffFixtures.system(new))
        XCTAssertEqual(changes.map(ExpectedChange.init), [ExpectedChange(.propertyAdded, "CCC"), ExpectedChange(.parameterOrderChanged, "BCC")])
        XCTAssertEqual(changes.last?.swift.reason, "a trailing closure meant for `onDismiss:` now binds to `onTap:`")
        let templates = try TemplateStore()
        var outputs: [String] = []
        for schema in [old, new] {
            let directory = try makeTemporaryDirectory(prefix: "dsgen-diff-run")
            let generator = Generator(system: try DiffFixtures.system(schema), templates: templates)
            let files = try (generator.files(for: .swiftUI) + generator.scaffolds(for: .swiftUI)).map { try directory.write($0.path, $0.contents) }
            let main = try directory.write("main.swift", """
                import SwiftUI
                let card = EBCard(title: "Hello") { print("dismissed") }
                print("onDismiss", card.onDismiss != nil)
                """)
            outputs.append(try SwiftUIStubLibrary.shared().run(files + [main]))
        }
        XCTAssertEqual(outputs, ["onDismiss true\n", "onDismiss false\n"])
    }

    func testKotlinCallSitesCompileExactlyWhenCompatible() throws {
        let compiler = try KotlinCompiler.shared()
        let templates = try TemplateStore()
        let directory = try makeTemporaryDirectory(prefix: "dsgen-diff-kotlin")
        var compiling: [URL] = []
        var failing: [(item: Classified, callSite: URL, generated: [URL])] = []
        for item in try classify() {
            guard let callSites = item.sample.kotlin else { continue }
            for side in ["old", "new"] {
                let package = "diffcheck.s\(item.index).\(side)"
                let system = try DiffFixtures.system(side == "old" ? item.sample.old : item.sample.new, kotlinPackage: package)
                let generator = Generator(system: system, templates: templates)
                let folder = "s\(item.index)/\(side)"
                let files = try (generator.files(for: .compose) + generator.scaffolds(for: .compose)).map { try directory.write("\(folder)/\($0.path)", $0.contents) }
                let callSite = try directory.write("\(folder)/CallSites.kt", """
                    package \(package)

                    import androidx.compose.runtime.Composable
                    import androidx.compose.ui.Modifier
                    import androidx.compose.ui.graphics.Color

                    \(callSites)

                    """)
                if side == "old" || item.compatible(.kotlin) {
                    compiling += files + [callSite]
                } else {
                    failing.append((item, callSite, files))
                }
            }
        }
        // Everything that must compile, in one run: old APIs with their call sites, and the
        // new APIs the diff calls compatible.
        XCTAssertNoThrow(try compiler.compile(compiling), "old call sites and compatible new APIs compile")
        // Everything that must not: each failure must be in its own call-site file.
        XCTAssertFalse(failing.isEmpty)
        var output = ""
        do {
            try compiler.compile(failing.flatMap { $0.generated + [$0.callSite] })
            XCTFail("the breaking samples compiled")
        } catch let failure as ToolFailure {
            output = failure.output
        }
        let errorLines = output.split(separator: "\n").filter { $0.hasPrefix("e: ") || $0.contains(": error:") }
        for item in try classify() where item.sample.kotlin != nil && item.compatible(.kotlin) {
            print("kotlin compatible compiles \(item.sample.name)")
        }
        for (item, callSite, _) in failing {
            print("kotlin breaking   \(errorLines.contains { $0.contains(callSite.path) } ? "fails   " : "compiles") \(item.sample.name)")
            XCTAssertTrue(errorLines.contains { $0.contains(callSite.path) }, """
                \(item.sample.name): Kotlin call sites compile against the new API, but the diff says breaking:
                \(item.reasons(.kotlin))
                """)
        }
        for line in errorLines where !line.contains("/CallSites.kt") {
            XCTFail("an error outside the call sites: \(line)")
        }
    }
}
