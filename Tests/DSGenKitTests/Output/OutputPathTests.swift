import XCTest
@testable import DSGenKit

/// The manifest's order and the directory of an output path.
final class OutputPathTests: XCTestCase {
    func testManifestSortsAndDropsRepeatedPaths() {
        let expected = ["B.swift", "a.swift", "a/b.swift", "é.swift"]
        for input in [expected, ["é.swift", "a.swift", "B.swift", "a/b.swift", "a.swift"], expected + expected] {
            let manifest = Manifest(files: input.map { ($0, ContentHash.hex(Array($0.utf8))) })
            XCTAssertEqual(manifest.paths, expected, "\(input)")
            XCTAssertEqual(Manifest(parsing: manifest.text), manifest)
        }
    }

    func testDirectoryOfAPath() {
        let expected = ["a": "", "a/b": "a", "a/b/c.swift": "a/b", "é/ü.md": "é", "swiftui/EBAlert.figma.js": "swiftui",
                        ".hidden/x": ".hidden", "a.b/c.d/e": "a.b/c.d"]
        for (path, directory) in expected {
            XCTAssertEqual(OutputPath.directory(of: path), directory, path)
        }
    }
}
