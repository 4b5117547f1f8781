import Foundation
import XCTest
@testable import DSGenKit

/// Which schema files a run reads, and how a file named twice is read once.
final class SchemaLoaderTests: XCTestCase {
    func testLexicalNormalization() {
        XCTAssertEqual(SchemaLoader.lexicallyNormalized("./Schemas//Alert.dsgen"), "Schemas/Alert.dsgen")
        XCTAssertEqual(SchemaLoader.lexicallyNormalized("Schemas/../Schemas/./Alert.dsgen"), "Schemas/Alert.dsgen")
        XCTAssertEqual(SchemaLoader.lexicallyNormalized("/tmp/a/../b.dsgen"), "/tmp/b.dsgen")
        XCTAssertEqual(SchemaLoader.lexicallyNormalized("../../x.dsgen"), "../../x.dsgen")
        XCTAssertEqual(SchemaLoader.lexicallyNormalized("a/../../x.dsgen"), "../x.dsgen")
    }

    func testAFileNamedTwiceIsReadOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-loader-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/nested", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["design-system.dsgen", "nested/Alert.dsgen"] {
            try Data("# \(name)\n".utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }
        let paths = try SchemaLoader.schemaPaths(for: [directory, "\(directory)/./nested/Alert.dsgen", directory + "/"])
        XCTAssertEqual(paths, ["\(directory)/design-system.dsgen", "\(directory)/nested/Alert.dsgen"])
        XCTAssertEqual(try SchemaLoader.load(paths).map(\.bytes), [Array("# design-system.dsgen\n".utf8), Array("# nested/Alert.dsgen\n".utf8)])
    }

    func testAnUnreadablePathIsADiagnostic() {
        XCTAssertThrowsError(try SchemaLoader.load(["/nonexistent/dsgen/Alert.dsgen"])) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.map(\.description),
                           ["/nonexistent/dsgen/Alert.dsgen:1:1: error: cannot read file: permission denied or not a regular file"])
        }
    }
}
