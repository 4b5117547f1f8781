/// KDoc and `//` comments for generated Kotlin, wrapped at the Android Kotlin style
/// guide's 100-column limit.
///
/// Text goes through ``text(_:)`` (one line, no comment delimiters) before it is
/// wrapped; wrapping breaks only at spaces, so a word longer than a line stands alone.
enum KDoc {
    /// The Android Kotlin style guide's column limit.
    static let columnLimit = 100

    /// A KDoc comment for a declaration indented by `indent` spaces.
    ///
    /// `/** Text. */` when there is one paragraph, no tags and it fits on a line; else a
    /// block with a blank ` *` line between paragraphs and before the tags. Tags
    /// (`@param title The alert's headline.`) continue on lines indented by two spaces,
    /// as in the androidx sources.
    static func lines(_ paragraphs: [String], tags: [String] = [], indent: Int) -> [String] {
        let paragraphs = paragraphs.map(text).filter { !$0.isEmpty }
        let tags = tags.map(text)
        guard !paragraphs.isEmpty || !tags.isEmpty else { return [] }
        if paragraphs.count == 1, tags.isEmpty, indent + "/**  */".utf8.count + paragraphs[0].characterCount <= columnLimit {
            return ["/** \(paragraphs[0]) */"]
        }
        let width = columnLimit - indent - " * ".utf8.count
        var body: [[String]] = paragraphs.map { wrap($0, width: width) }
        if !tags.isEmpty {
            body.append(tags.flatMap { wrap($0, width: width, continuationIndent: 2) })
        }
        var lines = ["/**"]
        for (index, block) in body.enumerated() {
            if index > 0 { lines.append(" *") }
            lines += block.map { " * " + $0 }
        }
        return lines + [" */"]
    }

    /// ``KotlinNaming/docText(_:)``, which breaks up `/*` too: Kotlin block comments nest,
    /// so `main/toast/color/{mode}/*` inside KDoc would open a comment that never closes.
    static func text(_ text: String) -> String {
        KotlinNaming.docText(text)
    }

    /// A `//` comment for a line indented by `indent` spaces, wrapped.
    static func lineComment(_ text: String, indent: Int) -> [String] {
        wrap(text.replacingAll("\n", with: " "), width: columnLimit - indent - "// ".utf8.count).map { "// " + $0 }
    }

    /// Greedy word wrap at spaces; continuation lines start with `continuationIndent` spaces.
    /// Widths count `Character`s.
    static func wrap(_ text: String, width: Int, continuationIndent: Int = 0) -> [String] {
        guard text.isSingleByteCharacters else {
            return wrapCharacters(text, width: width, continuationIndent: continuationIndent)
        }
        // Every byte is a `Character`: lines are built and measured as bytes.
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(width + continuationIndent)
        for word in text.utf8.split(separator: space) {
            if line.isEmpty {
                line += word
            } else if line.count + 1 + word.count <= width {
                line.append(space)
                line += word
            } else {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
                line += repeatElement(space, count: continuationIndent)
                line += word
            }
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// ``wrap(_:width:continuationIndent:)`` for any text: a space can join the combining
    /// mark after it into one `Character`, so words are split and lines measured as
    /// `Character`s.
    private static func wrapCharacters(_ text: String, width: Int, continuationIndent: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(repeating: " ", count: continuationIndent) + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension StringProtocol {
    /// Whether every `Character` is one byte: ASCII text without `\r` (`\r\n` is one
    /// `Character`).
    var isSingleByteCharacters: Bool {
        utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// `count`, from the UTF-8 length when every `Character` is one byte.
    var characterCount: Int {
        isSingleByteCharacters ? utf8.count : count
    }
}
