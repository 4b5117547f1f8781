/// The value one encoder is building: a single value, an object or a list,
/// filled in place by its containers.
///
/// Members and items are collected in encoding order; a key written twice keeps its last
/// value. Nested containers and super encoders get buffers of their own, read when `value`
/// is, since `encode(to:)` may keep writing to them after creating them.
final class EncodingBuffer {
    private enum Shape { case single, object, list }

    private var shape: Shape?
    private var single = TemplateValue.null
    private var members: [(String, TemplateValue)] = []
    private var items: [TemplateValue] = []
    /// Buffers still being filled, by the position of their member or item.
    private var nested: [(position: Int, buffer: EncodingBuffer)] = []

    /// The encoded value; a buffer nothing was encoded into is `.null`.
    var value: TemplateValue {
        switch shape {
        case nil:
            return .null
        case .single:
            return single
        case .object:
            var members = self.members
            for (position, buffer) in nested { members[position].1 = buffer.value }
            return .object(TemplateObject(members: members))
        case .list:
            var items = self.items
            for (position, buffer) in nested { items[position] = buffer.value }
            return .list(items)
        }
    }

    /// The number of items of a list.
    var count: Int { items.count }

    /// Makes the buffer a single value.
    func set(_ value: TemplateValue) {
        shape = .single
        single = value
    }

    /// Turns the buffer into an object, keeping members already encoded.
    func becomeObject() {
        guard shape != .object else { return }
        shape = .object
        members = []
        nested = []
    }

    /// Turns the buffer into a list, keeping items already encoded.
    func becomeList() {
        guard shape != .list else { return }
        shape = .list
        items = []
        nested = []
    }

    /// Sets the member `key`, replacing any previous one.
    func set(_ value: TemplateValue, forKey key: String) {
        becomeObject()
        members.append((key, value))
    }

    /// A new buffer for the member `key`, replacing any previous one.
    func nestedMember(_ key: String) -> EncodingBuffer {
        becomeObject()
        let buffer = EncodingBuffer()
        nested.append((members.count, buffer))
        members.append((key, .null))
        return buffer
    }

    /// Appends an item to the list.
    func append(_ value: TemplateValue) {
        becomeList()
        items.append(value)
    }

    /// A new buffer for an item appended to the list.
    func nestedItem() -> EncodingBuffer {
        becomeList()
        let buffer = EncodingBuffer()
        nested.append((items.count, buffer))
        items.append(.null)
        return buffer
    }
}

extension EncodingBuffer {
    /// The template value of `value`: common primitives directly, anything
    /// else through its `encode(to:)` into a new buffer.
    static func templateValue<T: Encodable>(of value: T, codingPath: @autoclosure () -> [any CodingKey]) throws -> TemplateValue {
        if let primitive = commonPrimitive(value) { return primitive }
        let buffer = EncodingBuffer()
        try value.encode(to: BufferEncoder(buffer: buffer, codingPath: codingPath()))
        return buffer.value
    }

    /// `String`, `Bool`, `Int`, `Double` and `[String]`, recognised by type
    /// identity, which costs far less than a dynamic cast to a protocol.
    static func commonPrimitive<T>(_ value: T) -> TemplateValue? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Int.self { return .number(Double(value as! Int)) }
        if T.self == Double.self { return .number(value as! Double) }
        if T.self == [String].self { return .list((value as! [String]).map(TemplateValue.string)) }
        return nil
    }

    /// Any primitive: the common ones and every other integer and
    /// floating-point type. A single-value container must recognise them
    /// all, since their `encode(to:)` encodes them into one.
    static func primitive<T>(_ value: T) -> TemplateValue? {
        if let common = commonPrimitive(value) { return common }
        switch value {
        case let number as Float: return .number(Double(number))
        case let integer as any BinaryInteger: return .number(Double(integer))
        case let number as any BinaryFloatingPoint: return .number(Double(number))
        default: return nil
        }
    }
}
