/// A property's type as one platform's callers see it.
struct SurfaceType: Equatable {
    /// The type as written in generated code (`String`, `EBAlertStyle`, `() -> Void`).
    var display: String
    /// What decides compatibility: the display, except that enum and value types are keyed
    /// by schema identity (their platform names follow renames, which keep aliases).
    var key: String

    init(_ display: String, key: String? = nil) {
        self.display = display
        self.key = key ?? display
    }
}

/// One parameter of a generated initialiser, function or constructor, in call order.
struct SurfaceParameter: Equatable {
    /// The property's schema name in the new schema (old names mapped through renames).
    var identity: String
    /// Whether a trailing closure or lambda can bind to it.
    var isFunction: Bool
    /// Whether callers may leave it out.
    var hasDefault: Bool
}

/// How the generated SwiftUI API presents a component to callers: argument labels, types,
/// order. It mirrors `SwiftUIContextBuilder`; the diff compile tests keep the two in step.
struct SwiftSurface {
    let system: DesignSystem
    let component: Component

    /// The argument label (`onTap`).
    func label(_ property: Property) -> String {
        SwiftNaming.memberName(property.swiftUI.name ?? property.name)
    }

    /// A required view-content slot: a trailing `@ViewBuilder` closure.
    func isViewBuilderSlot(_ property: Property) -> Bool {
        property.kind == .slot && property.slotType == nil && !property.isOptional
    }

    /// Whether a trailing closure can bind to it.
    func isClosure(_ property: Property) -> Bool {
        isViewBuilderSlot(property) || (property.kind == .event && overrideType(property) == nil)
    }

    private func overrideType(_ property: Property) -> String? {
        property.swiftUI.passing == .parameter ? property.swiftUI.type : nil
    }

    /// The type without optionality.
    func type(_ property: Property) -> SurfaceType {
        if let type = overrideType(property) { return SurfaceType(type) }
        switch property.kind {
        case .enumeration: return SurfaceType(component.swiftName + Words.upperCamel(property.name), key: "enum")
        case .boolean: return SurfaceType("Bool")
        case .text: return SurfaceType("String")
        case .number: return SurfaceType("Double")
        case .slot:
            if let slotType = property.slotType { return SurfaceType(system.external(named: slotType)?.swiftType ?? slotType) }
            return isViewBuilderSlot(property) ? SurfaceType("@ViewBuilder () -> some View") : SurfaceType("AnyView")
        case .event:
            let parameters = property.parameters.map(parameterType)
            return SurfaceType("(\(parameters.map(\.display).joined(separator: ", "))) -> Void",
                               key: "(\(parameters.map(\.key).joined(separator: ", "))) -> Void")
        case .value:
            let name = property.valueType ?? ""
            return SurfaceType(component.swiftName + Words.upperCamel(name), key: "value " + name)
        }
    }

    /// The type as declared: `String?`, `(() -> Void)?`.
    func optionalDisplay(_ property: Property) -> String {
        let base = type(property).display
        guard property.isOptional else { return base }
        return property.kind == .event && overrideType(property) == nil ? "(\(base))?" : base + "?"
    }

    /// A callback parameter's type.
    func parameterType(_ parameter: Parameter) -> SurfaceType {
        switch parameter.type {
        case "text": return SurfaceType("String")
        case "number": return SurfaceType("Double")
        case "bool": return SurfaceType("Bool")
        default: return SurfaceType(component.swiftName + Words.upperCamel(parameter.type), key: "enum " + parameter.type)
        }
    }

    /// `EBAlertStyle`.
    func enumTypeName(_ property: Property) -> String {
        component.swiftName + Words.upperCamel(property.name)
    }

    /// The initialiser's parameters: declaration order, required view-content slots last.
    func initParameters(identity: (Property) -> String) -> [SurfaceParameter] {
        let parameters = component.properties.filter { $0.swiftUI.passing == .parameter }
        let ordered = parameters.filter { !isViewBuilderSlot($0) } + parameters.filter(isViewBuilderSlot)
        return ordered.map { SurfaceParameter(identity: identity($0), isFunction: isClosure($0), hasDefault: !$0.isRequired) }
    }

    /// A value type's memberwise initialiser, in field order.
    func initParameters(of valueType: ValueType, identity: (Property) -> String) -> [SurfaceParameter] {
        valueType.fields.map { SurfaceParameter(identity: identity($0), isFunction: isClosure($0), hasDefault: !$0.isRequired) }
    }

