@testable import DSGenKit
import Foundation
import XCTest

/// `figma import` of each seed snapshot: the schema lints clean and maps the same Figma
/// properties with the same spellings as the hand-written seed schema.
final class FigmaImportTests: XCTestCase {
    /// A schema's Figma mappings: property name → kind and the groups of spellings that mean one value.
    private func mappings(_ component: FigmaSchemaComponent) -> [String: String] {
        var result: [String: String] = [:]
        for property in component.properties {
            switch property.mapping {
            case .variant(let name, let values):
                result[name] = "variant " + values.map { $0.figma.joined(separator: "|") }.sorted().joined(separator: ", ")
            case .boolean(let name): result[name] = "boolean"
            case .text(let name): result[name] = "text"
            case .instance(let name): result[name] = "instance"
            case .children, .implicit, .none: break
            }
        }
        return result
    }

    /// Imports a seed snapshot into a folder beside the design-system configuration and resolves it.
    private func importAndResolve(_ name: String) throws -> (String, FigmaSchemaComponent, [Diagnostic]) {
        let directory = try makeTemporaryDirectory()
        let schema = FigmaImporter.schema(from: try FigmaSeeds.snapshot(name))
        try directory.write("\(name).dsgen", schema)
        let configuration = try String(contentsOfFile: FigmaSeeds.schemas + "/design-system.dsgen", encoding: .utf8)
        try directory.write("design-system.dsgen", configuration)
        let (system, diagnostics) = try Pipeline.model(at: [directory.url.path])
        let component = try XCTUnwrap(system.components.first { $0.name == name })
        return (schema, FigmaSchemaComponent(component), diagnostics)
    }

    func testEachSeedImportsToALintCleanSchemaWithTheSeedsMappings() throws {
        let seeds = try FigmaSeeds.load()
        for name in ["AdSpace", "Alert", "Toast"] {
            let (schema, imported, diagnostics) = try importAndResolve(name)
            XCTAssertEqual(diagnostics.map(\.description), [], "\(name) does not lint clean:\n\(schema)")
            let seed = try XCTUnwrap(seeds.entries.first { $0.component.name == name }).component
            XCTAssertEqual(mappings(imported), mappings(seed), "\(name): imported mappings differ from the seed's\n\(schema)")
            XCTAssertEqual(imported.figmaURL, seed.figmaURL)
            // The imported schema matches its own snapshot: figma check finds no drift.
            let locations = SchemaFigmaLocations.components(in: Parser.parse(SourceFile(path: "\(name).dsgen", text: schema)).0)
            let entry = FigmaSchemas.Entry(component: imported, locations: try XCTUnwrap(locations[name]))
            XCTAssertEqual(FigmaDriftChecker.check(entry, against: try FigmaSeeds.snapshot(name)).map(\.description), [])
        }
    }

    func testTheAlertImportReadsLikeASeed() throws {
        let (schema, _, _) = try importAndResolve("Alert")
        XCTAssertTrue(schema.contains("""
          // A yes/no variant: a Figma boolean property would map to Bool / Boolean directly.
          // Figma spells one value 'No' and 'no': settle on one spelling in Figma, then drop the others
          // here.
          bool fullWidth = true {
            figma variant "Full Width" {
              true "yes"
              false "No", "no"
            }
          }
        """), schema)
        XCTAssertTrue(schema.contains("  // 'Default' sits among the values Information, Warning, Error, Success: decide whether it is a\n"), schema)
        XCTAssertTrue(schema.contains("  enum type = default {\n    figma variant \"Type\" {\n      default \"Default\"\n"), schema)
        // Variants in the designer's axis order: Type, Full Width, Left Icon, Right Icon, Description.
        let order = ["enum type", "bool fullWidth", "bool leftIcon", "bool rightIcon", "bool description"]
        let positions = order.compactMap { schema.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, order.count)
        XCTAssertEqual(positions, positions.sorted())
    }

