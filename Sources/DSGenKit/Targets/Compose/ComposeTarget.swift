/// The Compose target (alias `kotlin`): one Kotlin file per component, and
/// implementation scaffolds.
public struct ComposeTarget: Target {
    public let name = "compose"
    public var aliases: [String] { ["kotlin"] }

    /// Creates the target.
    public init() {}

    /// The context of one component, as templates see it.
    public func context(for component: Component, _ input: TargetInput) -> ComposeContext {
        ComposeContextBuilder(system: input.system, component: component, api: input.api(for: component).kotlin).build()
    }

    /// `EBAlert.kt` for every component.
    public func files(_ input: TargetInput) throws -> [GeneratedFile] {
        try input.system.components.concurrentMap { component in
            GeneratedFile(path: component.composeName + ".kt",
                          bytes: try input.templates.renderFile("compose/component.kt", context(for: component, input)))
        }
    }

    /// `EBAlertImpl.kt` for every component: the hand-written implementation the
    /// composable delegates to, created once and never overwritten.
    public func scaffolds(_ input: TargetInput) throws -> [GeneratedFile]? {
        try input.system.components.map { component in
            var context = context(for: component, input)
            context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
            return GeneratedFile(path: "\(component.composeName)Impl.kt",
                                 bytes: try input.templates.renderFile("compose/impl.kt", context), ownership: .scaffold)
        }
    }

    public func contextJSON(_ input: TargetInput, components: [Component]) throws -> String {
        try StableJSON.string(components.map { context(for: $0, input) })
    }
}

extension Target where Self == ComposeTarget {
    /// The Compose target.
    public static var compose: ComposeTarget { ComposeTarget() }
}
