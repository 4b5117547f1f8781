/// One semantic change to a design system's public API, classified for each audience.
///
/// Produced by ``APIDiff/compare(old:new:)``. Every change says what changed (``kind``,
/// ``subject``, ``summary``, ``old`` / ``new``) and, separately for Swift callers, Kotlin
/// callers and Figma / Code Connect, whether it breaks them and why.
public struct APIChange: Hashable, Sendable, Codable {
    /// The component (its new name when renamed, its old name when removed); empty for
    /// changes to the design system as a whole.
    public var component: String
    /// What kind of change it is.
    public var kind: Kind
    /// What changed, as a dotted schema path: `size`, `size.hero-lg`, `Action.label`,
    /// `onDismiss(reason)`, `tokens.colors.background`; empty for the component itself.
    public var subject: String
    /// One line for people, with code in backticks: "case `hero-lg` added to `size`".
    public var summary: String
    /// The value before, when there is one to show.
    public var old: String?
    /// The value after, when there is one to show.
    public var new: String?
    /// The effect on Swift (SwiftUI) call sites.
    public var swift: Impact
    /// The effect on Kotlin (Jetpack Compose) call sites.
    public var kotlin: Impact
    /// The effect on the Figma component and its Code Connect mapping.
    public var figma: Impact

    /// The impact on one audience.
    public func impact(on audience: Audience) -> Impact {
        switch audience {
        case .swift: return swift
        case .kotlin: return kotlin
        case .figma: return figma
        }
    }

    /// Whether the change breaks any audience.
    public var isBreaking: Bool { Audience.allCases.contains { impact(on: $0).isBreaking } }
}

/// Who a change can break.
public enum Audience: String, Hashable, Sendable, Codable, CaseIterable {
    /// Swift code that uses the generated SwiftUI API.
    case swift
    /// Kotlin code that uses the generated Jetpack Compose API.
    case kotlin
    /// The Figma component, its instances and the Code Connect mapping that links them to code.
    case figma

    /// `Swift`, `Kotlin`, `Figma`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// Whether a change breaks one audience, and why, in a few words.
public struct Impact: Hashable, Sendable, Codable {
    /// The two classifications.
    public enum Level: String, Hashable, Sendable, Codable {
        /// Everything that worked before still works (perhaps with a deprecation warning
        /// or a different look: see the reason).
        case compatible
        /// Something that worked before fails to compile, binds differently, or (for Figma)
        /// no longer maps; the reason says what.
        case breaking
    }

    /// The classification.
    public var level: Level
    /// Why, in a few words, with code in backticks.
    public var reason: String

    /// A breaking impact.
    public static func breaking(_ reason: String) -> Impact { Impact(level: .breaking, reason: reason) }
    /// A compatible impact.
    public static func compatible(_ reason: String) -> Impact { Impact(level: .compatible, reason: reason) }

    /// Whether it is breaking.
    public var isBreaking: Bool { level == .breaking }
}

extension APIChange {
    /// The kinds of change, grouped by what they apply to. Raw values are stable: tools
    /// reading `--format json` may rely on them.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        // Design system
        case kotlinPackageChanged = "kotlin-package-changed"
        // Components
        case componentAdded = "component-added"
        case componentRemoved = "component-removed"
        case componentRenamed = "component-renamed"
        case figmaLinkChanged = "figma-link-changed"
        // Names on one platform (components and properties)
        case swiftNameChanged = "swift-name-changed"
        case composeNameChanged = "compose-name-changed"
        // Properties (component parameters and value-type fields)
        case propertyAdded = "property-added"
        case propertyRemoved = "property-removed"
        case propertyRenamed = "property-renamed"
        case parameterOrderChanged = "parameter-order-changed"
        case typeChanged = "type-changed"
        case optionalityChanged = "optionality-changed"
        case defaultAdded = "default-added"
        case defaultRemoved = "default-removed"
        case defaultChanged = "default-changed"
        case passingChanged = "passing-changed"
        case constraintAdded = "constraint-added"
        case constraintRemoved = "constraint-removed"
        case constraintChanged = "constraint-changed"
        // Callback parameters
        case callbackParameterAdded = "callback-parameter-added"
        case callbackParameterRemoved = "callback-parameter-removed"
        case callbackParameterRenamed = "callback-parameter-renamed"
        case callbackParameterTypeChanged = "callback-parameter-type-changed"
        // Enums
        case caseAdded = "case-added"
        case caseRemoved = "case-removed"
        case caseRenamed = "case-renamed"
        case caseGroupChanged = "case-group-changed"
        case caseSwiftValuesChanged = "case-swift-values-changed"
        case groupAdded = "group-added"
        case groupRemoved = "group-removed"
        case fieldAdded = "field-added"
        case fieldRemoved = "field-removed"
        case fieldTypeChanged = "field-type-changed"
        case fieldOptionalityChanged = "field-optionality-changed"
        case fieldValueChanged = "field-value-changed"
        // Value types
        case valueTypeAdded = "value-type-added"
        case valueTypeRemoved = "value-type-removed"
        // Figma mapping
        case figmaMappingAdded = "figma-mapping-added"
        case figmaMappingRemoved = "figma-mapping-removed"
        case figmaPropertyRenamed = "figma-property-renamed"
        case figmaKindChanged = "figma-kind-changed"
        case figmaValueAdded = "figma-value-added"
        case figmaValueRemoved = "figma-value-removed"
        case figmaValueRemapped = "figma-value-remapped"
        // Tokens
        case colorSetAdded = "color-set-added"
        case colorSetRemoved = "color-set-removed"
        case colorSetAxesChanged = "color-set-axes-changed"
        case colorRoleAdded = "color-role-added"
        case colorRoleRemoved = "color-role-removed"
        case colorEntryAdded = "color-entry-added"
        case colorEntryRemoved = "color-entry-removed"
        case colorEntryThemingChanged = "color-entry-theming-changed"
        case colorValueChanged = "color-value-changed"
        case colorTokenAdded = "color-token-added"
        case colorTokenRemoved = "color-token-removed"
        case typographyAdded = "typography-added"
        case typographyRemoved = "typography-removed"
        case typographyChanged = "typography-changed"
    }
}