    func testInstanceSwapsBooleansAndTextImportAsSlotsBoolsAndText() throws {
        var snapshot = try FigmaSeeds.snapshot("AdSpace")
        snapshot.properties += [
            FigmaSnapshotProperty(name: "Icon", key: "Icon#1:1", type: .instanceSwap, defaultValue: "5:1", preferredValues: 2),
            FigmaSnapshotProperty(name: "Icon", key: "Icon#1:2", type: .boolean, defaultValue: "true"),
            FigmaSnapshotProperty(name: "Trailing", key: "Trailing#1:3", type: .instanceSwap, defaultValue: "5:2"),
            FigmaSnapshotProperty(name: "Badge", key: "Badge#1:4", type: .instanceSwap, defaultValue: "5:3"),
            FigmaSnapshotProperty(name: "Has badge", key: "Has badge#1:5", type: .boolean, defaultValue: "false"),
        ]
        let schema = FigmaImporter.schema(from: snapshot)
        // The pair designers build — a boolean that shows a layer and the swap that picks it — is one optional slot.
        XCTAssertTrue(schema.contains("  // Optional: the Figma boolean 'Icon' shows or hides it.\n  slot? icon {\n    figma boolean \"Icon\"\n"
            + "    figma instance \"Icon\"\n  }"), schema)
        XCTAssertTrue(schema.contains("  slot? badge {\n    figma boolean \"Has badge\"\n    figma instance \"Badge\"\n  }"), schema)
        XCTAssertFalse(schema.contains("bool hasBadge"), schema)
        XCTAssertTrue(schema.contains("  slot trailing {\n    figma instance \"Trailing\"\n  }"), schema)
        XCTAssertTrue(schema.contains("  bool isLoading = false {\n    figma boolean \"isLoading\"\n  }"), schema)
        XCTAssertTrue(schema.contains("  text caption {\n    figma text \"caption\"\n    example \"Summer sale — 20% off\"\n  }"), schema)
        let directory = try makeTemporaryDirectory()
        try directory.write("AdSpace.dsgen", schema)
        try directory.write("design-system.dsgen", try String(contentsOfFile: FigmaSeeds.schemas + "/design-system.dsgen", encoding: .utf8))
        XCTAssertEqual(try Pipeline.model(at: [directory.url.path]).1.map(\.description), [])
    }

    func testTheCommandWritesOnceAndNeverOverwrites() throws {
        let directory = try makeTemporaryDirectory()
        let snapshot = FigmaSeeds.snapshots.path(for: "Toast")
        let first = FigmaSeeds.run(["figma", "import", "--out", directory.url.path, snapshot])
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.out, "wrote \(directory.url.path)/Toast.dsgen\n")
        let second = FigmaSeeds.run(["figma", "import", "--out", directory.url.path, snapshot])
        XCTAssertEqual(second.code, 2)
        XCTAssertEqual(second.err, "error: \(directory.url.path)/Toast.dsgen exists; dsgen figma import never overwrites a schema\n")
        let broken = try directory.write("broken.json", "{\"component\": ")
        let unreadable = FigmaSeeds.run(["figma", "import", broken.path])
        XCTAssertEqual(unreadable.code, 2)
        XCTAssertTrue(unreadable.err.contains("broken.json: error: not a dsgen Figma snapshot"), unreadable.err)
    }

    func testPullByURLNamesTheSnapshotAfterTheSet() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let client = FigmaClient(.init(apiURL: server.url, token: "valid"))
        let store = FigmaSnapshotStore(directory: directory.url.path)
        let outcomes = try FigmaPull.run(urls: ["https://www.figma.com/design/EBDS0000/EB?node-id=4001-4096"], client: client,
                                         store: store) { _ in }
        XCTAssertEqual(outcomes.map(\.component), ["AdSpace"])
        XCTAssertEqual(try store.read("AdSpace"), try FigmaSeeds.snapshot("AdSpace"))
    }
}
