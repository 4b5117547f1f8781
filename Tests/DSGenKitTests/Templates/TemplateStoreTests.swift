@testable import DSGenKit
import Foundation
import XCTest

/// The `default/<path>` copies of the embedded templates: there for overrides to inherit
/// from, and only when there are overrides.
final class TemplateStoreTests: XCTestCase {
    func testAnOverrideInheritsFromTheDefaultAndReplacesOneBlock() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("swiftui"), withIntermediateDirectories: true)
        try Data("{{< default/swiftui/component.swift}}{{$enums}}// no enums here\n{{/enums}}{{/default/swiftui/component.swift}}".utf8)
            .write(to: directory.appendingPathComponent("swiftui/component.swift.mustache"))
        let system = try SeedSchemas.system()
        let component = try XCTUnwrap(system.components.first { $0.name == "Alert" })
        let input = TargetInput(system: system, templates: try TemplateStore())
        let context = SwiftUITarget().context(for: component, input)

        let standard = try TemplateStore().render("swiftui/component.swift", context)
        let overridden = try TemplateStore(overrides: directory.path).render("swiftui/component.swift", context)

        XCTAssertTrue(standard.contains("public enum EBAlertType"), standard)
        XCTAssertFalse(overridden.contains("public enum EBAlertType"), overridden)
        XCTAssertTrue(overridden.contains("// no enums here"), overridden)
        XCTAssertTrue(overridden.contains("public struct EBAlert"), overridden)
    }

    func testWithoutOverridesNoDefaultCopiesAreCompiled() throws {
        XCTAssertFalse(try TemplateStore().sources.keys.contains { $0.hasPrefix("default/") })
    }
}
