/// A compiled piece of a template; a template is a list of nodes.
enum Node: Sendable {
    /// Literal text, appended verbatim.
    case text(String)
    /// The start of a source line: where a partial's indentation is inserted.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
    case variable(Path, escaped: Bool)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(Section)
    /// `{{> name}}`.
    case partial(Inclusion)
    /// `{{< name}}…{{/name}}` with the blocks it overrides, by name.
    case parent(Inclusion, blocks: [String: Block])
    /// `{{$ name}}…{{/name}}`.
    case block(Block)
}

/// A tag's name split at its dots; no components means the implicit iterator `.`.
struct Path: Sendable {
    let components: [String]

    /// The path of `name`, or `nil` when a dotted name has an empty part (`a..b`, `.a`, `a.`).
    init?(_ name: String) {
        guard name != "." else {
            components = []
            return
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        components = parts.map(String.init)
    }
}

/// A section or an inverted section.
struct Section: Sendable {
    let path: Path
    let inverted: Bool
    var children: [Node]
    let location: SourceLocation
}

/// A partial or parent tag: the template it includes and how.
struct Inclusion: Sendable {
    /// The name as written in the tag.
    let name: String
    /// Library names to try, in order (see `TemplateLibrary`).
    let candidates: [String]
    /// Leading whitespace of a standalone tag, prepended to every included line.
    var indentation: String
    let location: SourceLocation
}

/// A block: a named, overridable part of a template.
struct Block: Sendable {
    let name: String
    /// The default content (or, inside a parent tag, the overriding content),
    /// with its intrinsic indentation removed.
    var children: [Node]
    /// Added to every line of the content rendered in this block's place.
    var indentation: String
    /// Whether `indentation` was taken from the first line of content, which
    /// was then removed from every content line.
    let hasIntrinsicIndentation: Bool
    /// The line ending removed with a standalone closing tag; rendered content
    /// that does not end a line gets it back.
    let standaloneNewline: String?
    let location: SourceLocation
}
