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
            let rest = Array(text.dropFirst(sharedStart(prefix, text)))
            return rest.isEmpty ? nil : .text(rest)
        case .section(let section):
            let children = strip(prefix, from: section.children)
            return .section(Section(path: section.path, inverted: section.inverted, children: children,
                                    location: section.location))
        case .partial(let inclusion):
            return .partial(strip(prefix, from: inclusion))
        case .parent(let inclusion, let blocks):
            return .parent(strip(prefix, from: inclusion), blocks: blocks.mapValues { strip(prefix, from: $0) })
        case .block(let block):
            return .block(strip(prefix, from: block))
        case .text, .lineStart, .variable:
            return node
        }
    }

    private static func strip(_ prefix: String, from inclusion: Inclusion) -> Inclusion {
        Inclusion(name: inclusion.name, candidates: inclusion.candidates,
                  indentation: removing(prefix, from: inclusion.indentation), location: inclusion.location)
    }

    private static func strip(_ prefix: String, from block: Block) -> Block {
        Block(
            name: block.name,
            children: block.hasIntrinsicIndentation ? block.children : strip(prefix, from: block.children),
            indentation: removing(prefix, from: block.indentation),
            hasIntrinsicIndentation: block.hasIntrinsicIndentation,
            standaloneNewline: block.standaloneNewline, location: block.location
        )
    }

    /// `text` without the longest start it shares with `prefix`.
    private static func removing(_ prefix: String, from text: String) -> String {
        String(decoding: text.utf8.dropFirst(sharedStart(prefix, text.utf8)), as: UTF8.self)
    }

    /// How many leading UTF-8 bytes `text` shares with `prefix`.
    private static func sharedStart(_ prefix: String, _ text: some Sequence<UInt8>) -> Int {
        zip(prefix.utf8, text).prefix { $0 == $1 }.count
    }
}
