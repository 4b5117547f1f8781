/// A component property: a parameter of the generated API.
///
/// Its values live in one shared, copy-on-write storage object: a property holds about
/// thirty reference-counted values, and the generators copy properties on every pass over
/// a component (filtering, ordering, looking one up by name), so a copy is one retain
/// rather than thirty. Reading and writing work as on a plain struct.
public struct Property: Hashable, Sendable, Codable {
    /// What a property holds.
    public enum Kind: String, Hashable, Sendable, Codable {
        case enumeration = "enum", boolean = "bool", text, number, slot, event, value
    }

    private var storage: Storage

    /// Creates a property.
    init(name: String, kind: Kind, doc: String, isOptional: Bool, defaultValue: DefaultValue?, enumeration: Enumeration?,
         slotType: String?, parameters: [Parameter], valueType: String?, example: String?, figma: FigmaMapping,
         swiftUI: PlatformBinding, compose: PlatformBinding, constraint: Constraint?, native: NativeMapping?,
         migrations: [String], renamedFrom: [String], telemetry: [Telemetry], accessibilityLabel: String?) {
        storage = Storage(Fields(
            name: name, kind: kind, doc: doc, isOptional: isOptional, defaultValue: defaultValue, enumeration: enumeration,
            slotType: slotType, parameters: parameters, valueType: valueType, example: example, figma: figma,
            swiftUI: swiftUI, compose: compose, constraint: constraint, native: native,
            migrations: migrations, renamedFrom: renamedFrom, telemetry: telemetry, accessibilityLabel: accessibilityLabel))
    }

    /// The schema name (`leadingIcon`).
    public var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }

    /// What it holds.
    public var kind: Kind {
        get { storage.fields.kind }
        set { update { $0.kind = newValue } }
    }

    /// Documentation.
    public var doc: String {
        get { storage.fields.doc }
        set { update { $0.doc = newValue } }
    }

    /// Whether callers may leave it out (`text?`, `slot?`, `event?`).
    public var isOptional: Bool {
        get { storage.fields.isOptional }
        set { update { $0.isOptional = newValue } }
    }

    /// The default, if any (`neutral`, `false`, `"…"`, `1.5`).
    public var defaultValue: DefaultValue? {
        get { storage.fields.defaultValue }
        set { update { $0.defaultValue = newValue } }
    }

    /// The enumeration, for `enum` properties.
    public var enumeration: Enumeration? {
        get { storage.fields.enumeration }
        set { update { $0.enumeration = newValue } }
    }

    /// The external type a typed slot takes (`Icon`), or nil for view content.
    public var slotType: String? {
        get { storage.fields.slotType }
        set { update { $0.slotType = newValue } }
    }

    /// An event's parameters.
    public var parameters: [Parameter] {
        get { storage.fields.parameters }
        set { update { $0.parameters = newValue } }
    }

    /// The value type a `value` property holds (`Action`).
    public var valueType: String? {
        get { storage.fields.valueType }
        set { update { $0.valueType = newValue } }
    }

    /// Example content for docs and Code Connect snippets.
    public var example: String? {
        get { storage.fields.example }
        set { update { $0.example = newValue } }
    }

    /// How Figma models it.
    public var figma: FigmaMapping {
        get { storage.fields.figma }
        set { update { $0.figma = newValue } }
    }

    /// SwiftUI specifics.
    public var swiftUI: PlatformBinding {
        get { storage.fields.swiftUI }
        set { update { $0.swiftUI = newValue } }
    }

    /// Compose specifics.
    public var compose: PlatformBinding {
        get { storage.fields.compose }
        set { update { $0.compose = newValue } }
    }

    /// When the property applies only to some cases of another.
    public var constraint: Constraint? {
        get { storage.fields.constraint }
        set { update { $0.constraint = newValue } }
    }

    /// Native primitives it maps to.
    public var native: NativeMapping? {
        get { storage.fields.native }
        set { update { $0.native = newValue } }
    }

    /// Migration notes (legacy names and values it replaces).
    public var migrations: [String] {
        get { storage.fields.migrations }
        set { update { $0.migrations = newValue } }
    }

    /// Previous schema names, kept as deprecated aliases.
    public var renamedFrom: [String] {
        get { storage.fields.renamedFrom }
        set { update { $0.renamedFrom = newValue } }
    }

    /// Telemetry contracts (events only).
    public var telemetry: [Telemetry] {
        get { storage.fields.telemetry }
        set { update { $0.telemetry = newValue } }
    }

    /// The accessibility label of the control that triggers it (events only).
    public var accessibilityLabel: String? {
        get { storage.fields.accessibilityLabel }
        set { update { $0.accessibilityLabel = newValue } }
    }

    /// Whether the generated API needs an argument for it.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// Changes the fields, first copying them when another property shares them.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    public static func == (lhs: Property, rhs: Property) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// The stored values, encoded as the property itself.
    private struct Fields: Hashable, Codable {
        var name: String
        var kind: Kind
        var doc: String
        var isOptional: Bool
        var defaultValue: DefaultValue?
        var enumeration: Enumeration?
        var slotType: String?
        var parameters: [Parameter]
        var valueType: String?
        var example: String?
        var figma: FigmaMapping
        var swiftUI: PlatformBinding
        var compose: PlatformBinding
        var constraint: Constraint?
        var native: NativeMapping?
        var migrations: [String]
        var renamedFrom: [String]
        var telemetry: [Telemetry]
        var accessibilityLabel: String?
    }

    /// The shared fields. Only ``update(_:)`` changes them, and only when this storage is
    /// not shared, so concurrent readers never see a change.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

