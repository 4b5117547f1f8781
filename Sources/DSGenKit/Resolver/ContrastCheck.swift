/// Computes every contrast pairing of a resolved component and reports the ones below
/// their threshold, or below a ratio the accessibility contract claims, at the line of
/// the foreground colour's value.
enum ContrastCheck {
    /// Reports the component's failing rows. `tokens` and `accessibility` are the blocks
    /// as written, searched for locations only.
    static func check(_ component: Component, policy: ContrastPolicy, tokens: Statement?, accessibility: Statement?,
                      in scope: Scope) {
        let rows = ContrastTable.rows(for: component, policy: policy)
        let claims = component.accessibility.contrastClaims
        let foregrounds = Set(component.tokens.pairings.map(\.foreground))
        for claim in claims {
            for role in claim.roles where !foregrounds.contains(role) {
                let span = claimStatement(claim, in: accessibility)?.arguments.first { $0.kind == .identifier(role) }?.span ?? 0..<0
                scope.report(.claimWithoutPairing(role), at: span, fixIt: Suggestion.closest(to: role, in: foregrounds.sorted()))
            }
        }
        for row in rows {
            guard let ratio = row.ratio, let foreground = row.drawnForeground, let surface = row.drawnSurface else { continue }
            let claim = claims.first { $0.roles.contains(row.pairing.foreground) && ratio < $0.minimumRatio }
            let failsThreshold = row.verdict == .fail
            guard failsThreshold || claim != nil else { continue }
            let span = tokens.flatMap { valueSpan(role: row.pairing.foreground, cases: row.cases, in: $0) } ?? 0..<0
            let colors = drawnColors(row, foreground: foreground, surface: surface)
            let ratioText = WCAG.formatted(ratio)
            let notes = claim.map { claim in
                [Diagnostic.Note(message: DiagnosticMessage.contrastClaimNote(claim.requirement, claimed: NumberFormat.plain(claim.minimumRatio)),
                                 location: claimStatement(claim, in: accessibility).map { scope.file.location(at: $0.span.lowerBound) })]
            } ?? []
            let message: DiagnosticMessage
            if failsThreshold, let threshold = row.threshold {
                message = .contrastBelowThreshold(describe(row), ratio: ratioText, threshold: NumberFormat.plain(threshold),
                                                  content: row.pairing.content.label, level: policy.level.rawValue, colors: colors)
            } else if let claim {
                message = .contrastClaimContradicted(describe(row), ratio: ratioText, claimed: NumberFormat.plain(claim.minimumRatio),
                                                     requirement: claim.requirement, colors: colors)
            } else {
                continue
            }
            scope.report(message, at: span, severity: policy.failuresAreErrors ? .error : .warning, notes: notes)
        }
    }

    /// `'description' on 'background' (type warning)`.
    static func describe(_ row: ContrastRow) -> String {
        let pair = "'\(row.pairing.foreground)' on '\(row.pairing.surface)'"
        return row.cases.isEmpty ? pair : pair + " (\(row.caseDescription))"
    }

    /// `#897236 as drawn (#6C5009 @ 80%) on #FFF9EB`.
    static func drawnColors(_ row: ContrastRow, foreground: SRGBColor, surface: SRGBColor) -> String {
        func shown(_ drawn: SRGBColor, _ written: ColorValue?) -> String {
            guard let written, written.opacityPercent < 100 else { return drawn.hex }
            return "\(drawn.hex) as drawn (\(written.written))"
        }
        return shown(foreground, row.foreground.value) + " on " + shown(surface, row.surface.value)
    }

    // MARK: - Locations

    /// Where a role's colour for some cases is written: the colour literal of its line in
    /// the set entry (and theme), or of its standalone `color` statement.
    static func valueSpan(role: String, cases: [String], in tokens: Statement) -> Range<Int>? {
        for statement in tokens.block ?? [] {
            if statement.keyword == "color", statement.declaredName?.value == role {
                return colorSpan(in: statement) ?? statement.keywordSpan
            }
            guard statement.keyword == "colors", let first = cases.first,
                  let entry = statement.block?.first(where: { $0.keyword == first }),
                  let line = entry.block?.first(where: { $0.keyword == role }) else { continue }
            if cases.count > 1, let themed = line.block?.first(where: { $0.keyword == cases[1] }) {
                return colorSpan(in: themed) ?? themed.keywordSpan
            }
            return colorSpan(in: line) ?? line.keywordSpan
        }
        return nil
    }

    /// The `contrast` line of the requirement that makes a claim.
    static func claimStatement(_ claim: ContrastClaim, in accessibility: Statement?) -> Statement? {
        for requirement in accessibility?.block ?? [] where requirement.keyword == "requirement" {
            guard case .string(let name)? = requirement.arguments.first?.kind, name == claim.requirement else { continue }
            return requirement.block?.first { $0.keyword == "contrast" }
        }
        return nil
    }

    private static func colorSpan(in statement: Statement) -> Range<Int>? {
        statement.arguments.first { if case .color = $0.kind { return true } else { return false } }?.span
    }
}
