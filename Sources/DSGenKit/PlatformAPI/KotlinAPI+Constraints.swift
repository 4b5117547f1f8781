/// How Kotlin callers meet a component's constraints: per-case composables that take only
/// the parameters that apply (`EBPromoSmAdSpace(caption = …)`; `EBBannerSmAdSpace(caption = …)`
/// does not compile), as Material's `OutlinedButton` and `SmallFloatingActionButton` name
/// their variants, and a check of the general composable's arguments in debuggable builds.
extension KotlinAPI {
    /// A per-case composable's name: the case before the component's name, after the design
    /// system's prefix (`EBPromoSmAdSpace`, `EBCardAlert`).
    func entryPointName(_ entry: CaseEntryPoints.Entry) -> String {
        let caseWord = Self.caseName(entry.caseName)
        let prefix = system.prefix
        guard componentName.hasPrefix(prefix), componentName.count > prefix.count else { return caseWord + componentName }
        return prefix + caseWord + componentName.dropFirst(prefix.count)
    }

    /// `caption == null || size.supportsCaption`: true when the argument is left at its
    /// default or applies.
    func checkCondition(_ constraint: ArgumentConstraint) -> String {
        let parameter = member(constraint.property)
        return parameter.name + " == " + (parameter.defaultValue ?? "null") + " || "
            + member(constraint.axis).name + "." + supportsName(constraint.property.name)
    }

    /// `caption applies only when size is PromoSm or HeroMd`.
    func constraintSentence(_ constraint: ArgumentConstraint) -> String {
        member(constraint.property).label + " applies only when " + member(constraint.axis).label + " is "
            + constraint.cases.map(Self.caseName).joinedWithOr
    }
}
