/// The members of a `TemplateValue.object`: names and values, in the order given.
///
/// Contexts are built once per rendered file and a template reads a few names from each
/// object, so the members are a plain list searched from its end rather than a hash table:
/// building an object hashes nothing, looking a name up compares lengths before text, and
/// dropping one frees a single buffer. A name given twice keeps its last value.
public struct TemplateObject: Sendable {
    /// The members as given, repeated names included.
    private var members: [(String, TemplateValue)]

    /// An object with no members.
    public init() {
        members = []
    }

    /// An object with the members of `dictionary`, in the order of their names.
    public init(_ dictionary: [String: TemplateValue]) {
        members = dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// An object with `members`, in their order; a name given twice keeps its last value.
    public init(members: [(String, TemplateValue)]) {
        self.members = members
    }

    /// The value of the member `name`, or nil when there is none.
    public subscript(name: String) -> TemplateValue? {
        let length = name.utf8.count
        for (key, value) in members.reversed() where key.utf8.count == length && key == name {
            return value
        }
        return nil
    }

    /// The member names, each once, in the order they were first given.
    public var keys: [String] {
        var seen = Set<String>()
        return members.compactMap { key, _ in seen.insert(key).inserted ? key : nil }
    }

    /// The members as a dictionary.
    public var dictionary: [String: TemplateValue] {
        Dictionary(members, uniquingKeysWith: { _, last in last })
    }
}

extension TemplateObject: Equatable {
    /// Objects are equal when they have the same names with equal values, in any order.
    public static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        left.dictionary == right.dictionary
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// An object with the listed members; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        members = elements
    }
}
