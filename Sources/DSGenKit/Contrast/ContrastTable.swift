/// A colour token as a pairing uses it: its path and, once decided, its value.
public struct PairedColor: Hashable, Sendable, Encodable {
    /// The token path (`main/alert/color/warning/description`).
    public var path: String
    /// Its value; nil while only proposed or owned elsewhere.
    public var value: ColorValue?
}

/// Whether a pairing meets its threshold.
public enum ContrastVerdict: String, Hashable, Sendable, Codable {
    /// At or above the threshold.
    case pass
    /// Below the threshold.
    case fail
    /// Decorative: no threshold applies.
    case exempt
    /// A colour has no value yet, so nothing can be computed.
    case unknown

    /// `pass`, `fail`, `decorative` or `not computed`.
    var label: String {
        switch self {
        case .pass, .fail: rawValue
        case .exempt: "decorative"
        case .unknown: "not computed"
        }
    }
}

/// One pairing in one case (and theme): both colours as drawn, the ratio and the verdict.
public struct ContrastRow: Hashable, Sendable, Encodable {
    /// The pairing.
    public var pairing: ContrastPairing
    /// The enum properties the colours vary by (`type`; `appearance`, `theme`).
    public var axes: [String]
    /// The case of each axis this row is for (`warning`; `neutral`, `dark`), as many as apply.
    public var cases: [String]
    /// The foreground token.
    public var foreground: PairedColor
    /// The surface token.
    public var surface: PairedColor
    /// The surface as drawn: composited over white when translucent.
    public var drawnSurface: SRGBColor?
    /// The foreground as drawn: composited over the drawn surface.
    public var drawnForeground: SRGBColor?
    /// The WCAG contrast ratio of the two drawn colours.
    public var ratio: Double?
    /// The minimum ratio for the pairing's content at the policy's level.
    public var threshold: Double?
    /// Pass, fail, exempt or unknown.
    public var verdict: ContrastVerdict

    /// `type warning`, `appearance neutral, theme dark`, or empty when the colours do not vary.
    public var caseDescription: String {
        zip(axes, cases).map { "\($0) \($1)" }.joined(separator: ", ")
    }
}

/// Every pairing of a component evaluated in every case and theme its colours vary by.
public enum ContrastTable {
    /// The rows of a component, pairings in schema order, cases in enum order.
    /// Pairings whose roles are unknown (the resolver has reported them) have no rows.
    public static func rows(for component: Component, policy: ContrastPolicy) -> [ContrastRow] {
        let tokens = component.tokens
        return tokens.pairings.flatMap { pairing -> [ContrastRow] in
            guard let foreground = ColorSource.find(pairing.foreground, in: tokens),
                  let surface = ColorSource.find(pairing.surface, in: tokens) else { return [] }
            guard let set = foreground.set ?? surface.set else {
                return [row(pairing, axes: [], cases: [], foreground.color(), surface.color(), policy: policy)]
            }
            return set.entries.flatMap { entry -> [ContrastRow] in
                let themes: [String?] = entry.variesBySecondAxis ? ColorSource.secondAxisCases(of: entry) : [nil]
                return themes.map { theme in
                    let cases = [entry.caseName] + (theme.map { [$0] } ?? [])
                    return row(pairing, axes: Array(set.axes.prefix(cases.count)), cases: cases,
                               foreground.color(entry: entry, theme: theme), surface.color(entry: entry, theme: theme),
                               policy: policy)
                }
            }
        }
    }

    /// Composites and compares one foreground on one surface.
    static func row(_ pairing: ContrastPairing, axes: [String], cases: [String], _ foreground: PairedColor,
                    _ surface: PairedColor, policy: ContrastPolicy) -> ContrastRow {
        let threshold = policy.level.threshold(for: pairing.content)
        var row = ContrastRow(pairing: pairing, axes: axes, cases: cases, foreground: foreground, surface: surface,
                              threshold: threshold, verdict: threshold == nil ? .exempt : .unknown)
        if let value = surface.value, let color = SRGBColor(hex: value.hex) {
            row.drawnSurface = WCAG.composite(color, opacity: value.opacityPercent / 100, over: .white)
        }
        guard let drawnSurface = row.drawnSurface, let value = foreground.value, let color = SRGBColor(hex: value.hex) else {
            return row
        }
        let drawnForeground = WCAG.composite(color, opacity: value.opacityPercent / 100, over: drawnSurface)
        let ratio = WCAG.contrastRatio(drawnForeground, drawnSurface)
        row.drawnForeground = drawnForeground
        row.ratio = ratio
        if let threshold { row.verdict = ratio >= threshold ? .pass : .fail } else { row.verdict = .exempt }
        return row
    }
}

/// Where a colour role is defined: a role of a colour set, or a standalone colour.
enum ColorSource {
    case set(ColorSet, role: String)
    case standalone(ColorToken)

    /// The role's definition; a set's role first, as the resolver looks it up.
    static func find(_ role: String, in tokens: Tokens) -> ColorSource? {
        if let set = tokens.colorSets.first(where: { $0.roles.contains { $0.name == role } }) { return .set(set, role: role) }
        return tokens.colors.first { $0.role == role }.map(ColorSource.standalone)
    }

    /// The set it belongs to, if any.
    var set: ColorSet? {
        if case .set(let set, _) = self { return set }
        return nil
    }

    /// The colour for a case of the set's first axis and, where it varies, of its second.
    func color(entry: ColorSetEntry? = nil, theme: String? = nil) -> PairedColor {
        switch self {
        case .standalone(let token):
            return PairedColor(path: token.path, value: token.value)
        case .set(_, let role):
            let colors = entry?.values.first { $0.role == role }?.colors ?? []
            let chosen = colors.first { $0.caseName == theme } ?? colors.first { $0.caseName == nil } ?? colors.first
            return PairedColor(path: chosen?.path ?? "", value: chosen?.value)
        }
    }

    /// The second-axis cases an entry has colours for, in case order.
    static func secondAxisCases(of entry: ColorSetEntry) -> [String?] {
        var cases: [String?] = []
        for role in entry.values {
            for color in role.colors where color.caseName != nil && !cases.contains(color.caseName) {
                cases.append(color.caseName)
            }
        }
        return cases
    }
}
