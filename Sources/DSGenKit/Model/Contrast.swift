/// Which foreground colour role sits on which surface role, and what it draws there:
/// `contrast description on background text`.
public struct ContrastPairing: Hashable, Sendable, Encodable {
    /// The foreground colour role (`description`).
    public var foreground: String
    /// The surface colour role it is drawn on (`background`).
    public var surface: String
    /// What the foreground draws, which sets its threshold.
    public var content: ContrastContent
    /// Why, or where it is drawn.
    public var doc: String
}

/// A statement in the schema's prose that colours reach a ratio: the Alert's "tested to
/// ≥4.5:1" row, written `contrast 4.5 title, description` in its requirement block.
public struct ContrastClaim: Hashable, Sendable, Encodable {
    /// The accessibility requirement that makes the claim (`Color contrast`).
    public var requirement: String
    /// The ratio claimed (4.5 for 4.5:1).
    public var minimumRatio: Double
    /// The foreground roles it is claimed for, on the surfaces their pairings name.
    public var roles: [String]
}

/// How a design system checks contrast: `contrast level AAA`, `contrast failures error`.
public struct ContrastPolicy: Hashable, Sendable, Encodable {
    /// The WCAG level thresholds come from (AA unless opted in to AAA).
    public var level: ContrastLevel
    /// Whether a pairing below its threshold is an error rather than a warning.
    public var failuresAreErrors: Bool

    /// AA, failures reported as warnings.
    public static let standard = ContrastPolicy(level: .aa, failuresAreErrors: false)
}
