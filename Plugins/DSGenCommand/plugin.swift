import Foundation
import PackagePlugin

/// `swift package dsgen <arguments>`: runs a dsgen command that only reads — `lint`, `check`,
/// `diff`, `dump`, `context`, `template`, `help` — in the package directory, so it needs no
/// permission. Commands that write (`emit`, `scaffold`, `init`) go through `dsgen-write`
/// (`DSGenWriteCommand`), which asks for `--allow-writing-to-package-directory`.
@main
struct DSGenCommand: CommandPlugin {
    /// The commands that never write into the package.
    static let readOnlyCommands: Set<String> = ["lint", "check", "diff", "dump", "context", "template", "help", "--help", "-h", "--version"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let command = arguments.first, Self.readOnlyCommands.contains(command) else {
            throw DSGenCommandError(description: """
                'swift package dsgen' runs only the commands that read (\(Self.readOnlyCommands.filter { !$0.hasPrefix("-") }.sorted().joined(separator: ", "))); \
                for one that writes, run: swift package --allow-writing-to-package-directory dsgen-write \(arguments.joined(separator: " "))
                """)
        }
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
