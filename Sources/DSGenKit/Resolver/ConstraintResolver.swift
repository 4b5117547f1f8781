/// `only size in promo, hero` as written, resolved once every property is known.
struct ConstraintSyntax {
    var property: Located<String>
    var negated: Bool
    var cases: [Located<String>]
    var written: String
}

/// Resolves `only style == card`, `only theme != light`, `only size in promo, hero`.
enum ConstraintResolver {
    /// `style == card`, `theme != light`, `size in promo, hero` after a statement's keyword.
    static func parse(_ statement: Statement, _ scope: Scope) -> ConstraintSyntax? {
        var arguments = scope.blocklessArguments(statement)
        guard let property = arguments.name("the property it depends on") else { return nil }
        let op: String
        if arguments.optionalSymbol("==") {
            op = "=="
        } else if arguments.optionalSymbol("!=") {
            op = "!="
        } else if arguments.optionalWord("in") {
            op = "in"
        } else {
            arguments.expected("'==', '!=' or 'in'")
            return nil
        }
        let cases = op == "in" ? arguments.nameList("a case or group name") : arguments.name("a case name").map { [$0] } ?? []
        arguments.finish()
        guard !arguments.failed else { return nil }
        let written = "\(property.value) \(op) \(cases.map(\.value).joined(separator: ", "))"
        return ConstraintSyntax(property: property, negated: op == "!=", cases: cases, written: written)
    }

    /// Resolves a property's constraint against the component's enum properties.
    static func constraint(for property: String, _ syntax: ConstraintSyntax, in component: Component, scope: Scope) -> Constraint? {
        guard syntax.property.value != property else {
            scope.report(.selfConstraint, at: syntax.property.span)
            return nil
        }
        guard let target = component.property(named: syntax.property.value) else {
            scope.reportUnknown("property", syntax.property, known: component.properties.map(\.name))
            return nil
        }
        guard let enumeration = target.enumeration else {
            scope.report(.constraintNeedsEnum(target.name), at: syntax.property.span)
            return nil
        }
        var named: Set<String> = []
        for name in syntax.cases {
            if let group = enumeration.groups.first(where: { $0.name == name.value }) {
                named.formUnion(group.cases)
            } else if enumeration.enumCase(named: name.value) != nil {
                named.insert(name.value)
            } else {
                scope.report(.unknownCase(name.value, of: target.name), at: name.span,
                             fixIt: Suggestion.closest(to: name.value, in: enumeration.cases.map(\.name) + enumeration.groups.map(\.name)))
                return nil
            }
        }
        let cases = enumeration.cases.map(\.name).filter { named.contains($0) != syntax.negated }
        return Constraint(property: target.name, cases: cases, written: syntax.written)
    }
}

/// Resolves an event's `a11y`, `telemetry` and `param` statements.
enum EventResolver {
    static let handlers: [String: KeywordTable<PropertyBuilder>.Handler] = [
        "a11y": accessibility, "telemetry": telemetry, "param": parameter,
    ]

    /// `a11y label "Dismiss"`.
    private static func accessibility(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        for (_, text) in DesignSystemResolver.pairs(statement, scope, allowed: ["label"]) {
            builder.property.updateEvent { $0.accessibilityLabel = text }
        }
    }

    /// `telemetry impression visible 50% for 1s "note"`.
    private static func telemetry(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let kind = arguments.name("the signal's kind, such as 'impression'") else { return }
        var telemetry = Telemetry(kind: TelemetrySignal(rawValue: kind.value), visiblePercent: nil, seconds: nil, note: nil)
        if arguments.optionalWord("visible") {
            telemetry.visiblePercent = arguments.number("a percentage such as '50%'")?.value.value
            if arguments.optionalWord("for") {
                telemetry.seconds = arguments.number("a duration such as '1s'")?.value.value
            }
        }
        telemetry.note = arguments.trailingString()
        builder.property.updateEvent { $0.telemetry.append(telemetry) }
    }

    /// `param reason: text`.
    private static func parameter(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let name = arguments.name("the parameter's name"), arguments.symbol(":"),
              let type = arguments.name("the parameter's type") else { return }
        arguments.finish()
        if builder.property.parameters.contains(where: { $0.name == name.value }) {
            scope.report(.duplicate("parameter", name.value), at: name.span)
            return
        }
        // Kotlin names a callback's parameters in its function type: `(x: String, y: Double)`.
        let kotlin = Words.identifierStart(Words.lowerCamel(name.value))
        let problem = Words.problem(naming: name.value, reserved: [], in: "Kotlin")
        guard scope.isValidName(name.value, unless: problem, at: name.span) else { return }
        if let other = builder.property.parameters.first(where: { Words.identifierStart(Words.lowerCamel($0.name)) == kotlin }) {
            scope.report(.nameCollision(name.value, other: other.name, platformName: kotlin, platform: "Kotlin"), at: name.span)
            return
        }
        builder.parameterTypes.append(type)
        builder.property.updateEvent { $0.parameters.append(Parameter(name: name.value, type: ParameterType(type.value))) }
    }
}
