/// Splits a template's UTF-8 bytes into tokens, applying set-delimiter tags as it goes.
struct Scanner {
    private let bytes: [UInt8]
    private let sourceMap: SourceMap
    private var cursor = 0
    private var opener = Array("{{".utf8)
    private var closer = Array("}}".utf8)
    private var tokens: [Token] = []

    /// The tokens of `bytes`, in order.
    /// - Throws: `TemplateError` for an unclosed tag, an empty or malformed
    ///   tag name, or invalid delimiters.
    static func tokens(of bytes: [UInt8], sourceMap: SourceMap) throws -> [Token] {
        var scanner = Scanner(bytes: bytes, sourceMap: sourceMap)
        try scanner.run()
        return scanner.tokens
    }

    private mutating func run() throws {
        while cursor < bytes.count {
            if let length = newlineLength(at: cursor) {
                tokens.append(Token(kind: .newline, start: cursor, end: cursor + length, name: ""))
                cursor += length
            } else if matches(opener, at: cursor) {
                try scanTag()
            } else {
                scanText()
            }
        }
    }

    private mutating func scanText() {
        let start = cursor
        repeat {
            cursor += 1
        } while cursor < bytes.count && newlineLength(at: cursor) == nil && !matches(opener, at: cursor)
        tokens.append(Token(kind: .text, start: start, end: cursor, name: ""))
    }

    private mutating func scanTag() throws {
        let start = cursor
        let (kind, sigilLength, terminator) = classify(at: start + opener.count)
        let contentStart = start + opener.count + sigilLength
        guard let contentEnd = find(terminator, from: contentStart) else {
            throw sourceMap.error("unclosed tag, expected '\(String(decoding: terminator, as: UTF8.self))'", at: start)
        }
        cursor = contentEnd + terminator.count
        let content = trimmedString(contentStart..<contentEnd)
        try apply(kind, content: content, at: start)
        let name = kind == .comment || kind == .delimiters ? "" : content
        tokens.append(Token(kind: .tag(kind), start: start, end: cursor, name: name))
    }

    /// The tag kind, the length of its sigil and the bytes that end the tag.
    private func classify(at offset: Int) -> (TagKind, Int, [UInt8]) {
        guard offset < bytes.count else { return (.variable, 0, closer) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return (.unescaped, 1, Array("}".utf8) + closer)
        case UInt8(ascii: "="): return (.delimiters, 1, Array("=".utf8) + closer)
        default: return Self.sigils[bytes[offset]].map { ($0, 1, closer) } ?? (.variable, 0, closer)
        }
    }

    /// The sigils of the tags that end with the closing delimiter alone.
    private static let sigils: [UInt8: TagKind] = [
        UInt8(ascii: "&"): .unescaped, UInt8(ascii: "#"): .section, UInt8(ascii: "^"): .inverted,
        UInt8(ascii: "/"): .close, UInt8(ascii: "!"): .comment, UInt8(ascii: ">"): .partial,
        UInt8(ascii: "<"): .parent, UInt8(ascii: "$"): .block,
    ]

    /// Checks a tag's content; a set-delimiter tag switches the delimiters.
    private mutating func apply(_ kind: TagKind, content: String, at offset: Int) throws {
        switch kind {
        case .comment:
            return
        case .delimiters:
            try setDelimiters(content, at: offset)
        default:
            guard !content.isEmpty else { throw sourceMap.error("empty tag name", at: offset) }
            guard !content.utf8.contains(where: Self.isWhitespace) else {
                throw sourceMap.error("tag name '\(content)' contains whitespace", at: offset)
            }
        }
    }

    private mutating func setDelimiters(_ content: String, at offset: Int) throws {
        let parts = content.utf8.split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, parts.allSatisfy({ !$0.contains(UInt8(ascii: "=")) }) else {
            throw sourceMap.error("invalid delimiters '\(content)', expected two delimiters without '=' separated by whitespace", at: offset)
        }
        opener = Array(parts[0])
        closer = Array(parts[1])
    }

    private func newlineLength(at offset: Int) -> Int? {
        switch bytes[offset] {
        case UInt8(ascii: "\n"):
            return 1
        case UInt8(ascii: "\r") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"):
            return 2
        default:
            return nil
        }
    }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        bytes[offset...].starts(with: pattern)
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        (offset..<bytes.count).first { matches(pattern, at: $0) }
    }

    private func trimmedString(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
