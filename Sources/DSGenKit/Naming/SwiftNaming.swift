/// Names and literals for Swift source: the one place Swift escaping lives.
public enum SwiftNaming {
    /// Swift keywords that must be wrapped in backticks to be used as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be members even with backticks, or that clash with what a
    /// generated view already declares (`body`, `init`) or calls unqualified: a parameter or
    /// per-case factory `assert` hides `Swift.assert` from the initialiser's argument check,
    /// and `assertArgumentsApply` is the environment check's method.
    static let reservedMembers: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_", "body", "assert", "assertArgumentsApply",
    ]

    /// Names a generated `String, CaseIterable` enum already declares, on top of
    /// ``reservedMembers``: no case may have them.
    static let reservedCaseNames: Set<String> = reservedMembers.union([
        "rawValue", "allCases", "hashValue", "description",
    ])

    /// A lowerCamel identifier for a case or property, backticked when it is a keyword.
    public static func memberName(_ spelling: String) -> String {
        escape(Words.identifierStart(Words.lowerCamel(spelling)))
    }

    /// An UpperCamel type name.
    public static func typeName(_ spelling: String) -> String {
        escape(Words.identifierStart(Words.upperCamel(spelling)))
    }

    /// The identifier without backticks, for collision checks.
    public static func bareMemberName(_ spelling: String) -> String {
        Words.identifierStart(Words.lowerCamel(spelling))
    }

    /// Why a spelling cannot be a Swift property (member) name, if it cannot.
    public static func problem(withMemberName spelling: String) -> String? {
        Words.problem(naming: spelling, reserved: reservedMembers, in: "Swift")
    }

    /// Why a spelling cannot be a Swift enum case name, if it cannot.
    public static func problem(withCaseName spelling: String) -> String? {
        Words.problem(naming: spelling, reserved: reservedCaseNames, in: "Swift")
    }

    /// An argument label where a call passes it (`default: true`): Swift takes every
    /// keyword there bare but `inout`, and warns that a backticked one "does not need to be
    /// escaped".
    public static func argumentLabel(_ bareIdentifier: String) -> String {
        bareIdentifier == "inout" ? "`inout`" : bareIdentifier
    }

    /// `identifier` or `` `identifier` `` for keywords.
    public static func escape(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`" + identifier + "`" : identifier
    }

    /// A double-quoted Swift string literal that preserves every character.
    ///
    /// Escapes `\`, `"` (so `\(` can never start an interpolation), newlines, tabs and
    /// other control characters.
    public static func stringLiteral(_ text: String) -> String {
        StringLiteral.quoted(text, quote: "\"", escape: { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\0": return "\\0"
            case _ where StringLiteral.isControl(scalar): return "\\u{\(String(scalar.value, radix: 16))}"
            default: return nil
            }
        })
    }
}
