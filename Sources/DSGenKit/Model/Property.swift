/// A component property: a parameter of the generated API.
///
/// What applies to every property is a field; what applies to one kind of property (an
/// enum's cases, a slot's external type, an event's parameters) travels in its ``Kind``.
///
/// The fields live in one shared, copy-on-write storage object: the generators copy
/// properties on every pass over a component (filtering, ordering, looking one up by
/// name), so a copy is one retain rather than one per field. Every field is read and
/// written through one key-path subscript (`property.name`, `property.doc = …`).
@dynamicMemberLookup
public struct Property: Hashable, Sendable, Encodable {
    /// What a property holds, with what only that kind has.
    public enum Kind: Hashable, Sendable, Encodable {
        /// `enum`: its cases, groups and per-case data.
        case enumeration(Enumeration)
        /// `bool`.
        case boolean
        /// `text`.
        case text
        /// `number`.
        case number
        /// `slot`: view content, or with an external type (`Icon`) a typed slot.
        case slot(external: String?)
        /// `event`: a callback, with its parameters and contracts.
        case event(Event)
        /// `value`: a value type of the component (`Action`).
        case value(type: String)
    }

    /// The keyword that declares a property of a kind (`enum`, `slot`): kinds without their data.
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        case enumeration = "enum", boolean = "bool", text, number, slot, event, value
    }

    /// What only an event has.
    public struct Event: Hashable, Sendable, Encodable {
        /// Its parameters.
        public var parameters: [Parameter] = []
        /// Its telemetry contracts.
        public var telemetry: [Telemetry] = []
        /// The accessibility label of the control that triggers it.
        public var accessibilityLabel: String?
    }

    /// What every property has.
    public struct Fields: Hashable, Sendable, Encodable {
        /// The schema name (`leadingIcon`).
        public var name: String
        /// What it holds.
        public var kind: Kind
        /// Documentation.
        public var doc: String = ""
        /// Whether callers may leave it out (`text?`, `slot?`, `event?`).
        public var isOptional: Bool
        /// The default, if any (`neutral`, `false`, `"…"`, `1.5`).
        public var defaultValue: DefaultValue?
        /// Example content for docs and Code Connect snippets.
        public var example: String?
        /// How Figma models it.
        public var figma: FigmaMapping = .none
        /// SwiftUI naming and passing.
        public var swiftUI = PlatformBinding(passing: .parameter)
        /// Compose naming.
        public var compose = PlatformBinding(passing: .parameter)
        /// When the property applies only to some cases of another.
        public var constraint: Constraint?
        /// For a slot: the Bool property of the component that hides it when false
        /// (`shown-by showsTrailingIcon`).
        public var shownBy: String?
        /// For a slot: the cases of an enum property for which leaving it out (nil) shows a
        /// default of the component's own (`default-for type in information, error`).
        public var defaultFor: Constraint?
        /// Native primitives it maps to.
        public var native: NativeMapping?
        /// Migration notes (legacy names and values it replaces).
        public var migrations: [String] = []
        /// Previous schema names, kept as deprecated aliases.
        public var renamedFrom: [String] = []
    }

    private var storage: Storage

    /// A property with a name, a kind and defaults for everything else.
    init(name: String, kind: Kind, isOptional: Bool) {
        storage = Storage(Fields(name: name, kind: kind, isOptional: isOptional))
    }

    /// Reads and writes a field; a write first copies the fields another property shares.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: keyPath] }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            storage.fields[keyPath: keyPath] = newValue
        }
    }

    /// The keyword of its kind.
    public var keyword: Keyword {
        switch self.kind {
        case .enumeration: return .enumeration
        case .boolean: return .boolean
        case .text: return .text
        case .number: return .number
        case .slot: return .slot
        case .event: return .event
        case .value: return .value
        }
    }

    /// Whether the generated API needs an argument for it.
    public var isRequired: Bool { !self.isOptional && self.defaultValue == nil }

    public static func == (lhs: Property, rhs: Property) -> Bool {
        // Names first: comparing two properties' fields copies both, which made looking a
        // property up in a list (PlatformAPI's `member`) cost 30 M instructions at 100 components.
        lhs.storage === rhs.storage || (lhs.name == rhs.name && lhs.storage.fields == rhs.storage.fields)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// The shared fields. Only the subscript's setter changes them, and only when this
    /// storage is not shared, so concurrent readers never see a change.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
