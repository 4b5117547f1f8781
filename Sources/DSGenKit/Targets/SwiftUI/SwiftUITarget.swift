/// The SwiftUI target: one file per component plus one shared file, and body scaffolds.
public struct SwiftUITarget: Target {
    public let name = "swiftui"

    /// Creates the target.
    public init() {}

    /// The context of one component, as templates see it.
    public func context(for component: Component, _ input: TargetInput) -> SwiftUIContext {
        SwiftUIContextBuilder(system: input.system, component: component, api: input.api(for: component).swift).build()
    }

    /// The shared file's context.
    public func sharedContext(_ system: DesignSystem) -> SwiftUISharedContext {
        SwiftUISharedContext(header: GeneratedHeader.lines(schema: system.sourcePath),
                             liveRegionType: system.prefix + "LiveRegion",
                             hexInitializer: Words.lowerCamel("\(system.prefix) hex"))
    }

    /// `EBAlert.swift` for every component and `EBDesignSystem.swift`.
    public func files(_ input: TargetInput) throws -> [GeneratedFile] {
        let system = input.system
        let shared = GeneratedFile(path: "\(system.prefix)DesignSystem.swift",
                                   bytes: try input.templates.renderFile("swiftui/design-system.swift", sharedContext(system)))
        return try [shared] + system.components.concurrentMap { component in
            GeneratedFile(path: component.swiftName + ".swift",
                          bytes: try input.templates.renderFile("swiftui/component.swift", context(for: component, input)))
        }
    }

    /// `EBAlert+Body.swift` for every component: hand-written once, never overwritten.
    public func scaffolds(_ input: TargetInput) throws -> [GeneratedFile]? {
        try input.system.components.map { component in
            var context = context(for: component, input)
            context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
            return GeneratedFile(path: "\(component.swiftName)+Body.swift",
                                 bytes: try input.templates.renderFile("swiftui/body.swift", context), ownership: .scaffold)
        }
    }

    public func contextJSON(_ input: TargetInput, components: [Component]) throws -> String {
        try StableJSON.string(components.map { context(for: $0, input) })
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

extension Target where Self == SwiftUITarget {
    /// The SwiftUI target.
    public static var swiftUI: SwiftUITarget { SwiftUITarget() }
}
