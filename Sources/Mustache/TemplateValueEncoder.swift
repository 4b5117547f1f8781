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
/// This is how every template context becomes a `TemplateValue`, so it is a hot path:
/// one `StackEncoder` serves a whole encoding, and each container writes into a frame of
/// its stack rather than into a buffer of its own.
public struct TemplateValueEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The template value of `value`.
    /// - Throws: whatever `value`'s `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        try StackEncoder().templateValue(of: value)
    }
}

/// The `Encoder` handed to every `encode(to:)` of one encoding: a stack of the values being
/// built, innermost last. Encoding a member or item pushes a frame, the value's
/// `encode(to:)` fills it through containers, and the finished value is popped. Containers
/// write to the innermost frame: a value's containers are used only while its `encode(to:)`
/// runs, and the values it encodes are popped before it writes again.
///
/// Nested containers and super encoders may be written after their parent moved on, so they
/// get a `StackEncoder` of their own, read when their parent's frame is finished.
final class StackEncoder: Encoder {
    /// Not tracked: this encoder throws no errors of its own to locate.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    // Unchecked: the encoder is never shared between threads, and the runtime's exclusivity
    // checks cost 25 M of 2.14 G instructions at 100 components (callgrind).
    @exclusivity(unchecked) private var frames: [EncodingFrame] = [EncodingFrame()]

    /// The template value of `value`: common primitives directly, anything else through its
    /// `encode(to:)` into a new frame.
    func templateValue<T: Encodable>(of value: T) throws -> TemplateValue {
        if let primitive = Self.commonPrimitive(value) { return primitive }
        frames.append(EncodingFrame())
        do {
            try value.encode(to: self)
        } catch {
            frames.removeLast()
            throw error
        }
        return frames.removeLast().value
    }

    /// The value of the first frame, for an encoder of a nested container.
    fileprivate var value: TemplateValue { frames[0].value }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        frames[frames.count - 1].become(.object)
        return KeyedEncodingContainer(KeyedFrameContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        frames[frames.count - 1].become(.list)
        return UnkeyedFrameContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueFrameContainer(encoder: self)
    }

    /// Sets the member `key` of the innermost frame, an object; a later write of the same key wins.
    func set(_ value: TemplateValue, forKey key: String) {
        frames[frames.count - 1].members.append((key, value))
    }

    /// Appends an item to the innermost frame, a list.
    func append(_ value: TemplateValue) {
        frames[frames.count - 1].items.append(value)
    }

    /// Makes the innermost frame a single value.
    func set(_ value: TemplateValue) {
        frames[frames.count - 1].become(.single)
        frames[frames.count - 1].single = value
    }

    /// The number of items of the innermost frame, a list.
    var count: Int { frames[frames.count - 1].items.count }

    /// A new encoder for the member `key` of the innermost frame (a nested container or a
    /// super encoder), read when the frame is finished.
    func nestedMember(_ key: String) -> StackEncoder {
        let nested = StackEncoder()
        frames[frames.count - 1].nested.append((frames[frames.count - 1].members.count, nested))
        frames[frames.count - 1].members.append((key, .null))
        return nested
    }

    /// A new encoder for an item appended to the innermost frame, a list, read when the frame
    /// is finished.
    func nestedItem() -> StackEncoder {
        let nested = StackEncoder()
        frames[frames.count - 1].nested.append((frames[frames.count - 1].items.count, nested))
        frames[frames.count - 1].items.append(.null)
        return nested
    }

    /// `String`, `Bool`, `Int`, `Double` and `[String]`, recognised by type identity, which
    /// costs far less than a dynamic cast to a protocol.
    static func commonPrimitive<T>(_ value: T) -> TemplateValue? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Int.self { return .number(Double(value as! Int)) }
        if T.self == Double.self { return .number(value as! Double) }
        if T.self == [String].self { return .list((value as! [String]).map(TemplateValue.string)) }
        return nil
    }

    /// Any primitive: the common ones and every other integer and floating-point type. A
    /// single-value container must recognise them all, since their `encode(to:)` encodes
    /// them into one.
    static func primitive<T>(_ value: T) -> TemplateValue? {
        if let common = commonPrimitive(value) { return common }
        switch value {
        case let integer as any BinaryInteger: return .number(Double(integer))
        case let number as any BinaryFloatingPoint: return .number(Double(number))
        default: return nil
        }
    }
}

/// One value being encoded: nothing yet, a single value, an object or a list.
struct EncodingFrame {
    enum Shape { case empty, single, object, list }

    var shape = Shape.empty
    var single = TemplateValue.null
    /// An object's members in encoding order; a key written twice keeps its last value.
    var members: [(String, TemplateValue)] = []
    var items: [TemplateValue] = []
    /// Encoders of nested containers, by the position of their member or item.
    var nested: [(position: Int, encoder: StackEncoder)] = []

    /// Turns the frame into `shape`, keeping what an earlier container of that shape wrote.
    mutating func become(_ shape: Shape) {
        guard self.shape != shape else { return }
        self = EncodingFrame()
        self.shape = shape
    }

    /// The encoded value; a frame nothing was encoded into is `.null`.
    var value: TemplateValue {
        switch shape {
        case .empty:
            return .null
        case .single:
            return single
        case .object:
            var members = self.members
            for (position, encoder) in nested { members[position].1 = encoder.value }
            return .object(TemplateObject(members: members))
        case .list:
            var items = self.items
            for (position, encoder) in nested { items[position] = encoder.value }
            return .list(items)
        }
    }
}
