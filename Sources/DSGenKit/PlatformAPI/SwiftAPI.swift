/// A component's SwiftUI API: the view's type, its initialiser's parameters in order with
/// their labels, types and defaults, the modifier- and environment-passed properties,
/// and the names of everything the file declares.
///
/// Required view content is a generic `@ViewBuilder` closure, last in the initialiser so
/// it can trail; every other parameter-passed property keeps schema order.
struct SwiftAPI: PlatformNaming, Sendable {
    /// The design system (externals, prefix).
    let system: DesignSystem
    /// The component.
    let component: Component
    /// Every property, in schema order.
    private(set) var members: [SwiftMember] = []
    /// The initialiser's parameters: parameter-passed properties in schema order, the
    /// `@ViewBuilder` content last.
    private(set) var initParameters: [SwiftMember] = []
    /// The constraints a call can break: on initialiser parameters, by an enum that is a
    /// parameter too (checked in the initialiser) or comes from the environment (checked
    /// when `body` runs).
    let argumentConstraints: [ArgumentConstraint]
    /// The per-case factories (`EBAdSpace.promoSm(…)`), when an enum parameter constrains others.
    let entryPoints: CaseEntryPoints?

    /// Decides the names, then the members, which the names type.
    init(system: DesignSystem, component: Component) {
        self = Self.names(system: system, component: component)
        members = component.properties.map { SwiftMember(property: $0, api: self) }
        let parameters = members.filter { Self.isArgument($0.property) }
        initParameters = parameters.filter { !$0.isViewBuilder } + parameters.filter(\.isViewBuilder)
    }

    /// The names and per-case factories alone, without the members (what lint's checks of
    /// type and constant names need: building every member there cost about 25 M
    /// instructions at 100 components, callgrind).
    static func names(system: DesignSystem, component: Component) -> SwiftAPI {
        SwiftAPI(namesOf: component, in: system)
    }

    private init(namesOf component: Component, in system: DesignSystem) {
        self.system = system
        self.component = component
        argumentConstraints = component.argumentConstraints(isArgument: Self.isArgument)
        entryPoints = component.caseEntryPoints(argumentConstraints, isArgument: Self.isArgument)
    }

    /// Whether a property is an initialiser argument (not passed by modifier or environment).
    private static func isArgument(_ property: Property) -> Bool { property.swiftUI.passing == .parameter }

    var componentName: String { component.swiftName }

    static func memberName(_ words: String) -> String { SwiftNaming.memberName(words) }

    static func caseName(_ name: String) -> String { SwiftNaming.memberName(name) }

    static let boolType = "Bool"

    /// The member of a component property.
    func member(_ property: Property) -> SwiftMember {
        members.first { $0.property == property } ?? SwiftMember(property: property, api: self)
    }

    /// The parameter-passed properties, in schema order (the view's stored properties).
    var storedMembers: [SwiftMember] {
        members.filter { $0.property.swiftUI.passing == .parameter }
    }

    /// A value type's memberwise initialiser, in field order.
    func fields(of valueType: ValueType) -> [SwiftMember] {
        valueType.fields.map { SwiftMember(property: $0, api: self) }
    }

    /// `<Content: View>` for the view-builder parameters, or empty.
    var genericParameters: String {
        let generics = initParameters.filter(\.isViewBuilder).map { $0.genericName + ": View" }
        return generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
    }

    /// The parameter of a label template's function that receives a text property's value:
    /// the property's own name (`title`).
    func templateArgumentName(_ propertyName: String) -> String {
        component.property(named: propertyName).map { member($0).name } ?? Self.memberName(propertyName)
    }

    /// The type a typed slot takes: an external's SwiftUI type, or a component's view (`EBBadge`).
    func slotTypeName(_ name: String) -> String {
        switch system.slotType(named: name) {
        case .external(let external)?: return external.swiftType
        case .component(let component)?: return component.swiftName
        case nil: return name
        }
    }

    /// Per-case data types. `TimeInterval` is `Double` to the compiler.
    func fieldType(_ type: Field.FieldType) -> APIType {
        switch type {
        case .dp, .sp: return APIType("CGFloat")
        case .number: return APIType("Double")
        case .seconds: return APIType("TimeInterval", key: "Double")
        case .text: return APIType("String")
        case .bool: return APIType("Bool")
        case .live: return APIType(system.prefix + "LiveRegion")
        }
    }

    /// A case of an enum property as callers write it: `.error`, or for a property read
    /// from a SwiftUI environment value, the first value that selects the case (`.regular`).
    func caseCode(_ property: Property, _ caseName: String) -> String {
        if property.swiftUI.passing == .environment, let value = property.enumeration?.enumCase(named: caseName)?.swiftValues.first {
            return "." + SwiftNaming.escape(value)
        }
        return "." + Self.caseName(caseName)
    }

    /// A case of a colour set axis as code (`.dark`, `true`).
    func colorAxisCode(_ axis: Property, _ caseName: String) -> String {
        axis.keyword == .boolean ? caseName : "." + Self.caseName(caseName)
    }

    /// The modifier that sets a modifier- or environment-passed property (`ebAlertStyle`).
    func modifierName(_ property: Property) -> String? {
        property.swiftUI.passing == .parameter ? nil : property.swiftUI.key
    }

    /// A parameter's previous argument label, kept by a deprecated initialiser.
    func formerLabel(_ oldName: String) -> String {
        Self.memberName(oldName)
    }

    /// An initialiser's full name, `init(title:type:onTap:)`: what `@available(*, deprecated,
    /// renamed:)` names so Xcode offers a fix-it that rewrites the call's labels.
    func initializerName(_ members: [SwiftMember]) -> String {
        "init(" + members.map { $0.label + ":" }.joined() + ")"
    }
}
