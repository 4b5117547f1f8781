@testable import DSGenKit
import Foundation
import XCTest

/// The pair designers build — a BOOLEAN that shows a layer and the INSTANCE_SWAP that fills
/// it — in `figma check`, `audit` and `figma import`: both halves are read, each is reported
/// at its own line of the schema when the Figma file drifts, and the importer finds the
/// pair from the layer's property references, whatever the boolean is called.
final class FigmaPairTests: XCTestCase {
    /// A card with one paired slot; line 6 names the boolean, line 7 the swap.
    static let schema = """
        // A card with an optional icon the designer shows with a toggle.
        component Card {
          summary "A card."
          figma "https://www.figma.com/design/PAIR0000/Pairs?node-id=1-1"
          slot? icon: Icon {
            figma boolean "Show icon"
            figma instance "Icon"
          }
        }

        """

    /// A Card component set: the boolean `Show icon`, the swap `Icon`, and the layer both
    /// drive (its visibility follows the boolean, its component the swap).
    static func snapshot(boolean: String = "Show icon", swap: String = "Icon", references: [String: String]? = nil) -> FigmaSnapshot {
        let layer = FigmaSnapshotLayer(path: "Card / Icon", name: "Icon", type: "INSTANCE", visible: nil, component: "Icon/Star",
                                       references: references ?? ["visible": "\(boolean)#1:2", "mainComponent": "\(swap)#1:3"], paints: nil)
        return FigmaSnapshot(
            component: "Card", fileKey: "PAIR0000", fileName: "Pairs", version: "1", lastModified: "2026-11-25T00:00:00Z",
            node: FigmaSnapshotNode(id: "1:1", name: "Card", type: "COMPONENT", description: nil),
            properties: [FigmaSnapshotProperty(name: boolean, key: "\(boolean)#1:2", type: .boolean, defaultValue: "true"),
                         FigmaSnapshotProperty(name: swap, key: "\(swap)#1:3", type: .instanceSwap, defaultValue: "5:1")],
            variants: [FigmaSnapshotVariant(name: "Card", layers: [layer])])
    }

    /// The card's schema beside the seeds' design-system configuration, loaded.
    private func schemas() throws -> (TemporaryDirectory, FigmaSchemas) {
        let directory = try makeTemporaryDirectory()
        try directory.write("Card.dsgen", Self.schema)
        try directory.write("design-system.dsgen", try String(contentsOfFile: FigmaSeeds.schemas + "/design-system.dsgen", encoding: .utf8))
        return (directory, try FigmaSchemas.load([directory.url.path]))
    }

    /// `figma check` of the card against a snapshot; diagnostics with file-relative paths.
    private func check(_ snapshot: FigmaSnapshot) throws -> [String] {
        let (directory, schemas) = try schemas()
        let store = FigmaSnapshotStore(directory: directory.url.appendingPathComponent("Figma").path)
        _ = try store.write(snapshot)
        let report = try FigmaDriftReport.check(schemas, store: store)
        return report.diagnostics.map { $0.description.replacingOccurrences(of: directory.url.path + "/", with: "") }
    }

    func testAPairMatchingItsSnapshotIsClean() throws {
        XCTAssertEqual(try check(Self.snapshot()), [])
    }

    func testARenamedBooleanIsAnErrorAtTheBooleansLine() throws {
        XCTAssertEqual(try check(Self.snapshot(boolean: "Has icon")), [
            "Card.dsgen:4:9: warning: Figma property 'Has icon' (BOOLEAN, default 'true') is not mapped by any property of 'Card'",
            "Card.dsgen:6:19: error: Figma property 'Show icon' does not exist on the Figma component 'Card'; did you mean 'Has icon'?",
        ])
    }

    func testARemovedSwapIsAnErrorAtTheSwapsLine() throws {
        var snapshot = Self.snapshot()
        snapshot.properties.removeAll { $0.type == .instanceSwap }
        XCTAssertEqual(try check(snapshot), [
            "Card.dsgen:7:20: error: Figma property 'Icon' does not exist on the Figma component 'Card'",
        ])
    }

    func testABooleanThatShowsAnotherLayerIsAWarning() throws {
        let apart = Self.snapshot(references: ["visible": "Show icon#1:2", "mainComponent": "Other#9:9"])
        XCTAssertEqual(try check(apart), [
            "Card.dsgen:6:19: warning: Figma boolean 'Show icon' shows no layer that 'Icon' fills in the Figma component 'Card'",
        ])
    }

    func testTheAuditCountsBothHalvesAsMapped() throws {
        let (_, schemas) = try schemas()
        let audit = ReadinessAudit(try XCTUnwrap(schemas.entries.first).component, snapshot: Self.snapshot())
        let linkability = try XCTUnwrap(audit.criteria.first { $0.id == "C7" })
        XCTAssertEqual(linkability.verdict, .ready)
        XCTAssertEqual(linkability.evidence.first, "2 of 2 Figma properties mapped by the schema")
    }

    /// The boolean's name says nothing of the swap; the layer's references pair them.
    func testImportPairsTheBooleanThatShowsTheLayerTheSwapFills() throws {
        let snapshot = Self.snapshot(boolean: "Decorated", swap: "Leading")
        let schema = FigmaImporter.schema(from: snapshot)
        XCTAssertTrue(schema.contains("  slot? leading {\n    figma boolean \"Decorated\"\n    figma instance \"Leading\"\n  }"), schema)
        XCTAssertFalse(schema.contains("bool decorated"), schema)
        let directory = try makeTemporaryDirectory()
        try directory.write("Card.dsgen", schema)
        try directory.write("design-system.dsgen", try String(contentsOfFile: FigmaSeeds.schemas + "/design-system.dsgen", encoding: .utf8))
        XCTAssertEqual(try Pipeline.model(at: [directory.url.path]).1.map(\.description), [])
    }
}
