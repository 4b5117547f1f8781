/// The Code Connect target: per component one template file for SwiftUI and one for
/// Compose (`swiftui/EBAlert.swiftui.figma.js`, `compose/EBAlert.compose.figma.js`), and a
/// `figma.config.json` in each platform folder so `figma connect publish` runs from it
/// unchanged.
///
/// The platform is part of each file name, and each config includes only its platform's
/// names (`**/*.swiftui.figma.js`): Code Connect resolves `include` globs against the
/// directory it runs in, so a folder glob such as `**/*.figma.js` run with `--config
/// Generated/codeconnect/swiftui/figma.config.json` from the repository root would publish
/// the Compose templates under the SwiftUI label too.
///
/// Template files are `.figma.js`, not `.figma.ts`: the Code Connect CLI publishes `.js`
/// templates as they are (`.ts` ones are transpiled first), so the file tests run under
/// `node` is byte for byte the file Figma runs, and no TypeScript toolchain is needed.
public struct CodeConnectTarget: Target {
    public let name = "codeconnect"

    /// Creates the target.
    public init() {}

    /// The two platforms, in output order.
    func dialects(for component: Component, _ input: TargetInput) -> [any CodeConnectDialect] {
        let examples = input.usageExamples(for: component)
        return [SwiftUIDialect(system: input.system, component: component, api: examples.api.swift, examples: examples),
                ComposeDialect(system: input.system, component: component, api: examples.api.kotlin, examples: examples)]
    }

    /// The contexts of one component: SwiftUI, then Compose.
    public func contexts(for component: Component, _ input: TargetInput) -> [CodeConnectContext] {
        dialects(for: component, input).map { CodeConnectContextBuilder(component: component, dialect: $0).build() }
    }

    /// The `figma.config.json` context of a platform.
    public func configContext(for platform: CodeConnectPlatform, _ system: DesignSystem) -> CodeConnectConfigContext {
        CodeConnectConfigContext(
            header: StringLiteral.json(GeneratedHeader.lines(schema: system.sourcePath).joined(separator: " ")),
            platform: platform,
            include: [CodeConnectJSONItem(literal: StringLiteral.json("**/*." + platform.folder + ".figma.js"), hasComma: false)])
    }

    /// Every template file (components with a Figma URL) and both configs, per platform.
    public func files(_ input: TargetInput) throws -> [GeneratedFile] {
        let rendered = try input.system.components.filter { $0.figmaURL != nil }.concurrentMap { component in
            try contexts(for: component, input).map { context in
                GeneratedFile(path: "\(context.platform.folder)/\(context.componentName).\(context.platform.folder).figma.js",
                              bytes: try input.templates.renderFile("codeconnect/template.figma.js", context))
            }
        }
        return try [CodeConnectPlatform.swiftUI, .compose].flatMap { platform in
            let folder = platform.folder + "/"
            return rendered.flatMap { $0 }.filter { $0.path.hasPrefix(folder) } + [
                GeneratedFile(path: folder + "figma.config.json",
                              bytes: try input.templates.renderFile("codeconnect/figma.config.json", configContext(for: platform, input.system))),
            ]
        }
    }

    public func contextJSON(_ input: TargetInput, components: [Component]) throws -> String {
        try StableJSON.string(components.flatMap { contexts(for: $0, input) })
    }
}

extension Target where Self == CodeConnectTarget {
    /// The CodeConnect target.
    public static var codeConnect: CodeConnectTarget { CodeConnectTarget() }
}
