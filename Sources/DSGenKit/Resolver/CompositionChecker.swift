/// Checks that need every component at once: slots typed with another component of the
/// design system, and names that several components declare into one module.
enum CompositionChecker {
    /// Where a component and its properties were written.
    struct Located {
        var scope: Scope
        /// The component's name.
        var name: Range<Int>
        /// Each property's name.
        var properties: [String: Range<Int>]
    }

    /// Runs every check over the resolved components (sorted by name).
    static func check(_ components: [Component], system: DesignSystem, located: [String: Located]) {
        var system = system
        system.components = components
        checkComponentSlots(system, located: located)
        checkExternalNames(system, located: located)
        checkCycles(system, located: located)
        checkModifiers(components, located: located)
        checkKotlinEntryPoints(system, located: located)
        checkTypeNames(system, located: located)
    }

    /// A slot can name a component as its type only when the component has one SwiftUI type:
    /// a component that takes view content is generic over it.
    private static func checkComponentSlots(_ system: DesignSystem, located: [String: Located]) {
        for component in system.components {
            for property in component.properties where property.keyword == .slot {
                guard let name = property.slotType, case .component(let target)? = system.slotType(named: name),
                      !SwiftAPI(system: system, component: target).genericParameters.isEmpty,
                      let place = located[component.name] else { continue }
                place.scope.report(.genericComponentSlot(name), at: place.properties[property.name] ?? place.name)
            }
        }
    }

    /// A component named like an external type: a slot typed with that name takes the
    /// external, so Code Connect's nested instance of the component (its own call) did not
    /// fit the slot. Reported at the component's name.
    private static func checkExternalNames(_ system: DesignSystem, located: [String: Located]) {
        for component in system.components where system.external(named: component.name) != nil {
            guard let place = located[component.name] else { continue }
            place.scope.report(.componentNamedLikeExternal(component.name), at: place.name)
        }
    }

    /// Components that contain each other through typed slots cannot be built: a SwiftUI
    /// view stores its slots, so the struct would contain itself. Each cycle is reported
    /// once, at the slot of its first component (by name) that starts it.
    private static func checkCycles(_ system: DesignSystem, located: [String: Located]) {
        let components = system.components
        let index = components.firstPositions(by: \.name)
        let slots: [[(property: String, target: Int)]] = components.map { component in
            component.properties.compactMap { property in
                guard property.keyword == .slot, let name = property.slotType, system.external(named: name) == nil,
                      let target = index[name] else { return nil }
                return (property.name, target)
            }
        }
        let edges = slots.map { $0.map(\.target) }
        for members in ComponentResolver.stronglyConnectedComponents(edges) {
            guard let cycle = ComponentResolver.shortestCycle(in: members, edges: edges), cycle.count > 1 else { continue }
            let first = components[cycle[0]]
            let slot = slots[cycle[0]].first { $0.target == cycle[1] }?.property
            guard let place = located[first.name] else { continue }
            place.scope.report(.cyclicComponents(cycle.map { components[$0].name }),
                                at: slot.flatMap { place.properties[$0] } ?? place.name)
        }
    }

    /// Two components declaring the same SwiftUI modifier would declare it twice in one module.
    private static func checkModifiers(_ components: [Component], located: [String: Located]) {
        var owner: [String: (component: String, property: String)] = [:]
        for component in components {
            for property in component.properties where property.swiftUI.passing == .modifier {
                guard let key = property.swiftUI.key else { continue }
                guard let first = owner[key] else {
                    owner[key] = (component.name, property.name)
                    continue
                }
                guard first.component != component.name, let place = located[component.name] else { continue }
                let notes = located[first.component].map { firstPlace in
                    [firstPlace.scope.previous(firstPlace.properties[first.property] ?? firstPlace.name)]
                } ?? []
                place.scope.report(.duplicateModifier(key, other: first.component),
                                    at: place.properties[property.name] ?? place.name, notes: notes)
            }
        }
    }

    /// A component's composable and the per-case composables (`EBCardAlert` for Alert's
    /// `card`) are top-level functions of one Kotlin package: two with one name are
    /// conflicting overloads when their parameters match, and make calls ambiguous otherwise.
    /// Each per-case composable whose name is taken is reported at its enum property.
    private static func checkKotlinEntryPoints(_ system: DesignSystem, located: [String: Located]) {
        var owners: [String: (what: String, place: Located, span: Range<Int>)] = [:]
        for component in system.components {
            guard let place = located[component.name] else { continue }
            owners[component.composeName] = ("the composable of component '\(component.name)'", place, place.name)
        }
        for component in system.components where component.properties.contains(where: { $0.constraint != nil }) {
            let api = KotlinAPI.names(system: system, component: component)
            guard let points = api.entryPoints, let place = located[component.name] else { continue }
            let span = place.properties[points.axis.name] ?? place.name
            for entry in points.entries {
                let name = api.entryPointName(entry)
                let what = "the per-case composable of \(component.name)'s '\(points.axis.name)' case '\(entry.caseName)'"
                guard let first = owners[name] else {
                    owners[name] = (what, place, span)
                    continue
                }
                place.scope.report(.entryPointCollision(name, what: what, other: first.what),
                                   at: span, notes: [first.place.scope.previous(first.span)])
            }
        }
    }
}
