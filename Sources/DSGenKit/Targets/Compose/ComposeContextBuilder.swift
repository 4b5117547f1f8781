/// Builds the Compose context of a component: every Kotlin name, type, literal,
/// import and KDoc line.
///
/// The composable follows the Jetpack Compose component API guidelines: required
/// parameters first, then `modifier: Modifier = Modifier`, then optional parameters,
/// then a trailing `@Composable` content lambda. Every property is a parameter (SwiftUI's
/// modifier and environment passing has no Compose counterpart).
struct ComposeContextBuilder {
    let system: DesignSystem
    let component: Component

    func build() -> ComposeContext {
        let parameters = orderedParameters()
        return ComposeContext(
            header: GeneratedHeader.lines(schema: component.sourcePath),
            schema: component.sourcePath,
            packageName: system.kotlinPackage,
            imports: Self.sortedImports(fileImports()),
            scaffoldImports: Self.sortedImports(signatureImports()),
            component: componentContext(parameters))
    }

    private func componentContext(_ parameters: [ParameterSlot]) -> ComposeComponent {
        let implementation = component.composeName + "Impl"
        let names = parameters.map(\.name)
        let declarations = parameters.map { ComposeParameter(name: $0.name, declaration: $0.declaration) }
        let enums = component.enumProperties.map { enumContext($0.property, $0.enumeration) }
        let valueTypes = component.valueTypes.map { valueTypeContext($0) }
        let colorSets = component.tokens.colorSets.map { colorSetContext($0) }
        let namespaces = namespaces()
        let typeNames = enums.map(\.typeName) + valueTypes.map(\.typeName) + colorSets.map(\.typeName) + namespaces.map(\.typeName)
        return ComposeComponent(
            functionName: component.composeName,
            implementationName: implementation,
            doc: KDoc.lines([component.summary] + component.docs + component.native.compactMap { $0.android.map { .concatenating("On Android: ", $0, ".") } },
                            tags: parameters.map { .concatenating("@param ", $0.name, " ", doc($0)) }, indent: 0),
            implementationDoc: KDoc.lines(["Draws [\(component.composeName)]. [\(component.composeName)] passes every parameter "
                                           + "through unchanged and owns the defaults."], indent: 0),
            enums: enums,
            valueTypes: valueTypes,
            colorSets: colorSets,
            namespaces: namespaces,
            parameters: declarations,
            implementationParameters: parameters.map { ComposeParameter(name: $0.name, declaration: .concatenating($0.name, ": ", $0.type)) },
            arguments: names.map { .concatenating($0, " = ", $0) },
            deprecatedFunctions: deprecatedFunctions(parameters, declarations: declarations),
            deprecatedDeclarations: deprecatedTypes(derived: typeNames) + deprecatedHelpers(),
            scaffoldComment: KDoc.lineComment("Lay out the \(noun) from \(names.filter { $0 != "modifier" }.joined(separator: ", ")). "
                                              + "Apply modifier to the outermost layout only.", indent: 4))
    }

    // MARK: - Deprecated names

    /// `EBOldAlert(…)` for every previous component name, and for every renamed parameter an
    /// overload that takes it under its previous name. Kotlin cannot overload on parameter
    /// names, so the renamed parameter loses its default and moves to the end (before a
    /// last function-typed parameter, which a trailing lambda binds to), or else right after
    /// `modifier`: positional calls still reach
    /// the current function, calls naming the old parameter reach the overload. An overload
    /// whose parameter types would repeat another's is left out (it would not compile).
    ///
    /// `declarations` are the current function's parameters.
    private func deprecatedFunctions(_ parameters: [ParameterSlot], declarations: [ComposeParameter]) -> [ComposeDeprecatedFunction] {
        guard !component.renamedFrom.isEmpty || component.properties.contains(where: { !$0.renamedFrom.isEmpty }) else { return [] }
        let forwarding = parameters.map { String.concatenating($0.name, " = ", $0.name) }
        let renamedComponents = component.renamedFrom.map { old in
            ComposeDeprecatedFunction(
                annotation: Self.deprecation("Renamed to \(component.composeName).",
                                             replaceWith: "\(component.composeName)(\(forwarding.joined(separator: ", ")))"),
                name: system.prefix + Words.upperCamel(old),
                parameters: declarations,
                arguments: forwarding)
        }
        var signatures: Set<[String]> = [parameters.map(\.type)]
        var renamedParameters: [ComposeDeprecatedFunction] = []
        for property in component.properties where !property.renamedFrom.isEmpty {
            guard let index = parameters.firstIndex(where: { $0.property == property }) else { continue }
            for old in property.renamedFrom {
                var renamed = parameters[index]
                renamed.name = KotlinNaming.memberName(old)
                renamed.defaultValue = nil
                var others = parameters
                others.remove(at: index)
                let beforeTrailing = others.last?.type.contains("->") == true ? others.count - 1 : others.count
                let afterModifier = (others.firstIndex { $0.property == nil } ?? -1) + 1
                let candidates = [beforeTrailing, afterModifier].map { position in
                    var overload = others
                    overload.insert(renamed, at: position)
                    return overload
                }
                guard let overload = candidates.first(where: { !signatures.contains($0.map(\.type)) }) else { continue }
                signatures.insert(overload.map(\.type))
                var arguments = forwarding
                arguments[index] = "\(parameters[index].name) = \(renamed.name)"
                renamedParameters.append(ComposeDeprecatedFunction(
                    annotation: Self.deprecation("Use \(parameters[index].name) instead of \(renamed.name).",
                                                 replaceWith: "\(component.composeName)(\(arguments.joined(separator: ", ")))"),
                    name: component.composeName,
                    parameters: overload.map { ComposeParameter(name: $0.name, declaration: $0.declaration) },
                    arguments: arguments))
            }
        }
        return renamedComponents + renamedParameters
    }

