/// A property that applies only to some cases of an enum property (`caption` with
/// `only size in promo, hero`), where a call can break it: both are arguments of the same
/// call, or the enum comes from the environment and the property is an argument.
///
/// A constrained property without a default cannot be left out of any call, so it has no
/// check and no per-case entry point leaves it out.
struct ArgumentConstraint: Sendable {
    /// The constrained property.
    let property: Property
    /// The enum property it depends on.
    let axis: Property
    /// The cases of `axis` it applies to, in case order.
    let cases: [String]
}

/// The per-case entry points of a component: for each case of its selector (the first
/// unconstrained enum argument that other arguments are constrained on), a factory that fixes
/// the case and takes exactly the arguments that apply to it, so an argument that does not
/// apply is a compile error (`EBAdSpace.bannerSm(caption: …)`: extra argument).
struct CaseEntryPoints: Sendable {
    /// One case's entry point.
    struct Entry: Sendable {
        /// The case, by schema name (`promo-sm`).
        let caseName: String
        /// The constrained properties it takes no argument for: those that do not apply to the case.
        let omitted: [Property]

        /// Of one note per constraint, those on the properties it takes no argument for.
        func notes(_ constraints: [ArgumentConstraint], _ notes: [String]) -> [String] {
            constraints.indices.filter { omitted.contains(constraints[$0].property) }.map { notes[$0] }
        }
    }

    /// The selector: the enum property each entry point fixes.
    let axis: Property
    /// One entry point per case, in case order.
    let entries: [Entry]

    /// Whether an entry point takes an argument for a property (the selector it fixes never).
    func takes(_ property: Property, in entry: Entry) -> Bool {
        property != axis && !entry.omitted.contains(property)
    }
}

extension Component {
    /// The constraints a call can break, for properties passed as arguments (`isArgument`).
    func argumentConstraints(isArgument: (Property) -> Bool) -> [ArgumentConstraint] {
        properties.compactMap { property in
            guard let constraint = property.constraint, isArgument(property), !property.isRequired,
                  let axis = self.property(named: constraint.property) else { return nil }
            return ArgumentConstraint(property: property, axis: axis, cases: constraint.cases)
        }
    }

    /// The per-case entry points over the first enum argument that arguments are constrained
    /// on and that is not itself constrained; nil when there is none. Constraints on any other
    /// enum are left to the general form's debug check (entry points over two enums would
    /// multiply).
    func caseEntryPoints(_ constraints: [ArgumentConstraint], isArgument: (Property) -> Bool) -> CaseEntryPoints? {
        guard let axis = properties.first(where: { candidate in
            candidate.constraint == nil && isArgument(candidate) && constraints.contains { $0.axis == candidate }
        }), let enumeration = axis.enumeration else { return nil }
        let onAxis = constraints.filter { $0.axis == axis }
        return CaseEntryPoints(axis: axis, entries: enumeration.cases.map { enumCase in
            CaseEntryPoints.Entry(caseName: enumCase.name,
                                  omitted: onAxis.filter { !$0.cases.contains(enumCase.name) }.map(\.property))
        })
    }
}
