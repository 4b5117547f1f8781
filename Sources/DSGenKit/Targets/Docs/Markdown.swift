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
    /// Works on UTF-8 bytes in one pass, folding whitespace and escaping together: every
    /// character that needs escaping is ASCII, so only a `&` before a non-ASCII letter
    /// decodes a scalar. Text that needs no change is returned without copying.
    public static func text(_ text: String) -> String {
        rewrite(text) { bytes, rewriter in
            let start = leadingWhitespaceLength(bytes)
            let digits = bytes[start...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            foldWhitespace(bytes, &rewriter, classes: markupClasses) { startsMarkup(bytes, at: $0, start: start, digits: digits) }
        }
    }

    /// The visible ASCII bytes ``startsMarkup(_:at:start:digits:)`` may escape; every
    /// other byte is copied without asking it.
    private static let markupClasses = ByteClasses(candidates: "\\`*_[]<~$&#>-+=.)")

    /// The pipe, the one byte a cell escapes.
    private static let cellClasses = ByteClasses(candidates: "|")

    /// No candidates: whitespace folding only.
    private static let plainClasses = ByteClasses(candidates: "")

    /// Whether the visible ASCII byte at `index` of prose needs a backslash: `start` is
    /// where the text begins after leading whitespace, and `digits` the length of the
    /// run of ASCII digits there. (Whitespace after a byte folds to a space or nothing,
    /// neither of which continues markup, so the bytes as written decide.)
    private static func startsMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int, digits: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "~"), UInt8(ascii: "$"):
            return true // could start markup anywhere
        case UInt8(ascii: "&"):
            return index + 1 < bytes.count && startsEntityName(bytes, at: index + 1) // `&amp;`
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
            return index == start // block markers (not `|`: a cell escapes it, and a backslash before it would pair with that escape)
        case UInt8(ascii: "."), UInt8(ascii: ")"):
            return index == start + digits && digits > 0 // `1.` or `1)` would start an ordered list
        default:
            return false
        }
    }

    /// Whether the scalar at `index` can follow `&` in an entity reference: `#` or a letter.
    private static func startsEntityName(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        guard byte >= 0x80 else { return byte == UInt8(ascii: "#") || isASCIILetter(byte) }
        return scalar(in: bytes, at: index).scalar.properties.isAlphabetic
    }

    /// A code span holding `code` verbatim (on one line).
    ///
    /// Plain code (see ``isPlainCode(_:)``), nearly all of it, goes between single
    /// backticks as it is; the rest through ``fencedCode(_:)``.
    public static func code(_ code: String) -> String {
        isPlainCode(code) ? .concatenating("`", code, "`") : fencedCode(code)
    }

    /// Whether `code` is ASCII without control characters, backticks or `\|`, and starts
    /// and ends with something other than a space: what ``fencedCode(_:)`` puts between
    /// single backticks unchanged.
    static func isPlainCode(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return false }
            return codeClasses.table.withUnsafeBufferPointer { table in
                let count = bytes.count
                var index = 0
                while index < count {
                    while index < count && table[Int(bytes[index])] == ByteClasses.plain { index += 1 }
                    guard index < count else { break }
                    // Only the pipe is a candidate: plain unless a backslash comes before it.
                    guard table[Int(bytes[index])] == ByteClasses.candidate,
                          index == 0 || bytes[index - 1] != UInt8(ascii: "\\") else { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// Code span bytes: printable ASCII (space included) but the backtick is plain, and
    /// the pipe a candidate (it may not follow a backslash).
    private static let codeClasses = ByteClasses(plain: 0x20...0x7E, candidates: "|", excluding: "`")

    /// ``code(_:)`` for any text: newlines become spaces, the fence grows past the
    /// backtick runs inside, and padding keeps edge backticks and spaces.
    static func fencedCode(_ code: String) -> String {
        let content = rewrite(code) { bytes, rewriter in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                if bytes[index] == UInt8(ascii: "\n"), index > 0, bytes[index - 1] == UInt8(ascii: "\r") {
                    rewriter.replace(index..<index + 1, with: "") // the second half of a CR LF, already a space
                } else {
                    rewriter.replace(index..<index + 1, with: " ")
                }
            }
        }
        guard !content.isEmpty else { return "(empty)" }
        let layout = SpanLayout(content)
        // GitHub splits table rows before parsing code spans and a `\` before a `|` would
        // pair with the cell's escape, so such text is written as escaped text instead.
        if layout.hasEscapedPipe { return text(content) }
        let fence = String(repeating: "`", count: layout.longestBacktickRun + 1)
        let pad = layout.isPadded ? " " : ""
        return "\(fence)\(pad)\(content)\(pad)\(fence)"
    }

    /// How a code span fences its content: one backtick more than the longest run inside,
    /// and a space inside the fence when the content starts or ends with a backtick, or
    /// with a space at both ends (unless it is all spaces), which Markdown would strip.
    ///
    /// Backticks and spaces count as `Character`s: ASCII content (nearly all code) is
    /// measured byte by byte, other content character by character, since a combining
    /// mark after a backtick makes it another character.
    private struct SpanLayout {
        var longestBacktickRun = 0
        var isPadded: Bool
        /// Whether a `\|` is in it (beyond ASCII: as whole characters).
        var hasEscapedPipe: Bool

        init(_ content: String) {
            var content = content
            let ascii = content.withUTF8 { bytes -> SpanLayout? in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let hasEscapedPipe = zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "\\") && $1 == UInt8(ascii: "|") }
                return SpanLayout(bytes, backtick: UInt8(ascii: "`"), space: UInt8(ascii: " "), hasEscapedPipe: hasEscapedPipe)
            }
            self = ascii ?? SpanLayout(content, backtick: "`", space: " ", hasEscapedPipe: content.contains("\\|"))
        }

        private init<Units: BidirectionalCollection>(_ content: Units, backtick: Units.Element, space: Units.Element, hasEscapedPipe: Bool)
        where Units.Element: Equatable {
            var run = 0
            for unit in content {
                run = unit == backtick ? run + 1 : 0
                longestBacktickRun = max(longestBacktickRun, run)
            }
            let allSpaces = content.allSatisfy { $0 == space }
            isPadded = content.first == backtick || content.last == backtick
                || (!allSpaces && content.first == space && content.last == space)
            self.hasEscapedPipe = hasEscapedPipe
        }
    }

    /// Code spans separated by commas: `` `No`, `no` ``.
    public static func codeList(_ items: [String], separator: String = ", ") -> String {
        var list = InlineMarkdown(capacity: 16 * items.count)
        list.appendCodeList(items, separator: separator)
        return list.string
    }

    /// `a`, `a or b`, `a, b or c`, for already-rendered inline items.
    public static func alternatives(_ items: [String], conjunction: String = "or") -> String {
        items.joined(lastSeparator: .concatenating(" ", conjunction, " "))
    }

    /// Strong emphasis around already-rendered inline Markdown.
    public static func strong(_ inline: String) -> String {
        .concatenating("**", inline, "**")
    }

    /// A link with already-rendered inline text; the destination is percent-encoded
    /// where Markdown would end it (spaces, parentheses, angle brackets).
    public static func link(_ inline: String, to destination: String) -> String {
        let destination = oneLine(destination)
        let encoded = percentEncodedASCII(destination) ?? percentEncodedCharacters(destination)
        var result = "["
        result.reserveCapacity(inline.utf8.count + encoded.utf8.count + 4)
        result += inline
        result += "]("
        result += encoded
        result += ")"
        return result
    }

    /// ``link(_:to:)``'s encoding of an ASCII destination, byte by byte; nil beyond
    /// ASCII, where a character may join a space or a parenthesis to a mark.
    private static func percentEncodedASCII(_ destination: String) -> String? {
        var copy = destination
        let rewritten = copy.withUTF8 { bytes -> String?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var rewriter = UTF8Rewriter(bytes: bytes)
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: " "): rewriter.replace(index..<index + 1, with: "%20")
                case UInt8(ascii: "("): rewriter.replace(index..<index + 1, with: "%28")
                case UInt8(ascii: ")"): rewriter.replace(index..<index + 1, with: "%29")
                case UInt8(ascii: "<"): rewriter.replace(index..<index + 1, with: "%3C")
                case UInt8(ascii: ">"): rewriter.replace(index..<index + 1, with: "%3E")
                default: continue
                }
            }
            return .some(rewriter.result)
        }
        guard let rewritten else { return nil }
        return rewritten ?? destination
    }

    /// ``link(_:to:)``'s encoding of a destination, `Character` by `Character`.
    private static func percentEncodedCharacters(_ destination: String) -> String {
        var encoded = ""
        for character in destination {
            switch character {
            case " ": encoded += "%20"
            case "(": encoded += "%28"
            case ")": encoded += "%29"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            default: encoded.append(character)
            }
        }
        return encoded
    }

    /// Already-rendered inline Markdown as a table cell: `|` escaped, never empty.
    public static func cell(_ inline: String) -> String {
        var bytes: [UInt8] = []
        appendCell(inline, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``cell(_:)`` of `inline` to a table line's UTF-8 bytes, folding whitespace
    /// and escaping pipes as it copies.
    static func appendCell(_ inline: String, to line: inout [UInt8]) {
        var inline = inline
        inline.withUTF8 { bytes in
            if isFoldedCell(bytes) {
                line.append(contentsOf: bytes)
                return
            }
            var rewriter = UTF8Rewriter(bytes: bytes)
            foldWhitespace(bytes, &rewriter, classes: cellClasses) { _ in true }
            let count = line.count
            rewriter.append(to: &line)
            if line.count == count { line.append(contentsOf: "—".utf8) }
        }
    }

    /// Whether `bytes` are a finished cell as they are: not empty, no pipe, no
    /// whitespace but single spaces inside, no control characters. Nearly every cell is,
    /// being text or code already on one line.
    static func isFoldedCell(_ cell: String) -> Bool {
        var cell = cell
        return cell.withUTF8(isFoldedCell)
    }

    /// ``isFoldedCell(_:)`` of UTF-8 bytes.
    private static func isFoldedCell(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        return cellClasses.table.withUnsafeBufferPointer { table in
            let count = bytes.count
            var index = 0
            while index < count {
                index = BlockScan.skip(bytes, from: index, allowed: BlockScan.printableButPipe)
                while index < count && table[Int(bytes[index])] == ByteClasses.plain { index += 1 } // visible ASCII but the pipe
                guard index < count else { break }
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") {
                    if index == 0 || index + 1 == count || whitespaceLength(bytes, at: index + 1) > 0 { return false }
                } else if byte < 0x80 || whitespaceLength(bytes, at: index) > 0 {
                    return false // the pipe, whitespace or a control character; continuation bytes are never whitespace leads
                }
                index += 1
            }
            return true
        }
    }

    /// Text for an HTML comment (`<!-- … -->`): no `--`, no `>` right after the opener.
    public static func commentText(_ text: String) -> String {
        var result = oneLine(text)
        while result.containsBytes("--") { result = result.replacingAll("--", with: "- -") }
        return result
    }

    /// A code-block fence longer than any backtick run at the start of a line inside.
    public static func fence(for lines: [String]) -> String {
        let longest = lines.reduce(0) { max($0, leadingBackticks($1)) }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// How many backticks follow the leading spaces of `line`, as `Character`s: counted
    /// in bytes unless a non-ASCII scalar follows, which could join the last one.
    static func leadingBackticks(_ line: String) -> Int {
        var utf8 = line
        let counted = utf8.withUTF8 { bytes -> Int? in
            let spaces = bytes.prefix { $0 == UInt8(ascii: " ") }.count
            let backticks = bytes[spaces...].prefix { $0 == UInt8(ascii: "`") }.count
            let next = spaces + backticks
            return next < bytes.count && bytes[next] >= 0x80 ? nil : backticks
        }
        return counted ?? line.drop { $0 == " " }.prefix { $0 == "`" }.count
    }

    /// Text on one line: newlines (and tabs) become spaces, runs of spaces collapse,
    /// and the ends are trimmed, so nothing can leave trailing whitespace.
    ///
    /// Text already on one line, with single spaces, is returned without copying.
    static func oneLine(_ text: String) -> String {
        rewrite(text) { bytes, rewriter in foldWhitespace(bytes, &rewriter, classes: plainClasses) { _ in false } }
    }

    /// Rewrites every whitespace run as one space (none at the ends), and puts a
    /// backslash before every candidate byte of `classes` for which `escapes` (given its
    /// index) is true.
    ///
    /// Visible ASCII that is not a candidate, and single spaces between visible ASCII
    /// bytes, are skipped after one table look-up: nearly all prose is made of them.
    private static func foldWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ rewriter: inout UTF8Rewriter,
                                       classes: ByteClasses, escaping escapes: (Int) -> Bool) {
        classes.table.withUnsafeBufferPointer { table in
            let count = bytes.count
            var index = 0
            while index < count {
                index = BlockScan.skip(bytes, from: index, allowed: BlockScan.alphanumeric)
                while index < count && table[Int(bytes[index])] == ByteClasses.plain { index += 1 } // the common case, in a loop of its own
                guard index < count else { break }
                let byte = bytes[index]
                switch table[Int(byte)] {
                case ByteClasses.candidate:
                    if escapes(index) { rewriter.replace(index..<index, with: "\\") }
                    index += 1
                    continue
                default:
                    break
                }
                if byte == UInt8(ascii: " "), index > 0, index + 1 < count, isVisibleASCII(bytes[index + 1]) {
                    index += 1 // a single space inside the text stays
                    continue
                }
                var end = index + whitespaceLength(bytes, at: index)
                guard end > index else {
                    index += scalarLength(lead: byte)
                    continue
                }
                while end < count, case let length = whitespaceLength(bytes, at: end), length > 0 { end += length }
                let isInside = index > 0 && end < count
                if !isInside || end - index > 1 || byte != UInt8(ascii: " ") {
                    rewriter.replace(index..<end, with: isInside ? " " : "")
                }
                index = end
            }
        }
    }

    /// `!` through DEL: ASCII that is neither whitespace nor a control character (DEL
    /// counts as visible, as it always has here).
    @inline(__always)
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte &- 0x21 < 0x5F
    }

    /// The length of the run of whitespace `bytes` start with.
    private static func leadingWhitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = 0
        while end < bytes.count, case let length = whitespaceLength(bytes, at: end), length > 0 { end += length }
        return end
    }

    /// The UTF-8 length of the Unicode whitespace scalar at `index`, or 0 when it is not
    /// whitespace. Outside ASCII, Unicode's whitespace (its `White_Space` property, what
    /// `Unicode.Scalar.Properties.isWhitespace` reports) is U+0085, U+00A0, U+1680,
    /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F and U+3000, matched here by their
    /// bytes (`testEveryWhitespaceScalarIsWhitespace` checks every scalar).
    private static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x09...0x0D, 0x20:
            return 1
        case 0xC2: // U+0085, U+00A0
            return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1: // U+1680
            return bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0
        case 0xE2:
            switch (bytes[index + 1], bytes[index + 2]) {
            case (0x80, 0x80...0x8A), (0x80, 0xA8), (0x80, 0xA9), (0x80, 0xAF), (0x81, 0x9F): return 3 // U+2000…U+200A, U+2028, U+2029, U+202F, U+205F
            default: return 0
            }
        case 0xE3: // U+3000
            return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    // MARK: - UTF-8

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The length of the UTF-8 sequence a lead byte starts.
    private static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar whose encoding starts at `index` of valid UTF-8 (a `String`'s), and its length.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let length = scalarLength(lead: bytes[index])
        var value = UInt32(bytes[index] & (0xFF >> (length == 1 ? 1 : length + 1)))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `text`, rewritten by `edit` from its UTF-8 bytes; the text itself when `edit`
    /// changes nothing.
    private static func rewrite(_ text: String, _ edit: (UnsafeBufferPointer<UInt8>, inout UTF8Rewriter) -> Void) -> String {
        var text = text
        let rewritten = text.withUTF8 { bytes -> String? in
            var rewriter = UTF8Rewriter(bytes: bytes)
            edit(bytes, &rewriter)
            return rewriter.result
        }
        return rewritten ?? text
    }
}

