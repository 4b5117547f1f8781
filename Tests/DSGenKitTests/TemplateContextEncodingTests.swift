@testable import DSGenKit
import Foundation
import Mustache
import XCTest

/// Every context a template renders reaches it through `TemplateValueEncoder` as exactly
/// what `dsgen context` prints of it as JSON: the same keys, values and lists, and `.null`
/// where the JSON leaves a `nil` optional out, for every target and every component of the
/// seed schemas and of the hostile-name schemas.
final class TemplateContextEncodingTests: XCTestCase {
    /// The schemas compared: the seeds, and the two hostile schemas (names and strings for
    /// Swift and Kotlin, Markdown for docs).
    private func systems() throws -> [(name: String, system: DesignSystem)] {
        func model(_ path: String, _ text: String) throws -> DesignSystem {
            let (model, diagnostics) = Pipeline.model(from: [SourceFile(path: path, text: text)])
            return try XCTUnwrap(model, diagnostics.map(\.description).joined(separator: "\n"))
        }
        return [
            ("Schemas", try SeedSchemas.system()),
            ("Hostile.dsgen", try model("Hostile.dsgen", HostileNamesTests.schema)),
            ("Pipes.dsgen", try model("Pipes.dsgen", DocsHostileTests.schema)),
        ]
    }

    /// Every template that renders a file, with the contexts the generators render it with
    /// for `system` (scaffolds get their own header, as the generators give them).
    private func contexts(_ system: DesignSystem) throws -> [String: [any Encodable]] {
        let templates = try TemplateStore()
        let input = TargetInput(system: system, templates: templates)
        let swiftUI = SwiftUITarget(), compose = ComposeTarget(), codeConnect = CodeConnectTarget(), docs = DocsTarget()
        let components = system.components
        return [
            "swiftui/design-system.swift": [swiftUI.sharedContext(system)],
            "swiftui/component.swift": components.map { swiftUI.context(for: $0, input) },
            "swiftui/body.swift": components.map { component in
                var context = swiftUI.context(for: component, input)
                context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
                return context
            },
            "compose/component.kt": components.map { compose.context(for: $0, input) },
            "compose/impl.kt": components.map { component in
                var context = compose.context(for: component, input)
                context.header = GeneratedHeader.scaffoldLines(schema: component.sourcePath)
                return context
            },
            "codeconnect/template.figma.js": components.flatMap { component -> [CodeConnectContext] in codeConnect.contexts(for: component, input) },
            "codeconnect/figma.config.json": [CodeConnectPlatform.swiftUI, .compose].map { codeConnect.configContext(for: $0, system) },
            "docs/index.md": [docs.indexContext(system)],
            "docs/component.md": components.map { docs.context(for: $0, input) },
        ]
    }

    func testEveryContextRendersAsItsRecordedJSON() throws {
        var compared = 0
        for (schema, system) in try systems() {
            for (template, contexts) in try contexts(system).sorted(by: { $0.key < $1.key }) {
                XCTAssertFalse(contexts.isEmpty, "\(schema): no contexts for \(template)")
                for (index, context) in contexts.enumerated() {
                    let encoded = try TemplateValueEncoder().encode(context)
                    let recorded = try TemplateValue(json: JSONEncoder().encode(context))
                    if let difference = Self.difference(encoded, recorded, at: "") {
                        XCTFail("\(schema), \(template) #\(index) (\(type(of: context))): rendered ≠ recorded at \(difference)")
                    }
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 40)
    }

    /// Optional members are `.null` with their key kept, so they stop name lookup.
    func testNilOptionalsAreNullWithTheirKeyKept() throws {
        let system = try SeedSchemas.system()
        let input = TargetInput(system: system, templates: try TemplateStore())
        let component = try XCTUnwrap(system.components.first { $0.name == "Alert" })
        var context = DocsTarget().context(for: component, input)
        context.component.legacy = nil
        let encoded = try TemplateValueEncoder().encode(context)
        guard case .object(let members) = encoded, case .object(let page) = members["component"] else {
            return XCTFail("not an object: \(encoded)")
        }
        XCTAssertEqual(page["legacy"], .null)
    }

    /// Every template that names an output file (`component.swift`, `README` is `index.md`)
    /// has its contexts above; partials (`enum`, `table`) have none.
    func testEveryFileTemplateHasContexts() throws {
        let names = try TemplateStore().sources.keys.filter { name in
            !name.hasPrefix("default/") && name.split(separator: "/").last?.contains(".") == true
        }
        XCTAssertEqual(Set(names), Set(try contexts(try SeedSchemas.system()).keys))
    }

    /// Where the encoded value first differs from the recorded JSON (a key path), or nil when
    /// they are equal but for the `.null` members the JSON leaves out.
    private static func difference(_ a: TemplateValue, _ b: TemplateValue, at path: String) -> String? {
        switch (a, b) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() where left[key] != .null || right[key] != nil {
                guard let l = left[key], let r = right[key] else {
                    return "\(path).\(key) (only in the \(left[key] == nil ? "JSON" : "template value"))"
                }
                if let difference = difference(l, r, at: path + "." + key) { return difference }
            }
            return nil
        case (.list(let left), .list(let right)):
            guard left.count == right.count else { return "\(path) (\(left.count) items ≠ \(right.count))" }
            for (index, (l, r)) in zip(left, right).enumerated() {
                if let difference = difference(l, r, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        default:
            return a == b ? nil : "\(path.isEmpty ? "the root" : path): \(a) ≠ \(b)"
        }
    }
}
