@testable import DSGenKit
import Foundation
import XCTest

/// Each seed component's whole contrast table against values computed outside dsgen
/// (a short Python script over the colours on the seed pages, the table below), and
/// every row's ratio against a second, separately written computation.
final class SeedContrastTests: XCTestCase {
    /// One expected row: component, foreground, surface, cases, both colours as drawn,
    /// ratio to two decimals (never rounded up), verdict. `-` where a colour has no value
    /// (the surface is still drawn).
    struct Row: Equatable, CustomStringConvertible {
        var component, foreground, surface, cases, drawnForeground, drawnSurface, ratio: String
        var verdict: ContrastVerdict
        init(_ component: String, _ foreground: String, _ surface: String, _ cases: String, _ drawnForeground: String,
             _ drawnSurface: String, _ ratio: String, _ verdict: ContrastVerdict) {
            (self.component, self.foreground, self.surface, self.cases) = (component, foreground, surface, cases)
            (self.drawnForeground, self.drawnSurface, self.ratio, self.verdict) = (drawnForeground, drawnSurface, ratio, verdict)
        }
        var description: String {
            "\(component) \(foreground) on \(surface) [\(cases)] \(drawnForeground) on \(drawnSurface) \(ratio) \(verdict)"
        }
    }

    static let expected: [Row] = [
        Row("AdSpace", "adMarker", "surface", "", "#6780A9", "#FFFFFF", "4.00", .fail),
        Row("AdSpace", "caption", "surface", "", "-", "#FFFFFF", "-", .unknown),
        Row("AdSpace", "focusRing", "surface", "", "-", "#FFFFFF", "-", .unknown),
        Row("AdSpace", "loadingSkeleton", "surface", "", "#EEF2F9", "#FFFFFF", "1.12", .exempt),
        Row("Alert", "title", "background", "type neutral", "#0A2757", "#F4F6FA", "13.47", .pass),
        Row("Alert", "title", "background", "type information", "#072592", "#E5F1FF", "10.87", .pass),
        Row("Alert", "title", "background", "type warning", "#6C5009", "#FFF9EB", "7.17", .pass),
        Row("Alert", "title", "background", "type error", "#5F1410", "#FEECEB", "11.54", .pass),
        Row("Alert", "title", "background", "type success", "#0B3E23", "#E4F7ED", "10.89", .pass),
        Row("Alert", "description", "background", "type neutral", "#395078", "#F4F6FA", "7.48", .pass),
        Row("Alert", "description", "background", "type information", "#334EA8", "#E5F1FF", "6.56", .pass),
        Row("Alert", "description", "background", "type warning", "#897236", "#FFF9EB", "4.42", .fail),
        Row("Alert", "description", "background", "type error", "#7F3F3C", "#FEECEB", "6.87", .pass),
        Row("Alert", "description", "background", "type success", "#36634B", "#E4F7ED", "6.18", .pass),
        Row("Alert", "icon", "background", "type neutral", "#6780A9", "#F4F6FA", "3.70", .pass),
        Row("Alert", "icon", "background", "type information", "#2340A9", "#E5F1FF", "7.72", .pass),
        Row("Alert", "icon", "background", "type warning", "#966F0B", "#FFF9EB", "4.37", .pass),
        Row("Alert", "icon", "background", "type error", "#B0231C", "#FEECEB", "5.93", .pass),
        Row("Alert", "icon", "background", "type success", "#188A47", "#E4F7ED", "3.95", .pass),
        Row("Toast", "label", "background", "appearance neutral, theme dark", "#FFFFFF", "#0A2757", "14.57", .pass),
        Row("Toast", "label", "background", "appearance neutral, theme light", "#0A2757", "#FFFFFF", "14.57", .pass),
        Row("Toast", "label", "background", "appearance pending, theme dark", "#FFFFFF", "#0A2757", "14.57", .pass),
        Row("Toast", "label", "background", "appearance pending, theme light", "#0A2757", "#FFFFFF", "14.57", .pass),
        Row("Toast", "label", "background", "appearance destructive", "#FFFFFF", "#D61B2C", "5.18", .pass),
        Row("Toast", "icon", "background", "appearance neutral, theme dark", "#FFFFFF", "#0A2757", "14.57", .pass),
        Row("Toast", "icon", "background", "appearance neutral, theme light", "#0A2757", "#FFFFFF", "14.57", .pass),
        Row("Toast", "icon", "background", "appearance pending, theme dark", "#FFFFFF", "#0A2757", "14.57", .pass),
        Row("Toast", "icon", "background", "appearance pending, theme light", "#0A2757", "#FFFFFF", "14.57", .pass),
        Row("Toast", "icon", "background", "appearance destructive", "#FFFFFF", "#D61B2C", "5.18", .pass),
        Row("Toast", "border", "background", "appearance neutral, theme dark", "#E5EBF4", "#0A2757", "12.16", .exempt),
        Row("Toast", "border", "background", "appearance neutral, theme light", "#E5EBF4", "#FFFFFF", "1.19", .exempt),
        Row("Toast", "border", "background", "appearance pending, theme dark", "#E5EBF4", "#0A2757", "12.16", .exempt),
        Row("Toast", "border", "background", "appearance pending, theme light", "#E5EBF4", "#FFFFFF", "1.19", .exempt),
        Row("Toast", "border", "background", "appearance destructive", "#F4C7C9", "#D61B2C", "3.42", .exempt),
    ]

