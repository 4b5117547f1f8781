/// The keyed container of `StackEncoder`: fills the innermost frame, an object.
struct KeyedFrameContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StackEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.set(.number(Double(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.set(.number(value), forKey: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.set(try encoder.templateValue(of: value), forKey: key.stringValue)
    }

    // `nil` encodes as `.null` instead of omitting the key; see `TemplateValueEncoder`.
    // Every overload is needed: the defaults skip `nil`.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }

    private mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedMember(key.stringValue).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nestedMember(key.stringValue).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.nestedMember("super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nestedMember(key.stringValue) }
}

/// The unkeyed container of `StackEncoder`: fills the innermost frame, a list.
struct UnkeyedFrameContainer: UnkeyedEncodingContainer {
    let encoder: StackEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.count }

    mutating func encodeNil() throws { encoder.append(.null) }
    mutating func encode(_ value: String) throws { encoder.append(.string(value)) }
    mutating func encode(_ value: Bool) throws { encoder.append(.bool(value)) }
    mutating func encode(_ value: Int) throws { encoder.append(.number(Double(value))) }
    mutating func encode(_ value: Double) throws { encoder.append(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.append(try encoder.templateValue(of: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedItem().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.nestedItem().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.nestedItem() }
}

/// The single-value container of `StackEncoder`: sets the innermost frame's value.
struct SingleValueFrameContainer: SingleValueEncodingContainer {
    let encoder: StackEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let primitive = StackEncoder.primitive(value) {
            encoder.set(primitive)
        } else {
            try value.encode(to: encoder)
        }
    }
}
