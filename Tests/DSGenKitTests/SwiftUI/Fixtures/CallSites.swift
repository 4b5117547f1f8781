// Call sites written the way an app uses the generated SwiftUI API: every enum case,
// every optional parameter left out and given, modifiers, tokens and per-case data.
import SwiftUI

@MainActor
struct AlertCallSites {
    var minimal: some View {
        EBAlert(title: "Payment method expired")
    }

    var everything: some View {
        EBAlert(
            type: .error,
            title: "Payment failed",
            description: "Update your card to keep your subscription active.",
            leadingIcon: Image(systemName: "exclamationmark.triangle"),
            trailingIcon: Image(systemName: "chevron.right"),
            action: EBTextButton("Try again") {},
            onDismiss: {}
        )
        .ebAlertStyle(.card)
    }

    func name(of type: EBAlertType) -> String {
        switch type {
        case .neutral: "neutral"
        case .information: "information"
        case .warning: "warning"
        case .error: "error"
        case .success: "success"
        }
    }

    func layout(_ style: EBAlertStyle) -> (CGFloat?, CGFloat, CGFloat?, Bool) {
        switch style {
        case .banner, .card: (style.width, style.cornerRadius, style.accentBorderWidth, style.supportsAction)
        }
    }

    func colors(_ type: EBAlertType) -> [Color] {
        let colors = type.colors
        return [colors.background, colors.title, colors.description, colors.icon, EBAlertColors.information.background]
    }

    var announcements: [EBLiveRegion] { EBAlertType.allCases.map(\.liveRegion) }
    var dismissLabel: String { EBAlertAccessibility.dismissButtonLabel }
}

@MainActor
struct ToastCallSites {
    var minimal: some View {
        EBToast(message: "Transfer sent")
    }

    var everything: some View {
        EBToast(
            appearance: .pending,
            message: "Uploading…",
            leadingIcon: Image(systemName: "arrow.up"),
            action: EBToastAction(label: "Undo", onClick: {}),
            duration: .long,
            onDismiss: {}
        )
        .ebToastTheme(.light)
        .controlSize(.small)
    }

    func name(of appearance: EBToastAppearance, theme: EBToastTheme, size: EBToastSize, duration: EBToastDuration) -> String {
        let appearanceName = switch appearance {
        case .neutral: "neutral"
        case .pending: "pending"
        case .destructive: "destructive"
        }
        let themeName = switch theme {
        case .dark: "dark"
        case .light: "light"
        }
        let sizeName = switch size {
        case .small: "small"
        case .base: "base"
        }
        let durationName = switch duration {
        case .short: "short"
        case .long: "long"
        }
        return [appearanceName, themeName, sizeName, durationName].joined(separator: " ")
    }

    func facts(_ appearance: EBToastAppearance, _ theme: EBToastTheme) -> (EBToastColors, EBLiveRegion, String, Bool) {
        (appearance.colors(theme: theme), appearance.liveRegion, appearance.defaultIcon, appearance.supportsTheme)
    }

    func sizes() -> [(ControlSize, CGFloat)] {
        EBToastSize.allCases.map { ($0.controlSize, $0.iconSize) } + [(EBToastSize(.mini).controlSize, 0)]
    }

    var seconds: [TimeInterval] { EBToastDuration.allCases.map(\.seconds) }
}

@MainActor
struct AdSpaceCallSites {
    var minimal: some View {
        EBAdSpace(size: .bannerSm) {
            Color.clear
        }
    }

    var everything: some View {
        EBAdSpace(size: .heroMd, isLoading: true, caption: "Summer sale — 20% off", onImpression: {}, onTap: {}) {
            Image("hero")
        }
    }

    func name(of size: EBAdSpaceSize) -> String {
        switch size {
        case .bannerSm: "banner-sm"
        case .bannerLg: "banner-lg"
        case .bannerMrec: "banner-mrec"
        case .promoSm: "promo-sm"
        case .promoMd: "promo-md"
        case .heroSm: "hero-sm"
        case .heroMd: "hero-md"
        }
    }

    func group(of size: EBAdSpaceSize) -> String {
        switch size.group {
        case .banner: "banner"
        case .promo: "promo"
        case .hero: "hero"
        }
    }

    func dimensions(_ size: EBAdSpaceSize) -> (CGFloat, CGFloat, CGFloat, String, String, Bool) {
        (size.width, size.height, size.cornerRadius, size.aspect, size.content, size.supportsCaption)
    }

    var tokens: [Color] { [EBAdSpaceTokens.surface, EBAdSpaceTokens.loadingSkeleton, EBAdSpaceTokens.adMarker] }
    var captionStyle: String { EBAdSpaceTokens.captionTextStyle }
    var accessibility: (String, String, CGFloat, CGFloat) {
        (EBAdSpaceAccessibility.disclosureHint, EBAdSpaceAccessibility.loadingLabel,
         EBAdSpaceAccessibility.minimumTouchTarget, EBAdSpaceAccessibility.focusRingWidth)
    }
    var telemetry: (Double, TimeInterval) {
        (EBAdSpaceTelemetry.impressionVisibleFraction, EBAdSpaceTelemetry.impressionDuration)
    }
}
