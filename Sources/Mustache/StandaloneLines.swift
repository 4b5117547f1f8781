/// Recognises standalone lines: whitespace around tags that render nothing.
enum StandaloneLines {
    /// The tags of `line` (its tokens without the line ending) when the line is
    /// standalone, otherwise `nil`.
    ///
    /// A standalone line is optional whitespace, then one tag that is not an
    /// interpolation, or adjacent tags that are all parent and block tags
    /// (`{{<parent}}{{$block}}`, `{{/block}}{{/parent}}`), then optional whitespace.
    /// `openKinds` are the kinds of the tags still open before the line, to
    /// tell what a closing tag closes.
    static func tags(of line: ArraySlice<Token>, bytes: [UInt8], openKinds: @autoclosure () -> [TagKind]) -> [Token]? {
        var tags = line
        if let first = tags.first, first.kind == .text {
            guard isBlank(first, bytes) else { return nil }
            tags = tags.dropFirst()
        }
        if let last = tags.last, last.kind == .text {
            guard isBlank(last, bytes) else { return nil }
            tags = tags.dropLast()
        }
        guard !tags.isEmpty, tags.allSatisfy({ $0.tagKind?.canStandAlone == true }) else { return nil }
        guard tags.count == 1 || onlyInheritanceTags(tags, openKinds: openKinds()) else { return nil }
        return Array(tags)
    }

    /// The leading whitespace of the line starting at token `index`, if any.
    static func indentation(ofLineAt index: Int, in tokens: [Token], bytes: [UInt8]) -> String {
        guard index < tokens.count, tokens[index].kind == .text else { return "" }
        let token = tokens[index]
        let end = bytes[token.start..<token.end].firstIndex { !isSpaceOrTab($0) } ?? token.end
        return String(decoding: bytes[token.start..<end], as: UTF8.self)
    }

    private static func onlyInheritanceTags(_ tags: ArraySlice<Token>, openKinds: [TagKind]) -> Bool {
        var open = openKinds
        for tag in tags {
            guard let kind = tag.tagKind else { return false }
            if kind.isInheritance {
                open.append(kind)
            } else if kind == .close {
                guard let closed = open.popLast(), closed.isInheritance else { return false }
            } else {
                return false
            }
        }
        return true
    }

    private static func isBlank(_ token: Token, _ bytes: [UInt8]) -> Bool {
        bytes[token.start..<token.end].allSatisfy(isSpaceOrTab)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
