/// The cases of an `enum` property, their groups and their per-case data.
public struct Enumeration: Hashable, Sendable, Encodable {
    /// Per-case data fields (`width: dp`).
    public var fields: [Field] = []
    /// Case groups (families), in declaration order.
    public var groups: [CaseGroup] = []
    /// The cases, in declaration order.
    public var cases: [EnumCase] = []

    /// The case with a name.
    public func enumCase(named name: String) -> EnumCase? {
        // By index: comparing `cases[index].name` in place copies no case but the match.
        for index in cases.indices where cases[index].name == name { return cases[index] }
        return nil
    }
}

/// A per-case data field.
public struct Field: Hashable, Sendable, Encodable {
    /// The value types per-case data can have.
    public enum FieldType: String, Hashable, Sendable, Encodable, CaseIterable {
        /// A length in points / density-independent pixels.
        case dp
        /// A text size: points on iOS, scaled pixels (`sp`) on Android.
        case sp
        /// A plain number.
        case number
        /// A duration in seconds.
        case seconds
        /// Text.
        case text
        /// A boolean.
        case bool
        /// An accessibility live-region politeness (`polite`, `assertive`).
        case live
    }

    /// Its name (`cornerRadius`).
    public var name: String
    /// Its type.
    public var type: FieldType
    /// Whether some cases may leave it out.
    public var isOptional: Bool
    /// Documentation.
    public var doc: String
}

/// One value of per-case data.
public struct FieldValue: Hashable, Sendable, Encodable {
    /// The field's name.
    public var field: String
    /// Numbers (`dp`, `number`, `seconds`).
    public var number: Double? = nil
    /// Text, live-region politeness.
    public var text: String? = nil
    /// Booleans.
    public var bool: Bool? = nil
    /// The design token the value comes from (`radius/radius-1`).
    public var token: String? = nil
}

/// A family of cases (`banner`, `promo`, `hero`).
public struct CaseGroup: Hashable, Sendable, Encodable {
    /// Its name.
    public var name: String
    /// Documentation.
    public var doc: String
    /// Native primitives the family maps to.
    public var native: NativeMapping?
    /// The names of its cases, in case order.
    public var cases: [String]
}

/// One enum case.
public struct EnumCase: Hashable, Sendable, Encodable {
    /// The schema name (`banner-sm`), also the raw value.
    public var name: String
    /// Documentation.
    public var doc = ""
    /// The group it belongs to.
    public var group: String?
    /// Its per-case data, in field order; absent optional fields are left out.
    public var values: [FieldValue] = []
    /// Values of the platform type it maps to in SwiftUI (first is canonical), if the
    /// property uses an existing SwiftUI type (`regular` for `ControlSize`).
    public var swiftValues: [String] = []
    /// Migration notes.
    public var migrations: [String] = []
    /// Previous schema names, kept as deprecated aliases.
    public var renamedFrom: [String] = []

    /// The value of a field, if set.
    public func value(of field: String) -> FieldValue? {
        // By index: comparing `values[index].field` in place copies no value but the match.
        for index in values.indices where values[index].field == field { return values[index] }
        return nil
    }
}
