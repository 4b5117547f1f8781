/// A property's default.
public enum DefaultValue: Hashable, Sendable, Encodable {
    case enumCase(String), boolean(Bool), text(String), number(Double)
}

/// An event parameter.
public struct Parameter: Hashable, Sendable, Encodable {
    /// Its name.
    public var name: String
    /// Its type.
    public var type: ParameterType
}

/// The type of an event parameter: `text`, `number`, `bool`, or the type of one of the
/// component's enum properties. Encoded as the schema writes it.
public enum ParameterType: Hashable, Sendable, Encodable {
    case text, number, bool
    /// The enum type of the property with this schema name.
    case enumeration(String)

    /// From the schema: the three built-in names, else an enum property's name.
    init(_ written: String) {
        self = [.text, .number, .bool].first { $0.written == written } ?? .enumeration(written)
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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }
}

/// Per-platform naming and passing of a property.
public struct PlatformBinding: Hashable, Sendable, Encodable {
    /// How the platform receives the value.
    public enum Passing: String, Hashable, Sendable, Encodable {
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
    /// An expression of the platform type for snippets and docs (`swiftui example`,
    /// `compose example`), when it differs from the property's or its type's example.
    public var example: String? = nil
    /// Imports the platform example needs (Kotlin: `compose example-import`).
    public var exampleImports: [String] = []
}

/// `only size in promo, hero`: the property applies only to some cases of an enum property.
public struct Constraint: Hashable, Sendable, Encodable {
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
public struct TelemetrySignal: RawRepresentable, Hashable, Sendable, Encodable {
    /// The name as written.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// An event's telemetry contract (`onImpression` when ≥ 50 % visible for ≥ 1 s).
public struct Telemetry: Hashable, Sendable, Encodable {
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
