// SwiftUI.swift — a compile-only mirror of Apple's SwiftUI API surface.
//
// Built as a module named `SwiftUI` by the test harness
// (Tests/DSGenKitTests/Support/Toolchains.swift) so that the SwiftUI source
// dsgen generates can be type-checked with a real Swift compiler on Linux,
// where Apple's SwiftUI framework does not exist.
//
// Rules for this file:
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

// MARK: - ShapeStyle

public protocol ShapeStyle: Sendable {}

@frozen
public struct ForegroundStyle: ShapeStyle {
    nonisolated public init() {}
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    @usableFromInline let id: UInt32
    @usableFromInline init(id: UInt32) { self.id = id }
    public static let primary = HierarchicalShapeStyle(id: 0)
    public static let secondary = HierarchicalShapeStyle(id: 1)
    public static let tertiary = HierarchicalShapeStyle(id: 2)
    public static let quaternary = HierarchicalShapeStyle(id: 3)
}

@frozen
public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Color

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    @usableFromInline let name: String

    @usableFromInline init(name: String) { self.name = name }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB,
        red: Double,
        green: Double,
        blue: Double,
        opacity: Double = 1
    ) {
        self.init(name: "rgb(\(red), \(green), \(blue), \(opacity))")
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(name: "white(\(white), \(opacity))")
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness), \(opacity))")
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { name }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let pink = Color(name: "pink")
    public static let purple = Color(name: "purple")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let indigo = Color(name: "indigo")
    public static let brown = Color(name: "brown")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let clear = Color(name: "clear")
    public static var accentColor: Color { Color(name: "accentColor") }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
}

// MARK: - Font

@frozen
public struct Font: Hashable, Sendable {
    @usableFromInline let name: String

    @usableFromInline init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public static func system(
        _ style: Font.TextStyle,
        design: Font.Design? = nil,
        weight: Font.Weight? = nil
    ) -> Font {
        Font(name: "system")
    }

    public static func system(
        size: CGFloat,
        weight: Font.Weight? = nil,
        design: Font.Design? = nil
    ) -> Font {
        Font(name: "system(\(size))")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: name)
    }

    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }

    @frozen
    public struct Weight: Hashable, Sendable {
        @usableFromInline let value: CGFloat
        @usableFromInline init(value: CGFloat) { self.value = value }
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

// MARK: - Text and LocalizedStringKey

/// Numeric types SwiftUI can interpolate into a `LocalizedStringKey`.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    @usableFromInline var key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.key }

    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ string: String) { key += "%@" }
        public mutating func appendInterpolation<Subject>(
            _ subject: Subject,
            formatter: Formatter? = nil
        ) where Subject: ReferenceConvertible { key += "%@" }
        public mutating func appendInterpolation<Subject>(
            _ subject: Subject,
            formatter: Formatter? = nil
        ) where Subject: NSObject { key += "%@" }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { key += "%lld" }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            key += specifier
        }
        public mutating func appendInterpolation(_ text: Text) { key += "%@" }
        public mutating func appendInterpolation(_ image: Image) { key += "%@" }
    }
}

@frozen
public struct Text: Equatable, Sendable {
    @usableFromInline var storage: String

    nonisolated public init(verbatim content: String) { storage = content }

    @_disfavoredOverload
    nonisolated public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }

    nonisolated public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        storage = key.key
    }

    nonisolated public init(_ image: Image) { storage = "" }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.storage + rhs.storage) }

    // Text-returning modifiers (chainable and concatenable, unlike View's).
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

// MARK: - Image

@frozen
public struct Image: Equatable, Sendable {
    @usableFromInline let name: String

    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }
    public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }
    public init(systemName: String) { name = systemName }

    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(),
        resizingMode: Image.ResizingMode = .stretch
    ) -> Image { self }

    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

// MARK: - Shapes

