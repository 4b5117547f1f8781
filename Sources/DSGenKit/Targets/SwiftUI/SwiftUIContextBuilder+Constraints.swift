/// The SwiftUI side of constraints (`only size in promo, hero`): per-case factories, in
/// which an argument that does not apply is a compile error, and debug-build assertions
/// for the general initialiser and for arguments an environment value constrains.
extension SwiftUIContextBuilder {
    /// The initialiser's doc: what it creates, where a per-case factory is the safer call,
    /// its parameters, and the preconditions its assertions check.
    func initDoc(_ ordered: [SwiftMember]) -> [String] {
        var lines = ["Creates the " + Words.phrase(component.name) + "."]
        if let points = api.entryPoints, let first = points.entries.first {
            lines += ["", "When `\(api.member(points.axis).label)` is known where you write the call, prefer its factory "
                + "(`\(api.factoryCallee(first))(…)` and the others): it takes only the arguments that apply, so one that "
                + "does not is a compile error."]
        }
        lines += ordered.isEmpty ? [] : ["", "- Parameters:"] + ordered.map(parameterDoc)
        let checked = api.argumentConstraints
        if !checked.isEmpty { lines.append("") }
        lines += checked.map { constraint in
            "- Precondition: " + api.constraintSentence(constraint) + "; "
                + (api.isCheckedInInit(constraint) ? "an assertion checks it in debug builds."
                    : "`body` checks it in debug builds (`\(SwiftAPI.environmentCheckName)()`).")
        }
        return lines
    }

    /// `assert(caption == nil || size.supportsCaption, "…")`.
    func argumentCheck(_ constraint: ArgumentConstraint) -> ArgumentCheck {
        ArgumentCheck(condition: api.checkCondition(constraint), message: SwiftNaming.stringLiteral(api.checkMessage(constraint)))
    }

    /// One factory per case of the enum the entry points fix, in case order.
    func caseFactories() -> SwiftUICaseFactories? {
        guard let points = api.entryPoints else { return nil }
        // What the factories share (parameter declarations and doc lines, notes on the arguments a
        // factory does not take) is built once, for every case that uses it.
        let members = api.initParameters
        let declarations = members.map(\.parameterDeclaration)
        let docs = comment(members.map(parameterDoc))
        let creates = "Creates the " + Words.phrase(component.name) + " with `" + api.member(points.axis).label + "` `"
        let notTaken = api.argumentConstraints.map { "`" + api.member($0.property).label + "`, which " + api.appliesOnlyClause($0) }
        return SwiftUICaseFactories(factories: points.entries.map { entry in
            let taken = members.indices.filter { points.takes(members[$0].property, in: entry) }
            let caseCode = api.caseCode(points.axis, entry.caseName)
            let arguments = members.compactMap { member -> String? in
                if member.property == points.axis { return member.argumentLabel + ": " + caseCode }
                return entry.omitted.contains(member.property) ? nil : member.argumentLabel + ": " + member.name
            }
            let omitted = entry.notes(api.argumentConstraints, notTaken)
            return SwiftUIFactory(
                doc: comment([creates + caseCode + "`."] + (omitted.isEmpty ? [] : ["", "It takes no " + omitted.joined(separator: "; no ") + "."]))
                    + (taken.isEmpty ? [] : ["///", "/// - Parameters:"] + taken.map { docs[$0] }),
                name: api.factoryName(entry),
                parameters: SwiftUIParameter.list(taken.map { declarations[$0] }),
                arguments: SwiftUIParameter.list(arguments))
        }.markingLast)
    }

    /// The method `body` calls to check the arguments an environment value constrains.
    func environmentCheck() -> SwiftUIEnvironmentCheck? {
        let constraints = api.argumentConstraints.filter { !api.isCheckedInInit($0) }
        guard !constraints.isEmpty else { return nil }
        let sentences = constraints.map(api.constraintSentence).joined(separator: "; ")
        return SwiftUIEnvironmentCheck(
            doc: comment(["Checks, in debug builds, that each argument applies under the environment's values: " + sentences + ".",
                          "", "The body scaffold calls it first (`let _ = \(SwiftAPI.environmentCheckName)()`); release builds skip the check."]),
            name: SwiftAPI.environmentCheckName,
            checks: constraints.map(argumentCheck))
    }
}