    /// Whether the generated Kotlin keeps a deprecated overload for a parameter's previous
    /// name: Kotlin cannot overload on names alone, so an overload whose parameter types
    /// repeat another's is left out and callers of the old name break.
    func keepsParameterAlias(_ property: Property, from old: String) -> Bool {
        let name = KotlinNaming.memberName(old)
        let parameters = orderedParameters()
        let declarations = parameters.map { ComposeParameter(name: $0.name, declaration: $0.declaration) }
        return deprecatedFunctions(parameters, declarations: declarations).contains {
            $0.name == component.composeName && $0.parameters.contains { $0.name == name }
        }
    }

    /// `@Deprecated("message", ReplaceWith("expression"))`, one argument per line.
    ///
    /// A long expression is split after its commas into string literals joined with `+`
    /// (a constant expression, which annotations accept), so no line passes the column limit.
    static func deprecation(_ message: String, replaceWith expression: String) -> String {
        let pieces = lineChunks(expression, width: KDoc.columnLimit - 16).map(KotlinNaming.stringLiteral)
        return "@Deprecated(\n    \(KotlinNaming.stringLiteral(message)),\n    ReplaceWith(\n        "
            + pieces.joined(separator: " +\n        ") + ",\n    ),\n)"
    }

    /// `text` cut after ", " into pieces of at most `width` characters where possible.
    private static func lineChunks(_ text: String, width: Int) -> [String] {
        var chunks: [String] = []
        var current = ""
        for part in text.components(separatedBy: ", ") {
            let piece = current.isEmpty ? part : ", " + part
            if !current.isEmpty, current.count + piece.count > width {
                chunks.append(current + ", ")
                current = part
            } else {
                current += piece
            }
        }
        return chunks + [current]
    }

    /// Old type names: every type named after a renamed component (`derived`: the types
    /// the file declares), and every enum type named after a renamed enum property.
    private func deprecatedTypes(derived: [String]) -> [ComposeDeprecatedDeclaration] {
        // A closure over the name alone: one over `self` would copy the whole builder.
        let composeName = component.composeName
        let renames = component.renamedTypes(platformName: composeName, derived: derived,
                                             enumTypeName: { .concatenating(composeName, Words.upperCamel($0.name)) })
        return renames.map { old, new in
            ComposeDeprecatedDeclaration(annotation: Self.deprecation("Renamed to \(new).", replaceWith: new),
                                         declaration: "typealias \(old) = \(new)")
        }
    }

    /// `val EBCardLayout.supportsCaption: Boolean get() = supportsSubtitle` for a renamed
    /// constrained parameter.
    private func deprecatedHelpers() -> [ComposeDeprecatedDeclaration] {
        component.properties.flatMap { property -> [ComposeDeprecatedDeclaration] in
            guard let constraint = property.constraint, let target = component.property(named: constraint.property) else { return [] }
            let current = KotlinNaming.memberName("supports " + property.name)
            return property.renamedFrom.map { old in
                ComposeDeprecatedDeclaration(
                    annotation: Self.deprecation("Renamed to \(current).", replaceWith: current),
                    declaration: "val \(enumTypeName(target)).\(KotlinNaming.memberName("supports " + old)): Boolean get() = \(current)")
            }
        }
    }

    // MARK: - Parameters

    /// One parameter of the composable, in guideline order.
    struct ParameterSlot {
        /// The property it passes; nil for `modifier`.
        var property: Property?
        var name: String
        var type: String
        var defaultValue: String?

