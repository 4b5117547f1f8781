/// Where arguments go: Swift labels must follow declaration order and a trailing closure
/// binds to the first closure parameter it can; Kotlin required arguments may be passed
/// positionally (all of a data class's), the rest by name, and a trailing lambda binds to the
/// last parameter only.
/// One parameter of a generated initialiser, function or constructor, in call order.
struct SurfaceParameter: Equatable {
    /// The property's schema name in the new schema (old names mapped through renames).
    var identity: String
    /// Whether a trailing closure or lambda can bind to it.
    var isFunction: Bool
    /// Whether callers may leave it out.
    var hasDefault: Bool

    /// The identity `modifier` has in parameter lists.
    static let modifierIdentity = " modifier"

    init(_ member: SwiftMember, identity: (Property) -> String) {
        self.identity = identity(member.property)
        isFunction = member.isClosure
        hasDefault = !member.property.isRequired
    }

    init(_ parameter: KotlinParameter, identity: (Property) -> String) {
        self.identity = parameter.property.map(identity) ?? Self.modifierIdentity
        isFunction = parameter.isFunction
        hasDefault = parameter.property?.isRequired != true
    }
}

extension ComponentDiff {
    mutating func compareComponentOrder() {
        recordOrder(subject: "", what: "`\(new.swiftName)`", names: propertyNames, properties: new.properties,
                    swift: (oldSwift.initParameters, newSwift.initParameters), kotlin: (oldKotlin.parameters, newKotlin.parameters),
                    kotlinPositional: { $0.firstIndex { $0.identity == SurfaceParameter.modifierIdentity } ?? 0 })
    }

    mutating func compareValueTypeOrder(_ previous: ValueType, _ valueType: ValueType, names: [String: String]) {
        recordOrder(subject: valueType.name, what: "`\(newSwift.valueTypeName(valueType.name))`", names: names,
                    properties: valueType.fields, swift: (oldSwift.fields(of: previous), newSwift.fields(of: valueType)),
                    kotlin: (oldKotlin.fields(of: previous), newKotlin.fields(of: valueType)), kotlinPositional: \.count)
    }

    /// Compares the call order of one initialiser or function; `names` maps old property
    /// names to new ones, and `kotlinPositional` gives how many leading Kotlin arguments
    /// callers may pass positionally.
    private mutating func recordOrder(subject: String, what: String, names: [String: String], properties: [Property],
                                      swift: (old: [SwiftMember], new: [SwiftMember]),
                                      kotlin: (old: [KotlinParameter], new: [KotlinParameter]),
                                      kotlinPositional: ([SurfaceParameter]) -> Int) {
        // An old property's identity in the new schema.
        let oldIdentity = { (property: Property) in names[property.name] ?? "removed " + property.name }
        let swiftBefore = swift.old.map { SurfaceParameter($0, identity: oldIdentity) }
        let swiftAfter = swift.new.map { SurfaceParameter($0, identity: \.name) }
        let kotlinBefore = kotlin.old.map { SurfaceParameter($0, identity: oldIdentity) }
        let kotlinAfter = kotlin.new.map { SurfaceParameter($0, identity: \.name) }
        let label = { (identity: String) -> String in
            properties.first { $0.name == identity }.map { newSwift.member($0).name + ":" } ?? identity
        }
        let name = { (identity: String) -> String in
            if identity == SurfaceParameter.modifierIdentity { return "modifier" }
            return properties.first { $0.name == identity }.map { newKotlin.member($0).name } ?? identity
        }
        let swiftProblem = Self.swiftOrderProblem(swiftBefore, swiftAfter, label: label)
        let kotlinProblem = Self.kotlinOrderProblem(kotlinBefore, kotlinAfter, positional: kotlinPositional(kotlinBefore), name: name)
        guard swiftProblem != nil || kotlinProblem != nil else { return }
        let reordered = swiftProblem?.hasPrefix("arguments follow") == true || kotlinProblem?.hasPrefix("positional") == true
        record(.parameterOrderChanged, subject, reordered ? "parameter order of \(what) changed" : "trailing closure or lambda of \(what) binds elsewhere",
               old: swiftBefore.map(\.identity).filter { !$0.hasPrefix("removed ") }.joined(separator: ", "),
               new: swiftAfter.map(\.identity).joined(separator: ", "),
               swift: swiftProblem.map(Impact.breaking) ?? .compatible("Swift call sites bind as before"),
               kotlin: kotlinProblem.map(Impact.breaking) ?? .compatible("Kotlin call sites bind as before"),
               figma: .compatible("no Figma change"))
    }

    /// Labels out of order, or a trailing closure that now binds elsewhere.
    static func swiftOrderProblem(_ before: [SurfaceParameter], _ after: [SurfaceParameter], label: (String) -> String) -> String? {
        let oldIDs = Set(before.map(\.identity)), newIDs = Set(after.map(\.identity))
        let oldCommon = before.map(\.identity).filter(newIDs.contains)
        let newCommon = after.map(\.identity).filter(oldIDs.contains)
        if oldCommon != newCommon, let index = oldCommon.indices.first(where: { oldCommon[$0] != newCommon[$0] }) {
            return "arguments follow declaration order: `\(label(newCommon[index]))` now comes before `\(label(oldCommon[index]))`"
        }
        // SE-0286 forward scan: a trailing closure binds to the first closure parameter after the
        // last labelled argument, skipping a defaulted one only when a later one is required.
        let oldPosition = before.firstPositions(by: \.identity)
        for (index, candidate) in after.enumerated() where candidate.isFunction && candidate.hasDefault {
            for target in after[(index + 1)...] where target.isFunction && target.hasDefault {
                guard let targetBefore = oldPosition[target.identity], before[targetBefore].isFunction else { continue }
                if let candidateBefore = oldPosition[candidate.identity], candidateBefore < targetBefore { continue }
                return "a trailing closure meant for `\(label(target.identity))` now binds to `\(label(candidate.identity))`"
            }
        }
        return nil
    }

    /// Positional arguments that now land elsewhere, or a trailing lambda that does.
    static func kotlinOrderProblem(_ before: [SurfaceParameter], _ after: [SurfaceParameter], positional: Int,
                                   name: (String) -> String) -> String? {
        let oldIDs = Set(before.map(\.identity)), newIDs = Set(after.map(\.identity))
        let wasPositional = before.prefix(positional).map(\.identity).filter(newIDs.contains)
        // Parameters new to this version are reported on their own (a new required one breaks).
        let now = after.map(\.identity).filter { oldIDs.contains($0) || positional == before.count }
        if Array(now.prefix(wasPositional.count)) != wasPositional,
           let index = wasPositional.indices.first(where: { $0 >= now.count || now[$0] != wasPositional[$0] }) {
            let moved = wasPositional[index]
            let replacement = index < now.count ? "`\(name(now[index]))`" : "nothing"
            return "positional argument \(index + 1) was `\(name(moved))`, now \(replacement)"
        }
        if let last = before.last, last.isFunction, newIDs.contains(last.identity) {
            guard let newLast = after.last, newLast.identity == last.identity, newLast.isFunction else {
                let target = after.last.map { "`\(name($0.identity))`" } ?? "nothing"
                return "a trailing lambda meant for `\(name(last.identity))` now goes to \(target)"
            }
        }
        return nil
    }
}
