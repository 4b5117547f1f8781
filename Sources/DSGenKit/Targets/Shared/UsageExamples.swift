/// Example calls of a component's generated API on both platforms, from chosen
/// property values.
///
/// SwiftUI: initialiser arguments in declaration order, the `@ViewBuilder` content as a
/// trailing closure, then one line per modifier- or environment-passed property
/// (`.ebAlertStyle(.card)`, `.controlSize(.small)`). Compose: named arguments in the
/// composable's parameter order, the content lambda trailing, and the imports the call
/// needs. Names, types and literals come from the component's ``PlatformAPI``, typed
/// slots from the externals' example expressions, text from the properties' `example`s.
///
/// Docs print these calls and tests compile the printed text, so what readers copy is
/// what the compilers accepted.
public struct UsageExamples: Sendable {
    /// The design system (externals, Kotlin package).
    public let system: DesignSystem
    /// The component.
    public let component: Component
    /// Its platform names and types.
    let api: PlatformAPI
    /// Another component's platform API, for typed slots that take that component.
    let otherAPI: @Sendable (Component) -> PlatformAPI

    /// A value chosen for one property.
    public enum Value: Hashable, Sendable {
        /// An enum case, by schema name (`card`).
        case enumCase(String)
        /// A boolean.
        case bool(Bool)
        /// A string.
        case text(String)
        /// The property's example: its `example` text, the external type's example
        /// expression, an empty closure for events, placeholder content for view slots,
        /// a value type built from its fields' examples.
        case example
    }

    /// Chosen values by schema property name. Properties left out are not passed (they
    /// keep their defaults); a property whose constraint the chosen (or default) values
    /// do not satisfy is left out too.
    public typealias Values = [String: Value]

    /// The required properties, with their examples (and the first case for a required
    /// enum): the shortest call that compiles.
    public var minimalValues: Values {
        solve(showing: component.properties.filter(\.isRequired), preferNonDefault: false)
    }

    /// Every property, each set to something other than its default where it can be,
    /// with constraints respected: enum cases are chosen so that every constrained
    /// property applies (`action` needs `style` `card`, so the full Alert is a card).
    public var fullValues: Values {
        solve(showing: component.properties, preferNonDefault: true)
    }

    // MARK: - Calls

    /// The SwiftUI call for chosen values.
    public func swiftUI(_ values: Values) -> UsageCall {
        var arguments: [UsageCall.Argument] = []
        var trailing: [String]?
        var modifiers: [String] = []
        // View content comes last; all but the last is passed by label (`header: { … }`).
        var content: [UsageCall.Argument] = []
        let entry = entryPoint(api.swift.entryPoints, values)
        for member in api.swift.members {
            let property = member.property
            guard let value = values[property.name], isApplicable(property, values), property != entry?.axis else { continue }
            if property.swiftUI.passing != .parameter {
                guard let key = property.swiftUI.key else { continue }
                modifiers.append("." + key + "(" + swiftExpression(property, value) + ")")
            } else if member.isViewBuilder {
                content.append(.init(label: member.argumentLabel, expression: "{ Color.clear }"))
                trailing = [Self.swiftContentPlaceholder]
            } else {
                arguments.append(.init(label: member.argumentLabel, expression: swiftExpression(property, value)))
            }
        }
        arguments += content.dropLast()
        return UsageCall(language: .swift, imports: [], callee: entry.map { api.swift.factoryCallee($0.entry) } ?? component.swiftName, arguments: arguments,
                         trailingClosure: trailing, modifiers: modifiers)
    }

