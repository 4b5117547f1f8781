import DSGenCLI
@testable import DSGenKit
import Foundation
import XCTest

/// A component the seeds do not have — colours by tone and theme, translucent labels on a
/// translucent surface — through lint, emit, the tokens' validation and read-back, the
/// docs' table and its swatch sheet in Chromium.
final class NewComponentEndToEndTests: XCTestCase {
    static let badge = """
        component Badge {
          summary "A small status badge."
          figma "https://www.figma.com/design/FILE/Test?node-id=9-9"
          enum tone = info {
            case info
            case danger
          }
          enum theme = light {
            case light
            case dark
          }
          text label { example "New" }
          tokens {
            colors by tone, theme {
              role background "Fill"
              role label "Label"
              info {
                background "main/badge/info/{theme}/bg" { light #E5F1FF; dark #0A2757 @ 90% }
                label "main/badge/info/{theme}/label" { light #2340A9 @ 60%; dark #FFFFFF @ 85% }
              }
              danger {
                background "main/badge/danger/bg" #D61B2C
                label "main/badge/danger/label" #FFFFFF
              }
            }
            contrast label on background text "The badge's label."
          }
        }

        """

    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let code = DSGenCommandLine(output: CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })).run(arguments)
        return (code, buffer.out, buffer.err)
    }

    func testABadgeWithThemesAndAlphaWorksEndToEnd() throws {
        let directory = try makeTemporaryDirectory(prefix: "dsgen-badge")
        try directory.write("Schemas/design-system.dsgen", "design-system EB {\n  summary \"Test.\"\n}\n")
        let schema = try directory.write("Schemas/Badge.dsgen", Self.badge)
        let schemas = directory.url.appendingPathComponent("Schemas").path

        // Expected values from outside dsgen (the same Python computation as SeedContrastTests'):
        // info/light: #2340A9 @ 60% on #E5F1FF is #7187CB, 3.04:1; info/dark: #FFFFFF @ 85% on
        // #0A2757 @ 90% (itself #223D68 on white) is #DEE2E8, 8.34:1; danger: 5.18:1.
        let lint = run(["lint", schemas])
        XCTAssertEqual(lint.code, 0)
        XCTAssertEqual(lint.err, "\(schema.path):19:55: warning: contrast of 'label' on 'background' (tone info, theme light) is 3.04:1, "
                       + "below 4.5:1 for text (WCAG AA): #7187CB as drawn (#2340A9 @ 60%) on #E5F1FF\n")

        let out = directory.url.appendingPathComponent("Generated")
        let emit = run(["emit", "--target", "all", "--out", out.path, schemas])
        XCTAssertEqual(emit.code, 0, emit.err)

        let page = try String(contentsOf: out.appendingPathComponent("docs/Badge.md"), encoding: .utf8)
        XCTAssertTrue(page.contains("| `label` on `background` · text | `info` · `light` | `#7187CB` (`#2340A9 @ 60%`) | `#E5F1FF` | 3.04:1 | 4.5:1 | **fail** |"), page)
        XCTAssertTrue(page.contains("| `label` on `background` · text | `info` · `dark` | `#DEE2E8` (`#FFFFFF @ 85%`) | `#223D68` (`#0A2757 @ 90%`) | 8.34:1 | 4.5:1 | pass |"), page)
        XCTAssertTrue(page.contains("| `label` on `background` · text | `danger` | `#FFFFFF` | `#D61B2C` | 5.18:1 | 4.5:1 | pass |"), page)
        XCTAssertTrue(page.contains("![Badge colour swatches](Badge.swatches.svg)"))

        let tokenFiles = try ["EB.tokens.json", "Badge.tokens.json", "Badge.theme-light.tokens.json", "Badge.theme-dark.tokens.json",
                              "EB.resolver.json"].map { name in
            (name, try JSONValue.parse(String(contentsOf: out.appendingPathComponent("tokens/" + name), encoding: .utf8)))
        }
        XCTAssertEqual(DesignTokensValidator.problems(in: Array(tokenFiles.dropLast())), [])
        let tokens = TokenReader(tokenFiles)
        XCTAssertEqual(tokens.color("main.badge.info.bg", in: "Badge.theme-dark.tokens.json"), ColorValue(hex: "#0A2757", opacityPercent: 90))
        XCTAssertEqual(tokens.color("main.badge.info.label", in: "Badge.theme-light.tokens.json"), ColorValue(hex: "#2340A9", opacityPercent: 60))
        XCTAssertEqual(tokens.color("main.badge.info.label"), ColorValue(hex: "#2340A9", opacityPercent: 60), "the default theme, light, in the base file")
        XCTAssertEqual(tokens.color("main.badge.danger.label"), ColorValue(hex: "#FFFFFF", opacityPercent: 100))

        let system = try XCTUnwrap(Pipeline.model(at: [schemas]).0 as DesignSystem?)
        let sheet = try XCTUnwrap(SwatchSheet(component: try XCTUnwrap(system.components.first), policy: system.contrast))
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("docs/Badge.swatches.svg"), encoding: .utf8), sheet.svg)
        XCTAssertTrue(sheet.probes.contains { $0.color == SRGBColor(hex: "#DEE2E8") })
        try SwatchSheetTests.assertRendered(sheet, name: "Badge", chromium: try SwatchSheetTests.chromium(), in: directory)
    }
}
