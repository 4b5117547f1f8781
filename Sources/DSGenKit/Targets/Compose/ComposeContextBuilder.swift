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
    /// Every Kotlin name, type, default and parameter order.
    let api: KotlinAPI

    func build() -> ComposeContext {
        ComposeContext(
            header: GeneratedHeader.lines(schema: component.sourcePath),
            schema: component.sourcePath,
            packageName: system.kotlinPackage,
            imports: KotlinAPI.sortedImports(fileImports()),
            scaffoldImports: KotlinAPI.sortedImports(signatureImports()),
            component: componentContext(api.parameters))
    }

    private func componentContext(_ parameters: [KotlinParameter]) -> ComposeComponent {
        let names = parameters.map(\.name)
        let declarations = parameters.map(Self.parameterContext)
        let tags = parameters.map { KDoc.wrappedTag("@param " + $0.name + " " + doc($0), indent: 0) }
        return ComposeComponent(
            functionName: component.composeName,
            implementationName: component.composeName + "Impl",
            doc: KDoc.lines([component.summary] + component.docs + component.native.compactMap { $0.android.map { "On Android: " + $0 + "." } }
                            + constraintParagraphs(),
                            tags: tags, indent: 0),
            implementationDoc: KDoc.lines(["Draws [\(component.composeName)]. [\(component.composeName)] passes every parameter "
                                           + "through unchanged and owns the defaults."], indent: 0),
            enums: component.enumProperties.map { enumContext($0.property, $0.enumeration) },
            valueTypes: component.valueTypes.map { valueTypeContext($0) },
            colorSets: component.tokens.colorSets.map { colorSetContext($0) },
            namespaces: namespaces(),
            parameters: declarations,
            implementationParameters: parameters.map { ComposeParameter(name: $0.name, declaration: $0.name + ": " + $0.type) },
            arguments: names.map { $0 + " = " + $0 },
            argumentChecks: api.argumentConstraints.map(argumentCheck),
            hasArgumentChecks: !api.argumentConstraints.isEmpty,
            entryPoints: entryPoints(declarations: declarations, tags: tags),
            deprecatedFunctions: api.deprecatedOverloads.map { overload in
                ComposeDeprecatedFunction(annotation: Self.deprecation(overload.message, replaceWith: overload.replacement),
                                          name: overload.name, parameters: overload.parameters.map(Self.parameterContext),
                                          arguments: overload.arguments)
            },
            deprecatedDeclarations: deprecatedTypes() + deprecatedHelpers(),
            scaffoldComment: KDoc.lineComment("Lay out the \(noun) from \(names.filter { $0 != "modifier" }.joined(separator: ", ")). "
                                              + "Apply modifier to the outermost layout only.", indent: 4))
    }

    static func parameterContext(_ parameter: KotlinParameter) -> ComposeParameter {
        ComposeParameter(name: parameter.name, declaration: parameter.declaration)
    }

    // MARK: - Deprecated names

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

    /// `typealias` for every type named after a renamed component or enum property.
    private func deprecatedTypes() -> [ComposeDeprecatedDeclaration] {
        api.renamedTypes(derived: api.declaredTypeNames).map { old, new in
            ComposeDeprecatedDeclaration(annotation: Self.deprecation("Renamed to \(new).", replaceWith: new),
                                         declaration: "typealias \(old) = \(new)")
        }
    }

    /// `val EBCardLayout.supportsCaption: Boolean get() = supportsSubtitle` for a renamed
    /// constrained parameter.
    private func deprecatedHelpers() -> [ComposeDeprecatedDeclaration] {
        component.properties.flatMap { property -> [ComposeDeprecatedDeclaration] in
            guard let constraint = property.constraint, let target = component.property(named: constraint.property) else { return [] }
            let current = api.supportsName(property.name)
            return component.aliases(of: property).map { old in
                ComposeDeprecatedDeclaration(
                    annotation: Self.deprecation("Renamed to \(current).", replaceWith: current),
                    declaration: "val \(api.enumTypeName(target)).\(api.supportsName(old)): Boolean get() = \(current)")
            }
        }
    }

    // MARK: - Documentation

    /// `alert`, `ad space`: how KDoc refers to the component.
    var noun: String {
        Words.phrase(component.name)
    }

    /// A parameter's `@param` text: its paragraphs on one line (tags cannot hold blank lines).
    func doc(_ parameter: KotlinParameter) -> String {
        guard let property = parameter.property else { return "The [Modifier] to be applied to this " + noun + "." }
        return parameterDoc(property).joined(separator: " ")
    }

    /// The property's documentation with its constraint in Kotlin terms: paragraphs, none empty.
    func parameterDoc(_ property: Property) -> [String] {
        var paragraphs = [property.doc.isEmpty ? "The " + Words.phrase(property.name) + "." : property.doc]
        if let constraint = constraintNote(property) { paragraphs.append(constraint) }
        return paragraphs
    }

    /// `Applies only when [style] is [EBAlertStyle.Card].`
    private func constraintNote(_ property: Property) -> String? {
        guard let constraint = property.constraint, let axis = component.property(named: constraint.property) else { return nil }
        let cases = constraint.cases.map { "[" + api.caseCode(axis, $0) + "]" }
        let helper = api.qualifiedSupportsName(property.name, on: axis.name)
        return "Applies only when [" + name(axis) + "] is " + cases.joinedWithOr + " (see [" + helper + "])."
    }

    /// The parameter name of a property or field (`onClick`).
    func name(_ property: Property) -> String {
        api.member(property).name
    }

    // MARK: - Imports

    /// What the function signature uses: `Composable`, `Modifier` and external slot types.
    private func signatureImports() -> [String] {
        ["androidx.compose.runtime.Composable", "androidx.compose.ui.Modifier"] + component.properties.flatMap { externalImports($0) }
    }

    private func externalImports(_ property: Property) -> [String] {
        guard property.keyword == .slot, property.compose.type == nil, let slotType = property.slotType else { return [] }
        return system.external(named: slotType)?.composeImports ?? []
    }

    /// Everything the component file uses.
    private func fileImports() -> [String] {
        var imports = signatureImports() + component.valueTypes.flatMap { $0.fields.flatMap { externalImports($0) } }
        let fieldTypes = Set(component.enumProperties.flatMap { $0.enumeration.fields.map(\.type) })
        let tokens = component.tokens
        if !component.valueTypes.isEmpty || !tokens.colorSets.isEmpty { imports.append("androidx.compose.runtime.Immutable") }
        if !tokens.colorSets.isEmpty || tokens.colors.contains(where: { $0.value != nil }) {
            imports.append("androidx.compose.ui.graphics.Color")
        }
        if fieldTypes.contains(.dp) || component.accessibility.touchTarget != nil || component.accessibility.focusRing != nil {
            imports += ["androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp"]
        }
        if !api.argumentConstraints.isEmpty {
            imports += ["android.content.pm.ApplicationInfo", "androidx.compose.ui.platform.LocalContext"]
        }
        if fieldTypes.contains(.sp) { imports += ["androidx.compose.ui.unit.TextUnit", "androidx.compose.ui.unit.sp"] }
        if fieldTypes.contains(.live) { imports.append("androidx.compose.ui.semantics.LiveRegionMode") }
        if fieldTypes.contains(.seconds) || component.telemetryConstants.contains(where: { $0.seconds != nil }) {
            imports += ["kotlin.time.Duration", "kotlin.time.Duration.Companion.seconds"]
        }
        return imports
    }
}
