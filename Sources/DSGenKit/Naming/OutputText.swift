/// Where schema text is made safe for each place dsgen prints it: one function per output
/// context, and every target, message and writer calls that one.
///
/// | context | function |
/// |---|---|
/// | `//` line comment (Swift, Kotlin, JavaScript) | ``lineComment(_:)`` |
/// | Swift `///` doc comment | ``swiftDocComment(_:)`` |
/// | KDoc `/** … */` | ``kotlinDocComment(_:)`` (wrapped by `KDoc`) |
/// | Swift string literal | ``SwiftNaming/stringLiteral(_:)`` |
/// | Kotlin string literal | ``KotlinNaming/stringLiteral(_:)`` |
/// | JavaScript string literal | ``JavaScript/stringLiteral(_:)`` |
/// | JSON string | ``StringLiteral/json(_:)`` |
/// | Markdown prose, code span, table cell, link, HTML comment | ``Markdown/text(_:)``, ``Markdown/code(_:)``, ``Markdown/cell(_:)``, ``Markdown/link(_:to:)``, ``Markdown/commentText(_:)`` |
/// | prose dsgen writes with code spans in it (`dsgen diff` reports) | `ReportMarkdown.text(_:)` |
/// | SVG text and attributes (swatch sheets) | ``SwatchSheet/escaped(_:)`` |
/// | Swift, Kotlin and JavaScript identifiers | ``SwiftNaming``, ``KotlinNaming``, ``JavaScript/identifier(_:)`` (names are validated by the resolver first) |
/// | a `.dsgen` string literal (`figma import`) | ``schemaString(_:)`` |
/// | schema text or a path quoted in a diagnostic or an error message | ``terminal(_:)`` |
///
/// Strings that are code by design (types, examples, imports) are not escaped but checked
/// where they are written (`CodeFragmentValidator`).
public enum OutputText {
    // MARK: - Comments

    /// Text for a `//` line comment of Swift, Kotlin, JavaScript or a schema: every character
    /// any of them ends a line at (LF, CR, VT, FF, U+0085, U+2028, U+2029) becomes a space.
    public static func lineComment(_ text: String) -> String {
        // Bytes first, read in place (a line-ending byte, or C2 / E2, which start U+0085, U+2028 and
        // U+2029): scanning every text's scalars cost 14 M more instructions at 100 components.
        let mayEndLine = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }
        }
        guard mayEndLine != false, text.unicodeScalars.contains(where: endsLine) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { endsLine($0) ? " " : $0 }))
    }

    private static func endsLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Text for a Swift `///` doc comment line: ``lineComment(_:)`` with `*/` broken up, so
    /// the text cannot end a block comment the declaration sits in.
    public static func swiftDocComment(_ text: String) -> String {
        lineComment(text).replacingAll("*/", with: "* /")
    }

    /// Text for a KDoc line: ``swiftDocComment(_:)`` with `/*` broken up too, because Kotlin
    /// block comments nest: `main/toast/color/{mode}/*` would open one that never closes.
    public static func kotlinDocComment(_ text: String) -> String {
        swiftDocComment(text).replacingAll("/*", with: "/ *")
    }

    // MARK: - Messages

    /// Text for a terminal line: every character that could end the line or reorder it
    /// (control characters, DEL, C1 controls, U+2028, U+2029 and the bidirectional overrides
    /// and isolates) is spelled as Swift spells it (`\0`, `\t`, `\n`, `\r`, else `\u{202e}`),
    /// so quoted text can never print a line that looks like another diagnostic.
    public static func terminal(_ text: String) -> String {
        spelled(text, quote: "", named: ["\0": "\\0", "\t": "\\t", "\n": "\\n", "\r": "\\r"])
    }

    /// `text` between `quote`s, with the `named` scalars replaced and every other scalar that
    /// could end or reorder a line (control characters and what lint rejects) spelled `\u{…}`.
    private static func spelled(_ text: String, quote: String, named: [Unicode.Scalar: String]) -> String {
        StringLiteral.quoted(text, quote: quote) { scalar in
            if let name = named[scalar] { return name }
            return scalar.value < 0x20 || Lexer.isDisallowedInStrings(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
        }
    }

    // MARK: - Schemas

    /// A `.dsgen` string literal the lexer reads back as `text`: `"` and `\` escaped, newline
    /// and tab as `\n` and `\t`, every other character lint rejects (control and separator
    /// characters, bidirectional overrides) as `\u{…}`, so it stays visible in the file.
    public static func schemaString(_ text: String) -> String {
        spelled(text, quote: "\"", named: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t"])
    }
}
