import DSGenKit
import Mustache

/// A `dsgen` subcommand.
protocol Command {
    /// Its name, options and help.
    static var spec: CommandSpec { get }
    /// Runs it; returns the exit code.
    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32
}

/// The `dsgen` command line: dispatches to a command, prints usage and errors.
public struct DSGenCommandLine {
    /// dsgen's version.
    public static let version = "0.1.0"

    static var commands: [any Command.Type] { [
        LintCommand.self, DumpCommand.self, EmitCommand.self, CheckCommand.self, ScaffoldCommand.self, ContextCommand.self, TemplateCommand.self,
        BuildSwiftCommand.self, DiffCommand.self, FigmaPullCommand.self, FigmaCheckCommand.self, FigmaImportCommand.self, AuditCommand.self,
    ] }

    private let output: CommandOutput

    /// Creates a command line printing to an output.
    public init(output: CommandOutput) {
        self.output = output
    }

    /// Runs `dsgen` with arguments (without the program name); returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            output.printError(Self.overview)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h":
            output.print(Self.overview)
            return ExitCode.success
        case "--version":
            output.print("dsgen \(Self.version)")
            return ExitCode.success
        case "help":
            return help(arguments.count > 1 ? arguments.dropFirst().joined(separator: " ") : nil)
        default:
            guard let command = Self.command(named: arguments) else {
                output.printError("error: unknown command '\(Self.spelledName(arguments))'\n\n" + Self.overview)
                return ExitCode.usage
            }
            return run(command, Array(arguments.dropFirst(command.spec.name.split(separator: " ").count)))
        }
    }

    private func run(_ command: any Command.Type, _ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments.parse(arguments, for: command.spec)
            if parsed.flags.contains("--help") {
                output.print(command.spec.help)
                return ExitCode.success
            }
            return try command.run(parsed, output: output)
        } catch let error as UsageError {
            output.printError("error: \(error.message)\n\n\(command.spec.help)")
            return ExitCode.usage
        } catch let error as DiagnosticsError {
            output.printError(error.description)
            return ExitCode.failure
        } catch let error as OutputError {
            output.printError(error.description)
            return ExitCode.operational
        } catch let error as TemplateError {
            output.printError(error.description) // already "template:line:col: error: …"
            return ExitCode.failure
        } catch let error as JSONDataError {
            output.printError(error.description)
            return ExitCode.failure
        } catch {
            output.printError("error: \(error)")
            return ExitCode.operational
        }
    }

    /// The command the arguments start with: one word (`lint`) or two (`figma check`).
    static func command(named arguments: some Collection<String>) -> (any Command.Type)? {
        let words = arguments.prefix(2).joined(separator: " ")
        return commands.first { $0.spec.name == words } ?? commands.first { $0.spec.name == arguments.first }
    }

    /// The command as typed, for an error: two words when the first starts a two-word command.
    private static func spelledName(_ arguments: [String]) -> String {
        let isGroup = commands.contains { $0.spec.name.hasPrefix(arguments[0] + " ") }
        return isGroup ? arguments.prefix(2).joined(separator: " ") : arguments[0]
    }

    private func help(_ name: String?) -> Int32 {
        guard let name else {
            output.print(Self.overview)
            return ExitCode.success
        }
        guard let command = Self.command(named: name.split(separator: " ").map(String.init)) else {
            output.printError("error: unknown command '\(name)'\n\n" + Self.overview)
            return ExitCode.usage
        }
        output.print(command.spec.help)
        return ExitCode.success
    }

    static var overview: String {
        let entries = commands.map { ($0.spec.name, $0.spec.summary) } + [("help", "Show help for a command: dsgen help <command>")]
        let width = entries.map(\.0.count).max() ?? 0
        let list = entries.map { name, summary in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
        }.joined(separator: "\n")
        return """
        OVERVIEW: dsgen turns design-system component schemas into SwiftUI, Jetpack Compose,
        Figma Code Connect and Markdown docs.

        USAGE: dsgen <command> [options] [paths…]

        COMMANDS:
        \(list)

        OPTIONS:
          --help     Show this help
          --version  Show dsgen's version

        Paths are schema files or directories of them (default: Schemas). Diagnostics are
        printed as path:line:col: error: message. Exit codes: 0 success, 1 errors in the
        input or stale output, 2 the command could not run, 64 bad usage.
        """
    }
}
