/// A compiled piece of a template; a template is a list of nodes.
enum Node: Sendable {
    /// Literal text as UTF-8, appended verbatim. Bytes rather than a `String`: appending a
    /// string's UTF-8 view cost 1 % of `emit --target all`'s instructions (callgrind).
    case text([UInt8])
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

extension Node {
    /// Every partial and parent tag in `nodes`, nested ones included.
    static func inclusions(in nodes: [Node]) -> [Inclusion] {
        nodes.flatMap { node -> [Inclusion] in
            switch node {
            case .text, .lineStart, .variable: []
            case .section(let section): inclusions(in: section.children)
            case .partial(let inclusion): [inclusion]
            case .parent(let inclusion, let blocks): [inclusion] + blocks.values.flatMap { inclusions(in: $0.children) }
            case .block(let block): inclusions(in: block.children)
            }
        }
    }
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

// The payloads of sections, inclusions and blocks are immutable classes, so
// binding one while rendering costs a single retain, not one per field.

/// A section or an inverted section.
final class Section: Sendable {
    let path: Path
    let inverted: Bool
    let children: [Node]
    let location: SourceLocation

    init(path: Path, inverted: Bool, children: [Node], location: SourceLocation) {
        self.path = path
        self.inverted = inverted
        self.children = children
        self.location = location
    }
}

/// A partial or parent tag: the template it includes and how.
final class Inclusion: Sendable {
    /// The name as written in the tag.
    let name: String
    /// Library names to try, in order (see `TemplateLibrary`).
    let candidates: [String]
    /// Leading whitespace of a standalone tag, prepended to every included line.
    let indentation: String
    let location: SourceLocation

    init(name: String, candidates: [String], indentation: String, location: SourceLocation) {
        self.name = name
        self.candidates = candidates
        self.indentation = indentation
        self.location = location
    }
}

/// A block: a named, overridable part of a template.
final class Block: Sendable {
    let name: String
    /// The default content (or, inside a parent tag, the overriding content),
    /// with its intrinsic indentation removed.
    let children: [Node]
    /// Added to every line of the content rendered in this block's place.
    let indentation: String
    /// Whether `indentation` was taken from the first line of content, which
    /// was then removed from every content line.
    let hasIntrinsicIndentation: Bool
    /// The line ending removed with a standalone closing tag; rendered content
    /// that does not end a line gets it back.
    let standaloneNewline: String?
    let location: SourceLocation

    init(
        name: String, children: [Node], indentation: String,
        hasIntrinsicIndentation: Bool, standaloneNewline: String?, location: SourceLocation
    ) {
        self.name = name
        self.children = children
        self.indentation = indentation
        self.hasIntrinsicIndentation = hasIntrinsicIndentation
        self.standaloneNewline = standaloneNewline
        self.location = location
    }
}
