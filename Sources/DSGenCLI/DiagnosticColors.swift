import Foundation

/// ANSI colours for diagnostics on a terminal, as swiftc and clang print them: the location
/// and message bold, `error:` red, `warning:` magenta, `note:` dark grey.
///
/// Only for a terminal: never in a pipe or a file (build logs and editors parse the plain
/// form), and never when `NO_COLOR` is set to anything non-empty (no-color.org) or
/// `TERM` is `dumb`.
public enum DiagnosticColors {
    private static let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
    private static let severities = [("error:", "\u{1B}[1;31m"), ("warning:", "\u{1B}[1;35m"), ("note:", "\u{1B}[1;90m")]

    /// Whether to colour: standard error is a terminal, `NO_COLOR` is unset or empty, `TERM` is not `dumb`.
    public static func wanted(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The text with each diagnostic line's severity coloured and the rest of the line bold.
    public static func colored(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { colored(line: Substring($0)) }.joined(separator: "\n")
    }

    private static func colored(line: Substring) -> String {
        for (severity, color) in severities {
            let marker = line.hasPrefix(severity) ? line.startIndex..<line.index(line.startIndex, offsetBy: severity.count)
                : line.range(of: ": " + severity).map { line.index($0.lowerBound, offsetBy: 2)..<$0.upperBound }
            guard let marker else { continue }
            let location = line[..<marker.lowerBound], message = line[marker.upperBound...]
            return (location.isEmpty ? "" : bold + location + reset) + color + severity + reset
                + (severity == "note:" ? String(message) : bold + message + reset)
        }
        return String(line)
    }
}
