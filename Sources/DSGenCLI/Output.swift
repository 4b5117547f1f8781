import Foundation

/// Where a command prints: standard output and standard error, or buffers in tests.
public final class CommandOutput: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    private let keepsValuesUntilExit: Bool
    /// Whether diagnostics on standard error are coloured (a terminal, `NO_COLOR` unset).
    public let colorsDiagnostics: Bool

    /// Creates an output from two writers. With `keepsValuesUntilExit`, values a command is
    /// done with are never freed (see `done(with:)`): only for a process that exits next.
    /// With `colorsDiagnostics`, diagnostics get ANSI colours (see ``DiagnosticColors``).
    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void, keepsValuesUntilExit: Bool = false,
                colorsDiagnostics: Bool = false) {
        writeOut = out
        writeError = error
        self.keepsValuesUntilExit = keepsValuesUntilExit
        self.colorsDiagnostics = colorsDiagnostics
    }

    /// The process's standard output and standard error, for `main`, which exits as soon as
    /// the command returns.
    public static var standard: CommandOutput {
        CommandOutput(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                      error: { FileHandle.standardError.write(Data($0.utf8)) },
                      keepsValuesUntilExit: true,
                      colorsDiagnostics: DiagnosticColors.wanted(isTerminal: isatty(STDERR_FILENO) == 1,
                                                                 environment: ProcessInfo.processInfo.environment))
    }

    /// Hands over a large value the command no longer needs, such as the design-system model.
    /// The real command line keeps it until the process exits rather than freeing it object by
    /// object (40 ms for 1,000 components, like clang's `-disable-free`); in-process runs (tests) free it as usual.
    public func done(with value: Any) {
        guard keepsValuesUntilExit else { return }
        CommandOutput.keptValuesLock.withLock { CommandOutput.keptValues.append(value) }
    }

    private static let keptValuesLock = NSLock()
    nonisolated(unsafe) private static var keptValues: [Any] = []

    /// Prints to standard output.
    public func print(_ text: String) { writeOut(text.hasSuffix("\n") ? text : text + "\n") }

    /// Prints to standard error.
    public func printError(_ text: String) { writeError(text.hasSuffix("\n") ? text : text + "\n") }

    /// Writes text to standard output exactly as given: no newline added.
    public func write(_ text: String) { writeOut(text) }

    /// Prints diagnostics (`path:line:col: error: …`) to standard error, coloured on a terminal.
    public func printDiagnostics(_ text: String) {
        printError(colorsDiagnostics ? DiagnosticColors.colored(text) : text)
    }
}

/// Process exit codes, the same for every command.
public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// The input has errors, or the output is stale.
    public static let failure: Int32 = 1
    /// The command could not run: unreadable files, a missing git revision.
    public static let operational: Int32 = 2
    /// `dsgen diff --fail-on-breaking` found a change that breaks callers.
    public static let breakingChanges: Int32 = 3
    /// Bad usage: unknown command or option (sysexits EX_USAGE).
    public static let usage: Int32 = 64
}
