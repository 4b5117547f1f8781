import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory dsgen <arguments>`: runs dsgen in the
/// package directory, for repositories that also commit Kotlin, Code Connect and docs, e.g.
/// `swift package --allow-writing-to-package-directory dsgen emit --target all --out Generated`.
@main
struct DSGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "dsgen").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw DSGenCommandError(description: "dsgen \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
    }
}

/// dsgen exited with an error; its own output says why.
struct DSGenCommandError: Error, CustomStringConvertible {
    let description: String
}
