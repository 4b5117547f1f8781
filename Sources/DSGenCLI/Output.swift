import Foundation

/// Where a command prints: standard output and standard error, or buffers in tests.
public final class CommandOutput: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void

    /// Creates an output from two writers.
    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// The process's standard output and standard error.
    public static var standard: CommandOutput {
        CommandOutput(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                      error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Prints to standard output.
    public func print(_ text: String) { writeOut(text.hasSuffix("\n") ? text : text + "\n") }

    /// Prints to standard error.
    public func printError(_ text: String) { writeError(text.hasSuffix("\n") ? text : text + "\n") }
}

/// Process exit codes, the same for every command.
public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// The input has errors, or the output is stale, or breaking changes were found.
    public static let failure: Int32 = 1
    /// The command could not run: unreadable files, a missing git revision.
    public static let operational: Int32 = 2
    /// Bad usage: unknown command or option (sysexits EX_USAGE).
    public static let usage: Int32 = 64
}
