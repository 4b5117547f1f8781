import DSGenKit

/// `dsgen diff`: what changed in the public API between two versions of the schemas, and
/// what it breaks for Swift callers, Kotlin callers and Figma / Code Connect.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff",
        summary: "Report API changes between two versions of the schemas and what they break",
        usage: "diff [--format <format>] [--fail-on-breaking] (OLD NEW | --base <rev> [paths…])",
        options: [
            .init(name: "--base", value: "rev", help: "Compare the working tree's schemas (paths, default: Schemas) with this revision's"),
            .format,
            .init(name: "--fail-on-breaking", value: nil, help: "Exit 3 when any change breaks Swift, Kotlin or Figma"),
        ],
        discussion: """
        OLD and NEW are each a schema file, a directory of schemas, or a git revision of the
        repository around the current directory:
          Schemas              a path in the working tree (wins over a revision of that name)
          REV                  the default paths (Schemas) as they are in REV
          REV:path             a path relative to the repository root, as in git (HEAD~1:Schemas)
          REV:./path           a path relative to the current directory
        REV is anything git accepts: main, origin/main, HEAD~1, v1.2.0, a commit hash.
        `--base REV [paths…]` is the same as `diff REV:./path path` for each path. Revisions
        are read with git rev-parse, ls-tree and cat-file; the working tree is never touched.

        Each change is classified for Swift callers, Kotlin callers and Figma / Code Connect as
        breaking or compatible, with the reason. Breaking: code written against the old
        generated API stops compiling or binds an argument differently; for Figma, existing
        instances no longer map to the same code. Renames recorded with `renamed-from` are
        compatible where the generated code keeps a deprecated alias.

        Colour is not API, but a reviewer should see it: a last section lists every row of the
        docs' swatch sheets (one per contrast pairing and case) whose drawn colours, ratio or
        pass / fail changed, appeared or disappeared (`swatches` in JSON).

        Exit codes: 0 compared, 3 with --fail-on-breaking and a breaking change, 1 schema
        errors on either side (printed as REV:path:line:col: error: … on standard error, and
        summarised in the chosen format on standard output, so a pull-request comment says
        why there is no diff), 2 not a git repository, unknown revision, or a path outside
        the repository or missing in it.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let (old, new) = try inputs(arguments)
        let format = try arguments.format()
        let oldSystem: DesignSystem, newSystem: DesignSystem
        do {
            oldSystem = try old.model()
            newSystem = try new.model()
        } catch let error as DiagnosticsError {
            output.printDiagnostics(error.description)
            output.write(DiffFailureSummary(old: old.label, new: new.label, diagnostics: error.diagnostics).render(format))
            return ExitCode.failure
        }
        let report = APIDiffReport(old: oldSystem, new: newSystem, oldLabel: old.label, newLabel: new.label)
        switch format {
        case "markdown": output.print(report.markdown())
        case "json": output.print(try report.json())
        default: output.print(report.text())
        }
        return arguments.flags.contains("--fail-on-breaking") && report.hasBreakingChanges ? ExitCode.breakingChanges : ExitCode.success
    }

    private static func inputs(_ arguments: ParsedArguments) throws -> (SchemaInput, SchemaInput) {
        let defaultPaths = ["Schemas"]
        if let base = arguments.value("--base") {
            let paths = arguments.positionals.isEmpty ? defaultPaths : arguments.positionals
            return (.revision(base, paths: paths, fromRoot: false), .files(paths))
        }
        guard arguments.positionals.count == 2 else {
            throw UsageError("diff needs OLD and NEW, or --base <rev>")
        }
        return (SchemaInput.parse(arguments.positionals[0], defaultPaths: defaultPaths),
                SchemaInput.parse(arguments.positionals[1], defaultPaths: defaultPaths))
    }
}
