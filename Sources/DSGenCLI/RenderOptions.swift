import DSGenKit
import Foundation

/// Options shared by the commands that render: targets, output, templates and Kotlin layout.
struct RenderOptions {
    static let target = CommandSpec.Option(name: "--target", value: "target",
        help: "What to generate: \(TargetRegistry.argumentNames.joined(separator: ", ")) (default: all; repeatable)")
    static let out = CommandSpec.Option(name: "--out", value: "dir", help: "Output directory (default: Generated)")
    static let templates = CommandSpec.Option(name: "--templates", value: "dir",
        help: "Directory of templates that replace the defaults of the same path")
    static let kotlinPackage = CommandSpec.Option(name: "--kotlin-package", value: "name",
        help: "The Kotlin package of generated Compose code (default: the schema's `kotlin package`)")
    static let packageFolders = CommandSpec.Option(name: "--package-folders", value: nil,
        help: "Compose files go in their package's folders under the output directory, as Gradle expects (DIR/com/eb/designsystem/EBAlert.kt), instead of DIR/compose")

    /// The options of every command that renders.
    static let all = [target, out, templates, kotlinPackage, packageFolders]

    let targets: [any Target]
    let out: URL
    let generator: Generator

    init(_ arguments: ParsedArguments, defaultTargets: String = "all", defaultOut: String = "Generated") throws {
        targets = try Self.targets(arguments.values["--target"] ?? [defaultTargets])
        let out = arguments.value("--out") ?? defaultOut
        guard !out.isEmpty else { throw UsageError("--out needs a directory; '' would mean the current folder") }
        self.out = URL(fileURLWithPath: out)
        var (system, _) = try Pipeline.model(at: arguments.schemaPaths)
        if let package = arguments.value("--kotlin-package") {
            guard KotlinNaming.isPackageName(package) else {
                throw UsageError("'\(package)' is not a Kotlin package name (dot-separated identifiers, such as com.acme.designsystem)")
            }
            system.kotlinPackage = package
        }
        var generator = Generator(system: system, templates: try TemplateStore(overrides: arguments.value("--templates")))
        if arguments.flags.contains("--package-folders") {
            generator.folders[Self.compose] = system.kotlinPackage.replacingOccurrences(of: ".", with: "/")
        }
        self.generator = generator
    }

    /// An absolute path under the output directory as the user typed that directory
    /// (`Generated/swiftui/.dsgen-tmp-…`); any other path unchanged.
    func asTyped(_ path: String) -> String {
        path.hasPrefix(out.path + "/") ? out.relativePath + path.dropFirst(out.path.count) : path
    }

    /// The Compose target's name, which `--package-folders` moves into package folders.
    static let compose = "compose"

    /// The targets `--target` arguments name, each once, in order.
    static func targets(_ names: [String]) throws -> [any Target] {
        var targets: [any Target] = []
        for name in names {
            guard let named = TargetRegistry.named(name) else {
                let names = TargetRegistry.argumentNames
                let suggestion = Suggestion.closest(to: name, in: names)
                    ?? names.first { !name.isEmpty && $0.hasPrefix(name.lowercased()) }  // swift → swiftui
                throw UsageError("unknown target '\(name)'" + Suggestion.didYouMean(suggestion)
                    + "; expected one of \(names.joined(separator: ", "))")
            }
            targets += named.filter { target in !targets.contains { $0.name == target.name } }
        }
        return targets
    }
}

extension ParsedArguments {
    /// The schema paths given; by default `Schemas`, or in a SwiftPM package whose schemas live
    /// in a target (where the build-tool plugin finds them), that target's folder
    /// (`Sources/DesignSystem`) when exactly one target holds `*.dsgen` files. Throws
    /// `NoDefaultSchemas` when no path is given and neither is there.
    var schemaPaths: [String] {
        get throws {
            guard positionals.isEmpty else { return positionals }
            guard !FileManager.default.fileExists(atPath: "Schemas") else { return ["Schemas"] }
            let targets = Self.targetsHoldingSchemas()
            guard targets.count == 1 else { throw NoDefaultSchemas(targets: targets) }
            return targets
        }
    }

    /// `Sources/<target>` folders that contain a `*.dsgen` file at any depth, sorted.
    static func targetsHoldingSchemas() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "Sources")) ?? []
        return names.sorted().map { "Sources/" + $0 }.filter { folder in
            let files = FileManager.default.enumerator(atPath: folder)
            return files?.contains { ($0 as? String)?.hasSuffix("." + SchemaLoader.fileExtension) == true } == true
        }
    }
}

/// No schema paths were given and none are where dsgen looks by default: the newcomer ran
/// dsgen in another folder than the one holding `Schemas/` (exit 2, the command could not run).
struct NoDefaultSchemas: Error, CustomStringConvertible {
    /// The `Sources/<target>` folders holding schemas (more than one is ambiguous).
    let targets: [String]

    var description: String {
        let folder = FileManager.default.currentDirectoryPath
        let found = targets.isEmpty ? "" : " and \(targets.count) targets hold schemas (\(targets.joined(separator: ", ")))"
        return "no schema paths given, no Schemas folder in \(folder)\(found); "
            + "run dsgen where Schemas is, pass the schema files or folders (dsgen lint path/to/Schemas), "
            + "or start one with `dsgen init`"
    }
}