        var declaration: String {
            defaultValue.map { .concatenating(name, ": ", type, " = ", $0) } ?? .concatenating(name, ": ", type)
        }
    }

    /// `alert`, `ad space`: how KDoc refers to the component.
    var noun: String {
        Words.phrase(component.name)
    }

    /// Required parameters (schema order), `modifier`, optional and defaulted parameters
    /// (schema order), then the last required untyped slot as the trailing content lambda.
    func orderedParameters() -> [ParameterSlot] {
        let order = parameterOrder()
        let modifier = ParameterSlot(property: nil, name: "modifier", type: "Modifier", defaultValue: "Modifier")
        return order.required.map { parameter($0) } + [modifier] + order.optional.map { parameter($0) } + [order.trailing].compactMap { $0 }.map { parameter($0) }
    }

    /// The properties in ``orderedParameters()`` order, around `modifier`: the required ones,
    /// the optional ones, and the trailing content lambda's, if any.
    func parameterOrder() -> (required: [Property], optional: [Property], trailing: Property?) {
        let trailing = component.properties.lastIndex { isContentSlot($0) && $0.isRequired }
        var required: [Property] = [], optional: [Property] = []
        for (index, property) in component.properties.enumerated() where index != trailing {
            if property.isRequired { required.append(property) } else { optional.append(property) }
        }
        return (required, optional, trailing.map { component.properties[$0] })
    }

    /// The properties in ``orderedParameters()`` order, without `modifier`.
    func orderedProperties() -> [Property] {
        let order = parameterOrder()
        return order.required + order.optional + [order.trailing].compactMap { $0 }
    }

    private func parameter(_ property: Property) -> ParameterSlot {
        ParameterSlot(property: property, name: name(property), type: type(property), defaultValue: defaultLiteral(property))
    }

    /// A parameter's `@param` text.
    private func doc(_ parameter: ParameterSlot) -> String {
        guard let property = parameter.property else { return .concatenating("The [Modifier] to be applied to this ", noun, ".") }
        return KDoc.flattened(parameterDoc(property))
    }

    /// The property's documentation with its constraint in Kotlin terms.
    func parameterDoc(_ property: Property) -> [String] {
        var paragraphs = [property.doc.isEmpty ? .concatenating("The ", Words.phrase(property.name), ".") : property.doc]
        if let constraint = constraintNote(property) { paragraphs.append(constraint) }
        return paragraphs
    }

    /// `Applies only when [style] is [EBAlertStyle.Card].`
    private func constraintNote(_ property: Property) -> String? {
        guard let constraint = property.constraint, let axis = component.property(named: constraint.property) else { return nil }
        let enumType = enumTypeName(axis)
        let cases = constraint.cases.map { String.concatenating("[", enumType, ".", KotlinNaming.typeName($0), "]") }
        let list = cases.joinedWithOr
        let helper = String.concatenating(enumType, ".", KotlinNaming.memberName(.concatenating("supports ", property.name)))
        return .concatenating("Applies only when [", name(axis), "] is ", list, " (see [", helper, "]).")
    }

    // MARK: - Names and types

    /// The Compose parameter name: `property.compose.name ?? property.name`.
    func name(_ property: Property) -> String {
        KotlinNaming.memberName(property.compose.name ?? property.name)
    }

    /// ``name(_:)`` without backticks: an argument label.
    func bareName(_ property: Property) -> String {
        Words.identifierStart(Words.lowerCamel(property.compose.name ?? property.name))
    }

    /// `EBAlertType`.
    func enumTypeName(_ property: Property) -> String {
        .concatenating(component.composeName, Words.upperCamel(property.name))
    }

    /// `EBToastAction`.
    func valueTypeName(_ name: String) -> String {
        .concatenating(component.composeName, Words.upperCamel(name))
    }

    /// A slot that takes view content rather than an external type.
    func isContentSlot(_ property: Property) -> Bool {
        property.kind == .slot && property.slotType == nil && property.compose.type == nil
    }

    /// The Kotlin type without nullability.
    private func baseType(_ property: Property) -> String {
        if let type = property.compose.type { return type }
        switch property.kind {
        case .enumeration: return enumTypeName(property)
        case .boolean: return "Boolean"
        case .text: return "String"
        case .number: return "Double"
        case .slot:
            if let slotType = property.slotType { return system.external(named: slotType)?.composeType ?? slotType }
            return "@Composable () -> Unit"
        case .event:
            let parameters = property.parameters.map { String.concatenating(KotlinNaming.memberName($0.name), ": ", parameterType($0)) }
            return .concatenating("(", parameters.joined(separator: ", "), ") -> Unit")
        case .value: return valueTypeName(property.valueType ?? property.name)
        }
    }