    func testEverySeedTableMatchesTheIndependentComputation() throws {
        let system = try SeedSchemas.system()
        let actual = system.components.flatMap { component in
            ContrastTable.rows(for: component, policy: system.contrast).map { row in
                Row(component.name, row.pairing.foreground, row.pairing.surface, row.caseDescription,
                    row.drawnForeground?.hex ?? "-", row.drawnSurface?.hex ?? "-", row.ratio.map(WCAG.formatted) ?? "-", row.verdict)
            }
        }
        XCTAssertEqual(actual.count, Self.expected.count)
        for (index, (row, expected)) in zip(actual, Self.expected).enumerated() {
            XCTAssertEqual(row, expected, "row \(index)")
        }
    }

    /// The ratios again, from the written token values, by a computation that shares no
    /// code with dsgen's: integer alpha blending and a 256-entry linearisation table.
    func testEveryRatioAgreesWithASecondComputation() throws {
        let system = try SeedSchemas.system()
        var checked = 0
        for component in system.components {
            for row in ContrastTable.rows(for: component, policy: system.contrast) {
                guard let foreground = row.foreground.value, let surface = row.surface.value else {
                    XCTAssertNil(row.ratio, "\(component.name) \(row.pairing.foreground): no value, no ratio")
                    continue
                }
                let drawnSurface = Reference.blend(Reference.channels(surface.hex), Reference.alpha(surface), over: [255, 255, 255])
                let drawnForeground = Reference.blend(Reference.channels(foreground.hex), Reference.alpha(foreground), over: drawnSurface)
                let expected = Reference.ratio(drawnForeground, drawnSurface)
                XCTAssertEqual(row.ratio ?? -1, expected, accuracy: 1e-9, "\(component.name) \(row.caseDescription)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, Self.expected.filter { $0.ratio != "-" }.count)
    }

    /// The Alert's claim ("tested to ≥4.5:1") is recorded and contradicted by one row.
    func testTheAlertClaimIsContradictedByTheWarningDescription() throws {
        let alert = try XCTUnwrap(SeedSchemas.system().components.first { $0.name == "Alert" })
        XCTAssertEqual(alert.accessibility.contrastClaims,
                       [ContrastClaim(requirement: "Color contrast", minimumRatio: 4.5, roles: ["title", "description"])])
        let below = ContrastTable.rows(for: alert, policy: .standard).filter { row in
            ["title", "description"].contains(row.pairing.foreground) && (row.ratio ?? 0) < 4.5
        }
        XCTAssertEqual(below.map(\.caseDescription), ["type warning"])
    }
}

/// A second WCAG computation for the tests, written apart from dsgen's.
enum Reference {
    /// Linear light for every 8-bit sRGB value (WCAG 2.2: 0.04045 knee).
    static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c > 0.04045 ? Foundation.pow((c + 0.055) / 1.055, 2.4) : c / 12.92
    }

    static func channels(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    /// Opacity as a fraction of 1000 (`80%` → 800), for integer blending.
    static func alpha(_ value: ColorValue) -> Int { Int((value.opacityPercent * 10).rounded()) }

    /// `(a·fg + (1000 − a)·bg) / 1000`, rounded half up, in integers.
    static func blend(_ top: [Int], _ alpha: Int, over bottom: [Int]) -> [Int] {
        zip(top, bottom).map { (alpha * $0 + (1000 - alpha) * $1 + 500) / 1000 }
    }

    static func ratio(_ a: [Int], _ b: [Int]) -> Double {
        func luminance(_ c: [Int]) -> Double { 0.2126 * linear[c[0]] + 0.7152 * linear[c[1]] + 0.0722 * linear[c[2]] }
        let (x, y) = (luminance(a) + 0.05, luminance(b) + 0.05)
        return x > y ? x / y : y / x
    }
}
