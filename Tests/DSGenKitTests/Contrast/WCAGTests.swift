@testable import DSGenKit
import XCTest

/// The WCAG 2.2 formulas against published reference values.
final class WCAGTests: XCTestCase {
    private func color(_ hex: String) -> SRGBColor { SRGBColor(hex: hex)! }

    func testBlackOnWhiteIsTwentyOneToOne() {
        XCTAssertEqual(WCAG.contrastRatio(color("#000000"), color("#FFFFFF")), 21, accuracy: 1e-12)
        XCTAssertEqual(WCAG.contrastRatio(color("#FFFFFF"), color("#000000")), 21, accuracy: 1e-12, "order does not matter")
        XCTAssertEqual(WCAG.contrastRatio(color("#6C5009"), color("#6C5009")), 1, accuracy: 1e-12)
    }

    func testRelativeLuminanceReferencePoints() {
        XCTAssertEqual(WCAG.relativeLuminance(color("#FFFFFF")), 1, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(color("#000000")), 0, accuracy: 1e-12)
        // The coefficients: pure primaries have exactly their weight.
        XCTAssertEqual(WCAG.relativeLuminance(color("#FF0000")), 0.2126, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(color("#00FF00")), 0.7152, accuracy: 1e-12)
        XCTAssertEqual(WCAG.relativeLuminance(color("#0000FF")), 0.0722, accuracy: 1e-12)
        // Below 0.04045 the channel is linear: 10 / 255 / 12.92.
        XCTAssertEqual(WCAG.relativeLuminance(color("#0A0A0A")), 10.0 / 255 / 12.92, accuracy: 1e-12)
        // Mid grey: ((128/255 + 0.055) / 1.055)^2.4 = 0.21586.
        XCTAssertEqual(WCAG.relativeLuminance(color("#808080")), 0.21586, accuracy: 1e-5)
    }

    /// The grey pairs the W3C's Understanding 1.4.3 and technique G18 discussions use:
    /// #777777 just misses 4.5:1 on white, #767676 just makes it, #595959 is 7:1 (AAA).
    func testW3CGreysOnWhite() {
        XCTAssertEqual(WCAG.contrastRatio(color("#777777"), .white), 4.478, accuracy: 0.001)
        XCTAssertEqual(WCAG.contrastRatio(color("#767676"), .white), 4.542, accuracy: 0.001)
        XCTAssertEqual(WCAG.contrastRatio(color("#595959"), .white), 7.004, accuracy: 0.001)
        XCTAssertEqual(WCAG.formatted(WCAG.contrastRatio(color("#777777"), .white)), "4.47")
    }

    func testFormattingNeverRoundsUpToAThreshold() {
        XCTAssertEqual(WCAG.formatted(4.4999), "4.49")
        XCTAssertEqual(WCAG.formatted(21), "21.00")
        XCTAssertEqual(WCAG.formatted(3.05), "3.05")
        XCTAssertEqual(WCAG.formatted(1), "1.00")
    }

    func testCompositingIsPerChannelInEncodedSRGBRoundedToEightBits() {
        XCTAssertEqual(WCAG.composite(color("#000000"), opacity: 0.5, over: .white), SRGBColor(red: 128, green: 128, blue: 128))
        XCTAssertEqual(WCAG.composite(color("#072592"), opacity: 1, over: color("#E5F1FF")), color("#072592"))
        XCTAssertEqual(WCAG.composite(color("#072592"), opacity: 0, over: color("#E5F1FF")), color("#E5F1FF"))
        // The Alert's warning description, #6C5009 @ 80% on #FFF9EB: 0.8·108 + 0.2·255 = 137.4 → 137, …
        XCTAssertEqual(WCAG.composite(color("#6C5009"), opacity: 0.8, over: color("#FFF9EB")), SRGBColor(red: 137, green: 114, blue: 54))
    }

    func testThresholdsPerContentAndLevel() {
        XCTAssertEqual(ContrastLevel.aa.threshold(for: .text), 4.5)
        XCTAssertEqual(ContrastLevel.aa.threshold(for: .largeText), 3)
        XCTAssertEqual(ContrastLevel.aa.threshold(for: .nonText), 3)
        XCTAssertNil(ContrastLevel.aa.threshold(for: .decorative))
        XCTAssertEqual(ContrastLevel.aaa.threshold(for: .text), 7)
        XCTAssertEqual(ContrastLevel.aaa.threshold(for: .largeText), 4.5)
        XCTAssertEqual(ContrastLevel.aaa.threshold(for: .nonText), 3)
        XCTAssertNil(ContrastLevel.aaa.threshold(for: .decorative))
    }

    func testHexParsing() {
        XCTAssertEqual(SRGBColor(hex: "#0a2757"), SRGBColor(red: 10, green: 39, blue: 87))
        XCTAssertEqual(SRGBColor(hex: "#0A2757CC"), SRGBColor(red: 10, green: 39, blue: 87))
        XCTAssertEqual(SRGBColor(red: 10, green: 39, blue: 87).hex, "#0A2757")
        XCTAssertNil(SRGBColor(hex: "0A2757"))
        XCTAssertNil(SRGBColor(hex: "#0A275"))
        XCTAssertNil(SRGBColor(hex: "#GGGGGG"))
    }
}
