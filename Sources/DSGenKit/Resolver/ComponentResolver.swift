/// A component while it is being resolved, with what validation still needs.
struct ComponentBuilder {
    var component: Component
    let system: DesignSystem
    /// The names of every component declared in the inputs, which typed slots may take.
    var componentNames: Set<String> = []
    /// Where each property's name was written.
    var propertySpans: [String: Range<Int>] = [:]
    /// Where each value type's name was written.
    var valueTypeSpans: [String: Range<Int>] = [:]
    /// The `tokens` block, resolved once all properties are known.
    var tokens: Statement?
    /// The `accessibility` block, searched for the location of contrast claims.
    var accessibility: Statement?
    /// Checks that need the whole component (constraints, type references).
    var checks: [(Component) -> Void] = []
    /// Constraints as written, resolved once all properties are known.
    var constraints: [(property: String, syntax: ConstraintSyntax)] = []
    /// Slots' `shown-by` and `default-for` as written, resolved once all properties are known.
    var slotDefaults: [(property: String, shownBy: Located<String>?, defaultFor: ConstraintSyntax?)] = []
    /// Value types named by `value` properties and fields, checked once all are declared.
    var valueTypeReferences: [Located<String>] = []
}

/// Resolves `component Name { … }`.
enum ComponentResolver {
    /// Resolves one component; also returns where each property's name was written, for
    /// the checks across components.
    static func resolve(_ statement: Statement, in scope: Scope, system: DesignSystem,
                        componentNames: Set<String> = []) -> (component: Component?, propertySpans: [String: Range<Int>]) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the component's name") else { return (nil, [:]) }
        arguments.finish()
        if name.value.utf8.contains(UInt8(ascii: "-")) || name.value.first?.isUppercase != true {
            scope.report(.invalidName(name.value, reason: "a component name is UpperCamel, such as 'AdSpace'"), at: name.span)
        }
        let platformName = system.prefix + Words.upperCamel(name.value)
        let initial = Component(name: name.value, sourcePath: scope.file.fileName, swiftName: platformName, composeName: platformName)
        var builder = table.build(statement, from: ComponentBuilder(component: initial, system: system, componentNames: componentNames),
                                  in: scope)
        if builder.component.summary.isEmpty, statement.block != nil {
            scope.report(.missingStatement("summary", in: "component '\(name.value)'"), at: name.span)
        }
        if builder.component.figmaURL == nil, statement.block != nil {
            scope.report(.missingFigmaURL(name.value), at: name.span, severity: .warning)
        }
        let propertyIndices = builder.component.properties.firstPositions { $0.name }
        for (property, syntax) in builder.constraints {
            guard let index = propertyIndices[property] else { continue }
            builder.component.properties[index].constraint =
                ConstraintResolver.constraint(for: property, syntax, in: builder.component, scope: scope)
        }
        SlotDefaultResolver.resolve(&builder, in: scope)
        if let tokens = builder.tokens {
            builder.component.tokens = TokenResolver.resolve(tokens, in: scope, component: builder.component)
        }
        ContrastCheck.check(builder.component, policy: system.contrast, tokens: builder.tokens,
                            accessibility: builder.accessibility, in: scope)
        let component = builder.component
        builder.checks.forEach { $0(component) }
        let valueTypeNames = Set(component.valueTypes.map(\.name))
        for reference in builder.valueTypeReferences where !valueTypeNames.contains(reference.value) {
            scope.reportUnknown("value type", reference, known: component.valueTypes.map(\.name))
        }
        NameValidator.validate(builder, in: scope)
        NamespaceValidator.validate(builder, nameSpan: name.span, in: scope)
        checkValueTypeCycles(builder, in: scope)
        checkTemplates(component, nameSpan: name.span, propertySpans: builder.propertySpans, in: scope)
        return (component, builder.propertySpans)
    }

    /// Labels are templates over the component's own text (`"Close {title}"`): each
    /// placeholder must name a required text property, and braces must balance.
    static func checkTemplates(_ component: Component, nameSpan: Range<Int>, propertySpans: [String: Range<Int>], in scope: Scope) {
        let labels = component.accessibility.strings.map { ($0.text, nameSpan) }
            + component.properties.compactMap { property in property.accessibilityLabel.map { ($0, propertySpans[property.name] ?? nameSpan) } }
        // Not `.map(\.name)`, a key path instantiated on every call (1.2 M instructions at 100 components).
        let texts = component.properties.filter { $0.keyword == .text && !$0.isOptional }.map { $0.name }
        for (text, span) in labels {
            guard let template = StringTemplate(text) else {
                scope.report(.unbalancedTemplate(text), at: span)
                continue
            }
            for name in template.placeholders where !texts.contains(name) {
                scope.report(.unknownTemplateProperty(name), at: span, fixIt: Suggestion.closest(to: name, in: texts))
            }
        }
    }

    /// A value type that contains itself, directly or through others, has no finite size
    /// (Swift rejects such structs, optional or not). Each set of mutually containing types
    /// is reported once, at its first-declared type, naming the shortest cycle through it.
    /// Linear and iterative: any number of types, no recursion.
    static func checkValueTypeCycles(_ builder: ComponentBuilder, in scope: Scope) {
        let types = builder.component.valueTypes
        let index = types.firstPositions(by: \.name)
        let edges = types.map { type in
            type.fields.compactMap { $0.valueType.flatMap { index[$0] } }
        }
        for members in stronglyConnectedComponents(edges) {
            guard let cycle = shortestCycle(in: members, edges: edges) else { continue }
            scope.report(.cyclicValueType(cycle.map { types[$0].name }),
                         at: builder.valueTypeSpans[types[cycle[0]].name] ?? 0..<0)
        }
    }

    /// The shortest cycle through the first node of a strongly connected component, from
    /// it back to it (`[a, b, a]`), or nil when the component is one node without a loop.
    /// Breadth-first within the component, iterative.
    static func shortestCycle(in members: [Int], edges: [[Int]]) -> [Int]? {
        guard let start = members.min(), members.count > 1 || edges[start].contains(start) else { return nil }
        let inComponent = Set(members)
        var cameFrom: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count, cameFrom[start] == nil {
            let current = queue[head]
            head += 1
            for next in edges[current] where inComponent.contains(next) && cameFrom[next] == nil {
                cameFrom[next] = current
                queue.append(next)
            }
        }
        // Back from the node that closes the cycle, through each node's predecessor, to the start
        // (a simple path: at most one node per member).
        let path = sequence(first: cameFrom[start] ?? start) { $0 == start ? nil : cameFrom[$0] }.prefix(members.count)
        return path.reversed() + [start]
    }

    /// Tarjan's strongly connected components, with an explicit stack instead of recursion.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        var order = Array(repeating: -1, count: edges.count)
        var low = Array(repeating: 0, count: edges.count)
        var onStack = Array(repeating: false, count: edges.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in edges.indices where order[root] == -1 {
            var work: [(node: Int, edge: Int)] = []
            func visit(_ node: Int) {
                order[node] = counter
                low[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                work.append((node, 0))
            }
            visit(root)
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if order[next] == -1 {
                        visit(next)
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    static let table = KeywordTable<ComponentBuilder>(
        context: "component",
        singletons: ["summary", "figma", "swiftui", "compose", "tokens", "accessibility", "behavior", "legacy", "audit"],
        handlers: handlers.merging(PropertyResolver.kinds.map { ($0, PropertyResolver.declare) }, uniquingKeysWith: { first, _ in first })
    )

    private static let handlers: [String: KeywordTable<ComponentBuilder>.Handler] = [
            "summary": KeywordTable.text(\.component.summary),
            "doc": KeywordTable.appendText(\.component.docs),
            "home": KeywordTable.appendText(\.component.homes),
            "figma": KeywordTable.optionalCode(\.component.figmaURL, "the Figma node URL", as: .figmaURL),
            "native": { builder, statement, scope in builder.component.native.append(NativeResolver.resolve(statement, in: scope)) },
            "replaces": { builder, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let name = arguments.string("the replaced component's Figma name") else { return }
                builder.component.replaces.append(Replacement(name: name, note: arguments.trailingString()))
            },
            "renamed-from": KeywordTable.appendName(\.component.renamedFrom, "the previous name"),
            "swiftui": { builder, statement, scope in platformName(statement, scope, into: &builder.component.swiftName) },
            "compose": { builder, statement, scope in platformName(statement, scope, into: &builder.component.composeName) },
            "type": { valueType(&$0, $1, $2) },
            "tokens": { builder, statement, _ in builder.tokens = statement },
            "accessibility": { builder, statement, scope in
                builder.accessibility = statement
                builder.component.accessibility = ContractResolver.accessibility.build(statement, from: .empty, in: scope)
            },
            "behavior": KeywordTable.block(\.component.behavior, ContractResolver.behavior, from: .empty),
            "legacy": KeywordTable.block(\.component.legacy, ContractResolver.legacy, from: .empty),
            "audit": KeywordTable.block(\.component.audit, ContractResolver.audit, from: .empty),
    ]

    /// `swiftui name "EBAdBanner"`.
    private static func platformName(_ statement: Statement, _ scope: Scope, into name: inout String) {
        for (_, text) in DesignSystemResolver.pairs(statement, scope, allowed: ["name"]) {
            if scope.isValidName(text, unless: TypeNameValidator.problem(withTypeName: text), at: statement.span) { name = text }
        }
    }

    /// `type Action { text label; event onClick }`.
    private static func valueType(_ builder: inout ComponentBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the value type's name") else { return }
        arguments.finish()
        guard scope.isFirst(name.value, at: name.span, in: &builder.valueTypeSpans, else: .duplicate("value type", name.value)) else { return }
        var fields = ComponentBuilder(component: builder.component, system: builder.system)
        // Share nothing with the component: a shared buffer would be copied on every append.
        fields.component.properties = []
        fields.component.valueTypes = []
        var valueType = ValueType(name: name.value, doc: "", fields: [])
        for field in scope.block(of: statement) {
            if field.keyword == "doc" {
                var docArguments = scope.arguments(field)
                valueType.doc = docArguments.string("a string") ?? ""
                docArguments.finish()
            } else if PropertyResolver.kinds.contains(field.keyword) {
                PropertyResolver.declare(&fields, field, scope)
            } else {
                scope.report(.unknownKeyword(field.keyword, in: "value type"), at: field.keywordSpan,
                             fixIt: Suggestion.closest(to: field.keyword, in: ["doc"] + PropertyResolver.kinds))
            }
        }
        for (_, constraint) in fields.constraints {
            scope.report(.constraintInValueType, at: constraint.property.span)
        }
        valueType.fields = fields.component.properties
        NameValidator.validateProperties(fields, in: scope)
        builder.checks += fields.checks
        builder.valueTypeReferences += fields.valueTypeReferences
        builder.component.valueTypes.append(valueType)
    }
}

/// Resolves `native "note"` and `native ios "X" android "Y"`.
enum NativeResolver {
    static func resolve(_ statement: Statement, in scope: Scope) -> NativeMapping {
        var arguments = scope.arguments(statement)
        if let note = arguments.optionalString() {
            scope.rejectBlock(of: statement)
            arguments.finish()
            return NativeMapping(note: note)
        }
        var mapping = NativeMapping()
        for (platform, text) in DesignSystemResolver.pairs(statement, scope, allowed: ["ios", "android"]) {
            if platform == "ios" { mapping.ios = text } else { mapping.android = text }
        }
        return mapping
    }
}
