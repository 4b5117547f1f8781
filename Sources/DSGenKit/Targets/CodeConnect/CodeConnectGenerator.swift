/// The Code Connect target: per component one template file for SwiftUI and one for
/// Compose (`codeconnect/swiftui/EBAlert.figma.js`, `codeconnect/compose/EBAlert.figma.js`),
/// and a `figma.config.json` in each platform folder so `figma connect publish` runs
/// from it unchanged.
///
/// Template files are `.figma.js`, not `.figma.ts`: the Code Connect CLI publishes `.js`
/// templates as they are (`.ts` ones are transpiled first), so the file tests run under
/// `node` is byte for byte the file Figma runs, and no TypeScript toolchain is needed.
public struct CodeConnectGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The two platforms, in output order.
    func dialects(for component: Component) -> [any CodeConnectDialect] {
        let api = PlatformAPI(system: system, component: component)
        return [SwiftUIDialect(system: system, component: component, api: api.swift),
                ComposeDialect(system: system, component: component, api: api.kotlin)]
    }

    /// The contexts of one component: SwiftUI, then Compose.
    public func contexts(for component: Component) -> [CodeConnectContext] {
        dialects(for: component).map { CodeConnectContextBuilder(system: system, component: component, dialect: $0).build() }
    }

    /// The `figma.config.json` context of a platform.
    public func configContext(for platform: CodeConnectPlatform) -> CodeConnectConfigContext {
        let include = ["**/*.figma.js"]
        return CodeConnectConfigContext(
            header: JavaScript.jsonStringLiteral(GeneratedHeader.lines(schema: system.sourcePath).joined(separator: " ")),
            platform: platform,
            include: include.enumerated().map { index, glob in
                CodeConnectJSONItem(literal: JavaScript.jsonStringLiteral(glob), hasComma: index < include.count - 1)
            })
    }

    /// Every template file (components with a Figma URL) and both configs, per platform.
    public func files() throws -> [GeneratedFile] {
        let rendered = try system.components.filter { $0.figmaURL != nil }.concurrentMap { component in
            try contexts(for: component).map { context in
                GeneratedFile(path: "\(Target.codeConnect.folder)/\(context.platform.folder)/\(context.componentName).figma.js",
                              bytes: try templates.renderFile("codeconnect/template.figma.js", context))
            }
        }
        return try [CodeConnectPlatform.swiftUI, .compose].flatMap { platform in
            let folder = "\(Target.codeConnect.folder)/\(platform.folder)/"
            return rendered.flatMap { $0 }.filter { $0.path.hasPrefix(folder) } + [
                GeneratedFile(path: folder + "figma.config.json",
                              bytes: try templates.renderFile("codeconnect/figma.config.json", configContext(for: platform))),
            ]
        }
    }
}
