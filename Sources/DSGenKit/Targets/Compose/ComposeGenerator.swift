/// The Compose target: one Kotlin file per component, and implementation scaffolds.
public struct ComposeGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The context of one component, as templates see it.
    public func context(for component: Component) -> ComposeContext {
        ComposeContextBuilder(system: system, component: component, api: KotlinAPI(system: system, component: component)).build()
    }

    /// `compose/EBAlert.kt` for every component.
    public func files() throws -> [GeneratedFile] {
        try system.components.concurrentMap { component in
            GeneratedFile(path: .concatenating(Target.compose.folder, "/", component.composeName, ".kt"),
                          bytes: try templates.renderFile("compose/component.kt", context(for: component)))
        }
    }

    /// `EBAlertImpl.kt` for every component: the hand-written implementation the
    /// composable delegates to, created once and never overwritten.
    public func scaffolds() throws -> [GeneratedFile] {
        try system.components.map { component in
            var context = context(for: component)
            context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
            return GeneratedFile(path: "\(component.composeName)Impl.kt",
                                 bytes: try templates.renderFile("compose/impl.kt", context), ownership: .scaffold)
        }
    }
}
