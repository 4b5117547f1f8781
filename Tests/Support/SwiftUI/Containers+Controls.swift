// Stacks, spacers, buttons and the other containers and controls of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

// MARK: - Containers and controls

@MainActor @frozen @preconcurrency
public struct HStack<Content>: View where Content: View {
    @usableFromInline nonisolated(unsafe) var content: Content

    nonisolated public init(
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@MainActor @frozen @preconcurrency
public struct VStack<Content>: View where Content: View {
    @usableFromInline nonisolated(unsafe) var content: Content

    nonisolated public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@MainActor @frozen @preconcurrency
public struct ZStack<Content>: View where Content: View {
    @usableFromInline nonisolated(unsafe) var content: Content

    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@MainActor @frozen @preconcurrency
public struct Spacer: View {
    public var minLength: CGFloat?

    nonisolated public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@MainActor @frozen @preconcurrency
public struct Divider: View {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

public struct ButtonRole: Equatable, Sendable {
    @usableFromInline let id: Int
    @usableFromInline init(id: Int) { self.id = id }
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    @usableFromInline nonisolated(unsafe) var label: Label
    @usableFromInline var action: @MainActor () -> Void

    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    nonisolated public init(
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }

    nonisolated public init(
        _ titleKey: LocalizedStringKey,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {
        self.init(role: role, action: action) { Text(title) }
    }
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { _stubNever() }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

extension View {
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        modifier(_StubModifier())
    }
}

@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView {}

    nonisolated public init(@ViewBuilder label: () -> Label) {}

    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}

    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {}
}
