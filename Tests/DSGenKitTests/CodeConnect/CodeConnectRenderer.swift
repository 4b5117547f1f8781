import DSGenKit
import Foundation
import XCTest

/// Runs generated Code Connect template files under `node`, against the test double of
/// Figma's template runtime (`Tests/Support/CodeConnect/figma-runtime.js`), for every
/// combination of a component's Figma variant values (every spelling, legacy ones
/// included) and boolean properties: what `figma connect preview --all` would render.
enum CodeConnectRenderer {
    /// `Tests/Support/CodeConnect`.
    static var supportDirectory: URL { PackagePaths.testSupport.appendingPathComponent("CodeConnect", isDirectory: true) }

    /// Text every text property holds in every combination: quotes, backslashes, a Swift
    /// interpolation, Kotlin templates, a newline and a tab. A snippet that does not escape
    /// it at run time does not compile (or compiles to different text).
    static let hostileText = "Sale \"50%\" \\ \\(total) $price ${amount}\n\tend"

    /// What a swapped instance's own template renders, and a slot's content, per language.
    static func nestedCode(language: String) -> (instance: String, slot: String) {
        language == "swift" ? ("Image(systemName: \"heart\")", "AdCreative()") : ("Icons.Filled.Info", "AdCreative()")
    }

    /// One rendered combination.
    struct Rendering: Decodable, Equatable {
        /// The combination: Figma property name → value (`"Type": "Error"`, `"isLoading": true`).
        let properties: [String: PropertyValue]
        let language: String
        let id: String
        let reads: [String]
        let code: String

        /// `Type=Error, Full Width=No`.
        var label: String {
            properties.keys.sorted().map { "\($0)=\(properties[$0]!)" }.joined(separator: ", ")
        }
    }

    /// A variant value or a Boolean.
    enum PropertyValue: Codable, Equatable, CustomStringConvertible {
        case string(String), bool(Bool)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) { self = .bool(value) } else { self = .string(try container.decode(String.self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            }
        }

        var description: String {
            switch self {
            case .string(let value): value
            case .bool(let value): String(value)
            }
        }
    }

    /// An axis of combinations: a Figma property and every value it can have.
    struct Axis: Encodable {
        let name: String
        let values: [PropertyValue]
    }

    /// The axes of a component: every variant with all its spellings, every boolean.
    static func axes(of component: Component) -> [Axis] {
        var axes: [Axis] = []
        for property in component.properties {
            guard let name = property.figma.name, !axes.contains(where: { $0.name == name }) else { continue }
            switch property.figma.kind {
            case .variant:
                axes.append(Axis(name: name, values: property.figma.values.flatMap(\.figmaValues).map(PropertyValue.string)))
            case .boolean:
                axes.append(Axis(name: name, values: [.bool(true), .bool(false)]))
            default:
                continue
            }
        }
        return axes
    }

    /// Values of the other Figma properties, the same in every combination.
    static func fixedProperties(of component: Component, language: String, instanceHasCodeConnect: Bool = true) -> [String: Any] {
        let nested = nestedCode(language: language)
        var fixed: [String: Any] = [:]
        for property in component.properties {
            guard let name = property.figma.name else { continue }
            switch property.figma.kind {
            case .text: fixed[name] = hostileText
            case .instance: fixed[name] = ["instance": ["name": name, "code": instanceHasCodeConnect ? nested.instance as Any : NSNull()]]
            case .children: fixed[name] = ["slot": nested.slot]
            default: continue
            }
        }
        return fixed
    }

    /// `node`: `/usr/bin/env node`, else on `PATH`.
    static func node() throws -> (URL, [String]) {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        if FileManager.default.isExecutableFile(atPath: env.path), ProcessRunner.which("node") != nil { return (env, ["node"]) }
        throw RequiredTool.missing("node", reason: "not found on PATH (Code Connect templates run under node)")
    }

    /// Renders a template for every combination of `axes`, with `fixed` for the rest.
    static func render(template: URL, axes: [Axis], fixed: [String: Any]) throws -> [Rendering] {
        let (executable, prefix) = try node()
        let scratch = try TemporaryDirectory(prefix: "dsgen-codeconnect-spec")
        defer { scratch.remove() }
        let axesJSON = try JSONSerialization.jsonObject(with: JSONEncoder().encode(axes))
        let spec: [String: Any] = ["template": template.path, "axes": axesJSON, "fixed": fixed]
        let specURL = try scratch.write("spec.json", String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self))
        let script = supportDirectory.appendingPathComponent("render-template.js")
        let result = try ProcessRunner.run(executable, prefix + [script.path, specURL.path])
        guard result.exitCode == 0 else {
            throw ToolFailure(summary: "node could not render \(template.lastPathComponent)", command: result.command,
                              exitCode: result.exitCode, output: result.combinedOutput)
        }
        return try JSONDecoder().decode([Rendering].self, from: Data(result.stdout.utf8))
    }

    /// Renders every combination of a seed component's template for one platform folder.
    static func renderAll(_ component: Component, platform: String, in directory: URL) throws -> [Rendering] {
        let language = platform == "swiftui" ? "swift" : "kotlin"
        let name = platform == "swiftui" ? component.swiftName : component.composeName
        let template = directory.appendingPathComponent("codeconnect/\(platform)/\(name).figma.js")
        return try render(template: template, axes: axes(of: component), fixed: fixedProperties(of: component, language: language))
    }

    /// Renders one combination.
    static func renderOne(_ component: Component, platform: String, in directory: URL, _ values: [String: PropertyValue]) throws -> String {
        let language = platform == "swiftui" ? "swift" : "kotlin"
        let name = platform == "swiftui" ? component.swiftName : component.composeName
        let template = directory.appendingPathComponent("codeconnect/\(platform)/\(name).figma.js")
        // Every axis at its first value unless given.
        let axes = axes(of: component).map { axis in Axis(name: axis.name, values: [values[axis.name] ?? axis.values[0]]) }
        precondition(Set(values.keys).isSubset(of: axes.map(\.name)), "unknown Figma properties in \(values)")
        let renderings = try render(template: template, axes: axes, fixed: fixedProperties(of: component, language: language))
        return renderings[0].code
    }
}
