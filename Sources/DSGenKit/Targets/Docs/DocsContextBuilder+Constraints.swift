/// What the docs' usage section says about constraints the API enforces: which per-case
/// entry points the snippets call, and how the general form checks its arguments.
extension DocsContextBuilder {
    /// Markdown paragraphs before the snippets, one per platform that enforces a constraint.
    func constraintNotes() -> [String] {
        let constraints = kotlin.argumentConstraints
        guard !constraints.isEmpty else { return [] }
        let rules = constraints.map { sentence($0, $0.property.name, $0.axis.name) }.joined(separator: " ")
        return [rules, swiftConstraintNote(), composeConstraintNote()].compactMap { $0 }
    }

    private func swiftConstraintNote() -> String? {
        let constraints = swift.argumentConstraints
        guard !constraints.isEmpty else { return nil }
        var note = "**SwiftUI.**"
        if let points = swift.entryPoints, let first = points.entries.first {
            note += " The snippets call a per-case factory of " + Markdown.code(swift.member(points.axis).label) + " ("
                + Markdown.code(swift.factoryCallee(first) + "(…)") + " and one per case): it takes only the arguments that apply, "
                + "so one that does not is a compile error."
        }
        if constraints.contains(where: swift.isCheckedInInit) {
            note += " The initialiser takes every argument, for a case known only at run time, and an assertion checks them in debug builds."
        }
        let environmentAxes = constraints.filter { !swift.isCheckedInInit($0) }.map { swift.member($0.axis).label }
        if !environmentAxes.isEmpty {
            note += " " + Set(environmentAxes).sortedByBytes().map(Markdown.code).joinedWithOr
                + " comes from the environment, which the compiler cannot see: " + Markdown.code("body")
                + " checks the arguments it constrains in debug builds (" + Markdown.code(SwiftAPI.environmentCheckName + "()") + ")."
        }
        return note
    }

    private func composeConstraintNote() -> String? {
        let constraints = kotlin.argumentConstraints
        guard !constraints.isEmpty else { return nil }
        var note = "**Compose.** "
        if let points = kotlin.entryPoints, let first = points.entries.first {
            note += "The snippets call a per-case composable of " + Markdown.code(kotlin.member(points.axis).label) + " ("
                + Markdown.code(kotlin.entryPointName(first) + "(…)") + " and one per case): it takes only the parameters that apply, "
                + "so one that does not is a compile error. "
        }
        return note + Markdown.code(component.composeName + "(…)") + " takes every parameter, for a case known only at run time, "
            + "and in a debuggable build throws " + Markdown.code("IllegalArgumentException") + " for one that does not apply."
    }

    /// `` `caption` applies only when `size` is `promo-sm` or `hero-md`. ``
    private func sentence(_ constraint: ArgumentConstraint, _ name: String, _ axis: String) -> String {
        Markdown.code(name) + " applies only when " + Markdown.code(axis) + " is " + constraint.cases.map(Markdown.code).joinedWithOr + "."
    }
}
