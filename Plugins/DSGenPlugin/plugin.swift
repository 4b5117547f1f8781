import Foundation
import PackagePlugin

/// Generates SwiftUI for every `*.dsgen` file among a target's sources, at build time.
///
/// One build command per file, with exact inputs and outputs, so a no-op build runs nothing:
/// `<work dir>/<path in target, "/" as "_">.swift` from the schema, its design-system
/// configuration and the dsgen executable itself (a dsgen upgrade regenerates), and one for each
/// configuration (`design-system.dsgen`: beside the schema or in a folder above it up to the
/// target root, else the only one in the target) holding the shared declarations. The commands
/// run `dsgen build-swift`, which writes a file only when its bytes change.
@main
struct DSGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try buildCommands(module.sourceFiles(withSuffix: "dsgen").map(\.url), root: (LegacyRoot.self as any TargetRoot.Type).url(of: module),
                                 tool: context.tool(named: "dsgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// `Target.directoryURL` needs tools version 6.1 and dsgen's manifest is 6.0: read the deprecated
/// `directory` through a deprecated witness, which compiles without a warning.
private protocol TargetRoot { static func url(of module: any SourceModuleTarget) -> URL }
private enum LegacyRoot: TargetRoot {
    @available(*, deprecated, message: "use directoryURL when the manifest moves to tools version 6.1")
    static func url(of module: any SourceModuleTarget) -> URL { URL(fileURLWithPath: module.directory.string) }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DSGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode target has no root folder: use the deepest folder holding all its schemas.
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "dsgen" }
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.first.map { first in
            folders.reduce(first) { common, next in Array(zip(common, next).prefix { $0 == $1 }.map(\.0)) }
        } ?? ["/"]
        return try buildCommands(files, root: URL(fileURLWithPath: NSString.path(withComponents: common)),
                                 tool: context.tool(named: "dsgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The build commands for a target's schema files.
func buildCommands(_ files: [URL], root: URL, tool: URL, workDirectory: URL) throws -> [Command] {
    let configName = "design-system.dsgen", root = root.standardizedFileURL
    let files = files.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    let listedConfigs = files.filter { $0.lastPathComponent == configName }
    func output(_ file: URL) -> URL {
        let relative = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.lastPathComponent
        return workDirectory.appendingPathComponent(relative.replacingOccurrences(of: "/", with: "_") + ".swift")
    }
    func config(for schema: URL) throws -> URL {
        var directory = schema.deletingLastPathComponent()
        while directory.path == root.path || directory.path.hasPrefix(root.path + "/") {
            let candidate = directory.appendingPathComponent(configName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        guard listedConfigs.count == 1 else {
            throw DSGenPluginError("no \(configName) for \(schema.path): put one beside it or in a folder above it")
        }
        return listedConfigs[0]
    }
    func command(_ arguments: [String], _ inputs: [URL]) -> Command {
        .buildCommand(displayName: "dsgen: generating Swift for \(inputs[0].lastPathComponent)", executable: tool,
                      arguments: ["build-swift", "--output", output(inputs[0]).path] + arguments,
                      inputFiles: inputs + [tool], outputFiles: [output(inputs[0])])
    }
    var commands: [Command] = [], configs = Set(listedConfigs.map(\.path))
    for schema in files where schema.lastPathComponent != configName {
        let config = try config(for: schema)
        configs.insert(config.path)
        commands.append(command(["--config", config.path, schema.path], [schema, config]))
    }
    return commands + configs.sorted().map { command(["--shared", "--config", $0], [URL(fileURLWithPath: $0)]) }
}

/// A problem found before dsgen runs.
struct DSGenPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
