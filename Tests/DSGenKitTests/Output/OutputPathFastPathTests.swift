import XCTest
@testable import DSGenKit

/// `OutputPath.validate` accepts most paths in one pass over their bytes; these tests check
/// that this pass never lets through a path the rule-by-rule check refuses, and that it does
/// accept every valid ASCII path (so the fast path is really taken).
final class OutputPathFastPathTests: XCTestCase {
    func testTrickyPaths() {
        let paths = [
            "", "/", "a", "a/b", "/a", "a/", "a//b", ".", "..", "...", "a/.", "a/..", "a/../b", "./a", "a/./b",
            ".a", "a.", "..a", "a..", ".../a", "a\\b", "a\0b", "a\u{1F}b", "a\u{7F}b", "a\tb", "é", "a/é.swift",
            ".dsgen-manifest", ".DSGEN-MANIFEST", ".Dsgen-Manifest", "a/.dsgen-manifest", ".dsgen-manifest2",
            "\u{212A}", ".dsgen-manifest\u{301}", "EBAlert.swift", "swiftui/EBAlert.figma.js", "#tag.txt", " ", "~",
        ]
        for path in paths { assertFastPathAgrees(path) }
    }

    func testSeededRandomPaths() {
        let pieces = ["a", "B", ".", "..", "/", "\\", "\0", "\u{1F}", "\u{7F}", "é", "\u{212A}", "-", "~", " ",
                      ".dsgen-manifest", ".DSGEN", "-MANIFEST", "swiftui", "EBAlert.swift"]
        var generator = SeededGenerator(seed: 20261122)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...6, using: &generator)
            let path = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertFastPathAgrees(path)
        }
    }

    func testByteOrderMatchesComparingUTF8ByteByByte() {
        let words = ["", "a", "A", "ab", "a/b", "a.b", "aé", "é", "e\u{301}", "\u{10FFFF}", "~", "#tag",
                     "swiftui/EBAlert.swift", "swiftui/EBAlert.figma.js", String(repeating: "x", count: 40),
                     String(repeating: "x", count: 41), String(repeating: "x", count: 15), String(repeating: "x", count: 16)]
        for one in words {
            for two in words {
                XCTAssertEqual(one.precedesByBytes(two), one.utf8.lexicographicallyPrecedes(two.utf8), "\(one) < \(two)")
            }
        }
        var generator = SeededGenerator(seed: 7)
        let paths = (0..<2_000).map { _ in
            (0..<generator.below(4)).map { _ in words[generator.below(words.count)] }.joined()
        }
        let sorted = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(paths.sortedByBytes(), sorted)
        XCTAssertEqual(sorted.sortedByBytes(), sorted, "input already in order (the fast path)")
        XCTAssertEqual(Array(sorted.reversed()).sortedByBytes(), sorted)
    }

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

    private func assertFastPathAgrees(_ path: String, file: StaticString = #filePath, line: UInt = #line) {
        let valid = (try? OutputPath.validateRuleByRule(path)) != nil
        if OutputPath.isPlainlyValid(path) {
            XCTAssertTrue(valid, "fast path accepts the invalid \(path.debugDescription)", file: file, line: line)
        } else if valid {
            XCTAssertFalse(path.utf8.allSatisfy { $0 < 0x80 }, "fast path refuses the valid ASCII \(path.debugDescription)", file: file, line: line)
        }
    }
}
