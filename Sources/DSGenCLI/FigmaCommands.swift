import DSGenKit
import Foundation

/// `dsgen figma pull`: fetches every linked component set into the snapshot folder.
enum FigmaPullCommand: Command {
    static let spec = CommandSpec(
        name: "figma pull",
        summary: "Fetch each schema's Figma component set into a snapshot (Figma/<Component>.json)",
        usage: "figma pull [--snapshots <dir>] [--api-url <url>] [--timeout <seconds>] [--url <node URL>…] [paths…]",
        options: [
            .snapshots,
            .init(name: "--api-url", value: "url", help: "Figma's REST API (default: https://api.figma.com)"),
            .init(name: "--timeout", value: "seconds", help: "Seconds to wait for each response (default: 30)"),
            .init(name: "--url", value: "node URL", help: "Pull this component set instead (one without a schema yet, for figma import); repeatable"),
        ],
        discussion: """
        Reads the file key and node id from each component's `figma` URL (?node-id=…) and
        fetches the node with GET /v1/files/<key>/nodes. The token comes from the
        FIGMA_ACCESS_TOKEN environment variable (a personal access token with the
        file_content:read scope); it is sent as X-Figma-Token and never printed or written.
        Answers 429 (rate limited) and 5xx are retried up to 3 times, honouring Retry-After.
        Every component is fetched before any snapshot is written, so a failed run changes
        nothing. On a terminal, a progress line is printed per component.

        Exit codes: 0 pulled, 1 schema errors, 2 no token, network or HTTP failure (403 token,
        404 file or node), or a truncated response.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard let token = ProcessInfo.processInfo.environment["FIGMA_ACCESS_TOKEN"], !token.isEmpty else {
            output.printError("error: FIGMA_ACCESS_TOKEN is not set; create a personal access token with the file_content:read scope in Figma's settings and export it")
            return ExitCode.operational
        }
        var configuration = FigmaClient.Configuration(token: token)
        if let url = arguments.value("--api-url") { configuration.apiURL = url }
        if let timeout = arguments.value("--timeout") {
            guard let seconds = Double(timeout), seconds > 0 else { throw UsageError("--timeout needs a positive number of seconds, not '\(timeout)'") }
            configuration.timeout = seconds
        }
        let store = arguments.snapshots
        let showsProgress = isatty(STDERR_FILENO) != 0
        let progress = { (line: String) in if showsProgress { output.printError(line) } }
        let client = FigmaClient(configuration)
        let urls = arguments.values["--url"] ?? []
        let components = urls.isEmpty ? try FigmaSchemas.load(arguments.schemaPaths).entries.map(\.component) : []
        let outcomes = urls.isEmpty
            ? try FigmaPull.run(components, client: client, store: store, progress: progress)
            : try FigmaPull.run(urls: urls, client: client, store: store, progress: progress)
        let changed = outcomes.filter(\.changed).count
        output.print("pulled \(outcomes.count) component\(outcomes.count == 1 ? "" : "s") into \(store.directory) (\(changed) changed)")
        return ExitCode.success
    }
}

/// `dsgen figma check`: the schemas' Figma mappings against the committed snapshots.
enum FigmaCheckCommand: Command {
    static let spec = CommandSpec(
        name: "figma check",
        summary: "Report drift between the schemas' Figma mappings and the Figma snapshots",
        usage: "figma check [--snapshots <dir>] [--format <format>] [paths…]",
        options: [.snapshots, .format],
        discussion: """
        Works offline on the snapshots `dsgen figma pull` wrote. Reported on the schema's
        mapping lines:
          error    a mapped Figma property that no longer exists or has another type; a
                   mapped variant option that no longer exists; a linked component
                   without a snapshot
          warning  a Figma property or option the schema does not map; a default that
                   differs; a `figma children` layer that no variant has
          note     a legacy spelling Figma no longer uses (another spelling still means the
                   same value), which can be dropped

        Exit codes: 0 no errors (warnings allowed), 1 errors, 2 an unreadable snapshot.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let format = try arguments.format()
        let report = try FigmaDriftReport.check(try FigmaSchemas.load(arguments.schemaPaths), store: arguments.snapshots)
        switch format {
        case "markdown": output.print(report.markdown())
        case "json": output.print(try report.json())
        default:
            for diagnostic in report.diagnostics { output.printError(diagnostic.description) }
            output.print(report.summary)
        }
        return report.hasErrors ? ExitCode.failure : ExitCode.success
    }
}

/// `dsgen figma import`: a first schema from a snapshot of a component set that has none.
enum FigmaImportCommand: Command {
    static let spec = CommandSpec(
        name: "figma import",
        summary: "Write a first schema for a Figma component set from its snapshot",
        usage: "figma import [--out <dir>] <snapshot.json>…",
        options: [.init(name: "--out", value: "dir", help: "Write <dir>/<Component>.dsgen (never overwrites) instead of printing")],
        discussion: """
        Pull a component set that has no schema yet with `dsgen figma pull --url <node URL>`,
        then import its snapshot. VARIANT properties become enums with the Figma spellings
        mapped (yes/no, on/off and true/false variants become bools, every spelling kept),
        BOOLEAN bool, TEXT text, INSTANCE_SWAP a slot (optional when a boolean of the same
        name toggles it). Inconsistencies (mixed casing, a Default among other values) are
        comments saying what to decide. The result passes `dsgen lint`.

        Exit codes: 0 imported, 2 an unreadable snapshot or an existing schema file.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("figma import needs a snapshot file (Figma/<Component>.json)") }
        for path in arguments.positionals {
            let snapshot = try FigmaSnapshotStore.read(at: path)
            let schema = FigmaImporter.schema(from: snapshot)
            guard let directory = arguments.value("--out") else {
                output.print(schema)
                continue
            }
            let file = (directory as NSString).appendingPathComponent(FigmaImporter.componentName(snapshot) + ".dsgen")
            guard !FileManager.default.fileExists(atPath: file) else {
                output.printError("error: \(file) exists; dsgen figma import never overwrites a schema")
                return ExitCode.operational
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(schema.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            output.print("wrote \(file)")
        }
        return ExitCode.success
    }
}
