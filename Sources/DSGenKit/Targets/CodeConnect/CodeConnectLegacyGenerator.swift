/// The legacy Code Connect target (`--target codeconnect-legacy`, not part of `all`):
/// `codeconnect-legacy/EBAlert.figma.swift` for Code Connect's SwiftUI parser and
/// `codeconnect-legacy/EBAlert.figma.kt` for its Compose parser, for teams still on them.
/// Figma stopped updating those parsers on 17 Aug 2026; the template files of
/// ``CodeConnectGenerator`` are the maintained format.
public struct CodeConnectLegacyGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The context of one component, as templates see it.
    public func context(for component: Component) -> CodeConnectLegacyContext {
        CodeConnectLegacyContextBuilder(system: system, component: component).build()
    }

    /// Both files of every component with a Figma URL.
    public func files() throws -> [GeneratedFile] {
        try system.components.filter { $0.figmaURL != nil }.flatMap { component in
            let context = context(for: component)
            return [
                GeneratedFile(path: "\(Target.codeConnectLegacy.folder)/\(context.swiftUI.fileName)",
                              bytes: try templates.renderFile("codeconnect-legacy/component.figma.swift", context)),
                GeneratedFile(path: "\(Target.codeConnectLegacy.folder)/\(context.compose.fileName)",
                              bytes: try templates.renderFile("codeconnect-legacy/component.figma.kt", context)),
            ]
        }
    }
}
