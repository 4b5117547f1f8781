/// A property while it is being resolved, with the spans later checks point at.
struct PropertyBuilder {
    var property: Property
    var nameSpan: Range<Int>
    var defaultSpan: Range<Int>?
    var typeSpan: Range<Int>?
    /// Mapping keys as written (`card`, `true`, `omit`).
    var figmaKeys: [Located<String>] = []
    /// Every Figma value as written, with the key it maps to.
    var figmaValues: [(value: String, key: String, span: Range<Int>)] = []
    var caseSpans: [String: Range<Int>] = [:]
    var enumBuilder = EnumBuilder()
    var constraint: ConstraintSyntax?
    /// `shown-by NAME` as written, resolved once every property is known.
    var shownBy: Located<String>?
    /// `default-for type in a, b` as written, resolved once every property is known.
    var defaultFor: ConstraintSyntax?
    /// Where the first `figma` statement was written (a second may only complete a pair).
    var figmaSpan: Range<Int>?
    /// Event parameter types as written, checked once every property is known.
    var parameterTypes: [Located<String>] = []
}

/// Resolves property declarations: `enum type = neutral { … }`, `text? description { … }`.
enum PropertyResolver {
    /// The property kinds, which are also their declaring keywords.
    static let kinds = Property.Keyword.allCases.map(\.rawValue)

    /// Declares one property in a component (or value type) builder.
    static func declare(_ component: inout ComponentBuilder, _ statement: Statement, _ scope: Scope) {
        guard let kind = Property.Keyword(rawValue: statement.keyword),
              var builder = header(statement, kind: kind, in: scope) else { return }
        let name = builder.property.name
        table(for: kind).apply(statement.block ?? [], to: &builder, in: scope)
        if kind == .enumeration {
            if statement.block == nil { scope.report(.missingBlock("enum"), at: statement.keywordSpan) }
            EnumResolver.finish(&builder, hasBlock: statement.block != nil, in: scope)
        }
        FigmaResolver.validate(&builder, in: scope)
        checkEnvironmentValues(builder, in: scope)
        checkSlotExamples(builder, in: scope)
        guard scope.isFirst(name, at: builder.nameSpan, in: &component.propertySpans, else: .duplicate("property", name)) else { return }
        component.checks += references(of: builder, in: scope, system: component.system, components: component.componentNames)
        if let valueType = builder.property.valueType, !valueType.isEmpty {
            component.valueTypeReferences.append(Located(value: valueType, span: builder.typeSpan ?? builder.nameSpan))
        }
        if let constraint = builder.constraint { component.constraints.append((name, constraint)) }
        if builder.shownBy != nil || builder.defaultFor != nil {
            component.slotDefaults.append((name, builder.shownBy, builder.defaultFor))
        }
        component.component.properties.append(builder.property)
    }

    /// A property passed through an existing SwiftUI environment value needs every case mapped.
    private static func checkEnvironmentValues(_ builder: PropertyBuilder, in scope: Scope) {
        guard builder.property.swiftUI.passing == .environment, let cases = builder.property.enumeration?.cases else { return }
        for enumCase in cases where enumCase.swiftValues.isEmpty {
            scope.report(.missingSwiftValue(enumCase.name, type: builder.property.swiftUI.type ?? "the environment value"),
                         at: builder.caseSpans[enumCase.name] ?? builder.nameSpan)
        }
    }

    /// A typed slot given a function type of its own on a platform needs an example of that
    /// type: its type's example (an `ImageVector` for `Icon`) would not fit a lambda parameter.
    private static func checkSlotExamples(_ builder: PropertyBuilder, in scope: Scope) {
        let property = builder.property
        guard property.keyword == .slot, property.slotType != nil else { return }
        for (binding, platform) in [(property.swiftUI, "SwiftUI"), (property.compose, "Compose")]
        where binding.type.map(APIType.isFunction) == true && binding.example == nil {
            scope.report(.missingSlotExample(platform, keyword: platform.lowercased()), at: builder.nameSpan)
        }
    }

    /// `kind[?] name [: Type] [= default]`.
    private static func header(_ statement: Statement, kind: Property.Keyword, in scope: Scope) -> PropertyBuilder? {
        var arguments = scope.arguments(statement)
        let isOptional = arguments.optionalSymbol("?")
        guard let name = arguments.name("the property's name") else { return nil }
        if isOptional, kind == .enumeration || kind == .boolean {
            scope.report(.optionalNotAllowed(statement.keyword), at: statement.keywordSpan)
        }
        var typeName: Located<String>?
        if kind == .slot, arguments.optionalSymbol(":") { typeName = arguments.name("the slot's type, such as 'Icon'") }
        if kind == .value, arguments.symbol(":") { typeName = arguments.name("the value type's name") }
        let propertyKind: Property.Kind = switch kind {
        case .enumeration: .enumeration(Enumeration())
        case .boolean: .boolean
        case .text: .text
        case .number: .number
        case .slot: .slot(external: typeName?.value)
        case .event: .event(Property.Event())
        case .value: .value(type: typeName?.value ?? "")
        }
        var builder = PropertyBuilder(property: Property(name: name.value, kind: propertyKind, isOptional: isOptional), nameSpan: name.span)
        builder.typeSpan = typeName?.span
        if arguments.optionalSymbol("=") {
            builder.defaultSpan = arguments.nextSpan
            builder.property.defaultValue = defaultValue(&arguments, kind: kind, in: scope)
        }
        arguments.finish()
        return builder
    }

