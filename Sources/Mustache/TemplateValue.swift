/// A value a template can render: the JSON data model.
///
/// Truthiness (for sections and inverted sections): `.null`, `.bool(false)`
/// and the empty `.list` are falsy; every other value is truthy, including
/// `.string("")`, `.number(0)` and the empty `.object`.
public enum TemplateValue: Equatable, Sendable {
    /// The absent value; interpolates as the empty string.
    case null
    /// A boolean; interpolates as `true` or `false`.
    case bool(Bool)
    /// A number; integral values interpolate without a fraction (`1`, not `1.0`).
    case number(Double)
    /// A string; interpolates as itself (HTML-escaped under `Escaping.html`).
    case string(String)
    /// A list; a section iterates it, interpolation joins its items with commas.
    case list([TemplateValue])
    /// An object; a section pushes it on the context stack, interpolation renders nothing.
    case object(TemplateObject)
}

extension TemplateValue {
    /// Whether a section renders for this value (see the type's documentation).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .number, .string, .object: true
        }
    }

    /// The value of `key` when `self` is an object holding it, otherwise `nil`.
    func member(_ key: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// Creates `.null`.
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Creates `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates `.list`.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(members: elements))
    }
}
