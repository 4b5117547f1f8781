/// The kind of a tag, told by the sigil after the opening delimiter.
enum TagKind: Equatable, Sendable {
    /// `{{name}}`: escaped interpolation.
    case variable
    /// `{{{name}}}` or `{{& name}}`: unescaped interpolation.
    case unescaped
    /// `{{#name}}`: section.
    case section
    /// `{{^name}}`: inverted section.
    case inverted
    /// `{{/name}}`: end of a section, inverted section, parent or block.
    case close
    /// `{{! text }}`: comment.
    case comment
    /// `{{> name}}`: partial.
    case partial
    /// `{{=open close=}}`: set delimiters.
    case delimiters
    /// `{{< name}}`: parent (template inheritance).
    case parent
    /// `{{$ name}}`: block (template inheritance).
    case block

    /// Interpolations never stand alone; every other tag may.
    var canStandAlone: Bool {
        self != .variable && self != .unescaped
    }

    /// Parent and block tags, the template inheritance tags.
    var isInheritance: Bool {
        self == .parent || self == .block
    }
}

/// A lexical piece of a template: text within a line, a line ending, or a tag.
struct Token {
    enum Kind: Equatable {
        /// Text without line endings.
        case text
        /// `\n` or `\r\n`.
        case newline
        /// A tag, from its opening through its closing delimiter.
        case tag(TagKind)
    }

    let kind: Kind
    /// Byte offset of the first byte (for a tag: of its opening delimiter).
    let start: Int
    /// Byte offset just past the last byte.
    let end: Int
    /// A tag's trimmed content; empty for text, line endings, comments and delimiters.
    let name: String

    /// The tag kind, or `nil` for text and line endings.
    var tagKind: TagKind? {
        guard case .tag(let kind) = kind else { return nil }
        return kind
    }
}