    private static func defaultValue(_ arguments: inout Arguments, kind: Property.Keyword, in scope: Scope) -> DefaultValue? {
        switch kind {
        case .enumeration:
            return arguments.name("a case name").map { .enumCase($0.value) }
        case .boolean:
            guard let word = arguments.name("'true' or 'false'") else { return nil }
            guard word.value == "true" || word.value == "false" else {
                scope.report(.invalidDefault("'\(word.value)'", kind: "bool"), at: word.span)
                return nil
            }
            return .boolean(word.value == "true")
        case .text:
            return arguments.string("a string").map { .text($0) }
        case .number:
            return arguments.number("a number").map { .number($0.value.value) }
        case .slot, .event, .value:
            scope.report(.defaultNotAllowed(kind.rawValue), at: arguments.nextSpan)
            arguments.abandon()
            return nil
        }
    }

    /// Checks that need the rest of the component: types and constraints.
    private static func references(of builder: PropertyBuilder, in scope: Scope, system: DesignSystem,
                                   components: Set<String>) -> [(Component) -> Void] {
        var checks: [(Component) -> Void] = []
        if let slotType = builder.property.slotType, system.external(named: slotType) == nil, !components.contains(slotType) {
            let known = system.externals.map(\.name) + components.sorted()
            checks.append { _ in scope.reportUnknown("slot type", Located(value: slotType, span: builder.typeSpan ?? builder.nameSpan), known: known) }
        }
        let parameterTypes = builder.parameterTypes
        guard !parameterTypes.isEmpty else { return checks }
        checks.append { component in
            let enums = component.properties.filter { $0.keyword == .enumeration }.map(\.name)
            for type in parameterTypes where !(["text", "number", "bool"] + enums).contains(type.value) {
                scope.reportUnknown("parameter type", type, known: ["text", "number", "bool"] + enums)
            }
        }
        return checks
    }

    // MARK: - Attributes

    private static func table(for kind: Property.Keyword) -> KeywordTable<PropertyBuilder> {
        switch kind {
        case .enumeration: return enumTable
        case .event: return eventTable
        default: return commonTable
        }
    }

    static let commonHandlers: [String: KeywordTable<PropertyBuilder>.Handler] = [
        // Closures rather than key paths: a key path write through Property's dynamic member
        // lookup costs about 3 K instructions (2.5 M at 100 components for `doc` alone).
        "doc": KeywordTable.text { $0.property.doc = $1 },
        "example": KeywordTable.text("example content") { $0.property.example = $1 },
        "figma": FigmaResolver.resolve,
        "swiftui": { builder, statement, scope in PlatformResolver.swiftUI(statement, in: scope, into: &builder) },
        "compose": { builder, statement, scope in PlatformResolver.compose(statement, in: scope, into: &builder) },
        "only": { builder, statement, scope in builder.constraint = ConstraintResolver.parse(statement, scope) },
        "shown-by": SlotDefaultResolver.shownBy,
        "default-for": SlotDefaultResolver.defaultFor,
        "native": { builder, statement, scope in builder.property.native = NativeResolver.resolve(statement, in: scope) },
        "migration": KeywordTable.text("a migration note") { $0.property.migrations.append($1) },
        "renamed-from": KeywordTable.appendName(\.property.renamedFrom, "the previous name"),
    ]

    /// `figma` is not one: a slot may carry a boolean and an instance swap (``FigmaResolver``).
    static let commonSingletons: Set<String> = ["doc", "example", "only", "native", "shown-by", "default-for"]

    static let commonTable = KeywordTable<PropertyBuilder>(
        context: "property", singletons: commonSingletons, handlers: commonHandlers)

    static let enumTable = KeywordTable<PropertyBuilder>(
        context: "enum", singletons: commonSingletons,
        handlers: commonHandlers.merging(EnumResolver.handlers) { first, _ in first })

    static let eventTable = KeywordTable<PropertyBuilder>(
        context: "event", singletons: commonSingletons.union(["a11y"]),
        handlers: commonHandlers.merging(EventResolver.handlers) { first, _ in first })
}