/// Word-at-a-time scanning for ``Markdown``'s folds: eight bytes at once, while a
/// block holds only bytes a fold copies as they are and spaces that stay.
///
/// A block is skipped when every byte is ASCII and in the `allowed` class (a mask with
/// the high bit of each allowed byte set, computed exactly per byte), no two spaces are
/// adjacent, it does not start with a space, and a space at its end is followed by
/// visible ASCII. Then each space in it is a single space between visible bytes, which
/// a fold keeps.
private enum BlockScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let high: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first block at or after `start` that cannot be skipped (blocks
    /// are taken from `start` on; fewer than eight bytes at the end are never skipped).
    @inline(__always)
    static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowed: (UInt64) -> UInt64) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            let block = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) // the first byte lowest
            guard block & high == 0, allowed(block) == high else { break }
            let spaces = zeroBytes(block ^ (0x20 &* ones))
            if spaces != 0 {
                guard spaces & (spaces << 8) == 0, spaces & 0x80 == 0 else { break }
                if spaces >> 56 != 0 {
                    guard index + 8 < bytes.count, bytes[index + 8] &- 0x21 < 0x5F else { break }
                }
            }
            index += 8
        }
        return index
    }

    /// The high bit of each zero byte of `block`, whose bytes are ASCII.
    @inline(__always)
    static func zeroBytes(_ block: UInt64) -> UInt64 {
        ~(((block & ~high) &+ ~high) | block) & high
    }

    /// The high bit of each byte of ASCII `block` in `low...high`.
    @inline(__always)
    static func inRange(_ block: UInt64, _ low: UInt8, _ upper: UInt8) -> UInt64 {
        let atLeastLow = block &+ UInt64(0x80 - low) &* ones
        let aboveUpper = block &+ UInt64(0x7F - upper) &* ones
        return atLeastLow & ~aboveUpper & high
    }

    /// Letters, digits and spaces: no markup candidate among them.
    @inline(__always)
    static func alphanumeric(_ block: UInt64) -> UInt64 {
        inRange(block | (0x20 &* ones), 0x61, 0x7A) | inRange(block, 0x30, 0x39) | zeroBytes(block ^ (0x20 &* ones))
    }

    /// Printable ASCII (space included, DEL not) except the pipe: what a folded cell holds.
    @inline(__always)
    static func printableButPipe(_ block: UInt64) -> UInt64 {
        inRange(block, 0x20, 0x7E) & ~zeroBytes(block ^ (0x7C &* ones))
    }
}

