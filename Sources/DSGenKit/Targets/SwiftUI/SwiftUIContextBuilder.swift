/// Builds the SwiftUI context of a component: every Swift name, type and literal.
struct SwiftUIContextBuilder {
    let system: DesignSystem
    let component: Component

    func build() -> SwiftUIContext {
        SwiftUIContext(header: GeneratedHeader.lines(schema: component.sourcePath), schema: component.sourcePath,
                       component: componentContext())
    }

    private func componentContext() -> SwiftUIComponent {
        let parameters = component.properties.filter { $0.swiftUI.passing == .parameter }
        let ordered = parameters.filter { !isViewBuilderSlot($0) } + parameters.filter { isViewBuilderSlot($0) }
        let generics = parameters.filter { isViewBuilderSlot($0) }.map { String.concatenating(genericName($0), ": View") }
        var doc = DocLines.paragraphs([component.summary] + component.docs)
        let modifiers = component.properties.compactMap { modifier($0) }
        if !modifiers.isEmpty {
            doc += [""] + modifiers.map { "Set `\($0.argumentName)` with ``SwiftUI/View/\($0.name)(_:)``." }
        }
        let enums = component.enumProperties.map { enumContext($0.property, $0.enumeration) }
        let valueTypes = component.valueTypes.map { valueTypeContext($0) }
        let colorSets = component.tokens.colorSets.map { colorSetContext($0) }
        let namespaces = namespaces()
        let typeNames = enums.map(\.typeName) + valueTypes.map(\.typeName) + colorSets.map(\.typeName) + namespaces.map(\.typeName)
        return SwiftUIComponent(
            typeName: component.swiftName,
            genericParameters: generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>",
            doc: comment(doc),
            enums: enums,
            valueTypes: valueTypes,
            colorSets: colorSets,
            modifiers: modifiers,
            properties: parameters.map {
                SwiftUIProperty(declaration: .concatenating("public let ", name($0), ": ", storedType($0)), doc: comment($0.documentation))
            },
            environmentProperties: component.properties.compactMap { environmentProperty($0) },
            initParameters: ordered.enumerated().map { index, property in
                SwiftUIParameter(declaration: parameterDeclaration(property), hasComma: index < ordered.count - 1)
            },
            initAssignments: parameters.map { property in
                let name = name(property)
                return .concatenating("self.", name, " = ", name, isViewBuilderSlot(property) ? "()" : "")
            },
            initDoc: comment([.concatenating("Creates the ", Words.phrase(component.name), ".")] + (ordered.isEmpty ? [] : [""]) + parameterDocs(ordered)),
            namespaces: namespaces,
            propertyNames: component.properties.map { name($0) }.joined(separator: ", "),
            deprecatedInits: ordered.flatMap { property in
                property.renamedFrom.map { deprecatedInit(ordered, renamed: property, from: $0) }
            },
            deprecatedTypes: deprecatedTypes(derived: [component.swiftName] + typeNames))
    }

    /// Old type names: every type named after a renamed component (`derived`: the types
    /// the file declares), and every enum type named after a renamed enum property.
    private func deprecatedTypes(derived: [String]) -> [SwiftUIDeprecatedCase] {
        // A closure over the name alone: one over `self` would copy the whole builder.
        let swiftName = component.swiftName
        return component.renamedTypes(platformName: swiftName, derived: derived,
                                      enumTypeName: { .concatenating(swiftName, Words.upperCamel($0.name)) })
            .map { SwiftUIDeprecatedCase(name: $0.old, renamed: $0.new) }
    }

    /// The current initialiser with one parameter under its previous name; that
    /// parameter loses its default so calls without it stay unambiguous.
    private func deprecatedInit(_ ordered: [Property], renamed: Property, from oldName: String) -> SwiftUIDeprecatedInit {
        let old = SwiftNaming.memberName(oldName)
        let parameters = ordered.enumerated().map { index, property in
            var declaration = parameterDeclaration(property)
            if property == renamed {
                declaration = "\(old): " + (property.kind == .event && !property.isOptional ? "@escaping \(baseType(property))" : storedType(property))
            }
            return SwiftUIParameter(declaration: declaration, hasComma: index < ordered.count - 1)
        }
        let arguments = ordered.enumerated().map { index, property in
            let value = property == renamed ? old : name(property)
            return SwiftUIParameter(declaration: "\(bareName(property)): \(value)",
                                    hasComma: index < ordered.count - 1)
        }
        return SwiftUIDeprecatedInit(message: SwiftNaming.stringLiteral("'\(oldName)' was renamed to '\(renamed.name)'"), parameters: parameters, arguments: arguments)
    }

    // MARK: - Names and types

    func name(_ property: Property) -> String {
        SwiftNaming.memberName(property.swiftUI.name ?? property.name)
    }