    private func isFunctionType(_ property: Property) -> Bool {
        property.compose.type == nil && (property.kind == .event || isContentSlot(property))
    }

    /// The Kotlin type: nullable when the property is optional (`(() -> Unit)?`, `String?`).
    func type(_ property: Property) -> String {
        let base = baseType(property)
        guard property.isOptional else { return base }
        return isFunctionType(property) ? .concatenating("(", base, ")?") : .concatenating(base, "?")
    }

    private func parameterType(_ parameter: Parameter) -> String {
        switch parameter.type {
        case "text": return "String"
        case "number": return "Double"
        case "bool": return "Boolean"
        default: return component.property(named: parameter.type).map { enumTypeName($0) } ?? valueTypeName(parameter.type)
        }
    }

    /// `EBAlertType.Neutral`, `false`, `"…"`, `1.5`, or `null` for optionals without a default.
    func defaultLiteral(_ property: Property) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return .concatenating(enumTypeName(property), ".", KotlinNaming.typeName(name))
        case .boolean(let value)?: return value ? "true" : "false"
        case .text(let text)?: return KotlinNaming.stringLiteral(text)
        case .number(let number)?: return Self.doubleLiteral(number)
        case nil: return property.isOptional ? "null" : nil
        }
    }

    /// A Kotlin `Double` literal: `3.0`, `0.5`.
    static func doubleLiteral(_ value: Double) -> String {
        let plain = NumberFormat.plain(value)
        let isFractional = plain.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return isFractional ? plain : .concatenating(plain, ".0")
    }

    // MARK: - Imports

    static let composable = "androidx.compose.runtime.Composable"
    static let immutable = "androidx.compose.runtime.Immutable"
    static let modifier = "androidx.compose.ui.Modifier"
    static let color = "androidx.compose.ui.graphics.Color"
    static let dpType = "androidx.compose.ui.unit.Dp"
    static let dpExtension = "androidx.compose.ui.unit.dp"
    static let textUnitType = "androidx.compose.ui.unit.TextUnit"
    static let spExtension = "androidx.compose.ui.unit.sp"
    static let liveRegionMode = "androidx.compose.ui.semantics.LiveRegionMode"
    static let duration = "kotlin.time.Duration"
    static let seconds = "kotlin.time.Duration.Companion.seconds"

    /// Sorted (ASCII, as the Android Kotlin style guide orders imports) and de-duplicated.
    static func sortedImports(_ imports: [String]) -> [String] {
        Set(imports).sortedByBytes()
    }

    /// What the function signature uses: `Composable`, `Modifier` and external slot types.
    private func signatureImports() -> [String] {
        [Self.composable, Self.modifier] + component.properties.flatMap { externalImports($0) }
    }

    private func externalImports(_ property: Property) -> [String] {
        guard property.kind == .slot, property.compose.type == nil, let slotType = property.slotType else { return [] }
        return system.external(named: slotType)?.composeImports ?? []
    }

    /// Everything the component file uses.
    private func fileImports() -> [String] {
        var imports = signatureImports() + component.valueTypes.flatMap { $0.fields.flatMap { externalImports($0) } }
        let fieldTypes = Set(component.enumProperties.flatMap { $0.enumeration.fields.map(\.type) })
        let tokens = component.tokens
        if !component.valueTypes.isEmpty || !tokens.colorSets.isEmpty { imports.append(Self.immutable) }
        if !tokens.colorSets.isEmpty || tokens.colors.contains(where: { $0.value != nil }) { imports.append(Self.color) }
        if fieldTypes.contains(.dp) || component.accessibility.touchTarget != nil || component.accessibility.focusRing != nil {
            imports += [Self.dpType, Self.dpExtension]
        }
        if fieldTypes.contains(.sp) { imports += [Self.textUnitType, Self.spExtension] }
        if fieldTypes.contains(.live) { imports.append(Self.liveRegionMode) }
        if fieldTypes.contains(.seconds) || component.telemetryConstants.contains(where: { $0.seconds != nil }) {
            imports += [Self.duration, Self.seconds]
        }
        return imports
    }
}

extension KDoc {
    /// Paragraphs joined into one tag text (tags cannot hold blank lines).
    static func flattened(_ paragraphs: [String]) -> String {
        let nonEmpty = paragraphs.filter { !$0.isEmpty }
        return nonEmpty.count == 1 ? nonEmpty[0] : nonEmpty.joined(separator: " ")
    }
}
