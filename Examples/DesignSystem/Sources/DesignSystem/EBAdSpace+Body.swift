// Scaffolded by dsgen from AdSpace.dsgen. This file is yours: dsgen creates it once and never overwrites it.

import SwiftUI

extension EBAdSpace {
    /// The creative (or the loading skeleton) in a surface of the size's dimensions and corner
    /// radius with the "Ad" marker, the caption below where the size allows one; the whole
    /// surface is one button, announced with the disclosure hint.
    @ViewBuilder public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ZStack {
                if isLoading {
                    RoundedRectangle(cornerRadius: size.cornerRadius)
                        .fill(EBAdSpaceTokens.loadingSkeleton)
                        .accessibilityLabel(EBAdSpaceAccessibility.loadingLabel)
                } else {
                    content
                }
            }
            .frame(width: size.width, height: size.height)
            .background(EBAdSpaceTokens.surface, in: RoundedRectangle(cornerRadius: size.cornerRadius))
            .clipShape(RoundedRectangle(cornerRadius: size.cornerRadius))
            .overlay(alignment: .topLeading) {
                Text("Ad").font(.caption2).foregroundStyle(EBAdSpaceTokens.adMarker).padding(4)
            }
            if size.supportsCaption, let caption, !caption.isEmpty {
                Text(caption)
                    .font(.caption.bold()) // EBAdSpaceTokens.captionTextStyle
                    .lineLimit(size == .promoSm ? 1 : 2)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { onTap?() }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(onTap == nil ? [] : .isButton)
        .accessibilityHint(EBAdSpaceAccessibility.disclosureHint)
        .onAppear(perform: reportImpression)
    }

    /// Calls `onImpression` after the telemetry contract's duration on screen. (A production
    /// version also checks `EBAdSpaceTelemetry.impressionVisibleFraction` with a geometry reader.)
    private func reportImpression() {
        guard let onImpression else { return }
        let nanoseconds = UInt64(EBAdSpaceTelemetry.impressionDuration * 1_000_000_000)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: nanoseconds)
            onImpression()
        }
    }
}
