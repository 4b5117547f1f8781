/// GitHub Flavored Markdown for the docs target: the one place Markdown escaping lives.
///
/// Schema text is prose, not Markdown: every character that could start markup (`*`,
/// `_`, `` ` ``, `[`, `<`, `~`, `$`, a leading `#` or `-`, …) is backslash-escaped, so
/// `main/ad-space/color/*` and `<Carousel>` print as written. Names, types, literals,
/// token paths and Figma values go into code spans, whose fences grow past any backticks
/// inside. Table cells additionally escape `|` (inside code spans too: GitHub splits
/// cells before it parses inlines) and never contain a newline.
public enum Markdown {
    /// Characters escaped wherever they appear in prose.
    private static let alwaysEscaped: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", "~", "$"]
    /// Characters escaped when they start a line (block markers).
    /// (`|` is not among them: a cell escapes it, and a backslash before it would pair
    /// with the cell's escape.)
    private static let blockStarts: Set<Unicode.Scalar> = ["#", ">", "-", "+", "="]

    /// Prose as inline Markdown that renders exactly as written, on one line.
    ///
    /// Works on Unicode scalars, not `Character`s: every character that needs escaping is
    /// ASCII, and grapheme breaking dominated rendering time.
    public static func text(_ text: String) -> String {
        let scalars = Array(oneLine(text).unicodeScalars)
        let digits = scalars.prefix { ("0"..."9").contains($0) }.count
        var result = UTF8Buffer(capacity: scalars.count + 8)
        for (index, scalar) in scalars.enumerated() {
            if alwaysEscaped.contains(scalar) {
                result.append("\\")
            } else if scalar == "&", let next = scalars[safe: index + 1], next == "#" || next.properties.isAlphabetic {
                result.append("\\") // could start an entity reference (`&amp;`)
            } else if index == 0, blockStarts.contains(scalar) {
                result.append("\\")
            } else if index == digits, scalar == "." || scalar == ")", index > 0 {
                result.append("\\") // `1.` or `1)` would start an ordered list
            }
            result.append(scalar)
        }
        return result.string
    }

    /// A code span holding `code` verbatim (on one line).
    public static func code(_ code: String) -> String {
        let content = code.replacingAll("\r\n", with: " ").replacingAll("\n", with: " ").replacingAll("\r", with: " ")
        guard !content.isEmpty else { return "(empty)" }
        // GitHub splits table rows before parsing code spans and a `\` before a `|` would
        // pair with the cell's escape, so such text is written as escaped text instead.
        if content.contains("\\|") { return text(content) }
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let allSpaces = content.allSatisfy { $0 == " " }
        let pad = content.first == "`" || content.last == "`" || (!allSpaces && content.first == " " && content.last == " ") ? " " : ""
        return fence + pad + content + pad + fence
    }

    /// Code spans separated by commas: `` `No`, `no` ``.
    public static func codeList(_ items: [String], separator: String = ", ") -> String {
        items.map(code).joined(separator: separator)
    }

    /// `a`, `a or b`, `a, b or c`, for already-rendered inline items.
    public static func alternatives(_ items: [String], conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// Strong emphasis around already-rendered inline Markdown.
    public static func strong(_ inline: String) -> String {
        "**\(inline)**"
    }

    /// A link with already-rendered inline text; the destination is percent-encoded
    /// where Markdown would end it (spaces, parentheses, angle brackets).
    public static func link(_ inline: String, to destination: String) -> String {
        var encoded = ""
        for character in oneLine(destination) {
            switch character {
            case " ": encoded += "%20"
            case "(": encoded += "%28"
            case ")": encoded += "%29"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            default: encoded.append(character)
            }
        }
        return "[\(inline)](\(encoded))"
    }

    /// Already-rendered inline Markdown as a table cell: `|` escaped, never empty.
    public static func cell(_ inline: String) -> String {
        let content = oneLine(inline)
        guard !content.isEmpty else { return "—" }
        return content.replacingAll("|", with: "\\|")
    }

    /// Text for an HTML comment (`<!-- … -->`): no `--`, no `>` right after the opener.
    public static func commentText(_ text: String) -> String {
        var result = oneLine(text)
        while result.contains("--") { result = result.replacingAll("--", with: "- -") }
        return result
    }

    /// A code-block fence longer than any backtick run at the start of a line inside.
    public static func fence(for lines: [String]) -> String {
        let longest = lines.map { line in line.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// Text on one line: newlines (and tabs) become spaces, runs of spaces collapse,
    /// and the ends are trimmed, so nothing can leave trailing whitespace.
    static func oneLine(_ text: String) -> String {
        var result = UTF8Buffer(capacity: text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return result.string
    }

    /// Unicode whitespace, answered without a property lookup for ASCII (nearly all text).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: return true
        case 0x00..<0x80: return false
        default: return scalar.properties.isWhitespace
        }
    }
}

/// Text built as UTF-8 bytes: appending a scalar costs an array append, not a `String`
/// append, which dominated Markdown escaping.
private struct UTF8Buffer {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
