/// The public API one component presents to Swift and Kotlin callers: every platform
/// type and member name, parameter order and type, default literal, `supports…` helper,
/// deprecated alias and slot kind.
///
/// Built once per component from the model, it is the one place that decides platform
/// names (the role of swift-openapi-generator's type assignment and protoc-gen-swift's
/// namer). The SwiftUI and Compose contexts format it into declarations; docs, Code
/// Connect, usage examples and the API diff read it, so each describes exactly the API
/// the native targets generate.
struct PlatformAPI: Sendable {
    /// The SwiftUI API.
    let swift: SwiftAPI
    /// The Jetpack Compose API.
    let kotlin: KotlinAPI

    /// Decides both platforms' API of a component.
    init(system: DesignSystem, component: Component) {
        swift = SwiftAPI(system: system, component: component)
        kotlin = KotlinAPI(system: system, component: component)
    }
}

/// A type as callers see it.
struct APIType: Equatable, Sendable {
    /// The type as written in generated code (`String`, `EBAlertStyle`, `() -> Void`).
    var display: String
    /// What decides compatibility: the display, except that enum and value types are keyed
    /// by schema identity (their platform names follow renames, which keep aliases).
    var key: String

    init(_ display: String, key: String? = nil) {
        self.display = display
        self.key = key ?? display
    }

    /// Whether a type as written is a function type (`() -> Unit`, `@Composable () -> Unit`),
    /// which must be parenthesised to be made optional: `(() -> Unit)?`, never `() -> Unit?`.
    static func isFunction(_ type: String) -> Bool {
        type.utf8.contains(UInt8(ascii: ">")) && type.contains("->")
    }
}

/// How one platform turns schema names into names of its generated API. The rules that
/// are the same on both platforms — how a type named after the component is formed, what
/// a `supports…` helper and a deprecated type alias are called — live here, once.
protocol PlatformNaming {
    /// The component's platform name (`EBAlert`): every type the file declares starts with it.
    var componentName: String { get }
    /// The component.
    var component: Component { get }
    /// A property, field or helper name from schema words (`cornerRadius`), escaped.
    static func memberName(_ words: String) -> String
    /// An enum case, group or constant name (Swift `error`, Kotlin `Error`), escaped.
    static func caseName(_ name: String) -> String
    /// The Boolean type (`Bool`, `Boolean`).
    static var boolType: String { get }
}

extension PlatformNaming {
    /// A type named after the component: `EBAlert` + `Style`.
    func typeName(_ local: String) -> String {
        componentName + Words.upperCamel(local)
    }

    /// The enum type of an enum property (`EBAlertStyle`).
    func enumTypeName(_ property: Property) -> String {
        typeName(property.name)
    }

    /// The type a value type becomes (`EBToastAction`).
    func valueTypeName(_ name: String) -> String {
        typeName(name)
    }

    /// An event parameter's type.
    func parameterType(_ parameter: Parameter) -> APIType {
        switch parameter.type {
        case .text: return APIType("String")
        case .number: return APIType("Double")
        case .bool: return APIType(Self.boolType)
        case .enumeration(let property): return APIType(typeName(property), key: "enum " + property)
        }
    }

    /// A property's type as callers see it, but for a slot's, which each platform decides
    /// (`slot`): a callback is `callbackAttribute (parameters) -> result`, keyed by its shape.
    func propertyType(_ property: Property, slot: () -> APIType, callbackAttribute: String = "", result: String) -> APIType {
        switch property.kind {
        case .enumeration: return APIType(enumTypeName(property), key: "enum")
        case .boolean: return APIType(Self.boolType)
        case .text: return APIType("String")
        case .number: return APIType("Double")
        case .slot: return slot()
        case .event:
            let parameters = property.parameters.map(parameterType)
            return APIType(callbackAttribute + "(" + parameters.map(\.display).joined(separator: ", ") + ") -> " + result,
                           key: "(" + parameters.map(\.key).joined(separator: ", ") + ") -> " + result)
        case .value:
            let name = property.valueType ?? ""
            return APIType(valueTypeName(name), key: "value " + name)
        }
    }

    /// A colour set axis's type (`EBToastTheme`, `Bool`).
    func colorAxisType(_ axis: Property) -> String {
        axis.keyword == .boolean ? Self.boolType : enumTypeName(axis)
    }

