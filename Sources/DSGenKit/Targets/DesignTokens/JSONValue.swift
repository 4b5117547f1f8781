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

    /// Two-space indented JSON with a final newline; numbers in their shortest exact form;
    /// arrays of scalars and objects of one or two scalars on one line.
    public func written() -> String {
        String(decoding: writtenBytes(), as: UTF8.self)
    }

    /// `written()` as UTF-8 bytes, what the tokens target writes.
    func writtenBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        write(into: &bytes, indent: 0)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Appends the value to `bytes`, its nested lines indented by `indent` plus two spaces.
    private func write(into bytes: inout [UInt8], indent: Int) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &bytes)
        case .number(let value): bytes += NumberFormat.plain(value).utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .null: bytes += "null".utf8
        case .array(let items): Self.write(items, into: &bytes, indent: indent)
        case .object(let members): Self.write(members, into: &bytes, indent: indent)
        }
    }

    private static func write(_ items: [JSONValue], into bytes: inout [UInt8], indent: Int) {
        guard !items.isEmpty else { bytes += "[]".utf8; return }
        let oneLine = items.allSatisfy(\.isScalar)
        bytes += (oneLine ? "[" : "[\n").utf8
        for (index, item) in items.enumerated() {
            if !oneLine { appendSpaces(indent + 2, to: &bytes) }
            item.write(into: &bytes, indent: indent + 2)
            if index < items.count - 1 { bytes += (oneLine ? ", " : ",\n").utf8 }
        }
        close("]", oneLine: oneLine, indent: indent, to: &bytes)
    }

    private static func write(_ members: [JSONMember], into bytes: inout [UInt8], indent: Int) {
        guard !members.isEmpty else { bytes += "{}".utf8; return }
        let oneLine = members.count <= 2 && members.allSatisfy(\.value.isScalar)
        bytes += (oneLine ? "{ " : "{\n").utf8
        for (index, member) in members.enumerated() {
            if !oneLine { appendSpaces(indent + 2, to: &bytes) }
            appendQuoted(member.key, to: &bytes)
            bytes += ": ".utf8
            member.value.write(into: &bytes, indent: indent + 2)
            if index < members.count - 1 { bytes += (oneLine ? ", " : ",\n").utf8 }
        }
        close(oneLine ? " }" : "}", oneLine: oneLine, indent: indent, to: &bytes)
    }

    /// The closing bracket, on a line of its own unless the value is on one line.
    private static func close(_ bracket: String, oneLine: Bool, indent: Int, to bytes: inout [UInt8]) {
        if !oneLine {
            bytes.append(UInt8(ascii: "\n"))
            appendSpaces(indent, to: &bytes)
        }
        bytes += bracket.utf8
    }

    private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Appends a JSON string literal: `"`, `\` and control characters escaped, everything else as is.
    private static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        // Token names and values nearly never need an escape; appending them scalar by scalar
        // cost 0.12 G of the 1.47 G instructions of `emit --target all` at 100 components.
        guard !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes += StringLiteral.json(value).utf8
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes += value.utf8
        bytes.append(UInt8(ascii: "\""))
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
