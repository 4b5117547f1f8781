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
    /// Where dsgen's releases are published, as `dsgen init --package` writes the dependency.
    /// There is no public mirror yet: organisations set it to where they host dsgen (or pass
    /// `--dsgen`). The release process (CHANGELOG.md) keeps it, the README and the tag in step.
    public static let repositoryURL = "https://github.com/YOUR-ORG/dsgen.git"

    static var commands: [any Command.Type] { [
        InitCommand.self, LintCommand.self, DumpCommand.self, EmitCommand.self, CheckCommand.self, ScaffoldCommand.self, ContextCommand.self, TemplateCommand.self,
        DiffCommand.self, BuildSwiftCommand.self, FigmaPullCommand.self, FigmaCheckCommand.self, FigmaImportCommand.self, AuditCommand.self,
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
        case "help" where arguments.count == 1, "--help", "-h":
            output.print(Self.overview)
            return ExitCode.success
        case "--version":
            output.print("dsgen \(Self.version)")
            return ExitCode.success
        case "help":
            let name = arguments.dropFirst().joined(separator: " ")
            guard let command = Self.command(named: name.split(separator: " ").map(String.init)) else { return unknown(name) }
            output.print(command.spec.help)
            return ExitCode.success
        default:
            guard let command = Self.command(named: arguments) else { return unknown(Self.spelledName(arguments)) }
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
            output.printDiagnostics("error: \(error.message)")
            output.printError("\n" + command.spec.help)
            return ExitCode.usage
        } catch {
            return Self.report(error, to: output)
        }
    }

    /// Prints an error a command threw; returns the exit code it stands for.
    static func report(_ error: any Error, to output: CommandOutput) -> Int32 {
        switch error {
        case is DiagnosticsError, is TemplateError, is JSONDataError: // already "path:line:col: error: …"
            output.printDiagnostics("\(error)")
            return ExitCode.failure
        case let error as OutputError:
            output.printDiagnostics(error.description)
            return ExitCode.operational
        case let error as FigmaError: // a network, HTTP or snapshot problem
            output.printError(error.description)
            return ExitCode.operational
        default:
            output.printDiagnostics("error: \(error)")
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

    /// Reports an unknown command (`error: unknown command 'lnit'; did you mean 'lint'?`), with
    /// the overview; exit 64.
    private func unknown(_ name: String) -> Int32 {
        let suggestion = Suggestion.closest(to: name, in: Self.commands.map { $0.spec.name } + ["help"])
        output.printDiagnostics("error: unknown command '\(name)'" + Suggestion.didYouMean(suggestion))
        output.printError("\n" + Self.overview)
        return ExitCode.usage
    }

    static var overview: String {
        let list = CommandSpec.columns(commands.map { ($0.spec.name, $0.spec.summary) }
                                       + [("help", "Show help for a command: dsgen help <command>")])
        return """
        OVERVIEW: dsgen turns design-system component schemas into SwiftUI, Jetpack Compose,
        Figma Code Connect and Markdown docs.

        USAGE: dsgen <command> [options] [paths…]

        COMMANDS:
        \(list)

        OPTIONS:
          --help     Show this help
          --version  Show dsgen's version

        Paths are schema files or directories of them (default: Schemas, or in a SwiftPM
        package the Sources/<target> that holds them). Diagnostics are printed as
        path:line:col: error: message, coloured on a terminal (set NO_COLOR to turn that off).
        Exit codes: 0 success, 1 errors in the input or stale output, 2 the command could not
        run, 3 breaking API changes (diff --fail-on-breaking), 64 bad usage.
        """
    }
}
