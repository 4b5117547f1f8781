/// The keyed container of `BufferEncoder`: fills an object.
struct KeyedBufferContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let buffer: EncodingBuffer
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { buffer.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { buffer.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { buffer.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { buffer.set(.number(Double(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { buffer.set(.number(value), forKey: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        buffer.set(try EncodingBuffer.templateValue(of: value, codingPath: codingPath + [key]), forKey: key.stringValue)
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
        BufferEncoder(buffer: buffer.nestedMember(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        BufferEncoder(buffer: buffer.nestedMember(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        BufferEncoder(buffer: buffer.nestedMember("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        BufferEncoder(buffer: buffer.nestedMember(key.stringValue), codingPath: codingPath + [key])
    }
}

/// The unkeyed container of `BufferEncoder`: fills a list.
struct UnkeyedBufferContainer: UnkeyedEncodingContainer {
    let buffer: EncodingBuffer
    let codingPath: [any CodingKey]

    var count: Int { buffer.count }

    mutating func encodeNil() throws { buffer.append(.null) }
    mutating func encode(_ value: String) throws { buffer.append(.string(value)) }
    mutating func encode(_ value: Bool) throws { buffer.append(.bool(value)) }
    mutating func encode(_ value: Int) throws { buffer.append(.number(Double(value))) }
    mutating func encode(_ value: Double) throws { buffer.append(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        buffer.append(try EncodingBuffer.templateValue(of: value, codingPath: codingPath + [IndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        return BufferEncoder(buffer: buffer.nestedItem(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        return BufferEncoder(buffer: buffer.nestedItem(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        return BufferEncoder(buffer: buffer.nestedItem(), codingPath: path)
    }
}

/// The single-value container of `BufferEncoder`: sets the buffer's value.
struct SingleValueBufferContainer: SingleValueEncodingContainer {
    let buffer: EncodingBuffer
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { buffer.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let primitive = EncodingBuffer.primitive(value) {
            buffer.set(primitive)
        } else {
            try value.encode(to: BufferEncoder(buffer: buffer, codingPath: codingPath))
        }
    }
}

/// The coding key of a list item.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) {
        intValue = index
    }

    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        intValue = index
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }
}
