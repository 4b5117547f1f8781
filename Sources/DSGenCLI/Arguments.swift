import DSGenKit

/// A command's options, for parsing and for `--help`.
struct CommandSpec {
    /// An option such as `--out DIR` or a flag such as `--fail-on-breaking`.
    struct Option {
        let name: String
        let value: String?
        let help: String
    }

    let name: String
    let summary: String
    let usage: String
    let options: [Option]
    let discussion: String

    /// The command's help text.
    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: dsgen \(usage)\n"
        if !options.isEmpty {
            let rows = options.map { option in (option.value.map { "\(option.name) <\($0)>" } ?? option.name, option.help) }
            text += "\nOPTIONS:\n" + Self.columns(rows) + "\n"
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }

    /// Rows of two aligned columns, each row indented by two spaces: the help's options
    /// and the overview's commands.
    static func columns(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0 + String(repeating: " ", count: width - $0.count + 2) + $1 }.joined(separator: "\n")
    }
}

/// Arguments split into positionals, option values and flags.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Parses arguments against a command's options; `--help` is always accepted.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                result.positionals += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            if parts[0] == "--help" || parts[0] == "-h" {
                result.flags.insert("--help")
                continue
            }
            guard let option = spec.options.first(where: { $0.name == parts[0] }) else {
                let suggestion = Suggestion.closest(to: parts[0], in: spec.options.map(\.name))
                throw UsageError("unknown option '\(parts[0])' for 'dsgen \(spec.name)'" + Suggestion.didYouMean(suggestion))
            }
            guard option.value != nil else {
                result.flags.insert(option.name)
                continue
            }
            guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
                throw UsageError("option '\(option.name)' needs a value")
            }
            result.values[option.name, default: []].append(value)
        }
        return result
    }
}

/// Options several commands share.
extension CommandSpec.Option {
    /// `--snapshots`: where `dsgen figma pull` writes the Figma snapshots and others read them.
    static let snapshots = Self(name: "--snapshots", value: "dir", help: "The snapshot folder (default: Figma)")
    /// `--format` of a report.
    static let format = Self(name: "--format", value: "format", help: "text (default), markdown (a pull-request comment) or json")
}

extension ParsedArguments {
    /// The snapshot folder `--snapshots` names.
    var snapshots: FigmaSnapshotStore { FigmaSnapshotStore(directory: value("--snapshots") ?? "Figma") }

    /// The report format `--format` names: text, markdown or json.
    func format() throws(UsageError) -> String {
        let format = value("--format") ?? "text"
        guard ["text", "markdown", "json"].contains(format) else {
            throw UsageError("unknown format '\(format)'; expected text, markdown or json")
        }
        return format
    }
}

/// Bad command-line usage; printed with the command's usage, exit 64.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
