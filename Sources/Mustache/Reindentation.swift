/// Removes a block's intrinsic indentation from the lines of its content.
enum Reindentation {
    /// `nodes` with `prefix` removed from the start of every line: from text
    /// that starts a line and from the indentation of standalone partials,
    /// parents and blocks. Nested sections are handled too, and nested blocks
    /// unless they have intrinsic indentation of their own (already removed).
    static func strip(_ prefix: String, from nodes: [Node]) -> [Node] {
        var stripped: [Node] = []
        stripped.reserveCapacity(nodes.count)
        var startsLine = false
        for node in nodes {
            if let kept = strip(prefix, from: node, startsLine: startsLine) {
                stripped.append(kept)
            }
            if case .lineStart = node { startsLine = true } else { startsLine = false }
        }
        return stripped
    }

    /// The node without `prefix`, or `nil` when nothing of it is left.
    private static func strip(_ prefix: String, from node: Node, startsLine: Bool) -> Node? {
        switch node {
        case .text(let text) where startsLine:
            let rest = removing(prefix, from: text)
            return rest.isEmpty ? nil : .text(rest)
        case .section(var section):
            section.children = strip(prefix, from: section.children)
            return .section(section)
        case .partial(var inclusion):
            inclusion.indentation = removing(prefix, from: inclusion.indentation)
            return .partial(inclusion)
        case .parent(var inclusion, let blocks):
            inclusion.indentation = removing(prefix, from: inclusion.indentation)
            return .parent(inclusion, blocks: blocks.mapValues { strip(prefix, from: $0) })
        case .block(let block):
            return .block(strip(prefix, from: block))
        case .text, .lineStart, .variable:
            return node
        }
    }

    private static func strip(_ prefix: String, from block: Block) -> Block {
        var block = block
        block.indentation = removing(prefix, from: block.indentation)
        if !block.hasIntrinsicIndentation {
            block.children = strip(prefix, from: block.children)
        }
        return block
    }

    /// `text` without the longest start it shares with `prefix`.
    private static func removing(_ prefix: String, from text: String) -> String {
        let shared = zip(prefix.utf8, text.utf8).prefix { $0 == $1 }.count
        return String(decoding: text.utf8.dropFirst(shared), as: UTF8.self)
    }
}
