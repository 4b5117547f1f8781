import DSGenKit
import Foundation

/// `dsgen init`: a first design system to start from — or, with `--package`, a SwiftPM
/// package around it that uses the build-tool plugin and builds and tests at once.
enum InitCommand: Command {
    static let spec = CommandSpec(
        name: "init",
        summary: "Start a design system: a configuration and a first component (or a whole SwiftPM package)",
        usage: "init [--package] [--name <name>] [--prefix <prefix>] [--kotlin-package <name>] [--dsgen <path|url>] [dir]",
        options: [
            .init(name: "--package", value: nil, help: "Write a SwiftPM package (Package.swift, Sources/<name>, Tests/<name>Tests) that uses the build-tool plugin"),
            .init(name: "--name", value: "name", help: "The package and library name (default: DesignSystem)"),
            .init(name: "--prefix", value: "prefix", help: "The prefix of every type name (default: DS, giving DSButton)"),
            RenderOptions.kotlinPackage,
            .init(name: "--dsgen", value: "path|url",
                  help: "Where Package.swift finds dsgen: a local checkout (../dsgen) or a git URL, at version \(DSGenCommandLine.version) (default: \(DSGenCommandLine.repositoryURL))"),
        ],
        discussion: """
        Writes design-system.dsgen and Button.dsgen into dir (default: Schemas), with comments
        that teach the language; they lint clean and generate code that compiles. With --package,
        dir (default: the current directory) becomes a package: the schemas go in Sources/<name>
        beside Button's hand-written body, and a test of the generated API in Tests/<name>Tests;
        `swift build` and `swift test` work at once (on Linux against dsgen's SwiftUI mirror).
        Nothing that exists is overwritten: init stops before writing when a file is there.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let prefix = arguments.value("--prefix") ?? "DS"
        guard prefix.first?.isUppercase == true, prefix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw UsageError("'\(prefix)' is not a prefix: ASCII letters and digits, starting with a capital letter (DS, EB)")
        }
        let kotlinPackage = arguments.value("--kotlin-package") ?? prefix.lowercased() + ".designsystem"
        guard KotlinNaming.isPackageName(kotlinPackage) else {
            throw UsageError("'\(kotlinPackage)' is not a Kotlin package name (dot-separated identifiers, such as com.acme.designsystem)")
        }
        guard arguments.positionals.count <= 1 else { throw UsageError("init takes one directory") }
        let files: [(path: String, text: String)]
        let directory: String
        if arguments.flags.contains("--package") {
            directory = arguments.positionals.first ?? "."
            files = try package(arguments, prefix: prefix).files(kotlinPackage: kotlinPackage)
        } else {
            directory = arguments.positionals.first ?? "Schemas"
            files = [("design-system.dsgen", StarterSchemas.designSystem(prefix: prefix, kotlinPackage: kotlinPackage)),
                     ("Button.dsgen", StarterSchemas.button(prefix: prefix))]
        }
        let root = URL(fileURLWithPath: directory)
        try write(files, into: root)
        let shown = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        for file in files { output.print("created \(shown)\(file.path)") }
        output.print(nextSteps(package: arguments.flags.contains("--package"), directory: directory))
        return ExitCode.success
    }

    private static func package(_ arguments: ParsedArguments, prefix: String) throws -> StarterPackage {
        let name = arguments.value("--name") ?? "DesignSystem"
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw UsageError("'\(name)' is not a package name: ASCII letters, digits and _, starting with a letter")
        }
        let dsgen = arguments.value("--dsgen") ?? DSGenCommandLine.repositoryURL
        let isURL = dsgen.contains("://") || dsgen.hasPrefix("git@")
        let dependency = isURL
            ? ".package(url: \(SwiftNaming.stringLiteral(dsgen)), from: \(SwiftNaming.stringLiteral(DSGenCommandLine.version)))"
            : ".package(name: \"dsgen\", path: \(SwiftNaming.stringLiteral(dsgen)))"
        return StarterPackage(name: name, prefix: prefix, dependency: dependency)
    }

    /// Writes every file, or none: stops before the first write when any exists.
    private static func write(_ files: [(path: String, text: String)], into root: URL) throws {
        let urls = files.map { root.appendingPathComponent($0.path) }
        if let first = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw InitError(description: "\(first.relativePath) already exists; dsgen init never overwrites (choose another directory)")
        }
        for (file, url) in zip(files, urls) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        }
    }

    private static func nextSteps(package: Bool, directory: String) -> String {
        let cd = directory == "." ? "" : "cd \(directory) && "
        return package
            ? "\nnext: \(cd)swift build && swift test — then edit Sources/*/Button.dsgen, or add a component beside it and run `dsgen scaffold --target swiftui`"
            : "\nnext: dsgen lint \(directory) — then dsgen emit --out Generated \(directory)"
    }
}

/// `dsgen init` found a file where it would write; nothing was written.
struct InitError: Error, CustomStringConvertible {
    let description: String
}
