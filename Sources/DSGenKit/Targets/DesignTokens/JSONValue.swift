import Foundation

/// A JSON document with its object members in a chosen order, so written files are
/// deterministic and read in the order a person expects (`$type` before `$value`).
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])

    /// The member with a key, for objects.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, for strings.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, for numbers.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The members, for objects.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Two-space indented JSON with a final newline; numbers in their shortest exact form;
    /// arrays of scalars and objects of one or two scalars on one line.
    public func written() -> String {
        var text = ""
        write(into: &text, indent: "")
        text += "\n"
        return text
    }

    /// Appends the value to `text`, its nested lines indented by `indent` plus two spaces.
    private func write(into text: inout String, indent: String) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &text)
        case .number(let value): text += NumberFormat.plain(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let items): Self.write(items, into: &text, indent: indent)
        case .object(let members): Self.write(members, into: &text, indent: indent)
        }
    }

    private static func write(_ items: [JSONValue], into text: inout String, indent: String) {
        guard !items.isEmpty else { text += "[]"; return }
        let oneLine = items.allSatisfy(\.isScalar)
        let inner = indent + "  "
        text += oneLine ? "[" : "[\n"
        for (index, item) in items.enumerated() {
            if !oneLine { text += inner }
            item.write(into: &text, indent: inner)
            if index < items.count - 1 { text += oneLine ? ", " : ",\n" }
        }
        text += oneLine ? "]" : "\n" + indent + "]"
    }

    private static func write(_ members: [JSONMember], into text: inout String, indent: String) {
        guard !members.isEmpty else { text += "{}"; return }
        let oneLine = members.count <= 2 && members.allSatisfy(\.value.isScalar)
        let inner = indent + "  "
        text += oneLine ? "{ " : "{\n"
        for (index, member) in members.enumerated() {
            if !oneLine { text += inner }
            appendQuoted(member.key, to: &text)
            text += ": "
            member.value.write(into: &text, indent: inner)
            if index < members.count - 1 { text += oneLine ? ", " : ",\n" }
        }
        text += oneLine ? " }" : "\n" + indent + "}"
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Appends a JSON string literal: `"`, `\` and control characters escaped, everything else as is.
    private static func appendQuoted(_ value: String, to text: inout String) {
        // Token names and values nearly never need an escape; appending them scalar by scalar
        // cost 0.12 G of the 1.47 G instructions of `emit --target all` at 100 components.
        guard !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            text += StringLiteral.json(value)
            return
        }
        text += "\""
        text += value
        text += "\""
    }

    /// Parses JSON text (through Foundation's parser; member order is not kept).
    public static func parse(_ text: String) throws -> JSONValue {
        try convert(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    }

    private static func convert(_ object: Any) throws -> JSONValue {
        switch object {
        case let value as String: return .string(value)
        case let value as NSNumber:
            // Foundation's parser gives booleans as NSNumber with the Objective-C type 'c'.
            if String(cString: value.objCType) == "c" { return .bool(value.boolValue) }
            return .number(value.doubleValue)
        case is NSNull: return .null
        case let values as [Any]: return .array(try values.map(convert))
        case let values as [String: Any]:
            return .object(try values.keys.sorted().map { JSONMember($0, try convert(values[$0]!)) })
        default: throw CocoaError(.propertyListReadCorrupt)
        }
    }
}

/// One member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// A member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
