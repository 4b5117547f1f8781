// Scaffolded by dsgen from Alert.dsgen. This file is yours: dsgen creates it once and never overwrites it.

import SwiftUI

extension EBAlert {
    /// A row of the optional leading icon, the title with its description and the card's
    /// action, the optional trailing icon and the dismiss button, on the type's colour tokens,
    /// laid out by the style's per-case data (banner or accent card).
    @ViewBuilder public var body: some View {
        let _ = assertArgumentsApply()  // debug builds: an action needs the card style
        let colors = type.colors
        HStack(alignment: .top, spacing: 12) {
            if let leadingIcon {
                leadingIcon.foregroundStyle(colors.icon).accessibilityHidden(true)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(style.titleFontSize.map { .system(size: $0, weight: .bold) } ?? .headline)
                    .foregroundStyle(colors.title)
                if let description {
                    Text(description).font(.subheadline).foregroundStyle(colors.description)
                }
                if style.supportsAction, let action {
                    action
                }
            }
            Spacer(minLength: 0)
            if showsTrailingIcon, let icon = trailingIcon ?? statusIcon {
                icon.foregroundStyle(colors.icon).accessibilityHidden(true)
            }
            if let onDismiss {
                Button(action: onDismiss) {
                    Image(systemName: "xmark").foregroundStyle(colors.title)
                }
                .accessibilityLabel(EBAlertAccessibility.dismissButtonLabel)
            }
        }
        .padding(.vertical, style.verticalPadding)
        .padding(.horizontal, style.horizontalPadding)
        .frame(width: style.width)
        .background(colors.background, in: RoundedRectangle(cornerRadius: style.cornerRadius))
        .overlay(alignment: .leading) {
            if let width = style.accentBorderWidth {
                Rectangle().fill(colors.icon).frame(width: width)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: style.cornerRadius))
        .shadow(color: style.shadow == nil ? .clear : Color(white: 0, opacity: 0.08), radius: 4, y: 2)
        // type.liveRegion: the host announces the alert on mount, assertively for errors.
        .accessibilityElement(children: .combine)
    }

    /// The icon a semantic type shows when no trailing icon is given; neutral has none.
    private var statusIcon: Image? {
        switch type {
        case .neutral: return nil
        case .information: return Image(systemName: "info.circle.fill")
        case .warning: return Image(systemName: "exclamationmark.triangle.fill")
        case .error: return Image(systemName: "xmark.octagon.fill")
        case .success: return Image(systemName: "checkmark.circle.fill")
        }
    }
}
