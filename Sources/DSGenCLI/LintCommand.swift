import DSGenKit

/// `dsgen lint [paths…]`: checks schemas and prints diagnostics.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        summary: "Check schemas and report every problem",
        usage: "lint [paths…]",
        options: [],
        discussion: "Prints diagnostics to standard error as path:line:col: error: message (or warning: for\ncolour contrast below its WCAG threshold; the design system's `contrast failures error` makes\nthose errors).\nExits 0 when the schemas are valid, 1 when any has an error.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let (system, diagnostics) = try Pipeline.model(at: arguments.schemaPaths)
        for diagnostic in diagnostics { output.printDiagnostics(diagnostic.description) }
        let properties = system.components.reduce(0) { $0 + $1.properties.count }
        let components = system.components.count == 1 ? "1 component" : "\(system.components.count) components"
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let warningText = warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")"
        output.print("\(components), \(properties == 1 ? "1 property" : "\(properties) properties"): no errors\(warningText)")
        return ExitCode.success
    }
}

/// `dsgen dump [paths…]`: prints the resolved model as stable JSON.
enum DumpCommand: Command {
    static let spec = CommandSpec(
        name: "dump",
        summary: "Print the resolved model as sorted JSON",
        usage: "dump [--component <name>] [paths…]",
        options: [.init(name: "--component", value: "name", help: "Print only this component")],
        discussion: "The JSON is stable: keys sorted, lists in schema order. Template authors and tests read it.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let (system, _) = try Pipeline.model(at: arguments.schemaPaths)
        if let name = arguments.value("--component") {
            guard let component = system.component(named: name) else {
                throw UsageError("no component named '\(name)'; the schemas define \(system.components.map(\.name).joined(separator: ", "))")
            }
            output.print(try StableJSON.string(component))
        } else {
            output.print(try StableJSON.string(system))
        }
        return ExitCode.success
    }
}
