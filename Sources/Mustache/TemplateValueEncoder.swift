/// Encodes any `Encodable` value straight into a `TemplateValue`, without a JSON round trip.
///
/// Structs and dictionaries with `String` keys become `.object`, arrays and
/// sets `.list`, strings `.string`, booleans `.bool`, and every integer and
/// floating-point type `.number` (integers beyond 2^53 lose precision).
/// Enums with raw values encode as their raw value.
///
/// A `nil` optional becomes `.null`, and the key is kept: the synthesized
/// `encodeIfPresent` is overridden on purpose. A key that is present with
/// `.null` stops name lookup, whereas a missing key would let `{{name}}`
/// find a same-named key of an enclosing context.
///
/// Encoding is a hot path of every render, so values are written in place:
/// strings, booleans, `Int`, `Double` and `[String]` never get an encoder of
/// their own, and each struct gets one buffer its containers fill directly.
public struct TemplateValueEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The template value of `value`.
    /// - Throws: whatever `value`'s `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        try EncodingBuffer.templateValue(of: value, codingPath: [])
    }
}

/// The `Encoder` handed to `encode(to:)`; its containers fill one buffer.
struct BufferEncoder: Encoder {
    let buffer: EncodingBuffer
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        buffer.becomeObject()
        return KeyedEncodingContainer(KeyedBufferContainer<Key>(buffer: buffer, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        buffer.becomeList()
        return UnkeyedBufferContainer(buffer: buffer, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueBufferContainer(buffer: buffer, codingPath: codingPath)
    }
}
