extension DocsContextBuilder {
    // The headers of tables with constant column titles, built once.
    private static let axesHeader = DocsTableHeader(["Property", "Figma", "Role", "Values", "Count", "Applies"])

    func variantsSection() -> DocsVariants {
        let arithmetic = VariantArithmetic(component: component)
        let axes = DocsTable(Self.axesHeader, rows: (arithmetic.axes + arithmetic.toggles).map { axis in
            let isToggle = arithmetic.toggles.contains(axis)
            return [Markdown.code(axis.property),
                    axis.figmaName.map { "\(Markdown.code($0)) (\(axis.figmaKind.rawValue))" } ?? "—",
                    isToggle ? "presence toggle" : "axis",
                    Markdown.codeList(axis.values),
                    String(axis.values.count),
                    axis.constraint.map(constraintSentence) ?? "always"]
        })
        var facts: [String] = []
        if arithmetic.axes.isEmpty {
            facts.append("No enum or boolean property is modeled in Figma: the component is a single variant.")
        } else {
            let product = arithmetic.axes.map { "\(Markdown.code($0.property)) (\($0.values.count))" }.joined(separator: " × ")
            facts.append("**Theoretical combinations:** \(product) = \(Markdown.strong(String(arithmetic.theoretical)))")
            let constrainedAxes = arithmetic.axes.filter { axis in
                axis.constraint.map { constraint in arithmetic.axes.contains { $0.property == constraint.property } } ?? false
            }
            if constrainedAxes.isEmpty {
                facts.append("**Valid combinations:** \(Markdown.strong(String(arithmetic.valid))): no axis depends on another.")
            } else {
                let sum = arithmetic.breakdown.map { String($0.count) }.joined(separator: " + ")
                let reasons = constrainedAxes.compactMap { axis in
                    axis.constraint.map { Self.appliesOnly(axis.property, when: $0.property, is: $0.cases) }
                }
                facts.append("**Valid combinations:** \(sum) = \(Markdown.strong(String(arithmetic.valid))), "
                             + "because \(reasons.joined(separator: "; ")); elsewhere it contributes one value (not applicable), "
                             + "not its count.")
            }
            let booleans = arithmetic.axes.filter { $0.figmaKind != .variant }
            if booleans.isEmpty {
                facts.append("**Figma variants:** \(Markdown.strong(String(arithmetic.figmaVariants))): every axis is a variant property.")
            } else {
                facts.append("**Figma variants:** \(Markdown.strong(String(arithmetic.figmaVariants))): "
                             + "\(Markdown.codeList(booleans.map { $0.figmaName ?? $0.property })) "
                             + "\(booleans.count == 1 ? "is a Figma boolean property, which toggles" : "are Figma boolean properties, which toggle") "
                             + "layers inside a variant instead of multiplying the variant set.")
            }
        }
        if !arithmetic.toggles.isEmpty {
            facts.append("**With presence toggles** (\(Markdown.codeList(arithmetic.toggles.map { $0.figmaName ?? $0.property }))), "
                         + "optional content Figma switches on and off: \(Markdown.strong(String(arithmetic.validWithToggles))) valid combinations.")
        }
        if let built = arithmetic.legacyBuilt {
            let of = arithmetic.legacyTheoretical.map { " of \(Markdown.strong(String($0))) theoretical combinations" } ?? ""
            facts.append("**Legacy Figma component:** \(Markdown.strong(String(built))) built variants\(of) (see Legacy).")
        }
        return DocsVariants(axes: axes, facts: facts, breakdown: breakdownTable(arithmetic), constraints: DocsList(otherConstraints(arithmetic)))
    }

    /// One row per combination of the constraining axes, when an axis depends on another.
    private func breakdownTable(_ arithmetic: VariantArithmetic) -> DocsTable? {
        guard arithmetic.breakdown.count > 1 || arithmetic.breakdown.contains(where: { $0.applies.contains(false) }) else { return nil }
        let sources = Set(arithmetic.axes.compactMap { $0.constraint?.property })
        let rows = arithmetic.breakdown.map { combination -> [String] in
            arithmetic.axes.indices.map { index -> String in
                guard !sources.contains(arithmetic.axes[index].property) else {
                    return combination.values[index].map(Markdown.code) ?? "n/a"
                }
                return combination.applies[index] ? String(combination.factors[index]) : "n/a (1)"
            } + [String(combination.count)]
        }
        return DocsTable(header: arithmetic.axes.map { Markdown.code($0.property) } + ["Combinations"], rows: rows)
    }

    /// Constraints on properties that are not axes (`caption` only for promo and hero sizes).
    private func otherConstraints(_ arithmetic: VariantArithmetic) -> [String] {
        let shown = Set((arithmetic.axes + arithmetic.toggles).map(\.property))
        return component.properties.compactMap { property in
            guard let constraint = property.constraint, !shown.contains(property.name) else { return nil }
            let total = component.property(named: constraint.property)?.enumeration?.cases.count
            let share = total.map { " (\(constraint.cases.count) of \($0) values)" } ?? ""
            return "\(Markdown.code(property.name)): \(Self.constraintClause(constraint))\(share)."
        }
    }
}
