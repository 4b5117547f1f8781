/// The Compose side of constraints (`only size in promo, hero`): per-case composables, in
/// which an argument that does not apply is a compile error, and checks of the general
/// composable's arguments in debuggable builds.
///
/// The check runs only when the application is debuggable (`ApplicationInfo.FLAG_DEBUGGABLE`,
/// set for debug builds), like Swift's `assert`: a release build never throws for an argument
/// that does not apply; it ignores it, as the docs say.
extension ComposeContextBuilder {
    /// `require(caption == null || size.supportsCaption) { "…" }`.
    func argumentCheck(_ constraint: ArgumentConstraint) -> ArgumentCheck {
        ArgumentCheck(condition: api.checkCondition(constraint),
                      message: KotlinNaming.stringLiteral(component.composeName + ": " + api.constraintSentence(constraint)))
    }

    /// The general composable's paragraphs about its per-case composables and its checks.
    func constraintParagraphs() -> [String] {
        var paragraphs: [String] = []
        if let points = api.entryPoints, let first = points.entries.first {
            paragraphs.append("When [\(name(points.axis))] is known where you write the call, prefer its per-case composable ([\(api.entryPointName(first))] "
                + "and the others): it takes only the parameters that apply, so one that does not is a compile error.")
        }
        if !api.argumentConstraints.isEmpty {
            paragraphs.append("In a debuggable build, an argument that does not apply throws [IllegalArgumentException]: "
                + api.argumentConstraints.map(api.constraintSentence).joined(separator: "; ") + ". A release build ignores it.")
        }
        return paragraphs
    }

    /// One composable per case of the enum the entry points fix, in case order, with the general
    /// composable's parameter declarations and `@param` lines; what the composables share (those,
    /// notes on the parameters one does not take) is built once, for every case that uses it.
    func entryPoints(declarations: [ComposeParameter], tags: [[String]]) -> [ComposeEntryPoint] {
        guard let points = api.entryPoints else { return [] }
        let parameters = api.parameters
        let tags = parameters.indices.map { entryPointTag(parameters[$0], general: tags[$0]) }
        let fixes = "[" + component.composeName + "] with `" + name(points.axis) + " = "
        let notTaken = api.argumentConstraints.map { constraint in
            "`" + name(constraint.property) + "`, which applies only when `" + name(constraint.axis) + "` is "
                + constraint.cases.map { "[" + api.caseCode(constraint.axis, $0) + "]" }.joinedWithOr
        }
        return points.entries.map { entry in
            let taken = parameters.indices.filter { parameters[$0].property.map { points.takes($0, in: entry) } ?? true }
            let caseCode = api.caseCode(points.axis, entry.caseName)
            let arguments = parameters.compactMap { parameter -> String? in
                guard let property = parameter.property else { return "modifier = modifier" }
                if property == points.axis { return parameter.name + " = " + caseCode }
                return entry.omitted.contains(property) ? nil : parameter.name + " = " + parameter.name
            }
            let omitted = entry.notes(api.argumentConstraints, notTaken)
            let doc = [fixes + caseCode + "`: it takes only the parameters that apply to it."]
                + (omitted.isEmpty ? [] : ["It takes no " + omitted.joined(separator: "; no ") + "."])
            return ComposeEntryPoint(
                doc: KDoc.lines(doc, tags: taken.map { tags[$0] }, indent: 0),
                name: api.entryPointName(entry),
                parameters: taken.map { declarations[$0] },
                arguments: arguments)
        }
    }

    /// A parameter's `@param` lines without its constraint (the per-case composable has fixed the
    /// case, and takes the parameter only where it applies); else the general composable's.
    private func entryPointTag(_ parameter: KotlinParameter, general: [String]) -> [String] {
        guard let property = parameter.property, property.constraint != nil else { return general }
        let doc = property.doc.isEmpty ? "The " + Words.phrase(property.name) + "." : property.doc
        return KDoc.wrappedTag("@param " + parameter.name + " " + doc, indent: 0)
    }
}
