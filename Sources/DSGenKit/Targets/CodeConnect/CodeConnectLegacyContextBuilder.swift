/// Builds the legacy Code Connect context of a component: a `FigmaConnect` struct with
/// property wrappers (SwiftUI) and a `@FigmaConnect` class with `@FigmaProperty`
/// annotations (Compose), per layout.
///
/// The parsers cannot evaluate conditions, so constraints become layouts: the general
/// connection shows what most values of the constraining variant show; every Figma
/// spelling whose value shows something else (a banner size: no caption) gets its own
/// connection, restricted to that variant value (`variant` / `@FigmaVariant`), with the
/// variant's value fixed in the example.
struct CodeConnectLegacyContextBuilder {
    let system: DesignSystem
    let component: Component

    /// The general layout (no spelling) or one Figma value of the constraining variant.
    struct Layout {
        /// The Figma variant value this layout is for, nil for the general one.
        var spelling: String?
        /// The constraining enum property, when the layout fixes it.
        var axis: Property?
        /// Its case in this layout.
        var caseName: String?
        /// Properties the layout does not show.
        var hidden: Set<String>
    }

    func build() -> CodeConnectLegacyContext {
        let layouts = self.layouts()
        return CodeConnectLegacyContext(
            header: GeneratedHeader.lines(schema: component.sourcePath) + [
                "Legacy Code Connect (framework parsers, no longer updated by Figma): prefer `dsgen emit --target codeconnect`.",
            ],
            schema: component.sourcePath,
            componentName: component.name,
            swiftUI: swiftFile(layouts),
            compose: kotlinFile(layouts))
    }

    // MARK: - Layouts

    /// Figma-mapped properties shown only for some cases of a Figma variant.
    private var constrained: [(property: Property, constraint: Constraint, axis: Property)] {
        component.properties.compactMap { property in
            guard isMapped(property), let constraint = property.constraint,
                  let axis = component.property(named: constraint.property), axis.figma.kind == .variant else { return nil }
            return (property, constraint, axis)
        }
    }

    func layouts() -> [Layout] {
        let constrained = self.constrained
        guard let axis = constrained.first?.axis else { return [Layout(hidden: [])] }
        let onAxis = constrained.filter { $0.axis.name == axis.name }
        let defaultCase: String? = {
            if case .enumCase(let name)? = axis.defaultValue { return name }
            return axis.enumeration?.cases.first?.name
        }()
        var spellings: [(spelling: String, caseName: String, hidden: Set<String>)] = []
        for mapping in axis.figma.values {
            let caseName = mapping.value == "omit" ? defaultCase ?? mapping.value : mapping.value
            let hidden = Set(onAxis.filter { !$0.constraint.cases.contains(caseName) }.map(\.property.name))
            for spelling in mapping.figmaValues { spellings.append((spelling, caseName, hidden)) }
        }
        // The general layout: what most spellings show (ties: the default case's).
        var counts: [Set<String>: Int] = [:]
        for entry in spellings { counts[entry.hidden, default: 0] += 1 }
        let defaultHidden = spellings.first { $0.caseName == defaultCase }?.hidden ?? []
        let general = counts.max { lhs, rhs in
            lhs.value != rhs.value ? lhs.value < rhs.value : (lhs.key != defaultHidden && rhs.key == defaultHidden)
        }?.key ?? []
        return [Layout(hidden: general)] + spellings.filter { $0.hidden != general }.map {
            Layout(spelling: $0.spelling, axis: axis, caseName: $0.caseName, hidden: $0.hidden)
        }
    }

    private func isMapped(_ property: Property) -> Bool {
        property.figma.name != nil && property.figma.kind != .none && property.figma.kind != .implicit
            && !(property.kind == .number && property.figma.kind == .text)
    }

    /// Whether a Figma value switches the (optional) property on, rather than naming a value.
    private func isPresence(_ property: Property) -> Bool {
        guard property.figma.kind == .variant || property.figma.kind == .boolean else { return false }
        switch property.kind {
        case .enumeration, .boolean, .number: return false
        case .text: return property.figma.values.allSatisfy { ["true", "false", "omit"].contains($0.value) }
        case .slot, .event, .value: return true
        }
    }

