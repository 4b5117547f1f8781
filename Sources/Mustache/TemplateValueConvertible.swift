/// A value that builds its `TemplateValue` directly.
///
/// `TemplateValueEncoder` turns any `Encodable` value into a `TemplateValue`, but it goes
/// through `Encoder` containers: boxes, generic dispatch and a buffer per value, about a
/// thousand instructions for every string. A type that renders thousands of times writes its
/// conversion out instead, one line per member, with the same names its `Codable`
/// conformance uses (so `dsgen context` shows exactly what templates see; a test should
/// compare the two).
///
/// Conventions the encoder also follows: a `nil` optional is `.null` and its key is kept
/// (so it stops name lookup), a raw-value enum is its raw value.
public protocol TemplateValueConvertible {
    /// The value templates render.
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    /// Itself.
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    /// `.string(self)`.
    public var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateValueConvertible {
    /// `.bool(self)`.
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateValueConvertible {
    /// `.number`.
    public var templateValue: TemplateValue { .number(Double(self)) }
}

extension Double: TemplateValueConvertible {
    /// `.number(self)`.
    public var templateValue: TemplateValue { .number(self) }
}

// Inlinable, so that callers in other modules get them specialised for their element type.

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    /// `.list` of the elements' values.
    @inlinable public var templateValue: TemplateValue { .list(map { $0.templateValue }) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    /// The wrapped value's, or `.null`.
    @inlinable public var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension TemplateValueConvertible where Self: RawRepresentable, RawValue: TemplateValueConvertible {
    /// A raw-value enum renders as its raw value, as `TemplateValueEncoder` encodes it.
    public var templateValue: TemplateValue { rawValue.templateValue }
}
