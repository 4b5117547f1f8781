// Compile-only mirror of Code Connect's Swift API (module `Figma`, figma/code-connect
// swiftui/sdk: FigmaConnect.swift, PropertyMappings.swift, View+Figma.swift): the same
// protocol, property wrappers, initialisers and defaults, so legacy `.figma.swift` files
// type-check on Linux against the SwiftUI mirror. Not for runtime use.
import SwiftUI

/// A Code Connect file: a view whose `body` is the example Figma shows.
@MainActor
public protocol FigmaConnect: View {
    associatedtype Component: View = AnyView

    /// The Figma variant values this connection is for, if only some.
    var variant: [String: Any]? { get }
    /// The connected component's type.
    var component: Component.Type? { get }
    /// The Figma component's node URL.
    var figmaNodeUrl: String { get }
}

extension FigmaConnect {
    public var variant: [String: Any]? { nil }
    public var component: Component.Type? { nil }
}

/// A Figma text property.
@propertyWrapper public struct FigmaString {
    public var wrappedValue: String
    let name: String

    public init(wrappedValue: String, _ name: String) {
        self.wrappedValue = wrappedValue
        self.name = name
    }
}

/// A Figma variant property mapped to values in code.
@propertyWrapper public struct FigmaEnum<Value> {
    public var wrappedValue: Value
    let name: String
    let mapping: [String: Value]
    let hideDefault: Bool

    public init(wrappedValue: Value, _ name: String, mapping: [String: Value], hideDefault: Bool = false) {
        self.wrappedValue = wrappedValue
        self.name = name
        self.mapping = mapping
        self.hideDefault = hideDefault
    }
}

/// A Figma boolean property, optionally mapped to values in code.
@propertyWrapper public struct FigmaBoolean<Value> {
    public var wrappedValue: Value
    let name: String
    let mapping: [Bool: Value]?
    let hideDefault: Bool

    public init(wrappedValue: Value, _ name: String, mapping: [Bool: Value]? = nil, hideDefault: Bool = false) {
        self.wrappedValue = wrappedValue
        self.name = name
        self.mapping = mapping
        self.hideDefault = hideDefault
    }
}

/// A Figma instance-swap property.
@propertyWrapper public struct FigmaInstance<Value> {
    public var wrappedValue: Value
    let name: String

    public init(wrappedValue: Value, _ name: String) {
        self.wrappedValue = wrappedValue
        self.name = name
    }
}

/// Nested instances by layer name.
@propertyWrapper public struct FigmaChildren<Value> {
    public var wrappedValue: Value
    let layers: [String]

    public init(wrappedValue: Value, layers: [String]) {
        self.wrappedValue = wrappedValue
        self.layers = layers
    }
}

extension View {
    /// Applies `isTrue` or `isFalse` depending on a mapped Boolean (read by the parser).
    public func figmaApply<T: View>(_ figmaBoolean: Bool, _ isTrue: ((Self) -> T)?, elseApply isFalse: ((Self) -> T)? = nil) -> some View {
        self
    }
}
