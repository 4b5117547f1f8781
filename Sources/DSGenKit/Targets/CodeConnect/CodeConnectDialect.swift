/// How a Code Connect example spells the generated API of one platform: parameter order,
/// argument labels, enum values, literals and passing. Names come from the component's
/// ``PlatformAPI``, so the example calls exactly the API the native targets generate.
protocol CodeConnectDialect {
    /// The platform.
    var platform: CodeConnectPlatform { get }
    /// The runtime string-literal function's name (`swiftString`) and lines.
    var stringFunctionName: String { get }
    var stringFunction: [String] { get }
    /// The component's name in this platform (`EBAlert`).
    var componentName: String { get }
    /// The component's generated source, relative to its template file.
    var sourcePath: String { get }
    /// Content for an untyped slot passed as an argument when there is none to show.
    var emptyContent: String { get }
    /// Properties passed as call arguments, in parameter order (trailing content last).
    var argumentProperties: [Property] { get }
    /// Properties passed as trailing closures / lambdas, in order.
    var closureProperties: [Property] { get }
    /// The parameter's name as an argument label (`type`), escaped as a call needs it.
    func parameterName(_ property: Property) -> String
    /// `type: ` or `type = `.
    func label(_ property: Property) -> String
    /// The code of an enum case of a property (`.error`, `EBAlertType.Error`, `.regular`
    /// for a case that maps to SwiftUI's `ControlSize`).
    func enumCode(_ property: Property, _ caseName: String) -> String
    /// A string literal.
    func stringLiteral(_ text: String) -> String
    /// A number literal of the platform's number type.
    func numberLiteral(_ value: Double) -> String
    /// A modifier that sets a property (`.ebAlertStyle(`, `)`), if it is passed that way.
    func modifier(_ property: Property) -> (open: String, close: String)?
    /// Code that creates a value of a typed slot's type on this platform
    /// (`Image(systemName: "star")`, `{ EBBadge(label = "New") }`), nil for view content.
    func slotExample(_ property: Property) -> String?
    /// For a typed slot whose parameter is a function (a composable lambda): the braces a
    /// nested instance's own example goes between; nil when it is passed as it is.
    func nestedWrapper(_ property: Property) -> (open: String, close: String)?
    /// Code for content of an untyped slot passed as an argument, around its sections.
    func contentArgument(_ property: Property) -> (open: String, close: String)
    /// Code that creates a value type from its fields' examples.
    func valueTypeName(_ name: String) -> String
    /// The import lines a snippet that may show these properties needs, sorted.
    func imports(_ properties: [Property]) -> [String]    /// The per-case entry points the platform generates (`EBAdSpace.promoSm`,
    /// `EBPromoSmAdSpace`), which snippets call: the safe form.
    var entryPoints: CaseEntryPoints? { get }
    /// How a call of a per-case entry point starts.
    func entryPointCallee(_ entry: CaseEntryPoints.Entry) -> String
    /// The start of the import line of a per-case entry point, to which its name is
    /// appended (`import com.eb.designsystem.`); nil when it needs none.
    var entryPointImportPrefix: String? { get }
}

extension CodeConnectDialect {
    /// An empty closure / lambda for an event: `{}`, with its parameters ignored where the
    /// language needs them named (Swift `{ _ in }`, Kotlin `{ _, _ -> }` for two or more).
    func emptyClosure(parameters: Int) -> String {
        guard parameters > 0 else { return "{}" }
        let ignored = Array(repeating: "_", count: parameters).joined(separator: ", ")
        if platform.language == "swift" { return "{ \(ignored) in }" }
        return parameters == 1 ? "{}" : "{ \(ignored) -> }"
    }
}

/// SwiftUI: every parameter is an initialiser argument, view-builder slots are trailing
/// closures, and modifier / environment properties are view modifiers after the call.
struct SwiftUIDialect: CodeConnectDialect {
    let system: DesignSystem
    let component: Component
    let api: SwiftAPI
    /// Typed slots' example values, from the same decided API.
    let examples: UsageExamples

    var platform: CodeConnectPlatform { .swiftUI }
    var stringFunctionName: String { "swiftString" }
    var stringFunction: [String] { RuntimeStringLiteral.swift }
    var componentName: String { component.swiftName }
    var sourcePath: String { "../../swiftui/\(component.swiftName).swift" }
    var emptyContent: String { "EmptyView()" }

    var argumentProperties: [Property] { api.initParameters.filter { !$0.isViewBuilder }.map(\.property) }

