// Hand-written design-system components the generated API refers to as external
// types (design-system.dsgen: `external TextButton`). In a real design system these
// live beside the generated code.
import SwiftUI

/// The DS Text Button: a label and an action.
public struct EBTextButton: View {
    let title: String
    let action: @MainActor () -> Void

    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(title, action: action)
    }
}
