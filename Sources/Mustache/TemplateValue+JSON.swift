import Foundation

extension TemplateValue {
    /// Decodes JSON text (any JSON value, not only objects or arrays).
    ///
    /// JSON `true`/`false` become `.bool` and JSON numbers `.number`, also on
    /// Linux where `JSONSerialization` hands both out as `NSNumber`.
    /// - Throws: the `JSONSerialization` error for malformed JSON.
    public init(json: Data) throws {
        let object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        self.init(jsonObject: object)
    }

    private init(jsonObject: Any) {
        switch jsonObject {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            self = ObjectIdentifier(type(of: number)) == Self.booleanClass ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]:
            self = .list(items.map(TemplateValue.init(jsonObject:)))
        case let members as [String: Any]:
            self = .object(TemplateObject(members.mapValues(TemplateValue.init(jsonObject:))))
        default:
            self = .null
        }
    }

    /// `JSONSerialization` makes booleans instances of a dedicated `NSNumber`
    /// subclass; `as? Bool` cannot tell them apart since it accepts 0 and 1 too.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))
}