    /// `Large Label=yes` → `LargeLabelYes`: a type-name part for a variant-specific connection.
    private func suffix(_ layout: Layout) -> String {
        guard let axis = layout.axis, let spelling = layout.spelling, let name = axis.figma.name else { return "" }
        return Words.upperCamel(name) + Words.upperCamel(spelling)
    }

    private func layoutDoc(_ layout: Layout) -> String {
        guard let axis = layout.axis, let spelling = layout.spelling, let name = axis.figma.name else {
            return "\(component.name) in Figma."
        }
        return "\(component.name) with \(name)=\(spelling) in Figma."
    }

    // MARK: - Values shared by both platforms

    /// Figma spellings with the platform code of their value (`omit` → the default's code).
    private func mappingPairs(_ property: Property, dialect: any CodeConnectDialect, presenceValue: String, absent: String) -> [(figma: String, code: String)] {
        let builder = CodeConnectContextBuilder(system: system, component: component, dialect: dialect)
        let values = property.figma.values.isEmpty && property.figma.kind == .boolean
            ? [FigmaValueMapping(value: "true", figmaValues: ["true"]), FigmaValueMapping(value: "false", figmaValues: ["false"])]
            : property.figma.values
        return values.flatMap { mapping in
            mapping.figmaValues.map { spelling in
                let code: String
                if isPresence(property) {
                    code = mapping.value == "true" ? presenceValue : absent
                } else if mapping.value == "omit" {
                    code = builder.example(property)
                } else {
                    switch property.kind {
                    case .enumeration: code = dialect.enumCode(property, mapping.value)
                    case .number: code = Double(mapping.value).map(dialect.numberLiteral) ?? mapping.value
                    case .text: code = dialect.stringLiteral(mapping.value)
                    default: code = mapping.value
                    }
                }
                return (spelling, code)
            }
        }
    }

    // MARK: - SwiftUI

    private func swiftFile(_ layouts: [Layout]) -> CodeConnectLegacyFile {
        let dialect = SwiftUIDialect(system: system, component: component)
        return CodeConnectLegacyFile(
            fileName: "\(component.swiftName).figma.swift",
            packageName: "",
            imports: ["Figma", "SwiftUI"],
            connections: layouts.map { swiftConnection($0, dialect) }.markingLast)
    }

