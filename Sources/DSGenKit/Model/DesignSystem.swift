/// The resolved, validated, platform-neutral description of a design system.
///
/// Produced by ``Resolver``; immutable; every list is in a deterministic order
/// (components by name, everything inside a component in declaration order, which
/// is the API order). Downstream stages never re-validate it.
public struct DesignSystem: Hashable, Sendable, Encodable {
    /// The prefix of every platform type name (`EB`).
    public var prefix: String
    /// One-line description.
    public var summary: String
    /// The design system's Figma file, if given.
    public var figmaFile: String?
    /// The Kotlin package generated Compose code lives in.
    public var kotlinPackage: String
    /// Components from elsewhere in the design system that typed slots accept.
    public var externals: [ExternalType] {
        didSet { externalIndex = externals.firstPositions(by: \.name) }
    }
    /// The components, sorted by name.
    public var components: [Component] {
        didSet { componentIndex = components.firstPositions(by: \.name) }
    }
    /// The schema file the design system was declared in.
    public var sourcePath: String
    /// How colour contrast is checked.
    public var contrast: ContrastPolicy = .standard

    /// The position of each external type by name: every typed slot of every component
    /// looks its type up in every target, so a look-up is a hash, not a scan (a scan was
    /// 24 % of all instructions for 2,000 components that reference each other).
    private var externalIndex: [String: Int]
    /// The position of each component by name (slots typed with a component).
    private var componentIndex: [String: Int]

    /// Creates a design system.
    public init(prefix: String, summary: String = "", figmaFile: String? = nil, kotlinPackage: String,
                externals: [ExternalType] = [], components: [Component] = [], sourcePath: String) {
        self.prefix = prefix
        self.summary = summary
        self.figmaFile = figmaFile
        self.kotlinPackage = kotlinPackage
        self.externals = externals
        self.components = components
        self.sourcePath = sourcePath
        externalIndex = externals.firstPositions(by: \.name)
        componentIndex = components.firstPositions(by: \.name)
    }

    /// The external type with a name.
    public func external(named name: String) -> ExternalType? {
        externalIndex[name].map { externals[$0] }
    }

    /// The component with a name.
    public func component(named name: String) -> Component? {
        componentIndex[name].map { components[$0] }
    }

    /// What a typed slot's type names: an external type or a component of this design system.
    public func slotType(named name: String) -> SlotType? {
        if let external = external(named: name) { return .external(external) }
        return component(named: name).map(SlotType.component)
    }

    private enum CodingKeys: String, CodingKey {
        case prefix, summary, figmaFile, kotlinPackage, externals, components, sourcePath
    }
}

/// The type a typed slot takes.
public enum SlotType: Hashable, Sendable {
    /// A type defined outside these schemas (`Icon`).
    case external(ExternalType)
    /// A component of the same design system (`Badge`): its generated view in SwiftUI, a
    /// `@Composable` lambda that calls it in Compose.
    case component(Component)
}

/// A design-system component defined outside these schemas (Icon, TextButton).
public struct ExternalType: Hashable, Sendable, Encodable {
    /// The schema name (`Icon`).
    public var name: String
    /// Documentation.
    public var doc = ""
    /// The SwiftUI type (`Image`).
    public var swiftType: String
    /// A SwiftUI expression that creates one, for examples.
    public var swiftExample = ""
    /// The Compose type (`ImageVector`).
    public var composeType: String
    /// Imports the Compose type needs.
    public var composeImports: [String] = []
    /// A Kotlin expression that creates one, for examples.
    public var composeExample = ""
    /// Imports the Kotlin example needs.
    public var composeExampleImports: [String] = []
}

/// Platform notes that say which native primitive something maps to.
public struct NativeMapping: Hashable, Sendable, Encodable {
    /// Free text for both platforms, if given.
    public var note: String? = nil
    /// The iOS primitive (`GADBannerView`).
    public var ios: String? = nil
    /// The Android primitive (`AdView`).
    public var android: String? = nil
}

/// A component, Figma asset or library that this component replaces.
public struct Replacement: Hashable, Sendable, Encodable {
    /// Its name in Figma.
    public var name: String
    /// What happens to it.
    public var note: String?
}
