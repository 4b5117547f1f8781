/// KDoc and `//` comments for generated Kotlin, wrapped at the Android Kotlin style
/// guide's 100-column limit.
///
/// Text goes through ``OutputText/kotlinDocComment(_:)`` (one line, no comment delimiters) before it is
/// wrapped; wrapping breaks only at spaces, so a word longer than a line stands alone.
enum KDoc {
    /// The Android Kotlin style guide's column limit.
    static let columnLimit = 100

    /// A KDoc comment for a declaration indented by `indent` spaces.
    ///
    /// `/** Text. */` when there is one paragraph, no tags and it fits on a line; else a
    /// block with a blank ` *` line between paragraphs and before the tags, each tag's lines
    /// from ``wrappedTag(_:indent:)``.
    static func lines(_ paragraphs: [String], tags: [[String]] = [], indent: Int) -> [String] {
        let paragraphs = paragraphs.compactMap { $0.isEmpty ? nil : OutputText.kotlinDocComment($0) }.filter { !$0.isEmpty }
        guard !paragraphs.isEmpty || !tags.isEmpty else { return [] }
        if paragraphs.count == 1, tags.isEmpty, !paragraphs[0].isWider(than: columnLimit - indent - "/**  */".utf8.count) {
            return ["/** " + paragraphs[0] + " */"]
        }
        let width = columnLimit - indent - " * ".utf8.count
        var lines = ["/**"]
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(" *") }
            appendWrapped(paragraph, width: width, prefix: " * ", to: &lines)
        }
        if !tags.isEmpty {
            if !paragraphs.isEmpty { lines.append(" *") }
            for tag in tags { lines += tag }
        }
        lines.append(" */")
        return lines
    }

    /// A tag's lines for ``lines(_:tags:indent:)`` at the same indent (`@param title The alert's
    /// headline.`): continuation lines are indented by two spaces, as in the androidx sources.
    static func wrappedTag(_ tag: String, indent: Int) -> [String] {
        var lines: [String] = []
        let width = columnLimit - indent - " * ".utf8.count
        appendWrapped(OutputText.kotlinDocComment(tag), width: width, continuationIndent: 2, prefix: " * ", to: &lines)
        return lines
    }

    /// A `//` comment for a line indented by `indent` spaces, wrapped.
    static func lineComment(_ text: String, indent: Int) -> [String] {
        var lines: [String] = []
        appendWrapped(OutputText.lineComment(text), width: columnLimit - indent - "// ".utf8.count, prefix: "// ", to: &lines)
        return lines
    }

    /// Greedy word wrap at spaces; continuation lines start with `continuationIndent` spaces.
    /// Widths count `Character`s.
    static func wrap(_ text: String, width: Int, continuationIndent: Int = 0) -> [String] {
        var lines: [String] = []
        appendWrapped(text, width: width, continuationIndent: continuationIndent, to: &lines)
        return lines
    }

    /// ``wrap(_:width:continuationIndent:)``, each line after `prefix` (which `width` does
    /// not count), appended to `lines`.
    ///
    /// Words are split at `Character`s that are a space, so no word starts with a mark that
    /// joins the space before it, or ends with one that joins the space after it: a line
    /// is as wide as its words and spaces together. When every space is a `Character` of
    /// its own (see ``isStandaloneSpace(_:at:)``), the text is split at bytes: word by word
    /// everywhere, the Compose target cost 10 M more instructions at 100 components (callgrind).
    static func appendWrapped(_ text: String, width: Int, continuationIndent: Int = 0, prefix: String = "",
                              to lines: inout [String]) {
        var utf8 = text
        let wrapped = utf8.withUTF8 { bytes in
            appendWrappedSimple(bytes, width: width, continuationIndent: continuationIndent, prefix: prefix, to: &lines)
        }
        if !wrapped { appendWrappedWords(text, width: width, continuationIndent: continuationIndent, prefix: prefix, to: &lines) }
    }

    /// ``appendWrapped(_:width:continuationIndent:prefix:to:)`` for text without `\r` and
    /// without two spaces in a row, whose every space is a `Character` of its own (see
    /// ``isStandaloneSpace(_:at:)``) — almost all documentation: every line is then its
    /// prefix, its indent and one contiguous run of the text, copied at once, and only
    /// words with non-ASCII bytes need their `Character`s counted. Returns false,
    /// appending nothing, for any other text.
    private static func appendWrappedSimple(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, continuationIndent: Int,
                                            prefix: String, to lines: inout [String]) -> Bool {
        let space = UInt8(ascii: " ")
        let linesBefore = lines.count
        var lineStart = -1, lineEnd = 0, lineWidth = 0, indent = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] != space else {
                let isAfterSpace = index > 0 && bytes[index - 1] == space
                let hasASCIINeighbours = (index == 0 || bytes[index - 1] < 0x80) && (index + 1 == bytes.count || bytes[index + 1] < 0x80)
                guard !isAfterSpace, hasASCIINeighbours || isStandaloneSpace(bytes, at: index) else { break }
                index += 1
                continue
            }
            let wordStart = index
            var isASCII = true
            while index < bytes.count, bytes[index] != space {
                if bytes[index] >= 0x80 { isASCII = false } else if bytes[index] == UInt8(ascii: "\r") { break }
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { break }
            let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
            let wordWidth = isASCII ? word.count : String(decoding: word, as: UTF8.self).count
            if lineStart < 0 {
                lineStart = wordStart
                lineWidth = wordWidth
            } else if lineWidth + 1 + wordWidth <= width {
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line(prefix, indent: indent, UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])))
                indent = continuationIndent
                lineStart = wordStart
                lineWidth = continuationIndent + wordWidth
            }
            lineEnd = index
        }
        guard index == bytes.count else {
            // Stopped at a `\r` or at a space that is not simple: the word-by-word path wraps it.
            lines.removeSubrange(linesBefore...)
            return false
        }
        if lineStart >= 0 {
            lines.append(line(prefix, indent: indent, UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])))
        }
        return true
    }

    /// `prefix`, `indent` spaces, then `text`, as one string.
    private static func line(_ prefix: String, indent: Int, _ text: UnsafeBufferPointer<UInt8>) -> String {
        prefix + String(repeating: " ", count: indent) + String(decoding: text, as: UTF8.self)
    }

    /// ``appendWrapped(_:width:continuationIndent:prefix:to:)`` for any text, word by word:
    /// words go on the current line while they fit, else start the next one.
    private static func appendWrappedWords(_ text: String, width: Int, continuationIndent: Int, prefix: String,
                                           to lines: inout [String]) {
        var line = "", lineWidth = 0
        for word in text.split(separator: " ") {
            if lineWidth == 0 {
                lineWidth = word.count
            } else if lineWidth + 1 + word.count <= width {
                line += " "
                lineWidth += 1 + word.count
            } else {
                lines.append(prefix + line)
                line = String(repeating: " ", count: continuationIndent)
                lineWidth = continuationIndent + word.count
            }
            line += word
        }
        if lineWidth > 0 { lines.append(prefix + line) }
    }

    /// Whether the space byte at `index` of valid UTF-8 is a `Character` of its own.
    ///
    /// Whether a grapheme boundary lies next to a space depends only on the scalar on its
    /// other side (a mark after it joins it, a prepended mark before it joins it), so an
    /// ASCII neighbour never joins it, and a non-ASCII one is checked by counting the
    /// `Character`s of the scalars around the space alone.
    static func isStandaloneSpace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let asciiBefore = index == 0 || bytes[index - 1] < 0x80
        let asciiAfter = index + 1 == bytes.count || bytes[index + 1] < 0x80
        guard !asciiBefore || !asciiAfter else { return true }
        var start = index
        if !asciiBefore {
            start -= 1
            while bytes[start] & 0xC0 == 0x80 { start -= 1 } // back over continuation bytes to the lead byte
        }
        var end = index + 1
        if !asciiAfter {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let around = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return around.count == around.unicodeScalars.count
    }
}

extension StringProtocol {
    /// Whether it has more than `width` `Character`s: never when it has at most `width`
    /// UTF-8 bytes (a `Character` has at least one), always when every byte is a `Character`
    /// (ASCII without `\r`: `\r\n` is one), else counted up to `width + 1`.
    func isWider(than width: Int) -> Bool {
        guard width >= 0 else { return true }
        guard utf8.count > width else { return false }
        return utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } || !dropFirst(width).isEmpty
    }
}