    /// The Compose call for chosen values, with its imports.
    public func compose(_ values: Values) -> UsageCall {
        let entry = entryPoint(api.kotlin.entryPoints, values)
        let callee = entry.map { api.kotlin.entryPointName($0.entry) } ?? component.composeName
        var imports = [api.kotlin.qualified(callee)]
        var arguments: [UsageCall.Argument] = []
        var trailing: [String]?
        for parameter in api.kotlin.parameters {
            guard let property = parameter.property, let value = values[property.name], isApplicable(property, values),
                  property != entry?.axis else { continue }
            if property == api.kotlin.trailing {
                trailing = [Self.kotlinContentPlaceholder]
                continue
            }
            let (expression, needed) = kotlinExpression(property, value)
            imports += needed
            arguments.append(.init(label: parameter.name, expression: expression))
        }
        return UsageCall(language: .kotlin, imports: KotlinAPI.sortedImports(imports), callee: callee,
                         arguments: arguments, trailingClosure: trailing, modifiers: [])
    }

    /// The per-case entry point a call uses, the safe form, when the call passes the enum it
    /// fixes or an argument constrained on it: the entry point of the enum's chosen case
    /// (else its default). Nil: the general form, which such a call does not need.
    private func entryPoint(_ points: CaseEntryPoints?, _ values: Values) -> (axis: Property, entry: CaseEntryPoints.Entry)? {
        guard let points, let chosen = enumValue(points.axis, values),
              let entry = points.entries.first(where: { $0.caseName == chosen }) else { return nil }
        let passesConstrained = values.keys.contains { name in
            component.property(named: name)?.constraint?.property == points.axis.name
        }
        return values[points.axis.name] != nil || passesConstrained ? (points.axis, entry) : nil
    }

    /// What a SwiftUI `@ViewBuilder` content closure holds in examples.
    public static let swiftContentPlaceholder = "Color.clear // content"
    /// What a Compose content lambda holds in examples.
    public static let kotlinContentPlaceholder = "// content"

    // MARK: - Choosing values

    /// Whether a property applies under the chosen values (enum defaults fill the rest).
    public func isApplicable(_ property: Property, _ values: Values) -> Bool {
        guard let constraint = property.constraint, let axis = component.property(named: constraint.property) else { return true }
        guard let chosen = enumValue(axis, values) else { return false }
        return constraint.cases.contains(chosen) && isApplicable(axis, values)
    }

    /// The case an enum property has under chosen values: the chosen one, else its default.
    private func enumValue(_ property: Property, _ values: Values) -> String? {
        if case .enumCase(let name)? = values[property.name] { return name }
        return property.defaultCase
    }

    /// Values that show `properties`, adding enum properties their constraints need and
    /// dropping properties whose constraints cannot be met together.
    private func solve(showing properties: [Property], preferNonDefault: Bool) -> Values {
        var shown = properties.map(\.name)
        var chosen: [String: String] = [:]
        for _ in 0...component.properties.count {
            var allowed: [String: [String]] = [:]
            for property in component.properties where shown.contains(property.name) {
                guard let constraint = property.constraint else { continue }
                allowed[constraint.property] = allowed[constraint.property].map { $0.filter(constraint.cases.contains) } ?? constraint.cases
            }
            var changed = false
            for (axisName, cases) in allowed.sorted(by: { $0.key < $1.key }) {
                guard let axis = component.property(named: axisName) else { continue }
                if cases.isEmpty {
                    // Conflicting constraints: keep the properties the first allowed case satisfies.
                    let keep = axis.enumeration?.cases.first?.name
                    shown.removeAll { name in
                        guard let constraint = component.property(named: name)?.constraint, constraint.property == axisName else { return false }
                        return keep.map { !constraint.cases.contains($0) } ?? true
                    }
                    changed = true
                } else if !shown.contains(axisName), axis.defaultCase.map({ !cases.contains($0) }) ?? true {
                    shown.append(axisName)
                    changed = true
                }
            }
            chosen = [:]
            for property in component.properties where shown.contains(property.name) {
                guard let cases = property.enumeration?.cases.map(\.name), !cases.isEmpty else { continue }
                let candidates = allowed[property.name] ?? cases
                let preferred = preferNonDefault ? candidates.first { $0 != property.defaultCase } : nil
                chosen[property.name] = preferred ?? (candidates.contains(property.defaultCase ?? "") ? property.defaultCase : candidates.first)
            }
            if !changed { break }
        }
        var values: Values = [:]
        for property in component.properties where shown.contains(property.name) {
            switch property.kind {
            case .enumeration:
                if let name = chosen[property.name] { values[property.name] = .enumCase(name) }
            case .boolean:
                let current: Bool? = if case .boolean(let value)? = property.defaultValue { value } else { nil }
                values[property.name] = .bool(preferNonDefault ? !(current ?? false) : (current ?? true))
            case .text, .number, .slot, .event, .value:
                values[property.name] = .example
            }
        }
        return values
    }

