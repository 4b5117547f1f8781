/// The top-level names components declare into one Swift module and one Kotlin package.
extension CompositionChecker {
    /// A top-level name one component declares, and where to report it.
    private struct Declaration {
        /// What declares it, for the message (`the enum of Foo's 'style'`).
        var what: String
        var component: String
        /// The property that declares it, when one does.
        var property: String?
        /// A function (Kotlin composables) or a type: Kotlin lets a function share a class's name.
        var isFunction = false
        /// An enum or value type, whose collisions within a component NameValidator reports.
        var isSchemaType = false
    }

    /// Every component's types (its view or composable, its enums and value types, their
    /// environment keys, its tokens, colours, accessibility and telemetry namespaces, its
    /// Compose implementation) and the design system's own must have distinct names: two
    /// with one name are an invalid redeclaration in Swift, conflicting overloads in Kotlin,
    /// or one file written over another. Each is reported at the later declaration.
    static func checkTypeNames(_ system: DesignSystem, located: [String: Located]) {
        let own = [system.prefix + "LiveRegion": "the design system's live-region enum",
                   system.prefix + "DesignSystem": "the design system's file"]
        var swift = own.sorted { $0.key < $1.key }.map { ($0.key, Declaration(what: $0.value, component: "")) }
        var kotlin: [(String, Declaration)] = []
        for component in system.components {
            swift += declarations(SwiftAPI.names(system: system, component: component))
            kotlin += declarations(KotlinAPI.names(system: system, component: component))
            kotlin.append((component.composeName + "Impl",
                           Declaration(what: "the implementation of component '\(component.name)'", component: component.name,
                                       isFunction: true)))
        }
        // One collision on both platforms is reported once, for Swift.
        var reported: Set<String> = []
        report(swift, platform: "Swift", located: located, reported: &reported)
        report(kotlin, platform: "Kotlin", located: located, reported: &reported)
    }

    private static func declarations(_ api: some PlatformNaming) -> [(String, Declaration)] {
        let component = api.component
        func declared(_ name: String, _ what: String, _ property: String? = nil, schemaType: Bool = false) -> (String, Declaration) {
            (name, Declaration(what: what, component: component.name, property: property, isSchemaType: schemaType))
        }
        let isKotlin = api is KotlinAPI
        let what = (isKotlin ? "the composable" : "the view") + " of component '\(component.name)'"
        var names = [(api.componentName, Declaration(what: what, component: component.name, isFunction: isKotlin))]
        for property in component.properties where property.keyword == .enumeration {
            let type = api.enumTypeName(property)
            names.append(declared(type, "the enum of \(component.name)'s '\(property.name)'", property.name, schemaType: true))
            if property.swiftUI.passing == .modifier, !isKotlin {
                names.append(declared(type + "Key", "the environment key of \(component.name)'s '\(property.name)'", property.name))
            }
        }
        names += component.valueTypes.map {
            declared(api.valueTypeName($0.name), "\(component.name)'s value type '\($0.name)'", schemaType: true)
        }
        names += component.tokens.colorSets.map { declared(api.typeName($0.name), "the colours of component '\(component.name)'") }
        let namespaces = [(api.tokensTypeName, "tokens"), (api.accessibilityTypeName, "accessibility namespace"),
                          (api.telemetryTypeName, "telemetry namespace")]
        let declaredTypes = Set(api.declaredTypeNames)
        names += namespaces.filter { declaredTypes.contains($0.0) }.map { declared($0.0, "the \($0.1) of component '\(component.name)'") }
        // Deprecated aliases under previous names (`renamed-from`): a Kotlin composable's is a function.
        for (old, new) in api.renamedTypes(derived: [api.componentName] + api.declaredTypeNames) {
            names.append((old, Declaration(what: "the deprecated alias of '\(new)'", component: component.name,
                                           isFunction: isKotlin && new == api.componentName)))
        }
        return names
    }

    private static func report(_ declarations: [(String, Declaration)], platform: String, located: [String: Located],
                               reported: inout Set<String>) {
        var owners: [String: Declaration] = [:]
        for (name, declaration) in declarations {
            let key = (declaration.isFunction ? "func " : "type ") + name
            guard let first = owners[key] else {
                owners[key] = declaration
                continue
            }
            guard first.component != declaration.component || !(first.isSchemaType && declaration.isSchemaType),
                  let place = located[declaration.component],
                  reported.insert(declaration.component + " " + name).inserted else { continue }
            let notes = located[first.component].map { firstPlace in
                [firstPlace.scope.previous(first.property.flatMap { firstPlace.properties[$0] } ?? firstPlace.name)]
            } ?? []
            // Within one component, at the enum that takes its namespace's name.
            let property = declaration.property ?? (first.component == declaration.component ? first.property : nil)
            place.scope.report(.typeNameCollision(name, platform: platform, what: declaration.what, other: first.what),
                               at: property.flatMap { place.properties[$0] } ?? place.name, notes: notes)
        }
    }
}
