import Foundation
import XCTest
@testable import DSGenKit

final class OutputCheckTests: OutputTestCase {
    private var files: [GeneratedFile] {
        [
            Self.generated("a.txt", "one\ntwo\nthree\n"),
            Self.generated("b.txt", "b\n"),
            Self.generated("gone.txt", "bye\n"),
            Self.scaffold("Custom.swift", "// yours\n"),
        ]
    }

    func testCleanAfterWrite() throws {
        try writer.write(files)

        let report = try writer.check(files)

        XCTAssertEqual(report, CheckReport())
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(report.diff, "")
    }

    func testStaleMissingAndExtraWithExactDiff() throws {
        try writer.write(files)
        try FileManager.default.removeItem(atPath: path("b.txt"))

        let report = try writer.check([
            Self.generated("a.txt", "one\n2\nthree\n"),
            Self.generated("b.txt", "b\n"),
            Self.generated("c.txt", "new\n"),
        ])

        XCTAssertEqual(report.stale, [".dsgen-manifest", "a.txt"])
        XCTAssertEqual(report.missing, ["b.txt", "c.txt"])
        XCTAssertEqual(report.extra, ["gone.txt"])
        XCTAssertFalse(report.isClean)
        XCTAssertEqual(report.diff, """
            --- a/.dsgen-manifest
            +++ b/.dsgen-manifest
            @@ -1,4 +1,4 @@
             \(Manifest.header)
            -\(hash("one\ntwo\nthree\n"))  a.txt
            +\(hash("one\n2\nthree\n"))  a.txt
             \(hash("b\n"))  b.txt
            -\(hash("bye\n"))  gone.txt
            +\(hash("new\n"))  c.txt
            --- a/a.txt
            +++ b/a.txt
            @@ -1,3 +1,3 @@
             one
            -two
            +2
             three
            --- /dev/null
            +++ b/b.txt
            @@ -0,0 +1 @@
            +b
            --- /dev/null
            +++ b/c.txt
            @@ -0,0 +1 @@
            +new
            --- a/gone.txt
            +++ /dev/null
            @@ -1 +0,0 @@
            -bye

            """)
    }

    func testCheckWritesNothing() throws {
        let report = try writer.check(files)

        XCTAssertEqual(report.missing, [".dsgen-manifest", "a.txt", "b.txt", "gone.txt"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path))
    }

    func testScaffoldsAreIgnored() throws {
        try writer.write(files)
        try FileManager.default.removeItem(atPath: path("Custom.swift"))

        XCTAssertTrue(try writer.check(files).isClean, "absent scaffold")
        try put("// edited\n", at: "Custom.swift")
        XCTAssertTrue(try writer.check(files).isClean, "edited scaffold")
    }

    func testFilesNotInTheManifestAreNotExtra() throws {
        try writer.write(files)
        try put("mine\n", at: "notes/mine.txt")

        XCTAssertTrue(try writer.check(files).isClean)
    }

    func testMissingManifestAndEmptyFilesAreReported() throws {
        try put("", at: "empty.txt")
        try put("same\n", at: "same.txt")

        let report = try writer.check([Self.generated("empty.txt", ""), Self.generated("same.txt", "same\n"), Self.generated("new.txt", "")])

        XCTAssertEqual(report.missing, [".dsgen-manifest", "new.txt"])
        XCTAssertEqual(report.diff, """
            --- /dev/null
            +++ b/.dsgen-manifest
            @@ -0,0 +1,4 @@
            +\(Manifest.header)
            +\(hash(""))  empty.txt
            +\(hash(""))  new.txt
            +\(hash("same\n"))  same.txt
            --- /dev/null
            +++ b/new.txt

            """)
    }

    func testUntrackedDifferingFileIsStale() throws {
        try put("hand\n", at: "a.txt")

        let report = try writer.check([Self.generated("a.txt", "gen\n")])

        XCTAssertEqual(report.stale, ["a.txt"])
        XCTAssertEqual(report.missing, [".dsgen-manifest"])
    }

    private func hash(_ text: String) -> String {
        ContentHash.hex(Array(text.utf8))
    }
}