    /// The namespace of the component's token constants (`EBAlertTokens`).
    var tokensTypeName: String { componentName + "Tokens" }
    /// The namespace of its accessibility strings and sizes (`EBAlertAccessibility`).
    var accessibilityTypeName: String { componentName + "Accessibility" }
    /// The namespace of its telemetry thresholds (`EBAdSpaceTelemetry`).
    var telemetryTypeName: String { componentName + "Telemetry" }

    /// The helper on a constraint's enum type that says whether a property applies
    /// (`supportsCaption` for `caption`).
    func supportsName(_ propertyName: String) -> String {
        Self.memberName("supports " + propertyName)
    }

    /// The helper qualified by the enum type it extends (`EBAdSpaceSize.supportsCaption`).
    func qualifiedSupportsName(_ propertyName: String, on axis: String) -> String {
        typeName(axis) + "." + supportsName(propertyName)
    }

    /// The constant of a colour token in the token namespace (`surface`, `Surface`), and of
    /// a colour set's entry (`information`, `neutralDark`).
    func colorConstantName(_ role: String) -> String {
        Self.caseName(role)
    }

    /// The words of a colour constant for a case of a set's second axis: the case itself
    /// (`neutral dark`), or for a bool axis the state (`assist selected`, `assist not selected`
    /// for `isSelected`).
    func colorConstantWords(_ entry: String, axis: Property, secondCase: String) -> String {
        guard axis.keyword == .boolean else { return entry + " " + secondCase }
        var state = Words.phrase(axis.name)
        if state.hasPrefix("is ") { state.removeFirst(3) }
        return entry + (secondCase == "true" ? " " : " not ") + state
    }

    /// The constant of a typography token (`captionTextStyle`, `CaptionTextStyle`).
    func textStyleName(_ role: String) -> String {
        Self.caseName(role + " text style")
    }

    /// The telemetry constant of a threshold's visible fraction (`impressionVisibleFraction`).
    func visibleFractionName(_ kind: String) -> String {
        Self.caseName(kind + " visible fraction")
    }

    /// The telemetry constant of a threshold's duration (`impressionDuration`, `ImpressionDuration`).
    func durationName(_ kind: String) -> String {
        Self.caseName(kind + " duration")
    }

    /// The types the component's file declares besides the component itself, each named
    /// after it: enums, value types, colour sets, then the token, accessibility and
    /// telemetry namespaces that have constants.
    var declaredTypeNames: [String] {
        let tokens = component.tokens, accessibility = component.accessibility
        var names = component.enumProperties.map { enumTypeName($0.property) }
        names += component.valueTypes.map { valueTypeName($0.name) }
        names += tokens.colorSets.map { typeName($0.name) }
        if !tokens.colors.isEmpty || !tokens.typography.isEmpty { names.append(tokensTypeName) }
        if !component.accessibilityConstants.isEmpty || accessibility.touchTarget != nil || accessibility.focusRing != nil {
            names.append(accessibilityTypeName)
        }
        if !component.telemetryConstants.isEmpty { names.append(telemetryTypeName) }
        return names
    }

    /// What a type named after the component was called under a previous component name
    /// (`EBTileLayout` for `EBCardLayout`, component `Tile` → `Card`).
    func formerTypeName(_ typeName: String, componentRenamedFrom old: String) -> String {
        let stem = String(componentName.dropLast(Words.upperCamel(component.name).count))
        return stem + Words.upperCamel(old) + typeName.dropFirst(componentName.count)
    }

    /// Type names kept as deprecated aliases, `(old, new)`: the component and every type in
    /// `derived` under each previous component name, and every enum type under its
    /// property's previous names (`EBCardStyle`). Both native targets alias exactly these.
    func renamedTypes(derived: [String]) -> [(old: String, new: String)] {
        guard !component.renamedFrom.isEmpty || component.properties.contains(where: { !$0.renamedFrom.isEmpty }) else { return [] }
        let componentRenames = component.renamedFrom.flatMap { old in
            derived.map { (formerTypeName($0, componentRenamedFrom: old), $0) }
        }
        let enumRenames = component.enumProperties.flatMap { property, _ in
            component.aliases(of: property).map { (typeName($0), enumTypeName(property)) }
        }
        return componentRenames + enumRenames
    }

    /// The `supports…` helpers kept under a constrained property's previous names,
    /// `(old, new)`, on the enum type of `axis`.
    func renamedSupportHelpers(on axis: Property) -> [(old: String, new: String)] {
        component.properties.filter { $0.constraint?.property == axis.name }.flatMap { constrained in
            component.aliases(of: constrained).map { (supportsName($0), supportsName(constrained.name)) }
        }
    }
}