    // MARK: - Expressions

    private func swiftExpression(_ property: Property, _ value: Value) -> String {
        switch value {
        case .enumCase(let name): return api.swift.caseCode(property, name)
        case .bool(let flag): return flag ? "true" : "false"
        case .text(let text): return SwiftNaming.stringLiteral(text)
        case .example: return swiftExample(property)
        }
    }

    private func swiftExample(_ property: Property) -> String {
        switch property.kind {
        case .enumeration:
            return swiftExpression(property, .enumCase(property.defaultCase ?? property.enumeration?.cases.first?.name ?? ""))
        case .boolean: return "true"
        case .text: return SwiftNaming.stringLiteral(exampleText(property))
        case .number: return NumberFormat.plain(exampleNumber(property))
        case .slot: return swiftSlotValue(property)
        case .event: return Self.closure(parameterCount: property.parameters.count, swift: true)
        case .value:
            guard let valueType = component.valueTypes.first(where: { $0.name == property.valueType }) else { return "nil" }
            let arguments = api.swift.fields(of: valueType).map { "\($0.argumentLabel): \(swiftExample($0.property))" }
            return "\(api.swift.valueTypeName(valueType.name))(\(arguments.joined(separator: ", ")))"
        }
    }

    private func kotlinExpression(_ property: Property, _ value: Value) -> (String, [String]) {
        switch value {
        case .enumCase(let name): return (api.kotlin.caseCode(property, name), [api.kotlin.qualified(api.kotlin.enumTypeName(property))])
        case .bool(let flag): return (flag ? "true" : "false", [])
        case .text(let text): return (KotlinNaming.stringLiteral(text), [])
        case .example: return kotlinExample(property)
        }
    }

    private func kotlinExample(_ property: Property) -> (String, [String]) {
        switch property.kind {
        case .enumeration:
            return kotlinExpression(property, .enumCase(property.defaultCase ?? property.enumeration?.cases.first?.name ?? ""))
        case .boolean: return ("true", [])
        case .text: return (KotlinNaming.stringLiteral(exampleText(property)), [])
        case .number: return (KotlinAPI.doubleLiteral(exampleNumber(property)), [])
        case .slot: return kotlinSlotValue(property)
        case .event: return (Self.closure(parameterCount: property.parameters.count, swift: false), [])
        case .value:
            guard let valueType = component.valueTypes.first(where: { $0.name == property.valueType }) else { return ("null", []) }
            let typeName = api.kotlin.valueTypeName(valueType.name)
            var imports = [api.kotlin.qualified(typeName)]
            let arguments = valueType.fields.map { field -> String in
                let (expression, needed) = kotlinExample(field)
                imports += needed
                return "\(api.kotlin.member(field).name) = \(expression)"
            }
            return ("\(typeName)(\(arguments.joined(separator: ", ")))", imports)
        }
    }

    private func exampleText(_ property: Property) -> String {
        property.example ?? Words.capitalized(Words.phrase(property.name))
    }

    private func exampleNumber(_ property: Property) -> Double {
        property.example.flatMap(Double.init) ?? 1
    }

    /// `{}`, `{ _ in }` (Swift) or `{ _ -> }` (Kotlin).
    private static func closure(parameterCount: Int, swift: Bool) -> String {
        guard parameterCount > 0 else { return "{}" }
        let parameters = Array(repeating: "_", count: parameterCount).joined(separator: ", ")
        return swift ? "{ \(parameters) in }" : "{ \(parameters) -> }"
    }
}
