@testable import DSGenKit
import Foundation
import XCTest

/// `dsgen diff` names the swatch-sheet rows a colour change moves, in every format.
final class SwatchDiffTests: XCTestCase {
    private func seeds(editing edit: (String, String, String)? = nil) throws -> DesignSystem {
        let directory = PackagePaths.root.appendingPathComponent("Schemas")
        let files = try ["design-system.dsgen", "AdSpace.dsgen", "Alert.dsgen", "Toast.dsgen"].map { name in
            var text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            if let (file, old, new) = edit, file == name {
                XCTAssertTrue(text.contains(old), old)
                text = text.replacingOccurrences(of: old, with: new)
            }
            return SourceFile(path: name, bytes: Array(text.utf8))
        }
        return try XCTUnwrap(Pipeline.model(from: files).0)
    }

    func testADarkerDescriptionMovesOneRowFromFailToPass() throws {
        let old = try seeds()
        let new = try seeds(editing: ("Alert.dsgen", "#6C5009 @ 80%", "#6C5009 @ 90%"))
        let report = APIDiffReport(old: old, new: new)
        XCTAssertEqual(report.swatchChanges, [SwatchChange(
            component: "Alert", pairing: "'description' on 'background' (type warning)",
            old: "#897236 on #FFF9EB, 4.42:1, fail", new: "#7B6120 on #FFF9EB, 5.59:1, pass")])
        XCTAssertTrue(report.text().hasSuffix("""

            Swatch changes (docs/<Component>.swatches.svg):
              · Alert.swatches.svg: 'description' on 'background' (type warning): #897236 on #FFF9EB, 4.42:1, fail → #7B6120 on #FFF9EB, 5.59:1, pass

            """), report.text())
        XCTAssertTrue(report.markdown().contains("### Swatch changes\n\n- `Alert.swatches.svg`: "), report.markdown())
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as? [String: Any])
        XCTAssertEqual((json["swatches"] as? [[String: Any]])?.first?["new"] as? String, "#7B6120 on #FFF9EB, 5.59:1, pass")
    }

    func testNoColourChangeAddsNothing() throws {
        let report = APIDiffReport(old: try seeds(), new: try seeds())
        XCTAssertEqual(report.swatchChanges, [])
        XCTAssertFalse(report.text().contains("Swatch"))
        XCTAssertFalse(try report.json().contains("swatches"))
    }

    func testAddedAndRemovedPairingsAreNamed() throws {
        let old = try seeds()
        let new = try seeds(editing: ("AdSpace.dsgen", "    contrast loadingSkeleton on surface decorative", "    contrast surface on loadingSkeleton non-text"))
        XCTAssertEqual(APIDiffReport(old: old, new: new).swatchChanges.map(\.pairing), [
            "'surface' on 'loadingSkeleton'", "'loadingSkeleton' on 'surface'",
        ])
    }
}
