/// How many variants a component's Figma-facing axes make, with and without its
/// constraints.
///
/// The **axes** are the enum and boolean properties Figma models (variant or boolean
/// properties; `figma none` and implicit ones are not axes). **Theoretical** combinations
/// are the product of the axes' value counts. **Valid** combinations respect the
/// constraints: an axis that applies only to some cases of another contributes one
/// ("not applicable"), not its value count, for the other cases — Toast's `theme`
/// applies to `neutral` and `pending`, so `destructive` contributes 1 × 2 sizes, not
/// 2 × 2. **Figma variants** count only the variant-property axes: a Figma boolean
/// property (Ad Space's `isLoading`) toggles layers inside a variant instead of doubling
/// the set. **Presence toggles** are optional content Figma switches on and off
/// (Alert's `Description` yes / no); counted as two-valued axes they give
/// ``validWithToggles``.
public struct VariantArithmetic: Sendable, Equatable {
    /// One axis: a property and the values it takes.
    public struct Axis: Sendable, Equatable {
        /// The schema property name.
        public var property: String
        /// The Figma property name, if any.
        public var figmaName: String?
        /// How Figma models it.
        public var figmaKind: FigmaMapping.Kind
        /// Its values: enum cases, `true` / `false`, or `present` / `absent` for toggles.
        public var values: [String]
        /// When it applies only to some cases of another property.
        public var constraint: Constraint?

        /// Creates an axis.
        public init(property: String, figmaName: String?, figmaKind: FigmaMapping.Kind, values: [String], constraint: Constraint?) {
            self.property = property
            self.figmaName = figmaName
            self.figmaKind = figmaKind
            self.values = values
            self.constraint = constraint
        }
    }

    /// A combination of the axes others are constrained on, and how many valid
    /// combinations it stands for.
    public struct Combination: Sendable, Equatable {
        /// Per axis, in axis order: the chosen value of a constraining axis (nil when it
        /// does not apply), or nil for the others.
        public var values: [String?]
        /// Per axis: how many values it contributes (1 for constraining axes and for axes
        /// that do not apply).
        public var factors: [Int]
        /// Per axis: whether it applies.
        public var applies: [Bool]
        /// The product of the factors.
        public var count: Int
    }

    /// The enum and boolean axes Figma models, in property order.
    public var axes: [Axis]
    /// Optional content toggled in Figma (`Description`, `Left Icon`).
    public var toggles: [Axis]
    /// The product of the axes' value counts.
    public var theoretical: Int
    /// Combinations of the axes that respect the constraints.
    public var valid: Int
    /// Valid combinations of the variant-property axes only.
    public var figmaVariants: Int
    /// Valid combinations of the axes and the presence toggles.
    public var validWithToggles: Int
    /// Valid combinations per combination of the constraining axes (one entry when no
    /// axis constrains another).
    public var breakdown: [Combination]
    /// Built variants in the legacy Figma component, from the schema.
    public var legacyBuilt: Int?
    /// Theoretical combinations in the legacy Figma component, from the schema.
    public var legacyTheoretical: Int?

    /// The arithmetic of a component.
    public init(component: Component) {
        axes = component.properties.compactMap(Self.axis)
        toggles = component.properties.compactMap(Self.toggle)
        theoretical = axes.reduce(1) { $0 * $1.values.count }
        breakdown = Self.combinations(axes)
        valid = breakdown.reduce(0) { $0 + $1.count }
        figmaVariants = Self.count(axes.filter { $0.figmaKind == .variant })
        validWithToggles = Self.count(axes + toggles)
        legacyBuilt = component.legacy.builtVariants
        legacyTheoretical = component.legacy.theoreticalVariants
    }

    /// Figma-facing: a Figma property models it.
    static func isFigmaFacing(_ property: Property) -> Bool {
        property.figma.kind != .none && property.figma.kind != .implicit
    }

    private static func axis(_ property: Property) -> Axis? {
        guard isFigmaFacing(property), property.keyword == .enumeration || property.keyword == .boolean else { return nil }
        let values = property.keyword == .boolean ? ["true", "false"] : property.enumeration?.cases.map(\.name) ?? []
        return Axis(property: property.name, figmaName: property.figma.name, figmaKind: property.figma.kind,
                    values: values, constraint: property.constraint)
    }

    private static func toggle(_ property: Property) -> Axis? {
        guard property.isOptional, property.keyword != .enumeration, property.keyword != .boolean,
              property.figma.kind == .variant || property.figma.kind == .boolean else { return nil }
        return Axis(property: property.name, figmaName: property.figma.name, figmaKind: property.figma.kind,
                    values: ["present", "absent"], constraint: property.constraint)
    }

    /// Valid combinations of `axes`: constraints whose property is among them apply.
    public static func count(_ axes: [Axis]) -> Int {
        combinations(axes).reduce(0) { $0 + $1.count }
    }

    /// Enumerates the constraining axes (in dependency order) and multiplies the rest.
    static func combinations(_ axes: [Axis]) -> [Combination] {
        let names = Set(axes.map(\.property))
        let sources = Set(axes.compactMap { $0.constraint?.property }.filter(names.contains))
        let order = dependencyOrder(axes.filter { sources.contains($0.property) })
        var results: [Combination] = []

        func visit(_ index: Int, _ assignment: [String: String?]) {
            if index == order.count {
                let applies = axes.map { isApplicable($0, assignment, names) }
                let values = axes.map { sources.contains($0.property) ? assignment[$0.property] ?? nil : nil }
                let factors = axes.indices.map { sources.contains(axes[$0].property) || !applies[$0] ? 1 : axes[$0].values.count }
                results.append(Combination(values: values, factors: factors, applies: applies, count: factors.reduce(1, *)))
                return
            }
            let axis = order[index]
            guard isApplicable(axis, assignment, names) else {
                var next = assignment
                next[axis.property] = .some(nil)
                visit(index + 1, next)
                return
            }
            for value in axis.values {
                var next = assignment
                next[axis.property] = value
                visit(index + 1, next)
            }
        }
        visit(0, [:])
        return results
    }

    /// Whether an axis applies under an assignment of the constraining axes. A
    /// constraint on a property that is not among the axes is not visible here, so the
    /// axis counts as applicable.
    private static func isApplicable(_ axis: Axis, _ assignment: [String: String?], _ names: Set<String>) -> Bool {
        guard let constraint = axis.constraint, names.contains(constraint.property) else { return true }
        guard let value = assignment[constraint.property], let value else { return false }
        return constraint.cases.contains(value)
    }

    /// Constraining axes, each after the axis it is constrained on.
    private static func dependencyOrder(_ axes: [Axis]) -> [Axis] {
        var remaining = axes
        var ordered: [Axis] = []
        while !remaining.isEmpty {
            // The first axis whose source is placed (not pending); a cycle keeps declaration order.
            let pending = Set(remaining.map(\.property))
            let index = remaining.firstIndex { $0.constraint.map { !pending.contains($0.property) } ?? true } ?? 0
            ordered.append(remaining.remove(at: index))
        }
        return ordered
    }
}
