@testable import DSGenKit
import Foundation
import XCTest

/// `figma check` on the committed seed snapshots (clean) and on drifted copies of them,
/// each drift reported at the schema line and column that maps it.
final class FigmaCheckTests: XCTestCase {
    /// Checks the seeds against the committed snapshots with some replaced; diagnostics
    /// with `Schemas/`-relative paths.
    private func check(_ drifted: [FigmaSnapshot]) throws -> [String] {
        let directory = try makeTemporaryDirectory()
        let store = FigmaSnapshotStore(directory: directory.url.path)
        for name in ["AdSpace", "Alert", "Toast"] { try store.write(try FigmaSeeds.snapshot(name)) }
        for snapshot in drifted { try store.write(snapshot) }
        let report = try FigmaDriftReport.check(try FigmaSeeds.load(), store: store)
        return report.diagnostics.map { $0.description.replacingOccurrences(of: FigmaSeeds.schemas + "/", with: "") }
    }

    func testTheSeedsMatchTheirCommittedSnapshots() throws {
        let report = try FigmaDriftReport.check(try FigmaSeeds.load(), store: FigmaSeeds.snapshots)
        XCTAssertEqual(report.diagnostics.map(\.description), [])
        XCTAssertEqual(report.summary, "figma check: 3 components against their Figma snapshots: no drift")
    }

    func testARenamedOptionIsAnErrorAtItsMappingAndTheNewOptionAWarning() throws {
        var alert = try FigmaSeeds.snapshot("Alert")
        alert.renameOption("Error", to: "Danger", of: "Type")
        XCTAssertEqual(try check([alert]), [
            "Alert.dsgen:14:19: warning: Figma option 'Danger' of 'Type' is not mapped to any value of 'type'",
            "Alert.dsgen:18:13: error: Figma option 'Error' of 'Type' no longer exists; its options are 'Default', 'Information', 'Warning', 'Danger', 'Success'",
        ])
    }

    func testALegacySpellingNoLongerUsedIsANote() throws {
        var alert = try FigmaSeeds.snapshot("Alert")
        alert.renameOption("No", to: "no", of: "Full Width")
        XCTAssertEqual(try check([alert]), [
            "Alert.dsgen:38:12: note: Figma no longer uses 'No' for 'Full Width'; 'no' still means 'card', so this spelling can be dropped",
        ])
    }

    func testRemovedNewAndRetypedProperties() throws {
        var adSpace = try FigmaSeeds.snapshot("AdSpace")
        adSpace.properties.removeAll { $0.name == "caption" }
        adSpace.properties.append(FigmaSnapshotProperty(name: "Show Badge", key: "Show Badge#4001:9", type: .boolean, defaultValue: "true"))
        let loading = try XCTUnwrap(adSpace.properties.firstIndex { $0.name == "isLoading" })
        adSpace.properties[loading].type = .variant
        adSpace.properties[loading].options = ["true", "false"]
        XCTAssertEqual(try check([adSpace]), [
            "AdSpace.dsgen:10:9: warning: Figma property 'Show Badge' (BOOLEAN, default 'true') is not mapped by any property of 'AdSpace'",
            "AdSpace.dsgen:52:19: error: Figma property 'isLoading' is a VARIANT in Figma, but the schema maps it as a boolean",
            "AdSpace.dsgen:60:16: error: Figma property 'caption' does not exist on the Figma component 'Ad Space'",
        ])
    }

    func testARenamedPropertyGetsASuggestion() throws {
        var toast = try FigmaSeeds.snapshot("Toast")
        let index = try XCTUnwrap(toast.properties.firstIndex { $0.name == "With Icon" })
        toast.properties[index].name = "with icon"
        toast.properties[index].key = "with icon"
        XCTAssertEqual(try check([toast]), [
            "Toast.dsgen:7:9: warning: Figma property 'with icon' (VARIANT, default 'yes') is not mapped by any property of 'Toast'",
            "Toast.dsgen:82:19: error: Figma property 'With Icon' does not exist on the Figma component 'Toast'; did you mean 'with icon'?",
        ])
    }

