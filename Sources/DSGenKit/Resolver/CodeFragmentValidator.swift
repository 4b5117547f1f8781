/// The one check every schema string that is code by design passes: a platform type
/// (`swiftui type "Image"`), a Kotlin import, an example expression (`compose example "{ … }"`)
/// or a Figma URL is pasted into generated files as written, so `lint` rejects with a
/// location what would end the line, comment, statement or declaration it is pasted into.
///
/// The rules are lexical, not a parser of either language: what passes may still be a type
/// or expression the compiler rejects (an unknown name), but it can no longer break out
/// of where it is pasted.
enum CodeFragmentValidator {
    /// What a string is pasted into generated code as; the raw value names it in messages.
    enum Kind: String {
        case swiftType = "a SwiftUI type", kotlinType = "a Compose type", kotlinImport = "a Kotlin import"
        case swiftExpression = "a SwiftUI expression", kotlinExpression = "a Kotlin expression", figmaURL = "a Figma URL"
    }

    /// Why `text` cannot be pasted as `kind`, if it cannot.
    static func problem(with text: String, as kind: Kind) -> String? {
        let bytes = Array(text.utf8)
        switch kind {
        case .swiftType: return typeProblem(bytes, punctuation: Array(".,?!:&".utf8), squareBrackets: true)
        case .kotlinType: return typeProblem(bytes, punctuation: Array(".,?:*".utf8), squareBrackets: false)
        case .kotlinImport:
            // A fully qualified Kotlin name, or a package followed by `.*`.
            return KotlinNaming.isPackageName(text.hasSuffix(".*") ? String(text.dropLast(2)) : text) ? nil
                : "an import is dot-separated ASCII names (none a Kotlin keyword), optionally ending in '.*'"
        case .swiftExpression, .kotlinExpression: return expressionProblem(bytes)
        case .figmaURL:
            guard text.hasPrefix("https://") else { return "a Figma URL starts with 'https://'" }
            return text.unicodeScalars.contains(where: \.properties.isWhitespace) ? "a URL holds no spaces or line breaks" : nil
        }
    }

    /// Identifiers (ASCII, not starting with a digit), spaces, the platform's punctuation,
    /// balanced `()`, `<>` (and `[]` in Swift), `->`, and `@` before an attribute name.
    private static func typeProblem(_ bytes: [UInt8], punctuation: [UInt8], squareBrackets: Bool) -> String? {
        guard bytes.contains(where: \.isIdentifierByte) else { return "it names no type" }
        var open: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte.isIdentifierByte {
                let start = index
                while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
                if bytes[start].isASCIIDigit { return "a name in it starts with a digit" }
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || (squareBrackets && byte == UInt8(ascii: "[")) {
                open.append(byte)
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || (squareBrackets && byte == UInt8(ascii: "]")) {
                guard open.popLast() == opening(of: byte) else { return "its brackets do not balance" }
            } else if byte == UInt8(ascii: "-"), next == UInt8(ascii: ">") {
                index += 1
            } else if !(byte == UInt8(ascii: "@") && next.isASCIILetter) && byte != UInt8(ascii: " ") && !punctuation.contains(byte) {
                let allowed = (punctuation + (squareBrackets ? Array("[]".utf8) : [])).map { "'" + String(UnicodeScalar($0)) + "'" }
                return "a type holds only ASCII names, spaces, '()', '<>', '->', '@' attributes and " + allowed.joined(separator: " ")
            }
            index += 1
        }
        return open.isEmpty ? nil : "its brackets do not balance"
    }

    /// One line; outside string and character literals, balanced `()`, `[]` and `{}`, and no
    /// `;`, `//`, `/*` or `*/`, which would end the argument list or comment out the code
    /// after it. Literals must close (a `\` escapes the next character).
    private static func expressionProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return "it is empty" }
        if bytes.contains(UInt8(ascii: "\n")) { return "it spans lines; an example is one expression on one line" }
        var open: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let end = closingQuote(bytes, from: index) else { return "a string literal in it does not close" }
                index = end
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open.popLast() == opening(of: byte) else { return "its brackets do not balance" }
            case UInt8(ascii: ";"):
                return "';' would end the code it is pasted into"
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"):
                return "a comment in it would swallow the code after it"
            case UInt8(ascii: "*") where next == UInt8(ascii: "/"):
                return "'*/' would end a comment around it"
            default:
                break
            }
            index += 1
        }
        return open.isEmpty ? nil : "its brackets do not balance"
    }

    /// The index of the quote that closes the literal opened at `start`, if it closes.
    private static func closingQuote(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == bytes[start] { return index }
            index += 1
        }
        return nil
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        case UInt8(ascii: ">"): UInt8(ascii: "<")
        default: UInt8(ascii: "{")
        }
    }
}

extension Scope {
    /// Reports `text`, written at `span`, when it cannot be pasted as `kind`; whether it can.
    func isValidCode(_ text: String, as kind: CodeFragmentValidator.Kind, at span: Range<Int>) -> Bool {
        guard let reason = CodeFragmentValidator.problem(with: text, as: kind) else { return true }
        report(.invalidCode(text, kind: kind.rawValue, reason: reason), at: span)
        return false
    }
}

extension KeywordTable {
    /// A handler for `keyword "code"` that sets an optional string once it passes as `kind`.
    static func optionalCode(_ keyPath: WritableKeyPath<Builder, String?> & Sendable, _ what: String,
                             as kind: CodeFragmentValidator.Kind) -> Handler {
        { builder, statement, scope in
            var arguments = scope.blocklessArguments(statement)
            let span = arguments.nextSpan
            if let text = arguments.string(what), scope.isValidCode(text, as: kind, at: span) { builder[keyPath: keyPath] = text }
            arguments.finish()
        }
    }
}
