/// How Swift callers meet a component's constraints: per-case factories that take only the
/// arguments that apply (`EBAdSpace.promoSm(caption:…)`; `EBAdSpace.bannerSm(caption:…)`
/// does not compile), and assertions that check the general initialiser's arguments in
/// debug builds, where the case is known only when the program runs.
extension SwiftAPI {
    /// A factory's name: the case it fixes (`promoSm`).
    func factoryName(_ entry: CaseEntryPoints.Entry) -> String {
        Self.caseName(entry.caseName)
    }

    /// How a call of the factory starts: `EBAdSpace.promoSm`.
    func factoryCallee(_ entry: CaseEntryPoints.Entry) -> String {
        componentName + "." + factoryName(entry)
    }

    /// Whether a constraint is checked in the initialiser (its enum is an argument too)
    /// rather than when `body` runs (its enum comes from the environment).
    func isCheckedInInit(_ constraint: ArgumentConstraint) -> Bool {
        constraint.axis.swiftUI.passing == .parameter
    }

    /// `caption == nil || size.supportsCaption`: true when the argument is left at its
    /// default or applies.
    func checkCondition(_ constraint: ArgumentConstraint) -> String {
        let member = member(constraint.property)
        return member.name + " == " + (member.defaultLiteral ?? "nil") + " || "
            + self.member(constraint.axis).name + "." + supportsName(constraint.property.name)
    }

    /// `caption applies only when size is .promoSm or .heroMd`: what a failed check says
    /// after the component's name, and what the docs say about the argument.
    func constraintSentence(_ constraint: ArgumentConstraint) -> String {
        "`" + member(constraint.property).label + "` " + appliesOnlyClause(constraint)
    }

    /// `applies only when `size` is `.promoSm` or `.heroMd``.
    func appliesOnlyClause(_ constraint: ArgumentConstraint) -> String {
        "applies only when `" + member(constraint.axis).label + "` is "
            + constraint.cases.map { "`." + Self.caseName($0) + "`" }.joinedWithOr
    }

    /// The assertion's message: `EBAdSpace: caption applies only when size is .promoSm, …`.
    func checkMessage(_ constraint: ArgumentConstraint) -> String {
        componentName + ": " + constraintSentence(constraint).replacingOccurrences(of: "`", with: "")
    }

    /// The internal method that checks, when `body` runs, the arguments an environment
    /// value constrains (`style`, set with `.ebAlertStyle(_:)`).
    static let environmentCheckName = "assertArgumentsApply"
}
