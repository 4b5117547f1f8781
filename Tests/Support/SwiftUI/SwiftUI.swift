// SwiftUI.swift and its sibling files — a compile-only mirror of Apple's SwiftUI API surface.
//
// Built as a module named `SwiftUI` by the test harness
// (Tests/DSGenKitTests/Support/Toolchains.swift) so that the SwiftUI source
// dsgen generates can be type-checked with a real Swift compiler on Linux,
// where Apple's SwiftUI framework does not exist.
//
// Rules for these files (one file per area of the API, each under 300 lines):
// - Names, generic signatures, argument labels, defaults and actor isolation
//   follow Apple's current SDK (SwiftUI as of iOS 18 / macOS 15: `View` is
//   `@MainActor @preconcurrency`, view modifiers and most initialisers are
//   `nonisolated`). Code that type-checks here should type-check against the
//   real framework and vice versa, for the subset mirrored here.
// - Only the API that generated code uses is mirrored. Add more the same way:
//   copy Apple's declaration, give it a trivial body.
// - Nothing here ever runs. Bodies are trivial: modifiers wrap `self` in a
//   `ModifiedContent`, primitive views have `Body == Never`.
// - Platform availability attributes are omitted (they do not apply on Linux).
//
// CGFloat, CGRect, CGSize, CGPoint and Bundle come from Foundation, which is
// re-exported as Apple's SwiftUI does: `import SwiftUI` alone gives generated
// code CGFloat, Date, TimeInterval, ….

@_exported import Foundation

@usableFromInline
func _stubNever() -> Never {
    fatalError("SwiftUI test stub: compile-only, never run")
}

// MARK: - View

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

// MARK: - ViewBuilder

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// MARK: - Structural views

@frozen
public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@frozen
public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    nonisolated(unsafe) let storage: Storage

    @usableFromInline
    nonisolated init(storage: Storage) { self.storage = storage }

    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@frozen
public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    nonisolated public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

@frozen
public struct Group<Content> {
    public typealias Body = Never
    @usableFromInline
    var content: Content
}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { _stubNever() }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: - ViewModifier and ModifiedContent

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { _stubNever() }
}

public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    public typealias Body = Never
}

extension _ViewModifier_Content: View {
    public var body: Never { _stubNever() }
}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier every stubbed view modifier applies (stands in for Apple's
/// private `_PaddingLayout`, `_FrameLayout`, … types).
@frozen
public struct _StubModifier: Sendable {
    nonisolated public init() {}
}

extension _StubModifier: ViewModifier {
    public typealias Body = Never
}
