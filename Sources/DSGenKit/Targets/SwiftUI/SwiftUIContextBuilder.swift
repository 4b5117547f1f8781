/// Builds the SwiftUI context of a component: its declarations, formatted from the
/// names, types and defaults ``SwiftAPI`` decides.
struct SwiftUIContextBuilder {
    let system: DesignSystem
    let component: Component
    /// Every Swift name, type, default and parameter order.
    let api: SwiftAPI

    func build() -> SwiftUIContext {
        SwiftUIContext(header: GeneratedHeader.lines(schema: component.sourcePath), schema: component.sourcePath,
                       component: componentContext())
    }

    private func componentContext() -> SwiftUIComponent {
        let stored = api.storedMembers, ordered = api.initParameters
        var doc = DocLines.paragraphs([component.summary] + component.docs)
        let modifiers = component.properties.compactMap { modifier($0) }
        if !modifiers.isEmpty {
            doc += [""] + modifiers.map { "Set `\($0.argumentName)` with ``SwiftUI/View/\($0.name)(_:)``." }
        }
        return SwiftUIComponent(
            typeName: component.swiftName,
            genericParameters: api.genericParameters,
            doc: comment(doc),
            enums: component.enumProperties.map { enumContext($0.property, $0.enumeration) },
            valueTypes: component.valueTypes.map { valueTypeContext($0) },
            colorSets: component.tokens.colorSets.map { colorSetContext($0) },
            modifiers: modifiers,
            properties: stored.map { SwiftUIDeclaration(declaration: "public let " + $0.name + ": " + $0.storedType, doc: comment($0.property.documentation)) },
            environmentProperties: component.properties.compactMap { environmentProperty($0) },
            initParameters: SwiftUIParameter.list(ordered.map(\.parameterDeclaration)),
            initAssignments: stored.map { "self." + $0.name + " = " + $0.name + ($0.isViewBuilder ? "()" : "") },
            initChecks: api.argumentConstraints.filter(api.isCheckedInInit).map(argumentCheck),
            caseFactories: caseFactories(),
            environmentCheck: environmentCheck(),
            initDoc: comment(initDoc(ordered)),
            namespaces: namespaces(),
            propertyNames: api.members.map(\.name).joined(separator: ", "),
            bodyDoc: comment(bodyDoc()),
            deprecatedInits: ordered.flatMap { member in
                component.aliases(of: member.property).map { deprecatedInit(ordered, renamed: member, from: $0) }
            },
            deprecatedTypes: api.renamedTypes(derived: [component.swiftName] + api.declaredTypeNames).map {
                SwiftUIDeprecatedCase(name: $0.old, renamed: $0.new)
            })
    }

    /// The current initialiser with one parameter under its previous name; that
    /// parameter loses its default so calls without it stay unambiguous.
    private func deprecatedInit(_ ordered: [SwiftMember], renamed: SwiftMember, from oldName: String) -> SwiftUIDeprecatedInit {
        let old = api.formerLabel(oldName)
        let parameters = ordered.map { $0.property == renamed.property ? $0.formerParameterDeclaration(old) : $0.parameterDeclaration }
        let arguments = ordered.map { $0.argumentLabel + ": " + ($0.property == renamed.property ? old : $0.name) }
        return SwiftUIDeprecatedInit(renamed: api.initializerName(ordered), parameters: SwiftUIParameter.list(parameters),
                                     arguments: SwiftUIParameter.list(arguments))
    }

    // MARK: - Names and types

    /// The Swift name of a property or field (`onTap`).
    func name(_ property: Property) -> String {
        api.member(property).name
    }

    /// `  - title: The alert's headline.`: a line of a `- Parameters:` list.
    func parameterDoc(_ member: SwiftMember) -> String {
        "  - " + member.label + ": " + (member.property.firstDocumentationParagraph ?? member.property.name)
    }

    // MARK: - Environment

    private func modifier(_ property: Property) -> SwiftUIModifier? {
        guard property.swiftUI.passing == .modifier, let key = property.swiftUI.key else { return nil }
        let member = api.member(property), typeName = api.enumTypeName(property)
        return SwiftUIModifier(
            name: key, valueType: typeName, argumentName: member.name,
            keyName: typeName + "Key",
            defaultValue: member.defaultLiteral ?? "." + SwiftAPI.caseName(property.enumeration?.cases.first?.name ?? ""),
            doc: comment(DocLines.paragraphs(["Sets the `\(property.name)` of \(component.swiftName) views within this view.", property.doc])))
    }

    private func environmentProperty(_ property: Property) -> SwiftUIEnvironmentProperty? {
        switch property.swiftUI.passing {
        case .parameter:
            return nil
        case .modifier:
            return SwiftUIEnvironmentProperty(
                declaration: "@Environment(\\.\(property.swiftUI.key ?? "")) var \(name(property)): \(api.enumTypeName(property))",
                doc: comment(property.documentation + ["", "Set with `.\(property.swiftUI.key ?? "")(_:)`."]), conversion: nil)
        case .environment:
            let key = property.swiftUI.key ?? ""
            return SwiftUIEnvironmentProperty(
                declaration: "@Environment(\\.\(key)) private var \(key): \(property.swiftUI.type ?? "")",
                doc: comment(["The environment's `\(key)`, which selects `\(property.name)`."]),
                conversion: SwiftUIDeclaration(
                    declaration: "var \(name(property)): \(api.enumTypeName(property)) { \(api.enumTypeName(property))(\(key)) }",
                    doc: comment(property.documentation + ["", "Set with `.\(key)(_:)`."])))
        }
    }
}

extension SwiftUIContextBuilder {
    /// The body scaffold's doc: the properties to build it from and, when there are
    /// callbacks, how each goes into a SwiftUI action as it is (`Button(action: onTap) { … }`).
    func bodyDoc() -> [String] {
        let build = "The view's content. Build it from " + api.members.map(\.label).joined(separator: ", ") + "."
        let callbacks = api.members.filter { $0.property.keyword == .event && $0.isClosure }
        guard !callbacks.isEmpty else { return [build] }
        let uses = callbacks.map { member in
            let arguments = member.property.parameters.map { SwiftNaming.bareMemberName($0.name) }.joined(separator: ", ")
            let canPassOn = !member.property.isOptional && member.property.parameters.isEmpty
            return canPassOn ? "`Button(action: " + member.label + ") { … }`"
                : "`" + member.label + (member.property.isOptional ? "?" : "") + "(" + arguments + ")`"
        }
        return [build, "", "Callbacks are `@MainActor` closures, as SwiftUI's own actions are: call them from an action or pass them on as they are ("
            + uses.joined(separator: ", ") + ")."]
    }

    /// Doc comment lines: `/// text`, and `///` for paragraph breaks.
    func comment(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? "///" : "/// " + OutputText.swiftDocComment($0) }
    }
}
