// Shape styles, colours and fonts of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

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
