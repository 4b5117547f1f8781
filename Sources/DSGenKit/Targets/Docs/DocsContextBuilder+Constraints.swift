/// What the docs' usage section says about constraints the API enforces: which per-case
/// entry points the snippets call, and how the general form checks its arguments.
extension DocsContextBuilder {
    /// Markdown paragraphs before the snippets, one per platform that enforces a constraint.
    func constraintNotes() -> [String] {
        let constraints = kotlin.argumentConstraints
        guard !constraints.isEmpty else { return [] }
        let rules = constraints.map { Self.appliesOnly($0.property.name, when: $0.axis.name, is: $0.cases) + "." }
        return [rules.joined(separator: " "), swiftConstraintNote(), composeConstraintNote()].compactMap { $0 }
    }

    private func swiftConstraintNote() -> String? {
        let constraints = swift.argumentConstraints
        guard !constraints.isEmpty else { return nil }
        var note = "**SwiftUI.**"
        if let points = swift.entryPoints, let first = points.entries.first {
            let callee = swift.factoryCallee(first)
            note += " " + Self.entryPointSentence("factory", of: swift.member(points.axis).label, callee, "arguments")
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
        var note = "**Compose.**"
        if let points = kotlin.entryPoints, let first = points.entries.first {
            let axis = kotlin.member(points.axis).label
            note += " " + Self.entryPointSentence("composable", of: axis, kotlin.entryPointName(first), "parameters")
        }
        return note + " " + Markdown.code(component.composeName + "(…)")
            + " takes every parameter, for a case known only at run time, and in a debuggable build throws "
            + Markdown.code("IllegalArgumentException") + " for one that does not apply."
    }

    /// `The snippets call a per-case factory of `style` (`EBAlert.banner(…)` and one per case): …`
    private static func entryPointSentence(_ kind: String, of axis: String, _ callee: String,
                                           _ arguments: String) -> String {
        "The snippets call a per-case " + kind + " of " + Markdown.code(axis) + " (" + Markdown.code(callee + "(…)")
            + " and one per case): it takes only the " + arguments + " that apply, so one that does not is a compile "
            + "error."
    }

    /// `` `caption` applies only when `size` is `promo-sm` or `hero-md` ``.
    static func appliesOnly(_ name: String, when axis: String, is cases: [String]) -> String {
        Markdown.code(name) + " applies only when " + Markdown.code(axis) + " is "
            + cases.map(Markdown.code).joinedWithOr
    }
}
