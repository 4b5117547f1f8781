extension UsageExamples {
    /// Creates the builder for one component.
    public init(system: DesignSystem, component: Component) {
        self.init(system: system, component: component, api: PlatformAPI(system: system, component: component),
                  otherAPI: { PlatformAPI(system: system, component: $0) })
    }
}

/// Values of slots in example calls: what each platform's slot type accepts.
extension UsageExamples {
    /// A value of a slot's SwiftUI type: its `swiftui example`, its external's example, the
    /// shortest call of the component it takes (`EBBadge(label: "Label")`), or placeholder
    /// content for an untyped optional slot.
    func swiftSlotValue(_ property: Property) -> String {
        if let example = property.swiftUI.example { return example }
        switch property.slotType.flatMap(system.slotType(named:)) {
        case .external(let external)?: return external.swiftExample
        case .component(let other)?:
            let other = UsageExamples(system: system, component: other, api: otherAPI(other), otherAPI: otherAPI)
            return other.swiftUI(other.minimalValues).expression
        case nil: return "AnyView(Color.clear)"
        }
    }

    /// A value of a slot's Compose type, with the imports it needs: its `compose example`,
    /// a lambda calling the component it takes (`{ EBBadge(label = "Label") }`), its
    /// external's example, or an empty lambda for view content.
    func kotlinSlotValue(_ property: Property) -> (code: String, imports: [String]) {
        if let example = property.compose.example { return (example, property.compose.exampleImports) }
        switch property.slotType.flatMap(system.slotType(named:)) {
        case .component(let other)?:
            let other = UsageExamples(system: system, component: other, api: otherAPI(other), otherAPI: otherAPI)
            let call = other.compose(other.minimalValues)
            return ("{ " + call.expression + " }", call.imports)
        case .external(let external)?:
            var imports = external.composeExampleImports
            // An external whose type needs no import lives in the design system's package.
            let name = String(external.composeExample.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if external.composeImports.isEmpty, !name.isEmpty, name == external.composeType {
                imports.append(api.kotlin.qualified(name))
            }
            return (external.composeExample, imports)
        case nil:
            return ("{}", [])
        }
    }
}
