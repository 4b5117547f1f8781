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
                           ["/nonexistent/dsgen/Alert.dsgen:1:1: error: cannot read file: no such file or directory"])
        }
    }

    /// The directory walk lists what `FileManager`'s enumerator did before it: every
    /// `*.dsgen` entry (links to files included, links to directories not followed), no
    /// hidden entries and nothing under hidden directories, sorted.
    func testDirectoryWalkMatchesFileManagersEnumerator() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outside = directory + "-outside"
        defer { try? FileManager.default.removeItem(atPath: outside) }
        for folder in ["a/b/c", ".hidden", "é", "x.dsgen", outside] {
            try FileManager.default.createDirectory(atPath: folder.hasPrefix("/") ? folder : directory + "/" + folder, withIntermediateDirectories: true)
        }
        for name in ["Top.dsgen", "a/A.dsgen", "a/b/c/Deep.dsgen", "a/notes.txt", ".hidden/H.dsgen", "a/.Hidden.dsgen",
                     "é/Ünï.dsgen", "x.dsgen/Inner.dsgen", "a/B.DSGEN", "a/trailing.dsgen.bak"] {
            try Data("#\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        try Data("#\n".utf8).write(to: URL(fileURLWithPath: outside + "/Linked.dsgen"))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.dsgen", withDestinationPath: directory + "/Top.dsgen")
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked-folder", withDestinationPath: outside)

        let expected = [
            "Top.dsgen", "a/A.dsgen", "a/b/c/Deep.dsgen", "link.dsgen", "x.dsgen", "x.dsgen/Inner.dsgen", "é/Ünï.dsgen",
        ].map { directory + "/" + $0 }.sorted()
        XCTAssertEqual(SchemaLoader.schemaFiles(in: directory), expected)
        XCTAssertEqual(SchemaLoader.schemaFiles(in: directory + "/"), expected)
        XCTAssertEqual(SchemaLoader.schemaFiles(in: directory), Self.enumeratorListing(directory))
    }

    /// The listing the loader made with `FileManager.enumerator(atPath:)` before.
    private static func enumeratorListing(_ directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".dsgen"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                files.append(directory + "/" + relative)
            }
        }
        return files.sorted()
    }
}
