/// The SwiftUI target: one file per component plus one shared file, and body scaffolds.
public struct SwiftUIGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The context of one component, as templates see it.
    public func context(for component: Component) -> SwiftUIContext {
        SwiftUIContextBuilder(system: system, component: component, api: SwiftAPI(system: system, component: component)).build()
    }

    /// The shared file's context.
    public func sharedContext() -> SwiftUISharedContext {
        SwiftUISharedContext(header: GeneratedHeader.lines(schema: system.sourcePath),
                             liveRegionType: system.prefix + "LiveRegion",
                             hexInitializer: Words.lowerCamel("\(system.prefix) hex"))
    }

    /// `swiftui/EBAlert.swift` for every component and `swiftui/EBDesignSystem.swift`.
    public func files() throws -> [GeneratedFile] {
        let shared = GeneratedFile(path: "\(Target.swiftUI.folder)/\(system.prefix)DesignSystem.swift",
                                   bytes: try templates.renderFile("swiftui/design-system.swift", sharedContext()))
        return try [shared] + system.components.concurrentMap { component in
            GeneratedFile(path: .concatenating(Target.swiftUI.folder, "/", component.swiftName, ".swift"),
                          bytes: try templates.renderFile("swiftui/component.swift", context(for: component)))
        }
    }

    /// `EBAlert+Body.swift` for every component: hand-written once, never overwritten.
    public func scaffolds() throws -> [GeneratedFile] {
        try system.components.map { component in
            var context = context(for: component)
            context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
            return GeneratedFile(path: "\(component.swiftName)+Body.swift",
                                 bytes: try templates.renderFile("swiftui/body.swift", context), ownership: .scaffold)
        }
    }
}

/// What the shared SwiftUI file's template may use.
public struct SwiftUISharedContext: Codable, Sendable, Equatable {
    /// Header lines.
    public var header: [String]
    /// `EBLiveRegion`.
    public var liveRegionType: String
    /// `ebHex`: the label of the `Color` hex initialiser.
    public var hexInitializer: String
}
