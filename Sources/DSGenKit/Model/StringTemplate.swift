/// Text built from the component's own text properties: `"Delete {title}"`. `{{` and `}}`
/// stand for literal braces. The targets turn it into real interpolation on each platform
/// (`"Delete \(title)"`, `"Delete ${title}"`), escaping the literal parts as every other
/// string; never the literal braces.
public struct StringTemplate: Hashable, Sendable {
    /// A run of literal text, or the name of the property whose text goes there.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case property(String)
    }

    /// The pieces, in order; adjacent literals merged.
    public let pieces: [Piece]

    /// Parses a template; nil when a brace is unbalanced or a placeholder is empty.
    public init?(_ text: String) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            if character == "{" || character == "}", characters.first == character {
                characters.removeFirst()
                literal.append(character)
            } else if character == "{" {
                guard let end = characters.firstIndex(of: "}") else { return nil }
                let name = String(characters[..<end])
                guard !name.isEmpty, !name.contains("{") else { return nil }
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.property(name))
                characters = characters[characters.index(after: end)...]
            } else if character == "}" {
                return nil
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The properties it reads, each once, in order of first use.
    public var placeholders: [String] {
        pieces.compactMap { piece in if case .property(let name) = piece { name } else { nil } }.uniqued()
    }

    /// The text with no placeholders (literal braces unescaped), if it has none.
    public var plainText: String? {
        guard placeholders.isEmpty else { return nil }
        return pieces.map { piece in if case .literal(let text) = piece { text } else { "" } }.joined()
    }

    /// A string literal in which each placeholder is interpolated: literal parts go through
    /// `quote` (the language's string-literal function) and placeholders through
    /// `interpolate`, which receives the property's name.
    func literal(quote: (String) -> String, interpolate: (String) -> String) -> String {
        let inner = pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return String(quote(text).dropFirst().dropLast())
            case .property(let name): return interpolate(name)
            }
        }
        return "\"" + inner.joined() + "\""
    }
}
