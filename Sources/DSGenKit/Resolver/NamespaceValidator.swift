/// Checks that the constants dsgen declares side by side — in a component's token,
/// accessibility and telemetry namespaces and in each colour set — have distinct names.
///
/// Their names are built from schema words (`caption` + `text style`, `delete` + `button
/// label`, `x` + `not selected`), so two different schema names can meet in one constant:
/// Swift reports an invalid redeclaration, Kotlin conflicting declarations.
enum NamespaceValidator {
    /// A generated constant: its Swift name as the target declares it (with a template's
    /// parameters, since a function and a constant may share a name) and the schema text it
    /// comes from.
    private typealias Constant = (key: String, source: String)

    static func validate(_ builder: ComponentBuilder, nameSpan: Range<Int>, in scope: Scope) {
        let component = builder.component
        let api = SwiftAPI.names(system: builder.system, component: component)
        let tokens = component.tokens.colors.map { (api.colorConstantName($0.role), "colour token '\($0.role)'") }
            + component.tokens.typography.map { (api.textStyleName($0.role), "typography token '\($0.role)'") }
        report(tokens, namespace: api.tokensTypeName, at: nameSpan, in: scope)
        let labels = component.accessibilityConstants.map { constant -> Constant in
            let placeholders = StringTemplate(constant.text)?.placeholders ?? []
            let key = SwiftNaming.memberName(constant.name)
            return (placeholders.isEmpty ? key : key + "(" + placeholders.joined(separator: ":") + ":)", "accessibility text '\(constant.text)'")
        }
        report(labels, namespace: api.accessibilityTypeName, at: nameSpan, in: scope)
        var telemetry: [Constant] = []
        for property in component.properties {
            for threshold in property.telemetry {
                let source = "the \(threshold.kind.rawValue) telemetry of '\(property.name)'"
                if threshold.visiblePercent != nil { telemetry.append((api.visibleFractionName(threshold.kind.rawValue), source)) }
                if threshold.seconds != nil { telemetry.append((api.durationName(threshold.kind.rawValue), source)) }
            }
        }
        report(telemetry, namespace: api.telemetryTypeName, at: nameSpan, in: scope)
        for set in component.tokens.colorSets {
            report(colorSetConstants(set, api: api), namespace: api.typeName(set.name), at: nameSpan, in: scope)
        }
    }

    /// Each constant of a colour set, named as the targets name it.
    private static func colorSetConstants(_ set: ColorSet, api: SwiftAPI) -> [Constant] {
        let second = set.axes.dropFirst().first.flatMap { api.component.property(named: $0) }
        return set.entries.flatMap { entry -> [Constant] in
            guard entry.variesBySecondAxis, let second else {
                return [(api.colorConstantName(entry.caseName), "case '\(entry.caseName)'")]
            }
            return (entry.values.first?.colors.compactMap(\.caseName) ?? []).map { secondCase in
                (api.colorConstantName(api.colorConstantWords(entry.caseName, axis: second, secondCase: secondCase)),
                 "case '\(entry.caseName)' with \(second.name) '\(secondCase)'")
            }
        }
    }

    private static func report(_ constants: [Constant], namespace: String, at span: Range<Int>, in scope: Scope) {
        var first: [String: String] = [:]
        for (key, source) in constants {
            guard let other = first[key] else {
                first[key] = source
                continue
            }
            // The name without a template's parameters or a keyword's backticks.
            let name = String(key.prefix { $0 != "(" }.filter { $0 != "`" })
            scope.report(.constantCollision(name, namespace: namespace, source: source, other: other), at: span)
        }
    }
}
