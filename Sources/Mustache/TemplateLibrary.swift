/// A set of named templates that render each other as partials and parents.
///
/// Names are paths without extension, like `"swiftui/component"`. A partial
/// or parent tag is looked up relative to the folder of the template the tag
/// is written in: `{{> header}}` in `"swiftui/forms/field"` tries
/// `"swiftui/forms/header"`, then `"swiftui/header"`, then `"header"`, and the
/// first that exists wins. A tag inside a block renders relative to the
/// template that wrote the block.
///
/// Every template is compiled once, when the library is created; compile
/// errors are thrown when the template is used. The partial and parent tags
/// of the library's own templates are looked up once, then too.
public struct TemplateLibrary: Sendable {
    private let templates: [String: Result<Template, any Error>]
    /// The template each partial or parent tag of the library's templates
    /// includes, by the tag's identity; tags that include nothing, or a
    /// template that does not compile, are looked up when rendered. So are
    /// the tags of templates from elsewhere: those are other objects than the
    /// tags here, which the library keeps alive, so they are never found.
    private let links: [ObjectIdentifier: Template]
    /// Whether a missing partial or parent throws (`true`) or renders nothing,
    /// as the spec requires (`false`).
    public let strictPartials: Bool

    /// Compiles `sources`, keyed by template name.
    /// - Parameters:
    ///   - sources: Template sources by name.
    ///   - strictPartials: Whether a missing partial or parent is an error.
    public init(sources: [String: String], strictPartials: Bool = false) {
        let templates = sources.reduce(into: [:]) { templates, entry in
            templates[entry.key] = Result { try Template(source: entry.value, name: entry.key) }
        }
        self.templates = templates
        self.links = Self.links(among: templates)
        self.strictPartials = strictPartials
    }

    /// The templates that the partial and parent tags of `templates` include.
    private static func links(among templates: [String: Result<Template, any Error>]) -> [ObjectIdentifier: Template] {
        var links: [ObjectIdentifier: Template] = [:]
        for case .success(let template) in templates.values {
            for inclusion in Node.inclusions(in: template.nodes) {
                let found = inclusion.candidates.lazy.compactMap { templates[$0] }.first
                if case .success(let included) = found { links[ObjectIdentifier(inclusion)] = included }
            }
        }
        return links
    }

    /// Renders the template `name` with `context` as the root of the context stack.
    /// - Throws: `TemplateError` when the template is unknown (located at
    ///   line 1, column 1 of `name`), does not compile, or fails to render.
    public func render(_ name: String, _ context: TemplateValue, escaping: Escaping = .html) throws -> String {
        String(decoding: try renderUTF8(name, context, escaping: escaping), as: UTF8.self)
    }

    /// Renders like `render(_:_:escaping:)`, returning the UTF-8 bytes of the text.
    public func renderUTF8(_ name: String, _ context: TemplateValue, escaping: Escaping = .html) throws -> [UInt8] {
        guard let template = try template(named: name) else {
            throw TemplateError(templateName: name, line: 1, column: 1, message: "unknown template '\(name)'")
        }
        return try template.renderUTF8(context, partials: self, escaping: escaping)
    }

    /// The compiled template called exactly `name`, or `nil` when there is none.
    /// - Throws: the template's `TemplateError` when it does not compile.
    public func template(named name: String) throws -> Template? {
        try templates[name]?.get()
    }

    /// The template a partial or parent tag includes, per the lookup rule above;
    /// `nil` when there is none and the library is not strict.
    func template(for inclusion: Inclusion) throws -> Template? {
        if let linked = links[ObjectIdentifier(inclusion)] { return linked }
        for candidate in inclusion.candidates {
            if let template = try template(named: candidate) { return template }
        }
        guard strictPartials else { return nil }
        let tried = inclusion.candidates.map { "'\($0)'" }.joined(separator: ", ")
        throw inclusion.location.error("unknown partial '\(inclusion.name)' (looked for \(tried))")
    }
}
