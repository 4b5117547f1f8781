// EBTextButton.swift — hand-written. The generated API refers to it as an external type
// (design-system.dsgen: `external TextButton`), e.g. the Alert's `action` slot.
import SwiftUI

/// The DS Text Button: a label and an action, with the system's pressed and disabled states.
public struct EBTextButton: View {
    /// The button's label.
    public let title: String
    /// Called when the user taps the button.
    public let action: @MainActor () -> Void

    /// Creates a text button.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    /// A borderless button with a trailing chevron.
    public var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                Text(title).font(.subheadline.weight(.semibold))
                Image(systemName: "chevron.right").imageScale(.small)
            }
        }
    }
}
