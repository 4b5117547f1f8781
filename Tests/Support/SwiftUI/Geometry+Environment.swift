// Geometry, environment, state and binding, and small enumerations of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

// MARK: - Geometry: alignment, edges, insets

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let id: Int
    @usableFromInline init(id: Int) { self.id = id }
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let id: Int
    @usableFromInline init(id: Int) { self.id = id }
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

private enum _ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum _ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum _IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum _FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum _LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum _RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private enum _LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum _MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum _LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[_ControlSizeKey.self] }
        set { self[_ControlSizeKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[_ColorSchemeKey.self] }
        set { self[_ColorSchemeKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[_IsEnabledKey.self] }
        set { self[_IsEnabledKey.self] = newValue }
    }

    public var font: Font? {
        get { self[_FontKey.self] }
        set { self[_FontKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[_LayoutDirectionKey.self] }
        set { self[_LayoutDirectionKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[_RedactionReasonsKey.self] }
        set { self[_RedactionReasonsKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[_LocaleKey.self] }
        set { self[_LocaleKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[_MultilineTextAlignmentKey.self] }
        set { self[_MultilineTextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[_LineLimitKey.self] }
        set { self[_LineLimitKey.self] = newValue }
    }

    /// Read-only in Apple's SDK.
    public var accessibilityReduceMotion: Bool { false }
}

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        EnvironmentValues()[keyPath: keyPath]
    }
}

// MARK: - State and Binding

@usableFromInline
final class _StubBox<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let box: _StubBox<Value>

    public init(wrappedValue value: Value) { box = _StubBox(value) }
    public init(initialValue value: Value) { box = _StubBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let getter: () -> Value
    @usableFromInline let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: - Enumerations: control size, color scheme, redaction

public enum ControlSize: CaseIterable, Sendable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}

public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

@frozen
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
