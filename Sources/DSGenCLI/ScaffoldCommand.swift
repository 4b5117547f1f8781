import DSGenKit
import Foundation

/// `dsgen scaffold`: creates hand-written starting points once.
enum ScaffoldCommand: Command {
    static let spec = CommandSpec(
        name: "scaffold",
        summary: "Create the hand-written implementation files, once",
        usage: "scaffold --target <swiftui|compose|all> [--out <dir>] [--kotlin-package <name>] [--package-folders] [paths…]",
        options: [
            .init(name: "--target", value: "target", help: "swiftui (EBAlert+Body.swift), compose (EBAlertImpl.kt) or all (both)"),
            .init(name: "--out", value: "dir",
                  help: "Where the files go. swiftui: default the folder holding the schemas, where the build-tool plugin compiles them; compose and all: required"),
            RenderOptions.templates, RenderOptions.kotlinPackage,
            .init(name: "--package-folders", value: nil,
                  help: "Compose files go in their package's folders under --out (DIR/com/eb/designsystem/EBAlertImpl.kt), as `emit --package-folders` does"),
        ],
        discussion: """
        Creates EBAlert+Body.swift (SwiftUI) or EBAlertImpl.kt (Compose) for every component
        that has none yet, directly in --out (in its package's folders with --package-folders).
        An existing file is never overwritten, and a folder dsgen emit generates into (it holds
        a .dsgen-manifest) is refused: in a SwiftPM package they go beside the schemas in the
        target; in a Gradle module, in src/main/java (or kotlin) while emit writes into a
        generated source root.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard let targetNames = arguments.values["--target"] else {
            throw UsageError("scaffold needs --target swiftui, compose or all")
        }
        let named = try RenderOptions.targets(targetNames)
        let targets = named.filter { ["swiftui", RenderOptions.compose].contains($0.name) }
        if let other = named.first(where: { target in !targets.contains { $0.name == target.name } }), !targetNames.contains("all") {
            throw UsageError("target '\(other.name)' has no scaffolds; scaffold takes swiftui, compose or all")
        }
        guard arguments.value("--out") != nil || targets.map(\.name) == ["swiftui"] else {
            throw UsageError("scaffold --target \(targetNames.joined(separator: ",")) needs --out (compose scaffolds go into your Kotlin sources)")
        }
        let options = try RenderOptions(arguments, defaultOut: schemaFolder(arguments.schemaPaths))
        // One write for every target: all scaffolds are created, or none (a refused folder —
        // one dsgen emit owns — stops the run before anything is written).
        let files = try targets.flatMap { try options.generator.scaffolds(for: $0) }
        let report: WriteReport
        do {
            report = try OutputWriter(root: options.out).write(files, waiting: output.printError)
        } catch let error as OutputError {
            throw error.inFolder(options.out.relativePath)
        }
        for path in report.written { output.print("created \(options.out.relativePath)/\(path)") }
        output.print("\(report.written.count) created, \(report.skippedScaffolds.count) already present (never overwritten)")
        return ExitCode.success
    }

    /// The folder holding the schemas: the first path if it is a folder, else the folder it is in.
    private static func schemaFolder(_ paths: [String]) -> String {
        var isDirectory: ObjCBool = false
        guard let first = paths.first else { return "." }
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue { return first }
        let parent = (first as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}