@frozen
public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func closeSubpath() {}
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { _stubNever() }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension Shape {
    nonisolated public func fill<S>(
        _ content: S = .foreground,
        style: FillStyle = FillStyle()
    ) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }

    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }
}

extension InsettableShape {
    nonisolated public func strokeBorder<S>(
        _ content: S = .foreground,
        lineWidth: CGFloat = 1,
        antialiased: Bool = true
    ) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }
}

@frozen
public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

@frozen
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }

    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

@frozen
public struct Circle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

@frozen
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2) }
    nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

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

// MARK: - Accessibility

public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

@frozen
public struct AccessibilityChildElements: Equatable, Sendable {
    @usableFromInline let id: Int
    @usableFromInline init(id: Int) { self.id = id }
    public static let ignore = AccessibilityChildElements(id: 0)
    public static let contain = AccessibilityChildElements(id: 1)
    public static let combine = AccessibilityChildElements(id: 2)
}

/// A `SetAlgebra` (not an `OptionSet`: no public raw value), as in Apple's SDK.
@frozen
public struct AccessibilityTraits: SetAlgebra, Sendable {
    @usableFromInline var bits: UInt32

    @usableFromInline init(bits: UInt32) { self.bits = bits }

    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits ^ other.bits)
    }

    @discardableResult
    public mutating func insert(
        _ newMember: AccessibilityTraits
    ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        defer { bits |= newMember.bits }
        return contains(newMember) ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityLabel(
        _ labelKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(
        _ label: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHint(
        _ hintKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(
        _ hint: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityValue(
        _ valueKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(
        _ value: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityIdentifier(
        _ identifier: String
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityAddTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityRemoveTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityElement(children: AccessibilityChildElements = .ignore) -> some View {
        modifier(_StubModifier())
    }
}

// MARK: - View modifiers: environment

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func unredacted() -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_StubModifier())
    }
}

// MARK: - View modifiers: layout

extension View {
    nonisolated public func frame(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func fixedSize() -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_StubModifier())
    }
}

// MARK: - View modifiers: drawing

extension View {
    nonisolated public func background<S>(
        _ style: S,
        ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }

    nonisolated public func background<V>(
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_StubModifier())
    }

    nonisolated public func background<S, T>(
        _ style: S,
        in shape: T,
        fillStyle: FillStyle = FillStyle()
    ) -> some View where S: ShapeStyle, T: Shape {
        modifier(_StubModifier())
    }

    /// Deprecated in Apple's SDK in favour of `background(alignment:content:)`.
    @_disfavoredOverload
    nonisolated public func background<Background>(
        _ background: Background,
        alignment: Alignment = .center
    ) -> some View where Background: View {
        modifier(_StubModifier())
    }

    nonisolated public func overlay<V>(
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_StubModifier())
    }

    nonisolated public func overlay<S>(
        _ style: S,
        ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }

    nonisolated public func overlay<S, T>(
        _ style: S,
        in shape: T,
        fillStyle: FillStyle = FillStyle()
    ) -> some View where S: ShapeStyle, T: Shape {
        modifier(_StubModifier())
    }

    /// Deprecated in Apple's SDK in favour of `overlay(alignment:content:)`.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(
        _ overlay: Overlay,
        alignment: Alignment = .center
    ) -> some View where Overlay: View {
        modifier(_StubModifier())
    }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }

    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle {
        modifier(_StubModifier())
    }

    /// Deprecated in Apple's SDK in favour of `foregroundStyle(_:)`.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func font(_ font: Font?) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_StubModifier())
    }

    /// Deprecated in Apple's SDK in favour of `clipShape(.rect(cornerRadius:))`.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        modifier(_StubModifier())
    }

    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        modifier(_StubModifier())
    }

    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func hidden() -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
        radius: CGFloat,
        x: CGFloat = 0,
        y: CGFloat = 0
    ) -> some View {
        modifier(_StubModifier())
    }
}

// MARK: - View modifiers: events

extension View {
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StubModifier())
    }

    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_StubModifier())
    }
}
