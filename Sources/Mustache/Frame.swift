/// A section, parent or block the parser has opened and not yet closed.
struct Frame {
    enum Kind {
        case section(Path, inverted: Bool)
        case parent
        case block
    }

    let kind: Kind
    /// The opening tag.
    let opener: Token
    let placement: Placement
    var children: [Node] = []

    /// What the frame is called in error messages.
    var noun: String {
        switch kind {
        case .section(_, let inverted): inverted ? "inverted section" : "section"
        case .parent: "parent"
        case .block: "block"
        }
    }

    /// The blocks directly inside a parent tag; the first of a name wins.
    /// Anything else inside a parent tag is ignored.
    var blocks: [String: Block] {
        let pairs: [(String, Block)] = children.compactMap { node in
            guard case .block(let block) = node else { return nil }
            return (block.name, block)
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The block this frame opened, closed by a tag placed at `closing`.
    ///
    /// When the opening tag ends a standalone line, the next line's leading
    /// whitespace is the block's *intrinsic* indentation: it is removed from
    /// every content line here and added back wherever the block renders,
    /// along with the indentation of the place it renders at. Otherwise a block
    /// whose opening and closing tags share one standalone line is indented
    /// like a standalone partial.
    func block(closedAt closing: Placement, location: SourceLocation) -> Block {
        let opening = placement.standalone
        let intrinsic = placement.isLastOnLine ? opening?.nextLineIndentation : nil
        let sharesStandaloneLine = closing.standalone != nil && closing.line == placement.line
        let lineIndentation = sharesStandaloneLine ? opening?.indentation : nil
        let newline = closing.standalone?.newline
        return Block(
            name: opener.name,
            children: intrinsic.map { Reindentation.strip($0, from: children) } ?? children,
            indentation: intrinsic ?? lineIndentation ?? "",
            hasIntrinsicIndentation: intrinsic != nil,
            standaloneNewline: newline?.isEmpty == false ? newline : nil,
            location: location
        )
    }
}