    private func swiftConnection(_ layout: Layout, _ dialect: SwiftUIDialect) -> CodeConnectLegacyConnection {
        let names = SwiftUIContextBuilder(system: system, component: component)
        let builder = CodeConnectContextBuilder(system: system, component: component, dialect: dialect)
        let generics = component.properties.filter { dialect.closureProperties.contains($0) }.map { _ in "AnyView" }
        let componentType = component.swiftName + (generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>")
        let suffix = self.suffix(layout)
        var members = ["let component = \(componentType).self"]
        if let spelling = layout.spelling, let name = layout.axis?.figma.name {
            members.append("let variant: [String: Any]? = [\(SwiftNaming.stringLiteral(name)): \(SwiftNaming.stringLiteral(spelling))]")
        }
        members.append("let figmaNodeUrl = \(SwiftNaming.stringLiteral(component.figmaURL ?? ""))")

        var properties: [CodeConnectLegacyProperty] = []
        var values: [String: String] = [:]  // property name → the expression the example uses
        for property in component.properties where isMapped(property) && !layout.hidden.contains(property.name) {
            if property.name == layout.axis?.name, let caseName = layout.caseName {
                values[property.name] = dialect.enumCode(property, caseName)
                continue
            }
            let variable = names.name(property)
            values[property.name] = variable
            let type = property.swiftUI.passing == .environment ? (property.swiftUI.type ?? names.storedType(property)) : names.storedType(property)
            let figmaName = SwiftNaming.stringLiteral(property.figma.name ?? "")
            let hide = property.defaultValue != nil || property.isOptional ? ", hideDefault: true" : ""
            let initial = isPresence(property) || (property.isOptional && property.defaultValue == nil && property.figma.kind == .instance) || property.figma.kind == .children && property.isOptional
                ? "nil" : builder.example(property)
            var lines: [String]
            switch property.figma.kind {
            case .variant:
                let pairs = mappingPairs(property, dialect: dialect, presenceValue: builder.example(property), absent: "nil")
                lines = ["@FigmaEnum(\(figmaName), mapping: ["] + pairs.map { "    \(SwiftNaming.stringLiteral($0.figma)): \($0.code)," } + ["]\(hide))"]
            case .boolean where property.kind == .boolean && property.figma.values.isEmpty:
                lines = ["@FigmaBoolean(\(figmaName)\(hide))"]
            case .boolean:
                let pairs = mappingPairs(property, dialect: dialect, presenceValue: builder.example(property), absent: "nil")
                lines = ["@FigmaBoolean(\(figmaName), mapping: ["] + pairs.map { "    \($0.figma == "true" || $0.figma == "false" ? $0.figma : SwiftNaming.stringLiteral($0.figma)): \($0.code)," } + ["]\(hide))"]
            case .text:
                lines = ["@FigmaString(\(figmaName))"]
            case .instance:
                lines = ["@FigmaInstance(\(figmaName))"]
            case .children:
                lines = ["@FigmaChildren(layers: [\(figmaName)])"]
            case .implicit, .none:
                continue
            }
            let declaredType = property.figma.kind == .children && property.slotType == nil ? "AnyView?" : (property.figma.kind == .text ? "String" : type)
            let declaredInitial = property.figma.kind == .children && property.slotType == nil ? "nil" : initial
            lines.append("var \(variable): \(declaredType) = \(declaredInitial)")
            properties.append(CodeConnectLegacyProperty(doc: ["/// \(property.name): Figma \(property.figma.kind.rawValue) \(figmaName)."], lines: lines))
        }

        // The example: arguments in API order, closures, modifiers.
        var arguments: [String] = []
        for property in dialect.argumentProperties where !layout.hidden.contains(property.name) {
            if let value = values[property.name] {
                if property.name == layout.axis?.name, let defaultCode = builder.defaultCodeIfDefaulted(property), defaultCode == value { continue }
                arguments.append(dialect.label(property) + value)
            } else if property.isRequired {
                arguments.append(dialect.label(property) + builder.example(property))
            }
        }
        var example = call(component.swiftName, arguments)
        for (index, property) in dialect.closureProperties.enumerated() {
            example[example.count - 1] += index == 0 ? " {" : " \(dialect.parameterName(property)): {"
            if let value = values[property.name] { example.append("    " + value) }
            example.append("}")
        }
        for property in component.properties {
            guard let (open, close) = dialect.modifier(property), let value = values[property.name] else { continue }
            if property.name == layout.axis?.name, builder.defaultCodeIfDefaulted(property) == value { continue }
            example.append(open + value + close)
        }
        return CodeConnectLegacyConnection(
            doc: ["/// " + SwiftNaming.docText(layoutDoc(layout))],
            annotations: [],
            typeName: "\(component.swiftName)\(suffix.isEmpty ? "" : "_" + suffix)_connection",
            members: members,
            properties: properties,
            exampleDeclaration: ["var body: some View {"],
            example: example)
    }

    /// `Name(a, b)` on one line for up to one argument, else one argument per line.
    private func call(_ callee: String, _ arguments: [String]) -> [String] {
        if arguments.count <= 1 { return ["\(callee)(\(arguments.joined()))"] }
        return ["\(callee)("] + arguments.enumerated().map { index, argument in
            "    " + argument + (index < arguments.count - 1 ? "," : "")
        } + [")"]
    }

    // MARK: - Compose

    private func kotlinFile(_ layouts: [Layout]) -> CodeConnectLegacyFile {
        let dialect = ComposeDialect(system: system, component: component)
        let connections = layouts.map { kotlinConnection($0, dialect) }
        let used = Set(connections.flatMap { $0.annotations + $0.properties.flatMap(\.lines) }.joined(separator: "\n")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        var imports = ["androidx.compose.runtime.Composable"]
        for name in ["Figma", "FigmaChildren", "FigmaConnect", "FigmaProperty", "FigmaType", "FigmaVariant"] where used.contains(name) {
            imports.append("com.figma.code.connect." + name)
        }
        let externals = component.properties.filter(isMapped).compactMap { $0.slotType.flatMap(system.external(named:)) }
        imports += externals.flatMap { $0.composeImports + $0.composeExampleImports }
        return CodeConnectLegacyFile(
            fileName: "\(component.composeName).figma.kt",
            packageName: system.kotlinPackage,
            imports: ComposeContextBuilder.sortedImports(imports),
            connections: connections.markingLast)
    }

    private func kotlinConnection(_ layout: Layout, _ dialect: ComposeDialect) -> CodeConnectLegacyConnection {
        let names = ComposeContextBuilder(system: system, component: component)
        let builder = CodeConnectContextBuilder(system: system, component: component, dialect: dialect)
        var annotations = ["@FigmaConnect(url = \(KotlinNaming.stringLiteral(component.figmaURL ?? "")))"]
        if let spelling = layout.spelling, let name = layout.axis?.figma.name {
            annotations.append("@FigmaVariant(\(KotlinNaming.stringLiteral(name)), \(KotlinNaming.stringLiteral(spelling)))")
        }
        var properties: [CodeConnectLegacyProperty] = []
        var values: [String: String] = [:]
        for property in component.properties where isMapped(property) && !layout.hidden.contains(property.name) {
            if property.name == layout.axis?.name, let caseName = layout.caseName {
                values[property.name] = dialect.enumCode(property, caseName)
                continue
            }
            let variable = names.name(property)
            values[property.name] = variable
            let figmaName = KotlinNaming.stringLiteral(property.figma.name ?? "")
            let type = names.type(property)
            var lines: [String]
            switch property.figma.kind {
            case .variant:
                let pairs = mappingPairs(property, dialect: dialect, presenceValue: builder.example(property), absent: "null")
                lines = ["@FigmaProperty(FigmaType.Enum, \(figmaName))", "val \(variable): \(type) = Figma.mapping("]
                    + pairs.enumerated().map { index, pair in "    \(KotlinNaming.stringLiteral(pair.figma)) to \(pair.code)" + (index < pairs.count - 1 ? "," : "") }
                    + [")"]
            case .boolean where property.kind == .boolean && property.figma.values.isEmpty:
                lines = ["@FigmaProperty(FigmaType.Boolean, \(figmaName))", "val \(variable): \(type) = \(builder.example(property))"]
            case .boolean:
                let pairs = mappingPairs(property, dialect: dialect, presenceValue: builder.example(property), absent: "null")
                lines = ["@FigmaProperty(FigmaType.Boolean, \(figmaName))", "val \(variable): \(type) = Figma.mapping("]
                    + pairs.enumerated().map { index, pair in
                        "    \(pair.figma == "true" || pair.figma == "false" ? pair.figma : KotlinNaming.stringLiteral(pair.figma)) to \(pair.code)"
                            + (index < pairs.count - 1 ? "," : "")
                    } + [")"]
            case .text:
                lines = ["@FigmaProperty(FigmaType.Text, \(figmaName))", "val \(variable): String = \(builder.example(property))"]
            case .instance:
                lines = ["@FigmaProperty(FigmaType.Instance, \(figmaName))", "val \(variable): \(type) = \(builder.example(property))"]
            case .children:
                lines = ["@FigmaChildren(\(figmaName))", "val \(variable): \(type) = {}"]
            case .implicit, .none:
                continue
            }
            properties.append(CodeConnectLegacyProperty(doc: ["/** \(KotlinNaming.docText("\(property.name): Figma \(property.figma.kind.rawValue) \(figmaName).")) */"],
                                                        lines: lines))
        }
        var arguments: [String] = []
        for property in dialect.argumentProperties + dialect.closureProperties where !layout.hidden.contains(property.name) {
            if let value = values[property.name] {
                if property.name == layout.axis?.name, builder.defaultCodeIfDefaulted(property) == value { continue }
                arguments.append(dialect.label(property) + value)
            } else if property.isRequired {
                arguments.append(dialect.label(property) + builder.example(property))
            }
        }
        return CodeConnectLegacyConnection(
            doc: ["/** \(KotlinNaming.docText(layoutDoc(layout))) */"],
            annotations: annotations,
            typeName: component.composeName + suffix(layout) + "Doc",
            members: [],
            properties: properties,
            exampleDeclaration: ["@Composable", "fun ComponentExample() {"],
            example: call(component.composeName, arguments))
    }
}

extension CodeConnectContextBuilder {
    /// The code of the property's default, when it has one.
    func defaultCodeIfDefaulted(_ property: Property) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return dialect.enumCode(property, name)
        case .boolean(let value)?: return value ? "true" : "false"
        case .number(let value)?: return dialect.numberLiteral(value)
        case .text(let text)?: return dialect.stringLiteral(text)
        case nil: return nil
        }
    }
}
