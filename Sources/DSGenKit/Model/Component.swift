/// One component: its API, Figma mapping, tokens and contracts.
public struct Component: Hashable, Sendable, Encodable {
    /// The schema name (`Alert`).
    public var name: String
    /// The schema file, relative to the schema root, for generated-file headers.
    public var sourcePath: String
    /// One-line description.
    public var summary = ""
    /// Further paragraphs.
    public var docs: [String] = []
    /// Where the component lives in apps (its canonical homes).
    public var homes: [String] = []
    /// The Figma component's node URL.
    public var figmaURL: String?
    /// Which native primitives it maps to.
    public var native: [NativeMapping] = []
    /// Legacy components and asset libraries it replaces.
    public var replaces: [Replacement] = []
    /// Names the component was previously known by (kept as deprecated aliases).
    public var renamedFrom: [String] = []
    /// The SwiftUI type name (`EBAlert`).
    public var swiftName: String
    /// The Compose function name (`EBAlert`).
    public var composeName: String
    /// Properties in declaration (API) order.
    public var properties: [Property] = []
    /// Small value types the properties use (`Action`).
    public var valueTypes: [ValueType] = []
    /// Design tokens.
    public var tokens: Tokens = .empty
    /// The accessibility contract.
    public var accessibility: Accessibility = .empty
    /// Behaviour, dismissal, telemetry and state coverage.
    public var behavior: Behavior = .empty
    /// The legacy Figma properties and variant inventory the API replaces.
    public var legacy: Legacy = .empty
    /// The readiness audit.
    public var audit: Audit = .empty

    /// The property with a name.
    public func property(named name: String) -> Property? {
        properties.first { $0.name == name }
    }

    /// The previous names of a property that the targets keep as deprecated aliases: those no
    /// current property has. (`text title { renamed-from heading }` beside `text? heading`
    /// keeps none: the alias would take `heading` twice.)
    public func aliases(of renamed: Property) -> [String] {
        renamed.renamedFrom.filter { property(named: $0) == nil }
    }
}

/// A small value type: a label and a callback, for example.
public struct ValueType: Hashable, Sendable, Encodable {
    /// The schema name (`Action`); platform names add the component's (`EBToastAction`).
    public var name: String
    /// Documentation.
    public var doc: String
    /// Its fields, in declaration order.
    public var fields: [Property]
}
