// Scaffolded by dsgen from Toast.dsgen. This file is yours: dsgen creates it once and never overwrites it.

import SwiftUI

extension EBToast {
    /// The icon (default per appearance, unless hidden), the message and the optional action on the
    /// appearance's colours for the theme, sized by `controlSize`; tapping dismisses, and
    /// the toast dismisses itself after the duration's seconds.
    @ViewBuilder public var body: some View {
        let colors = appearance.colors(theme: theme)
        let compact = size == .small
        HStack(spacing: compact ? 8 : 12) {
            if showsLeadingIcon {
                icon
                    .frame(width: size.iconSize, height: size.iconSize)
                    .foregroundStyle(colors.icon)
                    .accessibilityHidden(true)
            }
            Text(message)
                .font(compact ? .footnote : .subheadline)
                .foregroundStyle(colors.label)
            Spacer(minLength: 0)
            if let action {
                Button(action.label, action: action.onClick)
                    .font(.subheadline.bold())
                    .foregroundStyle(colors.label)
            }
        }
        .padding(compact ? 8 : 12)
        .background(colors.background, in: RoundedRectangle(cornerRadius: 8))
        .overlay {
            RoundedRectangle(cornerRadius: 8).strokeBorder(colors.border)
        }
        .accessibilityElement(children: .combine)
        .onTapGesture { onDismiss?() }
        .onAppear(perform: dismissAfterDuration)
    }

    /// The leading icon, or the appearance's default (`defaultIcon`).
    @ViewBuilder private var icon: some View {
        if let leadingIcon {
            leadingIcon.resizable()
        } else {
            switch appearance {
            case .neutral: Image(systemName: "checkmark.circle.fill").resizable()
            case .pending: ProgressView()
            case .destructive: Image(systemName: "xmark.circle.fill").resizable()
            }
        }
    }

    private func dismissAfterDuration() {
        guard let onDismiss else { return }
        let nanoseconds = UInt64(duration.seconds * 1_000_000_000)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: nanoseconds)
            onDismiss()
        }
    }
}
