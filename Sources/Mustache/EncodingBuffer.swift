/// The value one encoder is building: a single value, an object or a list,
/// filled in place by its containers.
///
/// Nested containers and super encoders get buffers of their own, which are
/// placed into this one when its `value` is read: `encode(to:)` may keep
/// writing to them after they were created.
final class EncodingBuffer {
    private enum Shape { case single, object, list }

    private var shape: Shape?
    private var single = TemplateValue.null
    private var members: [String: TemplateValue] = [:]
    private var items: [TemplateValue] = []
    private var nestedMembers: [(key: String, buffer: EncodingBuffer)] = []
    private var nestedItems: [(index: Int, buffer: EncodingBuffer)] = []

    /// The encoded value; a buffer nothing was encoded into is `.null`.
    var value: TemplateValue {
        switch shape {
        case nil: return .null
        case .single: return single
        case .object:
            var object = members
            for (key, buffer) in nestedMembers { object[key] = buffer.value }
            return .object(object)
        case .list:
            var list = items
            for (index, buffer) in nestedItems { list[index] = buffer.value }
            return .list(list)
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
        members = [:]
        nestedMembers = []
    }

    /// Turns the buffer into a list, keeping items already encoded.
    func becomeList() {
        guard shape != .list else { return }
        shape = .list
        items = []
        nestedItems = []
    }

    /// Sets the member `key`, replacing any previous one.
    func set(_ value: TemplateValue, forKey key: String) {
        becomeObject()
        if !nestedMembers.isEmpty { nestedMembers.removeAll { $0.key == key } }
        members[key] = value
    }

    /// A new buffer for the member `key`, replacing any previous one.
    func nestedMember(_ key: String) -> EncodingBuffer {
        becomeObject()
        let buffer = EncodingBuffer()
        members[key] = nil
        nestedMembers.removeAll { $0.key == key }
        nestedMembers.append((key, buffer))
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
        nestedItems.append((items.count, buffer))
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
