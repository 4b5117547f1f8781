/// One output dsgen can generate: a folder of the output directory, rendered from the
/// model through its templates (`Templates/<name>/`).
///
/// A new target is one folder under `Targets/` with a type conforming to this protocol,
/// one line in ``TargetRegistry/all``, and its templates. ``Generator`` writes, checks and
/// prints contexts of every target the same way.
public protocol Target: Sendable {
    /// The `--target` name (`swiftui`), which is also its output folder.
    var name: String { get }
    /// Other names `--target` accepts for it (`kotlin`).
    var aliases: [String] { get }
    /// Every file it renders, with paths relative to its folder (`EBAlert.swift`).
    func files(_ input: TargetInput) throws -> [GeneratedFile]
    /// Hand-written starting points (`EBAlert+Body.swift`), created once and never
    /// overwritten, with paths relative to where they go; nil for a target without them.
    func scaffolds(_ input: TargetInput) throws -> [GeneratedFile]?
    /// What its templates see for these components, as stable JSON (`dsgen context`).
    func contextJSON(_ input: TargetInput, components: [Component]) throws -> String
}

extension Target {
    public var aliases: [String] { [] }

    /// The output folder, under the output directory.
    public var folder: String { name }

    public func scaffolds(_ input: TargetInput) throws -> [GeneratedFile]? { nil }
}

/// Every target, in output order: the one list a new target joins.
public enum TargetRegistry {
    /// The targets `all` stands for.
    public static let all: [any Target] = [SwiftUITarget(), ComposeTarget(), CodeConnectTarget(), DocsTarget(), TokensTarget()]

    /// The targets a `--target` argument names (`all`, `kotlin`, `swiftui`, …).
    public static func named(_ argument: String) -> [any Target]? {
        if argument == "all" { return all }
        return all.first { $0.name == argument || $0.aliases.contains(argument) }.map { [$0] }
    }

    /// Every spelling `--target` accepts.
    public static var argumentNames: [String] {
        ["all"] + all.map(\.name) + all.flatMap(\.aliases)
    }
}

/// What every target renders from: the design system, the templates, and each
/// component's ``PlatformAPI``, decided once for all targets.
public struct TargetInput: Sendable {
    /// The design system.
    public let system: DesignSystem
    /// The templates.
    public let templates: TemplateStore
    /// Each component's platform API, in component order.
    let apis: [PlatformAPI]
    /// Component name → index into ``apis``.
    private let indices: [String: Int]

    /// Decides every component's platform API (several components at a time).
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
        apis = system.components.concurrentMap { PlatformAPI(system: system, component: $0) }
        indices = Dictionary(system.components.indices.map { (system.components[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The platform API of a component of ``system``.
    func api(for component: Component) -> PlatformAPI {
        indices[component.name].map { apis[$0] } ?? PlatformAPI(system: system, component: component)
    }

    /// Example calls of a component's API; a typed slot's example reads the API of the
    /// component it takes from here too, instead of deciding it again.
    func usageExamples(for component: Component) -> UsageExamples {
        UsageExamples(system: system, component: component, api: api(for: component), otherAPI: { [self] in api(for: $0) })
    }
}
