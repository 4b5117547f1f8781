/// A compiled Mustache template: parsed once into a node tree, rendered many times.
///
/// Supports the spec's interpolation, sections, inverted sections, comments,
/// partials, set delimiters and template inheritance (parents and blocks),
/// with the spec's standalone-line whitespace rules.
public struct Template: Sendable {
    /// The template's name, used in errors and for folder-relative partial lookup.
    public let name: String
    let nodes: [Node]
    private let sourceSize: Int

    /// Compiles `source`.
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: A name like `"swiftui/component"` (a path without extension).
    /// - Throws: `TemplateError` for an unclosed or mismatched section, an
    ///   unclosed tag, an empty or malformed tag name, or invalid delimiters.
    public init(source: String, name: String) throws {
        let bytes = Array(source.utf8)
        self.name = name
        self.nodes = try Parser.nodes(of: bytes, templateName: name)
        self.sourceSize = bytes.count
    }
}

extension Template {
    /// Renders the template with `context` as the root of the context stack.
    /// - Parameters:
    ///   - context: The data.
    ///   - partials: Where partials and parents are looked up; without a
    ///     library they render nothing.
    ///   - escaping: How `{{name}}` interpolations are escaped.
    /// - Throws: `TemplateError` when a partial is missing from a strict
    ///   library or does not compile, or when nesting is too deep.
    public func render(_ context: TemplateValue, partials: TemplateLibrary? = nil, escaping: Escaping = .html) throws -> String {
        String(decoding: try renderUTF8(context, partials: partials, escaping: escaping), as: UTF8.self)
    }

    /// Renders like `render(_:partials:escaping:)`, returning the UTF-8 bytes of the text: for
    /// output written to files, which skips decoding (and validating) the text as a `String`.
    public func renderUTF8(_ context: TemplateValue, partials: TemplateLibrary? = nil, escaping: Escaping = .html) throws -> [UInt8] {
        var renderer = Renderer(context: context, library: partials, escaping: escaping, capacity: sourceSize * 2)
        try renderer.render(nodes)
        return renderer.output
    }
}
