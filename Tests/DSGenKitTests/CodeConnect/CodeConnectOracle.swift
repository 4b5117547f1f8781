@testable import DSGenKit
import Foundation

/// What the schema says a snippet shows for a combination of Figma values, property by
/// property, worked out from the model — not from the template — so each rendered
/// combination can be checked against it.
struct CodeConnectOracle {
    let component: Component
    let dialect: any CodeConnectDialect
    private let builder: CodeConnectContextBuilder

    init(system: DesignSystem, component: Component, dialect: any CodeConnectDialect) {
        self.component = component
        self.dialect = dialect
        builder = CodeConnectContextBuilder(component: component, dialect: dialect)
    }

    /// One property's expectation: the text the snippet must contain, or the text it must
    /// not contain (the argument label, or the modifier) when the property is left out.
    struct Expectation {
        let property: String
        let shown: String?
        let absent: String
    }

    /// The code value (a case, `true` / `false`, `omit`) a Figma value stands for: its exact
    /// spelling, or for a boolean-like variant its meaning, in any casing; nil outside the
    /// mapping.
    func codeValue(_ property: Property, _ value: CodeConnectInstance.Value) -> FigmaCodeValue? {
        switch (CodeConnectSource(property.figma), value) {
        case (.booleanVariant(_, let whenTrue, let whenFalse), .string(let text)):
            return CodeConnectSource.booleanWords[text.lowercased()].map { $0 ? whenTrue : whenFalse }
        case (.boolean(_, let whenTrue, let whenFalse), .bool(let flag)):
            return flag ? whenTrue : whenFalse
        case (.variant, .string(let text)):
            return property.figma.values.first { $0.figmaValues.contains(text) }?.value
        default:
            return nil
        }
    }

    /// Expectations for every property a variant or boolean drives; a property without a
    /// value (missing from the instance) is left out.
    func expectations(_ values: [String: CodeConnectInstance.Value]) -> [Expectation] {
        component.properties.compactMap { property in
            if property.shownBy != nil || property.defaultFor != nil {
                let given = isGiven(property, values)
                let label = dialect.label(property)
                return Expectation(property: property.name, shown: given ? label : nil, absent: given ? "" : label)
            }
            if let toggle = property.figma.shownBy {
                let on = values[toggle] == .bool(true) && allowed(property, values)
                let label = dialect.label(property)
                return Expectation(property: property.name, shown: on ? label : nil, absent: on ? "" : label)
            }
            guard let name = property.figma.name, property.figma.kind == .variant || property.figma.kind == .boolean else { return nil }
            return expectation(property, values[name].flatMap { codeValue(property, $0) }, allowed: allowed(property, values))
        }
    }

    private func expectation(_ property: Property, _ codeValue: FigmaCodeValue?, allowed: Bool) -> Expectation {
        let modifier = dialect.modifier(property)
        let label = modifier?.open ?? dialect.label(property)
        let absent = Expectation(property: property.name, shown: nil, absent: label)
        guard allowed, let codeValue else { return absent }
        if let points = dialect.entryPoints, points.axis == property {
            // The per-case entry point of the case is the callee; the enum is no argument.
            let caseName = codeValue == .omit ? property.defaultCaseName : codeValue.caseName
            guard let entry = points.entries.first(where: { $0.caseName == caseName }) else { return absent }
            return Expectation(property: property.name, shown: dialect.entryPointCallee(entry), absent: "")
        }
        guard builder.hasValueCodes(property) else {
            return codeValue == .boolean(true) ? Expectation(property: property.name, shown: label, absent: "") : absent
        }
        let defaultCode = builder.defaultCode(property)
        let code = codeValue == .omit ? defaultCode : code(property, codeValue)
        guard let code, property.defaultValue == nil || code != defaultCode else { return absent }
        return Expectation(property: property.name, shown: label + code + (modifier?.close ?? ""), absent: "")
    }

    private func code(_ property: Property, _ codeValue: FigmaCodeValue) -> String {
        switch codeValue {
        case .enumCase(let name): return dialect.enumCode(property, name)
        case .boolean(let flag): return flag ? "true" : "false"
        case .omit: return ""
        }
    }

    /// Whether a slot with a default of the component's own is passed: its Bool (`shown-by`)
    /// is on and its enum (`default-for`) is at a case whose nil does not show the default.
    func isGiven(_ property: Property, _ values: [String: CodeConnectInstance.Value]) -> Bool {
        guard allowed(property, values) else { return false }
        if let name = property.shownBy, let toggle = component.property(named: name) {
            let value = toggle.figma.name.flatMap { values[$0] }.flatMap { codeValue(toggle, $0) }
            let shown = value.map { $0 == .omit ? toggle.defaultValue != .boolean(false) : $0 == .boolean(true) } ?? (toggle.defaultValue != .boolean(false))
            if !shown { return false }
        }
        guard let defaults = property.defaultFor, let axis = component.property(named: defaults.property) else { return true }
        return !defaults.cases.contains(caseName(axis, values) ?? "")
    }

    /// The case an enum property is at for these values: the mapped one, else its default.
    func caseName(_ property: Property, _ values: [String: CodeConnectInstance.Value]) -> String? {
        if let figma = property.figma.name, let value = values[figma].flatMap({ codeValue(property, $0) }), let name = value.caseName {
            return name
        }
        return property.defaultCaseName
    }

    /// Whether the property's constraint allows it for these values.
    private func allowed(_ property: Property, _ values: [String: CodeConnectInstance.Value]) -> Bool {
        guard let constraint = property.constraint, let axis = component.property(named: constraint.property) else { return true }
        guard let name = axis.figma.name, let value = values[name] else {
            if case .enumCase(let name)? = axis.defaultValue { return constraint.cases.contains(name) }
            return false
        }
        guard let code = codeValue(axis, value) else { return false }
        return constraint.cases.contains(code == .omit ? axis.defaultCaseName ?? "" : code.caseName ?? "")
    }

    /// Whether a snippet shows `text` as an argument or modifier (at a line start or after
    /// the opening parenthesis), not inside a string or a nested example.
    static func contains(_ snippet: String, _ text: String) -> Bool {
        snippet.contains("\n    " + text) || snippet.contains("(" + text) || snippet.contains("\n" + text) || snippet.hasPrefix(text)
    }
}

private extension Property {
    var defaultCaseName: String? {
        if case .enumCase(let name)? = self.defaultValue { return name }
        return nil
    }
}
