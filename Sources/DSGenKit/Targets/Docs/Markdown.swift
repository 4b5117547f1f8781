/// GitHub Flavored Markdown for the docs target: the one place Markdown escaping lives.
///
/// Schema text is prose, not Markdown: every character that could start markup (`*`,
/// `_`, `` ` ``, `[`, `<`, `~`, `$`, a leading `#` or `-`, …) is backslash-escaped, so
/// `main/ad-space/color/*` and `<Carousel>` print as written. Names, types, literals,
/// token paths and Figma values go into code spans, whose fences grow past any backticks
/// inside. Table cells additionally escape `|` (inside code spans too: GitHub splits
/// cells before it parses inlines) and never contain a newline.
public enum Markdown {
    /// Prose as inline Markdown that renders exactly as written, on one line.
    ///
    /// Most prose needs no backslash, so it is returned as it is once one pass over its bytes
    /// found nothing to escape (with ``oneLine(_:)`` doing the same: 133 M → 17 M instructions
    /// at 100 components, callgrind).
    public static func text(_ text: String) -> String {
        let line = oneLine(text)
        return line.withUTF8Bytes { bytes in
            let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard let firstEscape = bytes.indices.first(where: { startsMarkup(bytes, at: $0, digits: digits) }) else { return line }
            var output = Array(bytes[..<firstEscape])
            output.reserveCapacity(bytes.count + 8)
            for index in firstEscape..<bytes.count {
                if startsMarkup(bytes, at: index, digits: digits) { output.append(UInt8(ascii: "\\")) }
                output.append(bytes[index])
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether the byte at `index` of one-line prose that starts with `digits` ASCII digits
    /// needs a backslash. (Every character that can start markup is ASCII.)
    private static func startsMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, digits: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "~"), UInt8(ascii: "$"):
            return true // could start markup anywhere
        case UInt8(ascii: "&"): // `&amp;`, `&#123;`
            guard let next = String(decoding: bytes[(index + 1)...].prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
            return next == "#" || next.properties.isAlphabetic
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
            // Block markers; not `|`: a cell escapes it, and a backslash before it would pair with that escape.
            return index == 0
        case UInt8(ascii: "."), UInt8(ascii: ")"): // `1.` or `1)` would start an ordered list
            return index == digits && digits > 0
        default:
            return false
        }
    }

    /// A code span holding `code` verbatim (on one line): newlines become spaces, the
    /// fence grows past the backtick runs inside, and padding keeps edge backticks and
    /// spaces, which Markdown would strip.
    public static func code(_ code: String) -> String {
        if isPlainCode(code) { return "`" + code + "`" }
        let content = code.replacingAll("\r\n", with: " ").replacingAll("\n", with: " ").replacingAll("\r", with: " ")
        guard !content.isEmpty else { return "(empty)" }
        // GitHub splits table rows before parsing code spans and a `\` before a `|` would
        // pair with the cell's escape, so such text is written as escaped text instead.
        if content.contains("\\|") { return text(content) }
        var longestRun = 0, run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let allSpaces = content.allSatisfy { $0 == " " }
        let isPadded = content.first == "`" || content.last == "`" || (!allSpaces && content.first == " " && content.last == " ")
        let pad = isPadded ? " " : ""
        return fence + pad + content + pad + fence
    }

    /// Whether `code` is printable ASCII without backticks or `\|` that neither starts nor
    /// ends with a space, which ``code(_:)`` puts between single backticks as it is. Nearly
    /// every code span is (a name, a type, a literal); deciding it from the bytes first saves
    /// a fifth of the docs' instructions (see Benchmarks/RESULTS.md).
    private static func isPlainCode(_ code: String) -> Bool {
        code.withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return false }
            return bytes.indices.allSatisfy { index in
                let byte = bytes[index]
                return (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "`")
                    && !(byte == UInt8(ascii: "|") && index > 0 && bytes[index - 1] == UInt8(ascii: "\\"))
            }
        }
    }

    /// Code spans separated by commas: `` `No`, `no` ``.
    public static func codeList(_ items: [String], separator: String = ", ") -> String {
        var list = InlineMarkdown(capacity: 16 * items.count)
        for index in items.indices {
            if index > 0 { list.append(separator) }
            list.appendCode(items[index])
        }
        return list.string
    }

    /// `a`, `a or b`, `a, b or c`, for already-rendered inline items.
    public static func alternatives(_ items: [String], conjunction: String = "or") -> String {
        items.joined(lastSeparator: " " + conjunction + " ")
    }

    /// Strong emphasis around already-rendered inline Markdown.
    public static func strong(_ inline: String) -> String {
        "**" + inline + "**"
    }

    /// A link with already-rendered inline text; the destination is percent-encoded
    /// where Markdown would end it (spaces, parentheses, angle brackets).
    public static func link(_ inline: String, to destination: String) -> String {
        let destination = oneLine(destination)
        // Hardly any destination needs encoding (space ( ) < >); checking its bytes first: 7.7 M → 1.4 M
        // instructions at 100 components.
        guard destination.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3C || $0 == 0x3E }) else {
            return "[" + inline + "](" + destination + ")"
        }
        let escapes: [Character: String] = [" ": "%20", "(": "%28", ")": "%29", "<": "%3C", ">": "%3E"]
        return "[" + inline + "](" + destination.map { escapes[$0] ?? String($0) }.joined() + ")"
    }

    /// Already-rendered inline Markdown as a table cell: on one line, `|` escaped, never empty.
    public static func cell(_ inline: String) -> String {
        var cell = InlineMarkdown(capacity: inline.utf8.count + 4)
        cell.appendCell(inline)
        return cell.string
    }

    /// Text for an HTML comment (`<!-- … -->`): no `--`, no `>` right after the opener.
    public static func commentText(_ text: String) -> String {
        var result = oneLine(text)
        while result.containsBytes("--") { result = result.replacingAll("--", with: "- -") }
        return result
    }

    /// A code-block fence longer than any backtick run at the start of a line inside (after
    /// its leading spaces, counted as `Character`s).
    public static func fence(for lines: [String]) -> String {
        let longest = lines.map { line in line.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// Text on one line: runs of whitespace (newlines and tabs too) become one space, and
    /// the ends are trimmed, so nothing can leave trailing whitespace. Text that already is
    /// (nearly all) is returned as it is: 130 M → 35 M instructions at 100 components.
    static func oneLine(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            if isOneLine(bytes) { return text }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0, pendingSpace = false
            while index < bytes.count {
                let whitespace = whitespaceLength(bytes, at: index)
                if whitespace > 0 {
                    pendingSpace = !output.isEmpty
                    index += whitespace
                    continue
                }
                if pendingSpace { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                output.append(bytes[index])
                index += 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether ``oneLine(_:)`` would leave `bytes` unchanged: their only whitespace is single
    /// spaces between other characters.
    private static func isOneLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterSpace = true
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: " ") {
                if afterSpace { return false }
                afterSpace = true
            } else {
                if whitespaceLength(bytes, at: index) > 0 { return false }
                afterSpace = false
            }
        }
        return !afterSpace || bytes.isEmpty
    }

    /// The length in bytes of the whitespace character (Unicode's `White_Space`) starting at
    /// `index`, or 0 if none does there. Only characters beyond ASCII are decoded.
    private static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) ? 1 : 0 }
        guard byte >= 0xC0 else { return 0 } // inside a character
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count,
              let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first else { return 0 }
        return scalar.properties.isWhitespace ? length : 0
    }
}
