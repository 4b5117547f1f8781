/// How a property is modeled in the component's Figma file today.
public struct FigmaMapping: Hashable, Sendable, Encodable {
    /// The kind of Figma property.
    public enum Kind: String, Hashable, Sendable, Encodable {
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
    /// For an instance swap, the Figma BOOLEAN that shows the swapped layer (`Has Icon` for
    /// `Icon`): the pair is one optional slot in code, absent when the boolean is off.
    public var shownBy: String? = nil

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
public struct FigmaValueMapping: Hashable, Sendable, Encodable {
    /// What they mean in code.
    public var value: FigmaCodeValue
    /// The Figma spellings, first is canonical.
    public var figmaValues: [String]
}

/// What a Figma value means in code: the key of a mapping entry (`card`, `true`, `omit`).
/// Encoded as the schema writes it.
public enum FigmaCodeValue: Hashable, Sendable, Encodable {
    /// An enum case, by schema name (`card`).
    case enumCase(String)
    /// A Boolean's value, or for an optional property whether it is given.
    case boolean(Bool)
    /// The argument is left out, so the default applies (Toast's `Theme=default`).
    case omit

    /// A mapping key as written: an enum property's keys are its cases and `omit`; any
    /// other property's are `true`, `false` and `omit`. Nil for anything else.
    init?(key: String, isEnumeration: Bool) {
        switch key {
        case "omit": self = .omit
        case "true" where !isEnumeration: self = .boolean(true)
        case "false" where !isEnumeration: self = .boolean(false)
        default:
            guard isEnumeration else { return nil }
            self = .enumCase(key)
        }
    }

    /// As schemas write it: `card`, `true`, `omit`.
    public var written: String {
        switch self {
        case .enumCase(let name): return name
        case .boolean(let value): return value ? "true" : "false"
        case .omit: return "omit"
        }
    }

    /// The case name, for an enum case.
    public var caseName: String? {
        if case .enumCase(let name) = self { name } else { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }
}