    /// ``name(_:)`` without backticks: an argument label.
    func bareName(_ property: Property) -> String {
        SwiftNaming.bareMemberName(property.swiftUI.name ?? property.name)
    }

    func enumTypeName(_ property: Property) -> String {
        .concatenating(component.swiftName, Words.upperCamel(property.name))
    }

    private func isViewBuilderSlot(_ property: Property) -> Bool {
        property.kind == .slot && property.slotType == nil && !property.isOptional
    }

    private func genericName(_ property: Property) -> String {
        SwiftNaming.typeName(property.name)
    }

    /// The property's Swift type, without optionality.
    private func baseType(_ property: Property) -> String {
        if let type = property.swiftUI.type, property.swiftUI.passing == .parameter { return type }
        switch property.kind {
        case .enumeration: return enumTypeName(property)
        case .boolean: return "Bool"
        case .text: return "String"
        case .number: return "Double"
        case .slot:
            if let slotType = property.slotType { return system.external(named: slotType)?.swiftType ?? slotType }
            return isViewBuilderSlot(property) ? genericName(property) : "AnyView"
        case .event:
            let parameters = property.parameters.map { parameterType($0) }.joined(separator: ", ")
            return .concatenating("(", parameters, ") -> Void")
        case .value: return .concatenating(component.swiftName, Words.upperCamel(property.valueType ?? ""))
        }
    }

    private func parameterType(_ parameter: Parameter) -> String {
        switch parameter.type {
        case "text": return "String"
        case "number": return "Double"
        case "bool": return "Bool"
        default: return .concatenating(component.swiftName, Words.upperCamel(parameter.type))
        }
    }

    func storedType(_ property: Property) -> String {
        let base = baseType(property)
        guard property.isOptional else { return base }
        return property.kind == .event ? .concatenating("(", base, ")?") : .concatenating(base, "?")
    }

    private func parameterDeclaration(_ property: Property) -> String {
        if isViewBuilderSlot(property) { return .concatenating("@ViewBuilder ", name(property), ": () -> ", genericName(property)) }
        let type = property.kind == .event && !property.isOptional ? .concatenating("@escaping ", baseType(property)) : storedType(property)
        return defaultLiteral(property).map { .concatenating(name(property), ": ", type, " = ", $0) } ?? .concatenating(name(property), ": ", type)
    }

    func defaultLiteral(_ property: Property) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return .concatenating(".", SwiftNaming.memberName(name))
        case .boolean(let value)?: return value ? "true" : "false"
        case .text(let text)?: return SwiftNaming.stringLiteral(text)
        case .number(let number)?: return NumberFormat.plain(number)
        case nil: return property.isOptional ? "nil" : nil
        }
    }

    private func parameterDocs(_ properties: [Property]) -> [String] {
        guard !properties.isEmpty else { return [] }
        return ["- Parameters:"] + properties.map { property in
            .concatenating("  - ", bareName(property), ": ", SwiftNaming.docText(property.firstDocumentationParagraph ?? property.name))
        }
    }

    // MARK: - Environment

    private func modifier(_ property: Property) -> SwiftUIModifier? {
        guard property.swiftUI.passing == .modifier, let key = property.swiftUI.key else { return nil }
        return SwiftUIModifier(
            name: key, valueType: enumTypeName(property), argumentName: name(property),
            keyName: enumTypeName(property) + "Key",
            defaultValue: defaultLiteral(property) ?? "." + SwiftNaming.memberName(property.enumeration?.cases.first?.name ?? ""),
            doc: comment(DocLines.paragraphs(["Sets the `\(property.name)` of \(component.swiftName) views within this view.", property.doc])))
    }

    private func environmentProperty(_ property: Property) -> SwiftUIEnvironmentProperty? {
        switch property.swiftUI.passing {
        case .parameter:
            return nil
        case .modifier:
            return SwiftUIEnvironmentProperty(
                declaration: "@Environment(\\.\(property.swiftUI.key ?? "")) var \(name(property)): \(enumTypeName(property))",
                doc: comment(property.documentation + ["", "Set with `.\(property.swiftUI.key ?? "")(_:)`."]), conversion: nil)
        case .environment:
            let key = property.swiftUI.key ?? ""
            return SwiftUIEnvironmentProperty(
                declaration: "@Environment(\\.\(key)) private var \(key): \(property.swiftUI.type ?? "")",
                doc: comment(["The environment's `\(key)`, which selects `\(property.name)`."]),
                conversion: SwiftUIProperty(
                    declaration: "var \(name(property)): \(enumTypeName(property)) { \(enumTypeName(property))(\(key)) }",
                    doc: comment(property.documentation + ["", "Set with `.\(key)(_:)`."])))
        }
    }
}

extension SwiftUIContextBuilder {
    /// Doc comment lines: `/// text`, and `///` for paragraph breaks.
    func comment(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? "///" : .concatenating("/// ", SwiftNaming.docText($0)) }
    }
}
