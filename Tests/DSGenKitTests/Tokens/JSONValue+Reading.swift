import DSGenKit
import Foundation
import Mustache

/// Reading token files back, for the tests that check them against the format
/// (``DesignTokensValidator``) and compare them with the model.
extension JSONValue {
    /// The member with a key, for objects.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, for strings.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, for numbers.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The members, for objects.
    var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Parses JSON text (through Mustache's JSON reader; member order is not kept: members
    /// come sorted by key).
    static func parse(_ text: String) throws -> JSONValue {
        JSONValue(try TemplateValue(json: Data(text.utf8)))
    }

    private init(_ value: TemplateValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .list(let items): self = .array(items.map(JSONValue.init))
        case .object(let object): self = .object(object.keys.map { JSONMember($0, JSONValue(object[$0] ?? .null)) })
        }
    }
}
