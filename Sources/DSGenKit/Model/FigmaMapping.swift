/// How a property is modeled in the component's Figma file today.
public struct FigmaMapping: Hashable, Sendable, Codable {
    /// The kind of Figma property.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A variant property with string values.
        case variant
        /// A Figma boolean property.
        case boolean
        /// A Figma text property.
        case text
        /// An instance-swap property.
        case instance
        /// Children / a nested frame (a slot).
        case children
        /// Present in the design (a layer's text, or a nested instance) but not a Figma
        /// property; ``FigmaMapping/layer`` names the layer when the schema knows it.
        case implicit
        /// Not modeled in Figma.
        case none
    }

    /// The kind.
    public var kind: Kind
    /// The Figma property name (`Full Width`).
    public var name: String?
    /// Value mapping for variant properties, in declaration order.
    public var values: [FigmaValueMapping]
    /// Why it is not modeled, or other notes.
    public var note: String?
    /// The layer of the component that holds the property's content (`layer "Title"`): a
    /// text layer for text, an instance layer for slots. Code Connect reads the text or
    /// the nested instance from it; without one, snippets show the property's example.
    public var layer: String?

    /// Not modeled in Figma.
    public static let none = FigmaMapping(kind: .none, name: nil, values: [], note: nil)

    /// Creates a mapping.
    public init(kind: Kind, name: String?, values: [FigmaValueMapping], note: String?, layer: String? = nil) {
        self.kind = kind
        self.name = name
        self.values = values
        self.note = note
        self.layer = layer
    }
}

/// `card "No", "no"`: Figma values that all mean one code value.
public struct FigmaValueMapping: Hashable, Sendable, Codable {
    /// The code value: an enum case, `true`/`false` (presence for optionals), or `omit`.
    public var value: String
    /// The Figma spellings, first is canonical.
    public var figmaValues: [String]
}
