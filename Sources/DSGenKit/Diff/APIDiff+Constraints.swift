/// `only …` constraints: the `supports…` helper on the constraint's enum type is API.
extension ComponentDiff {
    mutating func compareConstraint(_ previous: Property, _ property: Property) {
        var before = previous.constraint
        if var constraint = before {
            constraint.property = propertyNames[constraint.property] ?? constraint.property
            let renamed = caseNames[constraint.property] ?? [:]
            constraint.cases = constraint.cases.map { renamed[$0] ?? $0 }
            before = constraint
        }
        let after = property.constraint
        // Cases added to or removed from the enum are reported there; what matters here is
        // whether a case present in both versions changed sides.
        let common = Set((caseNames[after?.property ?? ""] ?? [:]).values)
        guard before?.property != after?.property
                || before?.cases.filter(common.contains) != after?.cases.filter(common.contains) else { return }
        let helper = { (api: any PlatformNaming, constraint: Constraint) in
            api.qualifiedSupportsName(property.name, on: constraint.property)
        }
        let figma = Impact.compatible("no Figma change; Code Connect shows `\(property.name)` only where it applies")
        switch (before, after) {
        case (nil, let now?):
            record(.constraintAdded, property.name, "`\(property.name)` now applies only when \(now.written)", new: now.written,
                   swift: .compatible("new helper `\(helper(newSwift, now))`; argument unchanged"),
                   kotlin: .compatible("new helper `\(helper(newKotlin, now))`; parameter unchanged"), figma: figma)
        case (let was?, nil):
            record(.constraintRemoved, property.name, "`\(property.name)` now always applies", old: was.written,
                   swift: .breaking("helper `\(helper(oldSwift, was))` no longer exists"),
                   kotlin: .breaking("helper `\(helper(oldKotlin, was))` no longer exists"), figma: figma)
        case (let was?, let now?) where was.property != now.property:
            record(.constraintChanged, property.name, "constraint of `\(property.name)` changed", old: was.written, new: now.written,
                   swift: .breaking("helper `\(helper(oldSwift, was))` moved to `\(helper(newSwift, now))`"),
                   kotlin: .breaking("helper `\(helper(oldKotlin, was))` moved to `\(helper(newKotlin, now))`"), figma: figma)
        case (let was?, let now?):
            record(.constraintChanged, property.name, "constraint of `\(property.name)` changed", old: was.written, new: now.written,
                   swift: .compatible("behaviour: `\(helper(newSwift, now))` now holds for \(now.cases.codeList)"),
                   kotlin: .compatible("behaviour: `\(helper(newKotlin, now))` now holds for \(now.cases.codeList)"), figma: figma)
        case (nil, nil):
            break
        }
    }
}

extension FigmaMapping {
    /// Whether it reads a property of the Figma component (not `none` or `implicit`).
    var isFigmaProperty: Bool {
        switch kind {
        case .variant, .boolean, .text, .instance, .children: return true
        case .implicit, .none: return false
        }
    }
}

extension DefaultValue {
    /// As schemas write it: `neutral`, `false`, `"Undo"`, `1.5`.
    var written: String {
        switch self {
        case .enumCase(let name): return name
        case .boolean(let value): return value ? "true" : "false"
        case .text(let text): return "\"\(text)\""
        case .number(let number): return NumberFormat.plain(number)
        }
    }
}