/// What ``Markdown``'s whitespace folding does with each byte value, as a 256-entry
/// table: one look-up per byte.
private struct ByteClasses {
    /// Visible ASCII to copy as it is.
    static let plain: UInt8 = 0
    /// Visible ASCII that may need a backslash.
    static let candidate: UInt8 = 1
    /// Whitespace, control characters and bytes beyond ASCII.
    static let other: UInt8 = 2

    /// The class of each byte value.
    let table: [UInt8]

    /// The classes where the bytes in `plain` (visible ASCII, unless told otherwise) are
    /// plain, but for `candidates` and `excluded` ones (which are other).
    init(plain: ClosedRange<UInt8> = 0x21...0x7F, candidates: StaticString, excluding excluded: StaticString = "") {
        var table = (0...255).map { plain.contains(UInt8($0)) ? Self.plain : Self.other }
        for byte in UnsafeBufferPointer(start: candidates.utf8Start, count: candidates.utf8CodeUnitCount) {
            precondition(plain.contains(byte), "candidates are among the plain bytes")
            table[Int(byte)] = Self.candidate
        }
        for byte in UnsafeBufferPointer(start: excluded.utf8Start, count: excluded.utf8CodeUnitCount) {
            table[Int(byte)] = Self.other
        }
        self.table = table
    }
}

/// Replaces byte ranges of UTF-8 text, in increasing order, copying the text only once
/// the first change comes.
private struct UTF8Rewriter {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The rewritten bytes before `copied`.
    private var output: [UInt8] = []
    private var copied = 0
    private var hasChanged = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Replaces `range` (after every range replaced before) with `replacement`.
    mutating func replace(_ range: Range<Int>, with replacement: StaticString) {
        if !hasChanged {
            hasChanged = true
            output.reserveCapacity(bytes.count + 16)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]))
        output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        copied = range.upperBound
    }

    /// The rewritten text, or nil when nothing changed.
    var result: String? {
        guard hasChanged else { return nil }
        var text = output
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the rewritten bytes to `buffer`.
    func append(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: output)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
}
