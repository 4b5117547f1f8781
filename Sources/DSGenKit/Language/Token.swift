/// A lexical token of the schema language.
public struct Token: Hashable, Sendable {
    /// What kind of token it is.
    public enum Kind: Hashable, Sendable {
        /// A name: a letter or `_`, then letters, digits, `_` or `-` (`banner-sm`).
        case identifier(String)
        /// A double-quoted string with escapes already decoded.
        case string(String)
        /// A number with an optional unit suffix (`320`, `3s`, `80%`, `44pt`).
        case number(Double, unit: String)
        /// A colour literal: `#RRGGBB` or `#RRGGBBAA`, as the digits after `#`.
        case color(String)
        /// One of `{ } ( ) ; : , = ? @ |` or `==`, `!=`.
        case symbol(String)
        /// The end of a line (a statement terminator).
        case newline
        /// The end of the file.
        case end
        /// Bytes the lexer could not read (an unexpected character, a malformed number),
        /// as written. The lexer has already reported them; later stages stay silent.
        case invalid(String)
    }

    /// The token's kind and value.
    public var kind: Kind
    /// Its byte span in the file.
    public var span: Range<Int>

    /// The token's spelling for messages (`'{'`, `'text'`, `end of file`).
    public var quoted: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .string(let text): return "string \"\(text.count > 24 ? String(text.prefix(24)) + "…" : text)\""
        case .number(let value, let unit): return "'\(NumberFormat.plain(value))\(unit)'"
        case .color(let hex): return "'#\(hex)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .newline: return "end of line"
        case .end: return "end of file"
        case .invalid(let text): return "'\(text)'"
        }
    }

    /// Whether the lexer already reported the token.
    public var isInvalid: Bool {
        if case .invalid = kind { true } else { false }
    }

    /// Whether the token is the given symbol.
    public func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(let spelling) = kind { spelling == symbol } else { false }
    }
}

/// Formats numbers the same way everywhere: integers without a fraction.
public enum NumberFormat {
    /// `320` for 320.0, `0.8` for 0.8.
    public static func plain(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
