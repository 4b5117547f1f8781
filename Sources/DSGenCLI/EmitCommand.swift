import DSGenKit
import Foundation

/// Options shared by the commands that render: targets, output and templates.
struct RenderOptions {
    static let target = CommandSpec.Option(name: "--target", value: "target",
        help: "What to generate: \(TargetRegistry.argumentNames.joined(separator: ", ")) (default: all; repeatable)")
    static let out = CommandSpec.Option(name: "--out", value: "dir", help: "Output directory (default: Generated)")
    static let templates = CommandSpec.Option(name: "--templates", value: "dir",
        help: "Directory of templates that replace the defaults of the same path")

    let targets: [any Target]
    let out: URL
    let generator: Generator

    init(_ arguments: ParsedArguments, defaultTargets: String = "all") throws {
        var targets: [any Target] = []
        for name in arguments.values["--target"] ?? [defaultTargets] {
            guard let named = TargetRegistry.named(name) else {
                throw UsageError("unknown target '\(name)'; expected one of \(TargetRegistry.argumentNames.joined(separator: ", "))")
            }
            targets += named.filter { target in !targets.contains { $0.name == target.name } }
        }
        self.targets = targets
        out = URL(fileURLWithPath: arguments.value("--out") ?? "Generated")
        let (system, _) = try Pipeline.model(at: arguments.schemaPaths)
        generator = Generator(system: system, templates: try TemplateStore(overrides: arguments.value("--templates")))
    }
}

/// `dsgen emit`: writes generated files.
enum EmitCommand: Command {
    static let spec = CommandSpec(
        name: "emit",
        summary: "Generate code and docs into an output directory",
        usage: "emit [--target <target>] [--out <dir>] [--templates <dir>] [paths…]",
        options: [RenderOptions.target, RenderOptions.out, RenderOptions.templates],
        discussion: """
        Each target writes one folder of the output directory (swiftui, compose, codeconnect,
        docs, tokens) and records the files it generated in a .dsgen-manifest there. A file is written
        only when its bytes change, atomically; a folder that does not exist yet is built beside
        its place and renamed into it whole. Files dsgen generated earlier and no longer
        generates are deleted; nothing else is ever touched. A run with errors writes nothing.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
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
        usage: "check [--target <target>] [--out <dir>] [--templates <dir>] [paths…]",
        options: [RenderOptions.target, RenderOptions.out, RenderOptions.templates],
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

/// `dsgen scaffold`: creates hand-written starting points once.
enum ScaffoldCommand: Command {
    static let spec = CommandSpec(
        name: "scaffold",
        summary: "Create the hand-written implementation files, once",
        usage: "scaffold --target <swiftui|compose> --out <dir> [paths…]",
        options: [RenderOptions.target, RenderOptions.out, RenderOptions.templates],
        discussion: "Creates EBAlert+Body.swift (SwiftUI) or EBAlertImpl.kt (Compose) for every component\nthat has none yet. An existing file is never overwritten.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard arguments.value("--target") != nil, arguments.value("--out") != nil else {
            throw UsageError("scaffold needs --target and --out")
        }
        let options = try RenderOptions(arguments)
        var created: [String] = []
        var kept: [String] = []
        for target in options.targets {
            let files = try options.generator.scaffolds(for: target)
            let report = try OutputWriter(root: options.out).write(files)
            created += report.written
            kept += report.skippedScaffolds
        }
        for path in created { output.print("created \(options.out.relativePath)/\(path)") }
        output.print("\(created.count) created, \(kept.count) already present (never overwritten)")
        return ExitCode.success
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
