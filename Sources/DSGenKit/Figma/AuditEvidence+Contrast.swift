extension AuditEvidence {
    /// The token criterion's contrast evidence, from the same table as the docs: how many
    /// pairings meet WCAG, which do not, which accessibility claims the ratios contradict,
    /// and which colours have no value to check. Issues: one for failing pairings, one per
    /// contradicted claim, one for colours without a value.
    func contrastEvidence() -> (issues: Int, evidence: [String]) {
        let rows = component.contrast
        guard !rows.isEmpty else { return (0, []) }
        let checked = rows.filter { $0.threshold != nil && $0.ratio != nil }
        let failing = checked.filter { $0.verdict == .fail }
        let summary = "contrast: \(checked.count - failing.count) of \(checked.count) pairings meet their WCAG threshold"
        var issues: [String] = []
        if !failing.isEmpty {
            issues.append("below threshold: " + failing.map { row in
                "\(ContrastCheck.describe(row)) \(WCAG.formatted(row.ratio ?? 0)):1 < \(NumberFormat.plain(row.threshold ?? 0)):1"
            }.joined(separator: ", "))
        }
        for claim in component.contrastClaims {
            let below = rows.filter { claim.roles.contains($0.pairing.foreground) && ($0.ratio ?? .infinity) < claim.minimumRatio }
            guard !below.isEmpty else { continue }
            issues.append("claim '\(claim.requirement)' (≥\(NumberFormat.plain(claim.minimumRatio)):1) contradicted by "
                          + below.map { "\(ContrastCheck.describe($0)) \(WCAG.formatted($0.ratio ?? 0)):1" }.joined(separator: ", "))
        }
        let valueless = rows.filter { $0.verdict == .unknown }
        if !valueless.isEmpty {
            issues.append("no value to check: " + valueless.map(\.foreground.path).uniqued().joined(separator: ", "))
        }
        return (issues.count, [summary] + issues)
    }
}
