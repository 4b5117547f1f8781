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
        docs) and records the files it generated in a .dsgen-manifest there. A file is written
        only when its bytes change, atomically; a folder that does not exist yet is built beside
        its place and renamed into it whole. Files dsgen generated earlier and no longer
        generates are deleted; nothing else is ever touched. A run with errors writes nothing.
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
        let report = try options.generator.write(options.targets, to: options.out)
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
        discussion: "Regenerates in memory and compares with the output directory. Exits 0 when identical,\n1 with a unified diff of every stale, missing or extra file. Run it in CI.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let options = try RenderOptions(arguments)
        defer { output.done(with: options) }
        let report = try options.generator.check(options.targets, against: options.out)
        guard !report.isClean else {
            output.print("\(options.out.relativePath) is up to date")
            return ExitCode.success
        }
        output.print(report.diff)
        output.printError("error: \(options.out.relativePath) is out of date (\(report.stale.count) stale, \(report.missing.count) missing, \(report.extra.count) extra); run `dsgen emit` and commit the result")
        return ExitCode.failure
    }
}

/// `dsgen context`: prints a target's template context as JSON.
enum ContextCommand: Command {
    static let spec = CommandSpec(
        name: "context",
        summary: "Print the data templates see, as JSON",
        usage: "context --target <target> [--component <name>] [paths…]",
        options: [RenderOptions.target, .init(name: "--component", value: "name", help: "Only this component")],
        discussion: "Template authors use it to see every name, type and literal a template may use.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard let name = arguments.value("--target"), let target = TargetRegistry.named(name), target.count == 1 else {
            throw UsageError("context needs one --target: \(TargetRegistry.all.map(\.name).joined(separator: ", "))")
        }
        let options = try RenderOptions(arguments)
        let components = options.generator.system.components.filter { component in
            arguments.value("--component").map { $0 == component.name } ?? true
        }
        if let wanted = arguments.value("--component"), components.isEmpty {
            throw UsageError("no component named '\(wanted)'")
        }
        output.print(try options.generator.contextJSON(for: target[0], components: components))
        return ExitCode.success
    }
}
