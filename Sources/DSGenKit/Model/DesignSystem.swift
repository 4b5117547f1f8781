/// The resolved, validated, platform-neutral description of a design system.
///
/// Produced by ``Resolver``; immutable; every list is in a deterministic order
/// (components by name, everything inside a component in declaration order, which
/// is the API order). Downstream stages never re-validate it.
public struct DesignSystem: Hashable, Sendable, Codable {
    /// The prefix of every platform type name (`EB`).
    public var prefix: String
    /// One-line description.
    public var summary: String
    /// The design system's Figma file, if given.
    public var figmaFile: String?
    /// The Kotlin package generated Compose code lives in.
    public var kotlinPackage: String
    /// Components from elsewhere in the design system that typed slots accept.
    public var externals: [ExternalType]
    /// The components, sorted by name.
    public var components: [Component]
    /// The schema file the design system was declared in.
    public var sourcePath: String
    /// How colour contrast is checked.
    public var contrast: ContrastPolicy = .standard

    /// The external type with a name.
    public func external(named name: String) -> ExternalType? {
        externals.first { $0.name == name }
    }
}

/// A design-system component defined outside these schemas (Icon, TextButton).
public struct ExternalType: Hashable, Sendable, Codable {
    /// The schema name (`Icon`).
    public var name: String
    /// Documentation.
    public var doc: String
    /// The SwiftUI type (`Image`).
    public var swiftType: String
    /// A SwiftUI expression that creates one, for examples.
    public var swiftExample: String
    /// The Compose type (`ImageVector`).
    public var composeType: String
    /// Imports the Compose type needs.
    public var composeImports: [String]
    /// A Kotlin expression that creates one, for examples.
    public var composeExample: String
    /// Imports the Kotlin example needs.
    public var composeExampleImports: [String]
}

/// Platform notes that say which native primitive something maps to.
public struct NativeMapping: Hashable, Sendable, Codable {
    /// Free text for both platforms, if given.
    public var note: String? = nil
    /// The iOS primitive (`GADBannerView`).
    public var ios: String? = nil
    /// The Android primitive (`AdView`).
    public var android: String? = nil
}

/// A component, Figma asset or library that this component replaces.
public struct Replacement: Hashable, Sendable, Codable {
    /// Its name in Figma.
    public var name: String
    /// What happens to it.
    public var note: String?
}
