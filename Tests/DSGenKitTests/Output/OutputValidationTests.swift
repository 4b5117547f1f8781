import Foundation
import XCTest
@testable import DSGenKit

final class OutputValidationTests: OutputTestCase {
    /// A valid file placed before the invalid one in every batch, to show nothing is written.
    private var valid: GeneratedFile { Self.generated("Valid.swift", "valid\n") }

    func testLexicallyInvalidPathsAreRejectedBeforeAnythingIsWritten() throws {
        let cases: [(String, OutputError.Kind, String)] = [
            ("../x", .escapesOutputDirectory, "path '../x' escapes the output directory"),
            ("a/../../b", .escapesOutputDirectory, "path 'a/../../b' escapes the output directory"),
            ("a/../b", .invalidPath, "path 'a/../b' contains a '..' component"),
            ("/abs", .invalidPath, "path '/abs' is absolute; output paths are relative"),
            ("", .invalidPath, "path '' is empty"),
            ("a//b", .invalidPath, "path 'a//b' has an empty component"),
            ("a/", .invalidPath, "path 'a/' has an empty component"),
            ("./a", .invalidPath, "path './a' contains a '.' component"),
            ("a\\b", .invalidPath, "path 'a\\b' contains a backslash; use '/' as the separator"),
            ("a\u{0}b", .invalidPath, "path 'a\\0b' contains a NUL character"),
            ("a\nb", .invalidPath, "path 'a\\nb' contains a control character"),
            (".dsgen-manifest", .invalidPath, "path '.dsgen-manifest' is reserved for the manifest"),
            (".DSGEN-Manifest", .invalidPath, "path '.DSGEN-Manifest' is reserved for the manifest"),
        ]
        for (path, kind, message) in cases {
            assertOutputError(kind, message) { try writer.write([valid, Self.generated(path, "x\n")]) }
            assertOutputError(kind, message) { _ = try writer.check([valid, Self.generated(path, "x\n")]) }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path), "nothing was written, not even the root")
    }

    func testErrorDescriptionIsPrefixed() {
        let error = OutputError(.escapesOutputDirectory, path: "../x", message: "path '../x' escapes the output directory")
        XCTAssertEqual(error.description, "error: path '../x' escapes the output directory")
    }

    func testDuplicatePathsAreRejected() {
        assertOutputError(.duplicatePath, "duplicate path 'a/B.swift'") {
            try writer.write([Self.generated("a/B.swift", "1\n"), valid, Self.scaffold("a/B.swift", "2\n")])
        }
        XCTAssertEqual(listing(), [])
    }

    func testPathsDifferingOnlyByCaseAreRejected() {
        assertOutputError(.caseCollision, "paths 'a/Button.swift' and 'A/button.swift' would be the same file on case-insensitive file systems") {
            try writer.write([Self.generated("a/Button.swift", "1\n"), valid, Self.generated("A/button.swift", "2\n")])
        }
        XCTAssertEqual(listing(), [])
    }

    func testAFileCannotAlsoBeADirectory() {
        assertOutputError(.pathConflict, "path 'a/b.swift' needs 'A' to be a directory, but it is also a generated file") {
            try writer.write([Self.generated("A", "1\n"), valid, Self.generated("a/b.swift", "2\n")])
        }
        XCTAssertEqual(listing(), [])
    }

    func testSymlinkedDirectoryPointingOutsideIsRejected() throws {
        let outside = try makeOutsideDirectory()
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: outside.path)

        assertOutputError(.symbolicLink, "path 'link/x.swift' goes through the symbolic link 'link'; dsgen never writes through links") {
            try writer.write([valid, Self.generated("link/x.swift", "x\n")])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertEqual(listing(), ["link"])
    }

    func testSymlinkedFilePointingOutsideIsRejected() throws {
        let outside = try makeOutsideDirectory()
        let target = outside.appendingPathComponent("target.txt")
        try Data("outside\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: path("x.swift"), withDestinationPath: target.path)

        assertOutputError(.symbolicLink, "path 'x.swift' goes through the symbolic link 'x.swift'; dsgen never writes through links") {
            try writer.write([Self.generated("x.swift", "x\n")])
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "outside\n")
    }

    /// Even a link that stays inside the output directory is refused: nothing is ever written
    /// through a link.
    func testSymlinkedDirectoryInsideTheRootIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("alias"), withDestinationPath: path("real"))

        assertOutputError(.symbolicLink, "path 'alias/x.swift' goes through the symbolic link 'alias'; dsgen never writes through links") {
            try writer.write([Self.generated("alias/x.swift", "x\n")])
        }
        XCTAssertNil(read("real/x.swift"))
    }

    /// A target folder that is a link leading outside the output folder is refused, and
    /// nothing is written where it leads.
    func testOutputFolderThatIsASymlinkIsRefused() throws {
        let outside = sandbox.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.path, withDestinationPath: outside.path)

        assertOutputError(.symbolicLink, "output directory '\(root.path)' is a symbolic link; dsgen never writes through links") {
            try writer.write([valid])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testBrokenSymlinkOnThePathIsRejected() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("gone"), withDestinationPath: path("nowhere"))

        assertOutputError(.symbolicLink, "path 'gone/x.swift' goes through the symbolic link 'gone'; dsgen never writes through links") {
            try writer.write([Self.generated("gone/x.swift", "x\n")])
        }
    }

    func testExistingEntriesInTheWayAreRejected() throws {
        try put("file\n", at: "a")
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: true)

        assertOutputError(.pathConflict, "path 'a/b.swift' needs 'a' to be a directory, but it is not") {
            try writer.write([valid, Self.generated("a/b.swift", "x\n")])
        }
        assertOutputError(.pathConflict, "path 'dir' is a directory") {
            try writer.write([valid, Self.generated("dir", "x\n")])
        }
        XCTAssertEqual(listing(), ["a", "dir"])
    }

    func testTheFirstPathInTheWayIsReportedWhateverIsCheckedFirst() throws {
        // Paths are checked against the disk on every core; the error is still the first in order.
        let outside = try makeOutsideDirectory()
        try put("file\n", at: "a")
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: outside.path)
        let fillers = (0..<200).map { Self.generated("f\($0).swift", "x\n") }
        let blocked = Self.generated("a/b.swift", "x\n"), escaping = Self.generated("link/x.swift", "x\n")

        assertOutputError(.pathConflict, "path 'a/b.swift' needs 'a' to be a directory, but it is not") {
            try writer.write(fillers + [blocked] + fillers.map { Self.generated("g" + $0.path, "x\n") } + [escaping])
        }
        assertOutputError(.symbolicLink, "path 'link/x.swift' goes through the symbolic link 'link'; dsgen never writes through links") {
            try writer.write([escaping] + fillers + [blocked])
        }
        XCTAssertEqual(listing(), ["a", "link"])
    }

    func testRootThatIsAFileIsRejected() throws {
        try Data().write(to: root)

        assertOutputError(.pathConflict, "output directory '\(root.path)' is not a directory") {
            try writer.write([valid])
        }
    }

    private func makeOutsideDirectory() throws -> URL {
        let outside = sandbox.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return outside
    }
}
