/// A component property: a parameter of the generated API.
public struct Property: Hashable, Sendable, Codable {
    /// What a property holds.
    public enum Kind: String, Hashable, Sendable, Codable {
        case enumeration = "enum", boolean = "bool", text, number, slot, event, value
    }

    /// The schema name (`leadingIcon`).
    public var name: String
    /// What it holds.
    public var kind: Kind
    /// Documentation.
    public var doc: String
    /// Whether callers may leave it out (`text?`, `slot?`, `event?`).
    public var isOptional: Bool
    /// The default, if any (`neutral`, `false`, `"…"`, `1.5`).
    public var defaultValue: DefaultValue?
    /// The enumeration, for `enum` properties.
    public var enumeration: Enumeration?
    /// The external type a typed slot takes (`Icon`), or nil for view content.
    public var slotType: String?
    /// An event's parameters.
    public var parameters: [Parameter]
    /// The value type a `value` property holds (`Action`).
    public var valueType: String?
    /// Example content for docs and Code Connect snippets.
    public var example: String?
    /// How Figma models it.
    public var figma: FigmaMapping
    /// SwiftUI specifics.
    public var swiftUI: PlatformBinding
    /// Compose specifics.
    public var compose: PlatformBinding
    /// When the property applies only to some cases of another.
    public var constraint: Constraint?
    /// Native primitives it maps to.
    public var native: NativeMapping?
    /// Migration notes (legacy names and values it replaces).
    public var migrations: [String]
    /// Previous schema names, kept as deprecated aliases.
    public var renamedFrom: [String]
    /// Telemetry contracts (events only).
    public var telemetry: [Telemetry]
    /// The accessibility label of the control that triggers it (events only).
    public var accessibilityLabel: String?

    /// Whether the generated API needs an argument for it.
    public var isRequired: Bool { !isOptional && defaultValue == nil }
}

/// A property's default.
public enum DefaultValue: Hashable, Sendable, Codable {
    case enumCase(String), boolean(Bool), text(String), number(Double)
}

/// An event parameter.
public struct Parameter: Hashable, Sendable, Codable {
    /// Its name.
    public var name: String
    /// Its type: `text`, `number`, `bool`, or an enum property's name.
    public var type: String
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

/// An event's telemetry contract (`onImpression` when ≥ 50 % visible for ≥ 1 s).
public struct Telemetry: Hashable, Sendable, Codable {
    /// The kind of signal (`impression`, `tap`).
    public var kind: String
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
