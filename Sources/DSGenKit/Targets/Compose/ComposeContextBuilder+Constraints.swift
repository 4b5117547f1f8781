/// The Compose side of constraints (`only size in promo, hero`): per-case composables, in
/// which an argument that does not apply is a compile error, and checks of the general
/// composable's arguments in debuggable builds.
///
/// The check runs only when the application is debuggable (`ApplicationInfo.FLAG_DEBUGGABLE`,
/// set for debug builds), like Swift's `assert`: a release build never throws for an argument
/// that does not apply; it ignores it, as the docs say.
extension ComposeContextBuilder {
    /// `require(caption == null || size.supportsCaption) { "…" }`.
    func argumentCheck(_ constraint: ArgumentConstraint) -> ComposeArgumentCheck {
        ComposeArgumentCheck(condition: api.checkCondition(constraint),
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

    /// One composable per case of the enum the entry points fix, in case order.
    func entryPoints() -> [ComposeEntryPoint] {
        guard let points = api.entryPoints else { return [] }
        // Each parameter's declaration and `@param` lines are built once, for every case that takes it.
        let parameters = api.parameters
        let declarations = parameters.map(Self.parameterContext)
        let tags = parameters.map { KDoc.wrappedTag("@param " + $0.name + " " + entryPointParameterDoc($0), indent: 0) }
        return points.entries.map { entry in
            let taken = parameters.indices.filter { parameters[$0].property.map { points.takes($0, in: entry) } ?? true }
            let caseCode = api.caseCode(points.axis, entry.caseName)
            let arguments = parameters.compactMap { parameter -> String? in
                guard let property = parameter.property else { return "modifier = modifier" }
                if property == points.axis { return parameter.name + " = " + caseCode }
                return entry.omitted.contains(property) ? nil : parameter.name + " = " + parameter.name
            }
            return ComposeEntryPoint(
                doc: KDoc.lines(entryPointDoc(entry, points: points, caseCode: caseCode), wrappedTags: taken.map { tags[$0] }, indent: 0),
                name: api.entryPointName(entry),
                parameters: taken.map { declarations[$0] },
                arguments: arguments)
        }
    }

    private func entryPointDoc(_ entry: CaseEntryPoints.Entry, points: CaseEntryPoints, caseCode: String) -> [String] {
        var paragraphs = ["[\(component.composeName)] with `\(name(points.axis)) = \(caseCode)`: "
            + "it takes only the parameters that apply to it."]
        let omitted = api.omittedConstraints(entry)
        if !omitted.isEmpty {
            paragraphs.append("It takes no " + omitted.map { constraint in
                "`" + name(constraint.property) + "`, which applies only when `" + name(constraint.axis) + "` is "
                    + constraint.cases.map { "[" + api.caseCode(constraint.axis, $0) + "]" }.joinedWithOr
            }.joined(separator: "; no ") + ".")
        }
        return paragraphs
    }

    /// A parameter's `@param` text without its constraint: the per-case composable has
    /// fixed the case, and takes the parameter only where it applies.
    private func entryPointParameterDoc(_ parameter: KotlinParameter) -> String {
        guard let property = parameter.property, property.constraint != nil else { return doc(parameter) }
        return property.doc.isEmpty ? "The " + Words.phrase(property.name) + "." : KDoc.flattened([property.doc])
    }
}
