/// The docs target: `Alert.md` per component (named after the schema component) and
/// `README.md`, an index linking them.
///
/// The shape of every target: a name, the files it renders from a ``TargetInput``, and
/// the contexts its templates see (``contextJSON(_:components:)``, which `dsgen context`
/// prints and the context goldens record).
public struct DocsTarget: Target {
    public let name = "docs"

    /// Creates the target.
    public init() {}

    /// The context of one component page, as templates see it.
    public func context(for component: Component, _ input: TargetInput) -> DocsContext {
        context(for: component, input, contrast: ContrastTable.rows(for: component, policy: input.system.contrast))
    }

    /// The page's context from the component's contrast rows, which its swatch sheet draws too.
    func context(for component: Component, _ input: TargetInput, contrast: [ContrastRow]) -> DocsContext {
        DocsContextBuilder(system: input.system, component: component, examples: input.usageExamples(for: component), contrast: contrast)
            .build()
    }

    /// The index page's context.
    public func indexContext(_ system: DesignSystem) -> DocsIndexContext {
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

    /// `README.md`, `Alert.md` for every component, and `Alert.swatches.svg` for every
    /// component whose tokens pair colours.
    public func files(_ input: TargetInput) throws -> [GeneratedFile] {
        let index = GeneratedFile(path: "README.md", bytes: try input.templates.renderFile("docs/index.md", indexContext(input.system)))
        let pages = try input.system.components.concurrentMap { component in
            let contrast = ContrastTable.rows(for: component, policy: input.system.contrast)
            let page = try input.templates.renderFile("docs/component.md", context(for: component, input, contrast: contrast))
            let swatches = SwatchSheet(component: component, rows: contrast, policy: input.system.contrast, recordsProbes: false)
            return (page: GeneratedFile(path: Self.fileName(component), bytes: page),
                    swatches: swatches.map { GeneratedFile(path: SwatchSheet.fileName(component), contents: $0.svg) })
        }
        return [index] + pages.map(\.page) + pages.compactMap(\.swatches)
    }

    public func contextJSON(_ input: TargetInput, components: [Component]) throws -> String {
        try StableJSON.string(components.map { context(for: $0, input) })
    }
}

extension Target where Self == DocsTarget {
    /// The Docs target.
    public static var docs: DocsTarget { DocsTarget() }
}
