import DesignSystem
import SwiftUI
import XCTest

/// The generated Toast API: cases, per-case data, themed colours, the action value type.
final class ToastTests: XCTestCase {
    func testCases() {
        XCTAssertEqual(EBToastAppearance.allCases, [.neutral, .pending, .destructive])
        XCTAssertEqual(EBToastTheme.allCases, [.dark, .light])
        XCTAssertEqual(EBToastSize.allCases, [.small, .base])
        XCTAssertEqual(EBToastDuration.allCases, [.short, .long])
    }

    func testDurationsInSeconds() {
        XCTAssertEqual(EBToastDuration.short.seconds, 3)
        XCTAssertEqual(EBToastDuration.long.seconds, 5)
    }

    func testAppearanceData() {
        XCTAssertEqual(EBToastAppearance.allCases.map(\.liveRegion), [.polite, .polite, .assertive])
        XCTAssertEqual(EBToastAppearance.allCases.map(\.defaultIcon), ["checkmark", "spinner", "error glyph"])
        XCTAssertEqual(EBToastAppearance.allCases.map(\.supportsTheme), [true, true, false],
                       "theme only for neutral and pending")
    }

    func testSizesFromControlSize() {
        XCTAssertEqual(EBToastSize.allCases.map(\.iconSize), [16, 24])
        XCTAssertEqual(EBToastSize.small.controlSize, .small)
        XCTAssertEqual(EBToastSize.base.controlSize, .regular)
        XCTAssertEqual(EBToastSize(.mini), .small)
        XCTAssertEqual(EBToastSize(.small), .small)
        XCTAssertEqual(EBToastSize(.regular), .base)
        XCTAssertEqual(EBToastSize(.large), .base)
        for size in EBToastSize.allCases {
            XCTAssertEqual(EBToastSize(size.controlSize), size, "round trip \(size)")
        }
    }

    func testColorsByAppearanceAndTheme() {
        XCTAssertEqual(EBToastAppearance.neutral.colors(theme: .dark), .neutralDark)
        XCTAssertEqual(EBToastAppearance.neutral.colors(theme: .light), .neutralLight)
        XCTAssertEqual(EBToastAppearance.pending.colors(theme: .dark), .pendingDark)
        XCTAssertEqual(EBToastAppearance.pending.colors(theme: .light), .pendingLight)
        for theme in EBToastTheme.allCases {
            XCTAssertEqual(EBToastAppearance.destructive.colors(theme: theme), .destructive, "destructive ignores \(theme)")
        }
        XCTAssertEqual(EBToastColors.neutralDark.background, hex(0x0A2757))
        XCTAssertEqual(EBToastColors.neutralLight.background, hex(0xFFFFFF))
        XCTAssertEqual(EBToastColors.destructive.background, hex(0xD61B2C))
        XCTAssertEqual(EBToastColors.destructive.border, hex(0xF4C7C9))
    }

    @MainActor
    func testActionStoresLabelAndCallback() {
        var clicks = 0
        let action = EBToastAction(label: "Undo", onClick: { clicks += 1 })
        XCTAssertEqual(action.label, "Undo")
        action.onClick()
        XCTAssertEqual(clicks, 1)
    }

    @MainActor
    func testInitialiserDefaults() {
        let toast = EBToast(message: "Transfer sent")
        XCTAssertEqual(toast.appearance, .neutral)
        XCTAssertEqual(toast.message, "Transfer sent")
        XCTAssertNil(toast.leadingIcon)
        XCTAssertNil(toast.action)
        XCTAssertEqual(toast.duration, .short)
        XCTAssertNil(toast.onDismiss)
    }

    @MainActor
    func testInitialiserStoresEveryArgument() {
        var events: [String] = []
        let toast = EBToast(
            appearance: .pending,
            message: "Uploading…",
            leadingIcon: Image(systemName: "arrow.up"),
            action: EBToastAction(label: "Cancel", onClick: { events.append("cancel") }),
            duration: .long,
            onDismiss: { events.append("dismiss") }
        )
        XCTAssertEqual(toast.appearance, .pending)
        XCTAssertEqual(toast.message, "Uploading…")
        XCTAssertEqual(toast.leadingIcon, Image(systemName: "arrow.up"))
        XCTAssertEqual(toast.action?.label, "Cancel")
        XCTAssertEqual(toast.duration, .long)
        toast.action?.onClick()
        toast.onDismiss?()
        XCTAssertEqual(events, ["cancel", "dismiss"])
    }
}
