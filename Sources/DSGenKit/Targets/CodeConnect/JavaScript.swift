/// Literals for the JavaScript of Code Connect template files: the one place JavaScript
/// escaping lives.
public enum JavaScript {
    /// A single-quoted JavaScript string literal that preserves every character.
    ///
    /// Escapes `\`, `'`, line terminators (including U+2028 and U+2029) and other control
    /// characters, so any schema text (a Figma property name, a value, generated code)
    /// can be a literal.
    public static func stringLiteral(_ text: String) -> String {
        guard mayNeedEscape(text) else { return "'" + text + "'" } // nearly every literal
        return StringLiteral.quoted(text, quote: "'") { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "'": return "\\'"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where StringLiteral.isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029:
                return StringLiteral.fourDigitEscape(scalar)
            default: return nil
            }
        }
    }

    /// Whether any byte of a text may belong to a character ``stringLiteral(_:)`` escapes,
    /// read straight from the string's contiguous UTF-8 when it has some.
    private static func mayNeedEscape(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayNeedEscape) }
            ?? text.utf8.contains(where: mayNeedEscape)
    }

    /// Whether a UTF-8 byte may belong to a character ``stringLiteral(_:)`` escapes: `\`,
    /// `'`, a control character, or the lead byte of U+2028 and U+2029.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "'") || byte == 0xE2
    }
}

/// The string-literal functions template files call at run time, in Figma: text a
/// designer typed (a text property) becomes a string literal of the target language.
///
/// Each is the JavaScript twin of ``SwiftNaming/stringLiteral(_:)`` or
/// ``KotlinNaming/stringLiteral(_:)``, character for character; tests run both on the
/// same hostile strings and compare.
public enum RuntimeStringLiteral {
    /// `swiftString(text)`: a Swift string literal (`\(` can never start an interpolation).
    static let swift = [
        "// A Swift string literal for text from Figma: escapes \\, \", newlines and control",
        "// characters, so a designer's text can never end the string or start an interpolation.",
        "function swiftString(text) {",
        "  let literal = '\"'",
        "  for (const character of String(text)) {",
        "    const scalar = character.codePointAt(0)",
        "    if (character === '\\\\') literal += '\\\\\\\\'",
        "    else if (character === '\"') literal += '\\\\\"'",
        "    else if (character === '\\n') literal += '\\\\n'",
        "    else if (character === '\\r') literal += '\\\\r'",
        "    else if (character === '\\t') literal += '\\\\t'",
        "    else if (scalar === 0) literal += '\\\\0'",
        "    else if (scalar < 0x20 || scalar === 0x7f) literal += '\\\\u{' + scalar.toString(16) + '}'",
        "    else literal += character",
        "  }",
        "  return literal + '\"'",
        "}",
    ]

    /// `kotlinString(text)`: a Kotlin string literal (`$` can never start a template).
    static let kotlin = [
        "// A Kotlin string literal for text from Figma: escapes \\, \", $, newlines and control",
        "// characters, so a designer's text can never end the string or start a template.",
        "function kotlinString(text) {",
        "  let literal = '\"'",
        "  for (const character of String(text)) {",
        "    const scalar = character.codePointAt(0)",
        "    if (character === '\\\\') literal += '\\\\\\\\'",
        "    else if (character === '\"') literal += '\\\\\"'",
        "    else if (character === '$') literal += '\\\\$'",
        "    else if (character === '\\n') literal += '\\\\n'",
        "    else if (character === '\\r') literal += '\\\\r'",
        "    else if (character === '\\t') literal += '\\\\t'",
        "    else if (character === '\\b') literal += '\\\\b'",
        "    else if (scalar < 0x20 || scalar === 0x7f) literal += '\\\\u' + scalar.toString(16).padStart(4, '0')",
        "    else literal += character",
        "  }",
        "  return literal + '\"'",
        "}",
    ]
}

extension JavaScript {
    /// Reserved words, and names the template file itself declares.
    static let reserved: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public",
        "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while",
        "with", "yield", "undefined", "NaN", "Infinity", "arguments", "eval", "require", "module", "exports",
        // Declared by the template (JavaScriptLiteralTests checks it lists all of them).
        "figma", "instance", "example", "sections", "indented", "join", "nested", "snippet", "swiftString",
        "kotlinString", "schema", "notes", "quoted", "unmapped", "variant", "booleanVariant", "boolean", "textProperty",
        "textLayer", "layerInstance", "swappedInstance", "shownInstance", "callee",
    ]

    /// A lowerCamel JavaScript identifier for a constant, with `_` appended when it is
    /// reserved or taken by the template.
    public static func identifier(_ spelling: String) -> String {
        var name = Words.lowerCamel(spelling)
        if let first = name.first, first.isNumber { name = "_" + name }
        if name.isEmpty { name = "_" }
        return reserved.contains(name) ? name + "_" : name
    }
}