/// A property's default.
public enum DefaultValue: Hashable, Sendable, Codable {
    case enumCase(String), boolean(Bool), text(String), number(Double)
}

/// An event parameter.
public struct Parameter: Hashable, Sendable, Codable {
    /// Its name.
    public var name: String
    /// Its type.
    public var type: ParameterType
}

/// The type of an event parameter: `text`, `number`, `bool`, or the type of one of the
/// component's enum properties. Encoded as the schema writes it.
public enum ParameterType: Hashable, Sendable, Codable {
    case text, number, bool
    /// The enum type of the property with this schema name.
    case enumeration(String)

    /// From the schema: the three built-in names, else an enum property's name.
    init(_ written: String) {
        switch written {
        case "text": self = .text
        case "number": self = .number
        case "bool": self = .bool
        default: self = .enumeration(written)
        }
    }

    /// As schemas write it.
    public var written: String {
        switch self {
        case .text: return "text"
        case .number: return "number"
        case .bool: return "bool"
        case .enumeration(let property): return property
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }
}

/// Per-platform naming and passing of a property.
public struct PlatformBinding: Hashable, Sendable, Codable {
    /// How the platform receives the value.
    public enum Passing: String, Hashable, Sendable, Codable {
        /// An initialiser / function parameter.
        case parameter
        /// A custom environment value set by a generated view modifier (`.ebAlertStyle(.card)`).
        case modifier
        /// An existing platform environment value (`.controlSize(.small)`).
        case environment
    }

    /// The platform name, if it differs from the schema name (`onClick`).
    public var name: String? = nil
    /// The platform type, if it differs from the generated one.
    public var type: String? = nil
    /// How the value is passed.
    public var passing: Passing
    /// The modifier or environment key (`ebAlertStyle`, `controlSize`).
    public var key: String? = nil
}

/// `only size in promo, hero`: the property applies only to some cases of an enum property.
public struct Constraint: Hashable, Sendable, Codable {
    /// The enum property constrained on.
    public var property: String
    /// The cases the property applies to, groups expanded, in case order.
    public var cases: [String]
    /// The constraint as written, for docs (`size in promo, hero`).
    public var written: String
}

/// The kind of signal an event reports (`impression`, `tap`): a name the schema chooses,
/// which also names the generated threshold constants (`impressionVisibleFraction`).
/// Encoded as the name.
public struct TelemetrySignal: RawRepresentable, Hashable, Sendable, Codable {
    /// The name as written.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// An event's telemetry contract (`onImpression` when ≥ 50 % visible for ≥ 1 s).
public struct Telemetry: Hashable, Sendable, Codable {
    /// The kind of signal (`impression`, `tap`).
    public var kind: TelemetrySignal
    /// Minimum visible fraction in percent, if any.
    public var visiblePercent: Double?
    /// Minimum visible time in seconds, if any.
    public var seconds: Double?
    /// Notes.
    public var note: String?
}

extension DefaultValue {
    private enum CodingKeys: String, CodingKey { case `case`, bool, text, number }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(String.self, forKey: .case) {
            self = .enumCase(value)
        } else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .boolean(value)
        } else if let value = try container.decodeIfPresent(Double.self, forKey: .number) {
            self = .number(value)
        } else {
            self = .text(try container.decode(String.self, forKey: .text))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .enumCase(let value): try container.encode(value, forKey: .case)
        case .boolean(let value): try container.encode(value, forKey: .bool)
        case .text(let value): try container.encode(value, forKey: .text)
        case .number(let value): try container.encode(value, forKey: .number)
        }
    }
}
