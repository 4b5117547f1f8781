/// Names and literals for Kotlin source: the one place Kotlin escaping lives.
public enum KotlinNaming {
    /// Whether a string is a Kotlin package name: dot-separated ASCII identifiers, none a keyword.
    public static func isPackageName(_ package: String) -> Bool {
        let parts = package.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
                && !keywords.contains(String(part))
        }
    }

    /// Kotlin hard keywords: usable as identifiers only in backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface",
        "is", "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias",
        "typeof", "val", "var", "when", "while",
    ]

    /// Names a composable's parameters cannot take: Compose's `modifier` is always there.
    /// (`name` or `values` are fine parameter names: only enum classes declare them.)
    static let reservedMembers: Set<String> = ["modifier"]

    /// Names every Kotlin enum class already declares, which per-case data fields cannot take.
    static let reservedEnumMembers: Set<String> = ["name", "ordinal", "entries", "values", "valueOf"]

    /// A lowerCamel identifier for a parameter or property.
    public static func memberName(_ spelling: String) -> String {
        escape(Words.identifierStart(Words.lowerCamel(spelling)))
    }

    /// An UpperCamel name for types and enum entries.
    public static func typeName(_ spelling: String) -> String {
        escape(Words.identifierStart(Words.upperCamel(spelling)))
    }

    /// Why a spelling cannot be a Kotlin member name, if it cannot.
    public static func problem(withMemberName spelling: String) -> String? {
        Words.problem(naming: spelling, reserved: reservedMembers, in: "Kotlin / Compose")
    }

    /// Why a spelling cannot be a member of a generated Kotlin enum class (a per-case data
    /// field), if it cannot.
    public static func problem(withEnumMemberName spelling: String) -> String? {
        Words.problem(naming: spelling, reserved: reservedEnumMembers, in: "Kotlin / Compose")
    }

    /// `identifier` or `` `identifier` `` for keywords.
    public static func escape(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`" + identifier + "`" : identifier
    }

    /// A double-quoted Kotlin string literal that preserves every character.
    ///
    /// Escapes `\`, `"`, `$` (so `${…}` can never start a template), newlines, tabs and
    /// other control characters.
    public static func stringLiteral(_ text: String) -> String {
        StringLiteral.quoted(text, quote: "\"", escape: { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "$": return "\\$"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{8}": return "\\b"
            case _ where StringLiteral.isControl(scalar): return StringLiteral.fourDigitEscape(scalar)
            default: return nil
            }
        })
    }
}
