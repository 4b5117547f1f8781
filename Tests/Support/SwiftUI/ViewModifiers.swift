// View modifiers: environment, layout, drawing and events of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

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
