/// A component's Jetpack Compose API: the composable's parameters in the order the
/// Compose API guidelines ask for, with their names, types and defaults, and the names of
/// everything the file declares.
///
/// Required parameters come first (schema order), then `modifier: Modifier = Modifier`,
/// then optional and defaulted parameters (schema order), then the last required view
/// content as the trailing `@Composable` lambda. Every property is a parameter (SwiftUI's
/// modifier and environment passing has no Compose counterpart).
struct KotlinAPI: PlatformNaming, Sendable {
    /// The design system (externals, prefix, package).
    let system: DesignSystem
    /// The component.
    let component: Component
    /// Every property, in schema order.
    private(set) var members: [KotlinParameter] = []
    /// The composable's parameters in guideline order, `modifier` included.
    private(set) var parameters: [KotlinParameter] = []
    /// The trailing content lambda's property, if any.
    private(set) var trailing: Property?
    /// The constraints a call can break (every property is a parameter).
    let argumentConstraints: [ArgumentConstraint]
    /// The per-case composables (`EBPromoSmAdSpace(…)`), when an enum parameter constrains others.
    let entryPoints: CaseEntryPoints?

    /// Decides the names, then the parameters, which the names type.
    init(system: DesignSystem, component: Component) {
        self = Self.names(system: system, component: component)
        members = component.properties.map { KotlinParameter(property: $0, api: self) }
        let trailingIndex = members.lastIndex { $0.isContentSlot && $0.property?.isRequired == true }
        var required: [KotlinParameter] = [], optional: [KotlinParameter] = []
        for (index, member) in members.enumerated() where index != trailingIndex {
            if member.property?.isRequired == true { required.append(member) } else { optional.append(member) }
        }
        trailing = trailingIndex.flatMap { members[$0].property }
        parameters = required + [.modifier] + optional + (trailingIndex.map { [members[$0]] } ?? [])
    }

    /// The names and per-case composables alone, without the parameters (what the lint check
    /// of composable names needs: building every parameter there cost 13 M instructions at 100 components).
    static func names(system: DesignSystem, component: Component) -> KotlinAPI {
        KotlinAPI(namesOf: component, in: system)
    }

    private init(namesOf component: Component, in system: DesignSystem) {
        self.system = system
        self.component = component
        argumentConstraints = component.argumentConstraints { _ in true }
        entryPoints = component.caseEntryPoints(argumentConstraints) { _ in true }
    }

    var componentName: String { component.composeName }

    static func memberName(_ words: String) -> String { KotlinNaming.memberName(words) }

    static func caseName(_ name: String) -> String { KotlinNaming.typeName(name) }

    static let boolType = "Boolean"

    /// The parameter of a component property.
    func member(_ property: Property) -> KotlinParameter {
        members.first { $0.property == property } ?? KotlinParameter(property: property, api: self)
    }

    /// The properties passed as named arguments (parameter order, without `modifier` and
    /// the trailing lambda).
    var argumentProperties: [Property] {
        parameters.dropLast(trailing == nil ? 0 : 1).compactMap(\.property)
    }

    /// A value type's data-class constructor, in field order.
    func fields(of valueType: ValueType) -> [KotlinParameter] {
        valueType.fields.map { KotlinParameter(property: $0, api: self) }
    }

    /// The parameter of a label template's function that receives a text property's value.
    func templateArgumentName(_ propertyName: String) -> String {
        component.property(named: propertyName).map { member($0).name } ?? Self.memberName(propertyName)
    }

    /// Whether a slot takes another component of the design system: in Compose, a
    /// `@Composable` lambda that calls it (the slot API the Compose guidelines ask for).
    func takesComponent(_ property: Property) -> Bool {
        guard let name = property.slotType, case .component? = system.slotType(named: name) else { return false }
        return true
    }

    /// Per-case data types.
    func fieldType(_ type: Field.FieldType) -> APIType {
        switch type {
        case .dp: return APIType("Dp")
        case .sp: return APIType("TextUnit")
        case .number: return APIType("Double")
        case .seconds: return APIType("Duration")
        case .text: return APIType("String")
        case .bool: return APIType("Boolean")
        case .live: return APIType("LiveRegionMode")
        }
    }

    /// A case of an enum property as callers write it: `EBAlertType.Error`.
    func caseCode(_ property: Property, _ caseName: String) -> String {
        enumTypeName(property) + "." + Self.caseName(caseName)
    }

    /// A case of a colour set axis as code (`EBToastTheme.Dark`, `true`).
    func colorAxisCode(_ axis: Property, _ caseName: String) -> String {
        axis.keyword == .boolean ? caseName : caseCode(axis, caseName)
    }

    /// A parameter's previous name, kept by a deprecated overload.
    func formerName(_ oldName: String) -> String {
        Self.memberName(oldName)
    }

    /// A Kotlin `Double` literal: `3.0`, `0.5`.
    static func doubleLiteral(_ value: Double) -> String {
        let plain = NumberFormat.plain(value)
        let isFractional = plain.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return isFractional ? plain : plain + ".0"
    }

    /// Imports sorted (ASCII, as the Android Kotlin style guide orders them) and de-duplicated.
    static func sortedImports(_ imports: [String]) -> [String] {
        Set(imports).sortedByBytes()
    }

    /// `com.eb.designsystem.EBAlert`: a name in the design system's package.
    func qualified(_ name: String) -> String {
        system.kotlinPackage.isEmpty ? name : system.kotlinPackage + "." + name
    }
}
