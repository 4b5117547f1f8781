import DesignSystem
import SwiftUI
import XCTest

/// The generated Alert API, as an app sees it. (On Linux `SwiftUI` is the compile-only mirror:
/// these tests never evaluate a `body`.)
final class AlertTests: XCTestCase {
    func testTypeAndStyleCases() {
        XCTAssertEqual(EBAlertType.allCases, [.neutral, .information, .warning, .error, .success])
        XCTAssertEqual(EBAlertType.allCases.map(\.rawValue), ["neutral", "information", "warning", "error", "success"])
        XCTAssertEqual(EBAlertStyle.allCases, [.banner, .card])
    }

    func testLiveRegionPerType() {
        XCTAssertEqual(EBAlertType.error.liveRegion, .assertive)
        for type in EBAlertType.allCases where type != .error {
            XCTAssertEqual(type.liveRegion, .polite, "\(type)")
        }
    }

    func testStyleLayoutData() {
        XCTAssertEqual(EBAlertStyle.banner.width, 360)
        XCTAssertNil(EBAlertStyle.card.width)
        XCTAssertEqual(EBAlertStyle.allCases.map(\.verticalPadding), [12, 12])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.horizontalPadding), [16, 16])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.cornerRadius), [4, 4])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.accentBorderWidth), [nil, 6])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.titleFontSize), [nil, 18])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.titleLineHeight), [nil, 23])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.shadow), ["soft", nil])
        XCTAssertEqual(EBAlertStyle.allCases.map(\.supportsAction), [false, true], "action only for the card style")
    }

    func testColorTokensPerType() {
        XCTAssertEqual(EBAlertColors.information.background, hex(0xE5F1FF))
        XCTAssertEqual(EBAlertColors.information.title, hex(0x072592))
        XCTAssertEqual(EBAlertColors.information.description, hex(0x072592, opacity: 0.8))
        XCTAssertEqual(EBAlertColors.information.icon, hex(0x2340A9))
        XCTAssertEqual(EBAlertColors.error.icon, hex(0xB0231C))
        XCTAssertEqual(EBAlertColors.neutral.background, hex(0xF4F6FA))
        let expected: [EBAlertType: EBAlertColors] = [
            .neutral: .neutral, .information: .information, .warning: .warning, .error: .error, .success: .success,
        ]
        for type in EBAlertType.allCases {
            XCTAssertEqual(type.colors, expected[type], "\(type)")
        }
        XCTAssertEqual(Set(EBAlertType.allCases.map(\.colors.background)).count, 5, "every type has its own background")
    }

    func testAccessibilityConstants() {
        XCTAssertEqual(EBAlertAccessibility.dismissButtonLabel, "Dismiss")
    }

    @MainActor
    func testInitialiserDefaults() {
        let alert = EBAlert(title: "Payment method expired")
        XCTAssertEqual(alert.type, .neutral)
        XCTAssertEqual(alert.title, "Payment method expired")
        XCTAssertNil(alert.description)
        XCTAssertNil(alert.leadingIcon)
        XCTAssertNil(alert.trailingIcon)
        XCTAssertNil(alert.action)
        XCTAssertNil(alert.onDismiss)
    }

    @MainActor
    func testInitialiserStoresEveryArgument() {
        var dismissed = 0
        var tapped = 0
        let alert = EBAlert(
            type: .error,
            title: "Payment failed",
            description: "Update your card.",
            leadingIcon: Image(systemName: "exclamationmark.triangle"),
            trailingIcon: Image(systemName: "chevron.right"),
            action: EBTextButton("Try again") { tapped += 1 },
            onDismiss: { dismissed += 1 }
        )
        XCTAssertEqual(alert.type, .error)
        XCTAssertEqual(alert.title, "Payment failed")
        XCTAssertEqual(alert.description, "Update your card.")
        XCTAssertEqual(alert.leadingIcon, Image(systemName: "exclamationmark.triangle"))
        XCTAssertEqual(alert.trailingIcon, Image(systemName: "chevron.right"))
        XCTAssertEqual(alert.action?.title, "Try again")
        alert.action?.action()
        alert.onDismiss?()
        XCTAssertEqual(tapped, 1)
        XCTAssertEqual(dismissed, 1)
    }
}

/// The colour a token's hex value and opacity stand for.
func hex(_ value: UInt32, opacity: Double = 1) -> Color {
    Color(.sRGB, red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
          blue: Double(value & 0xFF) / 255, opacity: opacity)
}
