/// A place in the value being encoded; containers fill it, possibly with
/// nested slots, and `value` assembles the result.
final class EncodingSlot {
    private enum Content {
        case empty
        case value(TemplateValue)
        case object([String: EncodingSlot])
        case list([EncodingSlot])
    }

    private var content = Content.empty

    /// The encoded value; a slot nothing was encoded into is `.null`.
    var value: TemplateValue {
        switch content {
        case .empty: .null
        case .value(let value): value
        case .object(let members): .object(members.mapValues(\.value))
        case .list(let items): .list(items.map(\.value))
        }
    }

    /// The number of items of a list slot.
    var count: Int {
        guard case .list(let items) = content else { return 0 }
        return items.count
    }

    /// Stores `value`: primitives directly, anything else through its `encode(to:)`.
    func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        if let primitive = Self.primitive(value) {
            content = .value(primitive)
        } else {
            try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
        }
    }

    func encodeNil() {
        content = .value(.null)
    }

    /// Turns the slot into an object, keeping members already encoded.
    func becomeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    /// Turns the slot into a list, keeping items already encoded.
    func becomeList() {
        if case .list = content { return }
        content = .list([])
    }

    /// A new slot for the member `key`, replacing any previous one.
    /// (`content` is emptied while the members are edited so the dictionary
    /// is uniquely referenced and not copied; likewise in `appendItem`.)
    func member(_ key: String) -> EncodingSlot {
        becomeObject()
        let slot = EncodingSlot()
        if case .object(var members) = content {
            content = .empty
            members[key] = slot
            content = .object(members)
        }
        return slot
    }

    /// A new slot appended to the list.
    func appendItem() -> EncodingSlot {
        becomeList()
        let slot = EncodingSlot()
        if case .list(var items) = content {
            content = .empty
            items.append(slot)
            content = .list(items)
        }
        return slot
    }

    private static func primitive(_ value: any Encodable) -> TemplateValue? {
        switch value {
        case let flag as Bool: .bool(flag)
        case let text as String: .string(text)
        case let number as Double: .number(number)
        case let number as Float: .number(Double(number))
        case let integer as any BinaryInteger: .number(Double(integer))
        default: nil
        }
    }
}
