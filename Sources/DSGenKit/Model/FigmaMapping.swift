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
        /// Present in the design (a layer's text) but not a Figma property.
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

    /// Not modeled in Figma.
    public static let none = FigmaMapping(kind: .none, name: nil, values: [], note: nil)
}

/// `card "No", "no"`: Figma values that all mean one code value.
public struct FigmaValueMapping: Hashable, Sendable, Codable {
    /// The code value: an enum case, `true`/`false` (presence for optionals), or `omit`.
    public var value: String
    /// The Figma spellings, first is canonical.
    public var figmaValues: [String]
}
