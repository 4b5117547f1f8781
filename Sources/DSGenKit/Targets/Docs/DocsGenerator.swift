/// The docs target: `docs/Alert.md` per component (named after the schema component)
/// and `docs/README.md`, an index linking them.
public struct DocsGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The context of one component page, as templates see it.
    public func context(for component: Component) -> DocsContext {
        DocsContextBuilder(system: system, component: component, api: PlatformAPI(system: system, component: component)).build()
    }

    /// The index page's context.
    public func indexContext() -> DocsIndexContext {
        DocsIndexContext(
            header: GeneratedHeader.lines(schema: system.sourcePath).map(Markdown.commentText),
            title: Markdown.text("\(system.prefix) design system components"),
            paragraphs: [Markdown.text(system.summary)].filter { !$0.isEmpty },
            components: DocsTable(header: ["Component", "Summary", "SwiftUI", "Compose"], rows: system.components.map { component in
                [Markdown.link(DocsContextBuilder.title(component.name), to: Self.fileName(component)),
                 Markdown.text(component.summary), Markdown.code(component.swiftName), Markdown.code(component.composeName)]
            }))
    }

    /// `Alert.md`.
    static func fileName(_ component: Component) -> String {
        component.name + ".md"
    }

    /// `docs/README.md` and `docs/Alert.md` for every component.
    public func files() throws -> [GeneratedFile] {
        let index = GeneratedFile(path: "\(Target.docs.folder)/README.md", bytes: try templates.renderFile("docs/index.md", indexContext()))
        return try [index] + system.components.concurrentMap { component in
            GeneratedFile(path: "\(Target.docs.folder)/\(Self.fileName(component))",
                          bytes: try templates.renderFile("docs/component.md", context(for: component)))
        }
    }
}
