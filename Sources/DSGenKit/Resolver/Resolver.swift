/// Turns parsed schema files into one validated, immutable ``DesignSystem``.
///
/// Resolution reports every problem it finds, each located, and returns no model when
/// any is an error: downstream stages only ever see a valid design system.
public enum Resolver {
    /// Resolves a set of files: exactly one `design-system` declaration and any number of
    /// `component` declarations, in any files.
    public static func resolve(_ files: [SyntaxFile]) -> (DesignSystem?, [Diagnostic]) {
        let sink = DiagnosticSink()
        var systems: [(Statement, Scope)] = []
        var components: [(Statement, Scope)] = []
        for file in files {
            let scope = Scope(file: file.source, sink: sink)
            for statement in file.statements {
                switch statement.keyword {
                case "design-system": systems.append((statement, scope))
                case "component": components.append((statement, scope))
                default:
                    scope.report(.unknownKeyword(statement.keyword, in: "a schema file"), at: statement.keywordSpan,
                                 fixIt: Suggestion.closest(to: statement.keyword, in: ["component", "design-system"]))
                }
            }
        }
        guard var system = designSystem(systems, files: files, sink: sink) else {
            return (nil, sink.diagnostics.sortedByLocation())
        }
        system.components = resolveComponents(components, in: system)
        let diagnostics = sink.diagnostics.sortedByLocation()
        return (diagnostics.hasErrors ? nil : system, diagnostics)
    }

    private static func designSystem(_ systems: [(Statement, Scope)], files: [SyntaxFile], sink: DiagnosticSink) -> DesignSystem? {
        guard let (statement, scope) = systems.first else {
            // An unreadable file may well be the design system: its error says enough.
            if let file = files.first, !files.contains(where: \.isUnreadable) {
                Scope(file: file.source, sink: sink).report(.missingDesignSystem, at: 0..<0)
            }
            return nil
        }
        for (duplicate, duplicateScope) in systems.dropFirst() {
            duplicateScope.report(.duplicateDesignSystem(duplicate.declaredName?.value ?? "design-system"),
                                  at: nameSpan(of: duplicate), notes: [scope.previous(nameSpan(of: statement))])
        }
        return DesignSystemResolver.resolve(statement, in: scope)
    }

    /// Where a declaration's name is written, or its keyword when it has none.
    private static func nameSpan(of statement: Statement) -> Range<Int> {
        statement.declaredName?.span ?? statement.keywordSpan
    }

    /// Resolves every component, several at a time (each reports into its own sink, so
    /// they share nothing), then rejects duplicate names in source order.
    private static func resolveComponents(_ statements: [(Statement, Scope)], in system: DesignSystem) -> [Component] {
        let componentNames = Set(statements.compactMap { statement, _ in statement.declaredName?.value })
        let resolved = statements.map { statement, scope in (statement, scope.file) }.concurrentMap { statement, file in
            let sink = DiagnosticSink()
            let (component, spans) = ComponentResolver.resolve(statement, in: Scope(file: file, sink: sink), system: system,
                                                               componentNames: componentNames)
            return (component, spans, sink.diagnostics)
        }
        var components: [Component] = []
        var located: [String: CompositionChecker.Located] = [:]
        var byFoldedTypeName: [String: String] = [:]
        for ((statement, scope), (component, propertySpans, diagnostics)) in zip(statements, resolved) {
            scope.sink.diagnostics += diagnostics
            guard let component else { continue }
            let span = nameSpan(of: statement)
            if let first = located[component.name] {
                scope.report(.duplicate("component", component.name), at: span, notes: [first.scope.previous(first.name)])
                continue
            }
            located[component.name] = CompositionChecker.Located(scope: scope, name: span, properties: propertySpans)
            // Files are named after the types: names that differ only by case are one file on
            // case-insensitive file systems (the default on macOS).
            for typeName in Set([component.swiftName, component.composeName]) {
                if let other = byFoldedTypeName.updateValue(component.name, forKey: typeName.lowercased()), other != component.name {
                    scope.report(.invalidName(typeName, reason: "it differs from component '\(other)''s name only by case, "
                        + "so their files would be one file on case-insensitive file systems"), at: span)
                }
            }
            let reason = TypeNameValidator.problem(withTypeName: component.swiftName)
                ?? TypeNameValidator.problem(withTypeName: component.composeName)
            scope.isValidName(component.name, unless: reason, at: span)
            components.append(component)
        }
        components.sort { $0.name < $1.name }
        CompositionChecker.check(components, system: system, located: located)
        return components
    }
}