    func testADifferentDefaultAndAMissingSlotLayerAreWarnings() throws {
        var toast = try FigmaSeeds.snapshot("Toast")
        let theme = try XCTUnwrap(toast.properties.firstIndex { $0.name == "Theme" })
        toast.properties[theme].defaultValue = "light"
        var adSpace = try FigmaSeeds.snapshot("AdSpace")
        for variant in adSpace.variants.indices {
            for layer in adSpace.variants[variant].layers.indices where adSpace.variants[variant].layers[layer].name == "content" {
                adSpace.variants[variant].layers[layer].name = "Frame 12"
            }
        }
        XCTAssertEqual(try check([toast, adSpace]), [
            "AdSpace.dsgen:66:20: warning: no layer named 'content' in any variant of the Figma component 'Ad Space'",
            "Toast.dsgen:40:16: warning: default of 'theme' differs: the schema's 'dark' is Figma 'dark', but the Figma default is 'light'",
        ])
    }

    func testTheCommandFormatsAndExitCodes() throws {
        let clean = FigmaSeeds.run(["figma", "check", "--snapshots", FigmaSeeds.snapshots.directory, FigmaSeeds.schemas])
        XCTAssertEqual(clean.code, 0, clean.err)
        XCTAssertEqual(clean.out, "figma check: 3 components against their Figma snapshots: no drift\n")
        let directory = try makeTemporaryDirectory()
        let store = FigmaSnapshotStore(directory: directory.url.path)
        var alert = try FigmaSeeds.snapshot("Alert")
        alert.renameOption("Error", to: "Danger", of: "Type")
        for snapshot in [try FigmaSeeds.snapshot("AdSpace"), alert, try FigmaSeeds.snapshot("Toast")] { try store.write(snapshot) }
        let text = FigmaSeeds.run(["figma", "check", "--snapshots", store.directory, FigmaSeeds.schemas])
        XCTAssertEqual(text.code, 1)
        XCTAssertTrue(text.err.contains("Alert.dsgen:18:13: error: Figma option 'Error' of 'Type' no longer exists"), text.err)
        let markdown = FigmaSeeds.run(["figma", "check", "--format", "markdown", "--snapshots", store.directory, FigmaSeeds.schemas])
        XCTAssertEqual(markdown.code, 1)
        XCTAssertTrue(markdown.out.contains("| error | Figma option 'Error' of 'Type' no longer exists;"), markdown.out)
        let json = FigmaSeeds.run(["figma", "check", "--format", "json", "--snapshots", store.directory, FigmaSeeds.schemas])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(document["errors"] as? Int, 1)
        XCTAssertEqual(document["warnings"] as? Int, 1)
        let first = try XCTUnwrap((document["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["line"] as? Int, 14)
        XCTAssertEqual(first["column"] as? Int, 19)
        let missing = FigmaSeeds.run(["figma", "check", "--snapshots", directory.url.appendingPathComponent("none").path, FigmaSeeds.schemas])
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.err.contains("Alert.dsgen:9:9: error: no Figma snapshot of 'Alert' at "), missing.err)
    }
}

extension FigmaSnapshot {
    /// Renames a variant option everywhere: the definition and every variant using it.
    mutating func renameOption(_ old: String, to new: String, of property: String) {
        if let index = properties.firstIndex(where: { $0.name == property }) {
            var options: [String] = []
            for option in properties[index].options ?? [] where !options.contains(option == old ? new : option) {
                options.append(option == old ? new : option)
            }
            properties[index].options = options
            if properties[index].defaultValue == old { properties[index].defaultValue = new }
        }
        for index in variants.indices {
            variants[index].name = variants[index].name.replacingOccurrences(of: "\(property)=\(old),", with: "\(property)=\(new),")
            if variants[index].name.hasSuffix("\(property)=\(old)") {
                variants[index].name = String(variants[index].name.dropLast(old.count)) + new
            }
        }
    }
}
