/// The loop every language's string-literal function shares: quote, then each Unicode
/// scalar either escaped by the language's rule or copied as is.
enum StringLiteral {
    /// `quote + escaped text + quote`; `escape` returns nil for scalars copied unchanged.
    static func quoted(_ text: String, quote: String, escape: (Unicode.Scalar) -> String?) -> String {
        let scalars = text.unicodeScalars
        var result = quote
        var unchanged = scalars.startIndex
        for index in scalars.indices {
            guard let escaped = escape(scalars[index]) else { continue }
            result += String(scalars[unchanged..<index]) + escaped
            unchanged = scalars.index(after: index)
        }
        return result + String(scalars[unchanged...]) + quote
    }

    /// A JSON string literal (RFC 8259): `"`, `\` and C0 control characters escaped, every
    /// other scalar (DEL and non-ASCII included) copied as is.
    static func json(_ text: String) -> String {
        quoted(text, quote: "\"") { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case _ where scalar.value < 0x20: fourDigitEscape(scalar)
            default: nil
            }
        }
    }

    /// `\u0007`: the four-hex-digit escape of Kotlin and JavaScript.
    static func fourDigitEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a scalar is a C0 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
