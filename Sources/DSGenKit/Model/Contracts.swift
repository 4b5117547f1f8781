/// The accessibility contract of a component.
public struct Accessibility: Hashable, Sendable, Encodable {
    /// Fixed strings assistive technologies read (labels, hints).
    public var strings: [AccessibilityString] = []
    /// Traits (`button`).
    public var traits: [Note] = []
    /// Minimum touch target in points (iOS) and dp (Android).
    public var touchTarget: TouchTarget?
    /// Focus ring width and token.
    public var focusRing: FocusRing?
    /// Whether images inside are decorative, and why.
    public var decorativeImages: String?
    /// The requirements table (iOS / Android).
    public var requirements: [PlatformRequirement] = []
    /// Contrast ratios the requirements claim, checked against the computed ones.
    public var contrastClaims: [ContrastClaim] = []

    /// No contract.
    public static let empty = Accessibility()
}

/// A label or hint string.
public struct AccessibilityString: Hashable, Sendable, Encodable {
    /// `label` or `hint`.
    public var kind: String
    /// Its name (`loading`).
    public var name: String
    /// What is read out.
    public var text: String
    /// When it applies.
    public var doc: String
}

/// A named item with a note.
public struct Note: Hashable, Sendable, Encodable {
    /// Its name.
    public var name: String
    /// The note.
    public var text: String
}

/// Minimum touch target.
public struct TouchTarget: Hashable, Sendable, Encodable {
    /// Points on iOS.
    public var ios: Double
    /// Density-independent pixels on Android.
    public var android: Double
    /// Notes.
    public var note: String
}

/// A keyboard focus ring.
public struct FocusRing: Hashable, Sendable, Encodable {
    /// Outline width.
    public var width: Double
    /// Colour token path.
    public var token: String
    /// Notes.
    public var note: String
}

/// One row of a requirements table.
public struct PlatformRequirement: Hashable, Sendable, Encodable {
    /// What is required.
    public var name: String
    /// On iOS.
    public var ios: String
    /// On Android.
    public var android: String
}

/// Behaviour: states, dismissal and interaction-state coverage.
public struct Behavior: Hashable, Sendable, Encodable {
    /// The states table (State | iOS | Android | Figma | Notes).
    public var states: [BehaviorState] = []
    /// Ways the component is dismissed (`swipe`, `tap`, `auto`).
    public var dismissals: [Note] = []
    /// Interaction states covered (`pressed`, `focused`, …) and how.
    public var coverage: [String] = []
    /// Notes on coverage.
    public var coverageNote: String?

    /// No behaviour described.
    public static let empty = Behavior()
}

/// One row of the states table.
public struct BehaviorState: Hashable, Sendable, Encodable {
    /// The state.
    public var name: String
    /// iOS status.
    public var ios: String
    /// Android status.
    public var android: String
    /// How Figma models it.
    public var figma: String
    /// Notes.
    public var doc: String
}

/// The legacy Figma properties and built-variant inventory the proposed API replaces.
public struct Legacy: Hashable, Sendable, Encodable {
    /// Legacy Figma properties and what became of them.
    public var properties: [Note] = []
    /// Built variants out of theoretical combinations, today.
    public var builtVariants: Int?
    /// Theoretical combinations today.
    public var theoreticalVariants: Int?
    /// Explanation of the arithmetic.
    public var variantNote: String?
    /// Built variant groups.
    public var variantGroups: [VariantGroup] = []

    /// Nothing legacy.
    public static let empty = Legacy()
}

/// A group of built variants.
public struct VariantGroup: Hashable, Sendable, Encodable {
    /// The group.
    public var name: String
    /// How many variants.
    public var count: Int
    /// The axes' values.
    public var axes: String
}

/// The readiness audit.
public struct Audit: Hashable, Sendable, Encodable {
    /// Criteria C1–C7.
    public var criteria: [AuditItem] = []
    /// Aspect readiness rows.
    public var aspects: [AuditItem] = []
    /// Findings, tagged with a criterion.
    public var findings: [Note] = []
    /// Recommendations, tagged with a kind.
    public var recommendations: [Note] = []

    /// No audit.
    public static let empty = Audit()
}

/// One audit row.
public struct AuditItem: Hashable, Sendable, Encodable {
    /// Identifier (`C1`), empty for aspects.
    public var id: String
    /// What is audited.
    public var name: String
    /// `ready`, `needs-refinement`, `requires-rework` or `not-mapped`.
    public var status: String
    /// Notes.
    public var note: String
}
