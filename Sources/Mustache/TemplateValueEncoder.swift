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
public struct TemplateValueEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The template value of `value`.
    /// - Throws: whatever `value`'s `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        let slot = EncodingSlot()
        try slot.encode(value, codingPath: [])
        return slot.value
    }
}

/// The `Encoder` handed to `encode(to:)`; it writes into one slot.
struct SlotEncoder: Encoder {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeList()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueSlotContainer(slot: slot, codingPath: codingPath)
    }
}
