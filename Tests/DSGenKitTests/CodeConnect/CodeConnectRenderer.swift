@testable import DSGenKit
import Foundation
import XCTest

/// Runs generated Code Connect template files under `node`, against the strict double of
/// Figma's template runtime (`Tests/Support/CodeConnect/figma-runtime.js`): one `node` run
/// per template file for all of its scenarios.
enum CodeConnectRenderer {
    /// `Tests/Support/CodeConnect`.
    static var supportDirectory: URL { PackagePaths.testSupport.appendingPathComponent("CodeConnect", isDirectory: true) }

    /// One selected instance to render.
    struct Scenario {
        /// What it is (`Type=Error, Full Width=No`, `empty text`).
        let label: String
        let instance: CodeConnectInstance
        /// Whether the snippet must compile: false where the instance has a value the
        /// schema cannot show and the API requires (a note stands in for the argument).
        var compiles = true
    }

    /// What Dev Mode would show for one scenario, or the error the template raised.
    struct Rendering: Decodable {
        let label: String
        let language: String?
        let id: String?
        let imports: [String]?
        let nestable: Bool?
        let reads: [String]?
        let layers: [String]?
        let code: String?
        let error: String?

        /// The code's leading `// ` comment lines: the template's notes.
        var notes: [String] {
            (code ?? "").split(separator: "\n").prefix { $0.hasPrefix("// ") }.map { String($0.dropFirst(3)) }
        }
    }

    /// The template's directives and its renderings, in scenario order.
    struct Output: Decodable {
        let directives: [String: String]
        let results: [Rendering]
    }

    /// `node`: `/usr/bin/env node`, else on `PATH`.
    static func node() throws -> (URL, [String]) {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        if FileManager.default.isExecutableFile(atPath: env.path), ProcessRunner.which("node") != nil { return (env, ["node"]) }
        throw RequiredTool.missing("node", reason: "not found on PATH (Code Connect templates run under node)")
    }

    /// Renders a template for every scenario in one `node` run.
    static func render(template: URL, _ scenarios: [Scenario]) throws -> Output {
        let (executable, prefix) = try node()
        let scratch = try TemporaryDirectory(prefix: "dsgen-codeconnect-spec")
        defer { scratch.remove() }
        let spec: [String: Any] = ["template": template.path,
                                   "scenarios": scenarios.map { ["label": $0.label, "instance": $0.instance.node] }]
        let specURL = try scratch.write("spec.json", String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self))
        let script = supportDirectory.appendingPathComponent("render-template.js")
        let result = try ProcessRunner.run(executable, prefix + [script.path, specURL.path])
        guard result.exitCode == 0 else {
            throw ToolFailure(summary: "node could not render \(template.lastPathComponent)", command: result.command,
                              exitCode: result.exitCode, output: result.combinedOutput)
        }
        return try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
    }

    /// A component's template file for a platform folder (`swiftui`, `compose`).
    static func template(_ component: Component, platform: String, in directory: URL) -> URL {
        let name = platform == "swiftui" ? component.swiftName : component.composeName
        return directory.appendingPathComponent("codeconnect/\(platform)/\(name).\(platform).figma.js")
    }

    /// The language of a platform folder.
    static func language(_ platform: String) -> String { platform == "swiftui" ? "swift" : "kotlin" }

    /// Renders one instance of a component; fails when the template raised an error.
    static func renderOne(_ component: Component, platform: String, in directory: URL, _ values: [String: CodeConnectInstance.Value],
                          configure: (inout CodeConnectInstance) -> Void = { _ in }) throws -> String {
        let axes = CodeConnectInstance.axes(of: component)
        precondition(Set(values.keys).isSubset(of: axes.map(\.name)), "unknown Figma properties in \(values)")
        // Every axis at its first value unless given.
        var instance = CodeConnectInstance(component: component, language: language(platform),
                                           values: Dictionary(uniqueKeysWithValues: axes.map { ($0.name, values[$0.name] ?? $0.values[0]) }))
        configure(&instance)
        let rendering = try render(template: template(component, platform: platform, in: directory), [Scenario(label: "one", instance: instance)]).results[0]
        if let error = rendering.error { throw ToolFailure(summary: "the template failed", command: ["node"], exitCode: 1, output: error) }
        return rendering.code ?? ""
    }
}
