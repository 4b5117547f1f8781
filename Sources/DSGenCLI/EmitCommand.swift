import DSGenKit
import Foundation

/// `dsgen emit`: writes generated files.
enum EmitCommand: Command {
    static let spec = CommandSpec(
        name: "emit",
        summary: "Generate code and docs into an output directory",
        usage: "emit [--target <target>] [--out <dir>] [--templates <dir>] [--kotlin-package <name>] [--package-folders] [--watch] [paths…]",
        options: RenderOptions.all + [.init(name: "--watch", value: nil,
            help: "Keep running: emit again whenever a schema or template file changes (polls twice a second; Ctrl-C stops)")],
        discussion: """
        Each target writes one folder of the output directory (swiftui, compose, codeconnect,
        docs, tokens) and records the files it generated in a .dsgen-manifest there. A file is written
        only when its bytes change, atomically; a folder that does not exist yet is built beside
        its place and renamed into it whole. Files dsgen generated earlier and no longer
        generates are deleted while their bytes are still the ones dsgen wrote (the manifest
        records a hash of each); edited ones are kept with a warning. Every target is staged
        before any is committed, so a run with errors, or one that fails to write, writes
        nothing. Symbolic links on the way to an output file are refused. Runs on one output
        directory wait for each other (a lock on the folder that holds it), and a run removes
        what a killed run left behind (.dsgen-tmp-* files, .NAME.dsgen-staging-* folders).
        With --package-folders, Compose files go where Gradle expects them: --out is a source
        root (app/src/main/java) and the files land in the Kotlin package's folders under it.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard !arguments.flags.contains("--watch") else {
            _ = try RenderOptions.targets(arguments.values["--target"] ?? ["all"])  // bad usage exits 64 at once
            return SchemaWatcher(arguments: arguments, output: output).run()
        }
        return try emit(arguments, output: output)
    }

    /// One emit run.
    static func emit(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let options = try RenderOptions(arguments)
        defer { output.done(with: options) }
        let report: WriteReport
        do {
            report = try options.generator.write(options.targets, to: options.out, waiting: output.printError)
        } catch let error as OutputError {
            throw error.inFolder(options.out.relativePath)  // the path as typed: Generated/swiftui/EBAlert.swift
        }
        for path in report.removedLeftovers {
            output.printError("note: removed \(options.asTyped(path)), left behind by an interrupted run")
        }
        for path in report.kept {
            output.printError("warning: kept \(options.out.relativePath)/\(path): dsgen no longer generates it, but it was edited since dsgen wrote it; delete it if it is not yours")
        }
        output.print("\(options.out.relativePath): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.deleted.count) deleted")
        return ExitCode.success
    }
}

/// `dsgen check`: fails when generated output is stale.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        summary: "Fail when the committed generated output is out of date",
        usage: "check [--target <target>] [--out <dir>] [--templates <dir>] [--kotlin-package <name>] [--package-folders] [paths…]",
        options: RenderOptions.all,
        discussion: "Regenerates in memory and compares with the output directory. Exits 0 when identical,\n1 with a unified diff of every stale, missing or extra file, and names anything an interrupted\nrun left behind. Run it in CI.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let options = try RenderOptions(arguments)
        defer { output.done(with: options) }
        let report = try options.generator.check(options.targets, against: options.out)
        guard !report.isClean else {
            output.print("\(options.out.relativePath) is up to date")
            return ExitCode.success
        }
        output.print(report.diff)
        for path in report.leftovers {
            output.printError("error: \(options.asTyped(path)) was left behind by an interrupted run; the next `dsgen emit` removes it")
        }
        output.printError("error: \(options.out.relativePath) is out of date (\(report.stale.count) stale, \(report.missing.count) missing, \(report.extra.count) extra, \(report.leftovers.count) left behind); run `\(emitCommand(arguments))` and commit the result")
        return ExitCode.failure
    }

    /// The `dsgen emit` that brings the folder `check` compared up to date: the same targets,
    /// output, templates, Kotlin package, layout and schema paths (the Android recipe's
    /// `--package-folders --out app/build/…` included, which a bare `dsgen emit` would miss).
    static func emitCommand(_ arguments: ParsedArguments) -> String {
        var words = ["dsgen", "emit"]
        for option in ["--target", "--out", "--templates", "--kotlin-package"] {
            for value in arguments.values[option] ?? [] { words += [option, value] }
        }
        if arguments.flags.contains("--package-folders") { words.append("--package-folders") }
        words += arguments.positionals
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: unchanged when plain, else in single quotes.
    private static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// `dsgen context`: prints a target's template context as JSON.
enum ContextCommand: Command {
    static let spec = CommandSpec(
        name: "context",
        summary: "Print the data templates see, as JSON",
        usage: "context --target <target> [--component <name>] [paths…]",
        options: [
            .init(name: "--target", value: "target",
                  help: "The one target whose templates' data to print: \(TargetRegistry.all.map(\.name).joined(separator: ", ")) (required)"),
            .init(name: "--component", value: "name", help: "Only this component"),
        ],
        discussion: "Template authors use it to see every name, type and literal a template may use.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard let name = arguments.value("--target"), let target = TargetRegistry.named(name), target.count == 1 else {
            throw UsageError("context needs one --target: \(TargetRegistry.all.map(\.name).joined(separator: ", "))")
        }
        let options = try RenderOptions(arguments)
        var components = options.generator.system.components
        if let wanted = arguments.value("--component") {
            components = components.filter { $0.name == wanted }
            guard !components.isEmpty else { throw UsageError("no component named '\(wanted)'") }
        }
        output.print(try options.generator.contextJSON(for: target[0], components: components))
        return ExitCode.success
    }
}