    var closureProperties: [Property] { api.initParameters.filter(\.isViewBuilder).map(\.property) }

    func parameterName(_ property: Property) -> String { api.member(property).argumentLabel }

    func label(_ property: Property) -> String { parameterName(property) + ": " }

    func enumCode(_ property: Property, _ caseName: String) -> String { api.caseCode(property, caseName) }

    func stringLiteral(_ text: String) -> String { SwiftNaming.stringLiteral(text) }

    func numberLiteral(_ value: Double) -> String { NumberFormat.plain(value) }

    func modifier(_ property: Property) -> (open: String, close: String)? {
        api.modifierName(property).map { (".\($0)(", ")") }
    }

    func slotExample(_ property: Property) -> String? {
        property.slotType == nil ? nil : examples.swiftSlotValue(property)
    }

    func contentArgument(_ property: Property) -> (open: String, close: String) {
        (label(property) + "AnyView(", ")")
    }

    func nestedWrapper(_ property: Property) -> (open: String, close: String)? { nil }

    func valueTypeName(_ name: String) -> String { api.valueTypeName(name) }

    func imports(_ properties: [Property]) -> [String] { ["import SwiftUI"] }
    var entryPoints: CaseEntryPoints? { api.entryPoints }

    func entryPointCallee(_ entry: CaseEntryPoints.Entry) -> String { api.factoryCallee(entry) }

    var entryPointImportPrefix: String? { nil }
}

/// Compose: every property is a parameter of the composable, in the Compose API guideline
/// order the Compose target generates; the trailing content slot is a trailing lambda.
struct ComposeDialect: CodeConnectDialect {
    let system: DesignSystem
    let component: Component
    let api: KotlinAPI
    /// Typed slots' example values, from the same decided API.
    let examples: UsageExamples

    var platform: CodeConnectPlatform { .compose }
    var stringFunctionName: String { "kotlinString" }
    var stringFunction: [String] { RuntimeStringLiteral.kotlin }
    var componentName: String { component.composeName }
    var sourcePath: String { "../../compose/\(component.composeName).kt" }
    var emptyContent: String { "/* content */" }

    /// The composable's parameters in declaration order, without `modifier` and the
    /// trailing content lambda.
    var argumentProperties: [Property] { api.argumentProperties }

    var closureProperties: [Property] { [api.trailing].compactMap { $0 } }

    /// Backticked when a Kotlin keyword (`` `fun` = … ``): a named argument needs it.
    func parameterName(_ property: Property) -> String { api.member(property).name }

    func label(_ property: Property) -> String { parameterName(property) + " = " }

    func enumCode(_ property: Property, _ caseName: String) -> String { api.caseCode(property, caseName) }

    func stringLiteral(_ text: String) -> String { KotlinNaming.stringLiteral(text) }

    func numberLiteral(_ value: Double) -> String { KotlinAPI.doubleLiteral(value) }

    func modifier(_ property: Property) -> (open: String, close: String)? { nil }

    func slotExample(_ property: Property) -> String? {
        property.slotType == nil ? nil : examples.kotlinSlotValue(property).code
    }

    func contentArgument(_ property: Property) -> (open: String, close: String) {
        (label(property) + "{ ", " }")
    }

    func nestedWrapper(_ property: Property) -> (open: String, close: String)? {
        property.slotType != nil && APIType.isFunction(api.member(property).type) ? ("{ ", " }") : nil
    }

    func valueTypeName(_ name: String) -> String { api.valueTypeName(name) }

    /// The composable, the enum and value types the snippet may name, and what the
    /// external types' examples need.
    func imports(_ properties: [Property]) -> [String] {
        var names = [api.qualified(component.composeName)]
        for property in properties {
            if property.keyword == .enumeration { names.append(api.qualified(api.enumTypeName(property))) }
            if property.keyword == .value, let valueType = property.valueType { names.append(api.qualified(api.valueTypeName(valueType))) }
            if let external = property.slotType.flatMap(system.external(named:)) { names += external.composeExampleImports }
            if case .component(let other)? = property.slotType.flatMap(system.slotType(named:)) { names.append(api.qualified(other.composeName)) }
            names += property.compose.exampleImports
        }
        return KotlinAPI.sortedImports(names).map { "import " + $0 }
    }
    var entryPoints: CaseEntryPoints? { api.entryPoints }

    func entryPointCallee(_ entry: CaseEntryPoints.Entry) -> String { api.entryPointName(entry) }

    var entryPointImportPrefix: String? { "import " + api.qualified("") }
}
