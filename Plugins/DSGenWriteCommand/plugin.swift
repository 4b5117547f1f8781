import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory dsgen-write <arguments>`: runs any dsgen
/// command in the package directory, including those that write into it, e.g.
/// `dsgen-write emit --target all --out Generated` or `dsgen-write scaffold --target swiftui`.
/// Read-only commands need no permission: `swift package dsgen lint` (`DSGenCommand`).
@main
struct DSGenWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "dsgen").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw DSGenWriteCommandError(description: "dsgen \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
    }
}

/// dsgen exited with an error; its own output says why.
struct DSGenWriteCommandError: Error, CustomStringConvertible {
    let description: String
}
