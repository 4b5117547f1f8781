@testable import DSGenKit
import Foundation
import XCTest

/// The `tokens` target: every file valid under the DTCG 2025.10 rules, read back equal to
/// the model, and the validator able to fail.
final class DesignTokensTests: XCTestCase {
    /// The seeds' files as written, read back through Foundation's JSON parser.
    static func writtenFiles(_ system: DesignSystem) throws -> [(name: String, document: JSONValue)] {
        try TokensTarget().files(TargetInput(system: system, templates: TemplateStore())).map { file in
            (file.path, try JSONValue.parse(file.contents))
        }
    }

    func testTheSeedFilesAreTheExpectedOnes() throws {
        let names = try Self.writtenFiles(SeedSchemas.system()).map(\.name)
        XCTAssertEqual(names, ["EB.tokens.json", "AdSpace.tokens.json", "Alert.tokens.json", "Toast.tokens.json",
                               "Toast.theme-dark.tokens.json", "Toast.theme-light.tokens.json", "EB.resolver.json"])
    }

    func testEveryTokenFileIsValidTogetherAndEveryContextOnTopOfTheBase() throws {
        let files = try Self.writtenFiles(SeedSchemas.system())
        let tokenFiles = files.filter { $0.name.hasSuffix(".tokens.json") }
        XCTAssertEqual(DesignTokensValidator.problems(in: tokenFiles), [])
        // Each resolved permutation (base sets, then one theme's context) on its own.
        let base = tokenFiles.filter { !$0.name.contains(".theme-") }
        for context in tokenFiles where context.name.contains(".theme-") {
            XCTAssertEqual(DesignTokensValidator.problems(in: base + [context]), [], context.name)
            XCTAssertEqual(DesignTokensValidator.problems(in: [context]), [], "\(context.name) is valid alone")
        }
        for file in tokenFiles {
            XCTAssertEqual(file.document["$schema"]?.string, "https://www.designtokens.org/schemas/2025.10/format.json")
        }
    }

    func testTheResolverDocumentFollowsTheResolverModule() throws {
        let files = try Self.writtenFiles(SeedSchemas.system())
        let resolver = try XCTUnwrap(files.first { $0.name == "EB.resolver.json" }?.document)
        XCTAssertEqual(resolver["version"]?.string, "2025.10")
        let names = Set(files.map(\.name))
        let sets = try XCTUnwrap(resolver["sets"]?.members)
        for set in sets {
            guard case .array(let sources)? = set.value["sources"] else { return XCTFail("\(set.key) has no sources") }
            for source in sources { XCTAssertTrue(names.contains(source["$ref"]?.string ?? ""), "\(source)") }
        }
        let theme = try XCTUnwrap(resolver["modifiers"]?["theme"])
        let contexts = try XCTUnwrap(theme["contexts"]?.members)
        XCTAssertEqual(contexts.map(\.key), ["dark", "light"], "the Toast theme enum's cases")
        XCTAssertEqual(theme["default"]?.string, "dark", "the Toast theme enum's default")
        for context in contexts {
            guard case .array(let sources) = context.value else { return XCTFail() }
            for source in sources { XCTAssertTrue(names.contains(source["$ref"]?.string ?? "")) }
        }
        guard case .array(let order)? = resolver["resolutionOrder"] else { return XCTFail("no resolutionOrder") }
        XCTAssertEqual(order.compactMap { $0["$ref"]?.string },
                       ["#/sets/EB", "#/sets/AdSpace", "#/sets/Alert", "#/sets/Toast", "#/modifiers/theme"])
    }

    func testReadingTheFilesBackGivesTheModelsColoursAndDimensions() throws {
        let system = try SeedSchemas.system()
        let tokens = TokenReader(try Self.writtenFiles(system))
        var checked = 0
        for component in system.components {
            let name = DesignTokenNames.component(component.name)
            for color in component.tokens.colors {
                let segments = color.path.split(separator: "/").map(String.init)
                if let value = color.value {
                    let owned = segments.contains(name)
                    let found = owned ? tokens.color(segments.joined(separator: ".")) : tokens.color("\(name).color.\(color.role)")
                    XCTAssertEqual(found, value, "\(component.name) \(color.role)")
                    if !owned { XCTAssertEqual(tokens.color(segments.joined(separator: ".")), value, "global \(color.path)") }
                } else {
                    XCTAssertTrue(tokens.unresolved(in: component.name).contains { $0.contains(segments.joined(separator: ".")) },
                                  "\(color.path) is listed as unresolved, not given a value")
                }
                checked += 1
            }
            for set in component.tokens.colorSets {
                for entry in set.entries {
                    for role in entry.values {
                        for color in role.colors {
                            let segments = color.path.split(separator: "/").map(String.init).filter { $0 != color.caseName }
                            let file = color.caseName.map { "\(component.name).\(set.axes[1])-\($0).tokens.json" }
                            XCTAssertEqual(tokens.color(segments.joined(separator: "."), in: file), color.value, "\(color.path)")
                            checked += 1
                        }
                    }
                }
            }
            for property in component.properties {
                for field in property.enumeration?.fields ?? [] where [.dp, .sp, .seconds].contains(field.type) {
                    for enumCase in property.enumeration?.cases ?? [] {
                        guard let number = enumCase.value(of: field.name)?.number else { continue }
                        let unit = field.type == .seconds ? "s" : "px"
                        let found = tokens.measure("\(name).\(property.name).\(enumCase.name).\(field.name)")
                        XCTAssertEqual(found?.value, number, "\(component.name) \(property.name) \(enumCase.name) \(field.name)")
                        XCTAssertEqual(found?.unit, unit)
                        checked += 1
                    }
                }
            }
        }
        // Colours: AdSpace 5, Alert 5 × 4, Toast 2 × 4 × 2 + 4; measures: AdSpace 7 sizes × 3,
        // Alert banner 4 + card 6, Toast 2 icon sizes + 2 durations.
        XCTAssertEqual(checked, 5 + 20 + 20 + 21 + 10 + 4)
    }

    func testValuelessTokensAreMarkedNeverInvented() throws {
        let tokens = TokenReader(try Self.writtenFiles(SeedSchemas.system()))
        XCTAssertEqual(tokens.unresolved(in: "AdSpace"), [
            "main.ad-space.color.caption: proposed; no value assigned yet",
            "ad-space.color.focusRing → {border.focus}: value owned outside these schemas",
            "ad-space.typography.caption → {Secondary.Bold.Caption}: text style Secondary/Bold/Caption: its font values are owned by the design system's type scale",
        ])
        XCTAssertNil(tokens.token("main.ad-space.color.caption"))
        XCTAssertNil(tokens.token("border.focus"))
        XCTAssertEqual(tokens.token("ad-space.color.adMarker")?["$value"]?.string, "{text.color-text-subtle}")
        XCTAssertEqual(tokens.token("ad-space.size.banner-sm.cornerRadius")?["$value"]?.string, "{radius.radius-1}")
    }
}