    /// Per-case data types. `TimeInterval` is `Double` to the compiler.
    static func fieldType(_ type: Field.FieldType, prefix: String) -> SurfaceType {
        switch type {
        case .dp, .sp: return SurfaceType("CGFloat")
        case .number: return SurfaceType("Double")
        case .seconds: return SurfaceType("TimeInterval", key: "Double")
        case .text: return SurfaceType("String")
        case .bool: return SurfaceType("Bool")
        case .live: return SurfaceType(prefix + "LiveRegion")
        }
    }
}

/// How the generated Compose API presents a component to callers, following the Compose
/// API guidelines as `ComposeContextBuilder` does: required parameters, `modifier`,
/// optional parameters, then the trailing content lambda.
struct KotlinSurface {
    let system: DesignSystem
    let component: Component

    /// The parameter name (`onClick`).
    func name(_ property: Property) -> String {
        KotlinNaming.memberName(property.compose.name ?? property.name)
    }

    /// An untyped view-content slot: a `@Composable` lambda.
    func isContentSlot(_ property: Property) -> Bool {
        property.kind == .slot && property.slotType == nil && property.compose.type == nil
    }

    /// Whether a trailing lambda can bind to it.
    func isFunction(_ property: Property) -> Bool {
        property.compose.type == nil && (property.kind == .event || isContentSlot(property))
    }

    /// The type without nullability.
    func type(_ property: Property) -> SurfaceType {
        if let type = property.compose.type { return SurfaceType(type) }
        switch property.kind {
        case .enumeration: return SurfaceType(enumTypeName(property), key: "enum")
        case .boolean: return SurfaceType("Boolean")
        case .text: return SurfaceType("String")
        case .number: return SurfaceType("Double")
        case .slot:
            if let slotType = property.slotType { return SurfaceType(system.external(named: slotType)?.composeType ?? slotType) }
            return SurfaceType("@Composable () -> Unit")
        case .event:
            let parameters = property.parameters.map(parameterType)
            return SurfaceType("(\(parameters.map(\.display).joined(separator: ", "))) -> Unit",
                               key: "(\(parameters.map(\.key).joined(separator: ", "))) -> Unit")
        case .value:
            let name = property.valueType ?? ""
            return SurfaceType(component.composeName + Words.upperCamel(name), key: "value " + name)
        }
    }

    /// A callback parameter's type.
    func parameterType(_ parameter: Parameter) -> SurfaceType {
        switch parameter.type {
        case "text": return SurfaceType("String")
        case "number": return SurfaceType("Double")
        case "bool": return SurfaceType("Boolean")
        default: return SurfaceType(component.composeName + Words.upperCamel(parameter.type), key: "enum " + parameter.type)
        }
    }

    /// `EBAlertStyle`.
    func enumTypeName(_ property: Property) -> String {
        component.composeName + Words.upperCamel(property.name)
    }

    /// The identity `modifier` has in parameter lists.
    static let modifierIdentity = " modifier"

    /// The composable's parameters in guideline order, `modifier` included.
    func parameters(identity: (Property) -> String) -> [SurfaceParameter] {
        let trailing = component.properties.last { isContentSlot($0) && $0.isRequired }
        let rest = component.properties.filter { $0 != trailing }
        let parameter = { (property: Property) in
            SurfaceParameter(identity: identity(property), isFunction: isFunction(property), hasDefault: !property.isRequired)
        }
        return rest.filter(\.isRequired).map(parameter)
            + [SurfaceParameter(identity: Self.modifierIdentity, isFunction: false, hasDefault: true)]
            + rest.filter { !$0.isRequired }.map(parameter) + [trailing].compactMap { $0 }.map(parameter)
    }

    /// A value type's data-class constructor, in field order.
    func parameters(of valueType: ValueType, identity: (Property) -> String) -> [SurfaceParameter] {
        valueType.fields.map { SurfaceParameter(identity: identity($0), isFunction: isFunction($0), hasDefault: !$0.isRequired) }
    }

    /// Per-case data types.
    static func fieldType(_ type: Field.FieldType) -> SurfaceType {
        switch type {
        case .dp: return SurfaceType("Dp")
        case .sp: return SurfaceType("TextUnit")
        case .number: return SurfaceType("Double")
        case .seconds: return SurfaceType("Duration")
        case .text: return SurfaceType("String")
        case .bool: return SurfaceType("Boolean")
        case .live: return SurfaceType("LiveRegionMode")
        }
    }
}
