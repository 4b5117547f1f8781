// Text, images and shapes of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

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
