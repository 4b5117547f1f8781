import Foundation
import XCTest
@testable import DSGenKit

/// The writer's promises under attack: hand-written files survive, a failed run writes
/// nothing across output folders, and interrupted runs leave nothing behind for long.
final class WriterPromiseTests: OutputTestCase {
    /// A file generated once, then taken over and edited by its user after its schema went
    /// away, is kept (with a warning); an untouched stale file is still deleted.
    func testStaleFileEditedByItsUserIsKept() throws {
        try writer.write([Self.generated("Old.swift", "old\n"), Self.generated("Gone.swift", "gone\n"), Self.generated("Keep.swift", "k\n")])
        try put("old, now mine\n", at: "Old.swift")

        let report = try writer.write([Self.generated("Keep.swift", "k\n")])

        XCTAssertEqual(report, WriteReport(unchanged: ["Keep.swift"], deleted: ["Gone.swift"], kept: ["Old.swift"]))
        XCTAssertEqual(read("Old.swift"), "old, now mine\n")
        XCTAssertFalse(exists("Gone.swift"))
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("Keep.swift"), "the kept file is the user's now")
    }

    /// A manifest line without a hash (written before hashes were recorded) proves nothing
    /// about the file's bytes: the file is kept.
    func testStaleFileWithoutARecordedHashIsKept() throws {
        try put("generated long ago\n", at: "Legacy.swift")
        try put(Manifest.header + "\nLegacy.swift\n", at: ".dsgen-manifest")

        let report = try writer.write([Self.generated("New.swift", "n\n")])

        XCTAssertEqual(report.kept, ["Legacy.swift"])
        XCTAssertEqual(read("Legacy.swift"), "generated long ago\n")
    }

    /// A failure in the last output folder's commit rolls back the folders committed before
    /// it: rewritten files get their old bytes, new files and folders go, deleted files return.
    func testACommitFailureRollsBackEveryFolder() throws {
        let one = OutputWriter(root: root.appendingPathComponent("one"))
        let two = OutputWriter(root: root.appendingPathComponent("two"))
        try one.write([Self.generated("a.txt", "a1\n"), Self.generated("stale.txt", "s\n")])
        try two.write([Self.generated("b.txt", "b1\n")])
        let before = snapshot()
        CommitJournal.fault = { path in if path.hasSuffix("/two") { throw OutputError(.io, path: path, message: "injected") } }
        defer { CommitJournal.fault = nil }

        XCTAssertThrowsError(try PlannedWrite.execute([
            try one.plan([Self.generated("a.txt", "a2\n"), Self.generated("sub/new.txt", "n\n")]),
            try two.plan([Self.generated("b.txt", "b2\n")]),
        ]))

        XCTAssertEqual(snapshot(), before)
    }

    /// A name the file system refuses only at commit time (rename) fails the run after other
    /// files of the folder were renamed into place: they are restored too.
    func testAFailedRenameRollsBackTheFilesBeforeIt() throws {
        try writer.write([Self.generated("a.txt", "a1\n")])
        let before = snapshot()
        let tooLong = String(repeating: "x", count: 300)

        XCTAssertThrowsError(try writer.write([Self.generated("a.txt", "a2\n"), Self.generated("new/" + tooLong, "x\n")]))

        XCTAssertEqual(snapshot(), before)
    }

    /// What a killed run leaves (temporary files, a staging folder) is reported by check and
    /// removed by the next write.
    func testLeftoversOfAKilledRunAreReportedThenRemoved() throws {
        try writer.write([Self.generated("sub/a.txt", "a\n")])
        try put("partial", at: "sub/.dsgen-tmp-1x2y3z")
        let staging = sandbox.appendingPathComponent(".out.dsgen-staging-abc").path
        try FileManager.default.createDirectory(atPath: staging + "/sub", withIntermediateDirectories: true)

        let report = try writer.check([Self.generated("sub/a.txt", "a\n")])
        XCTAssertEqual(report.leftovers, [path("sub/.dsgen-tmp-1x2y3z"), staging].sorted())
        XCTAssertFalse(report.isClean)

        let written = try writer.write([Self.generated("sub/a.txt", "a\n")])
        XCTAssertEqual(written.removedLeftovers, report.leftovers)
        XCTAssertFalse(exists("sub/.dsgen-tmp-1x2y3z"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging))
        XCTAssertTrue(try writer.check([Self.generated("sub/a.txt", "a\n")]).isClean)
    }

    /// Every file under `root` (recursively) with its bytes, and every directory.
    private func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        for entry in listing() {
            result[entry] = read(entry) ?? "<directory>"
        }
        return result
    }
}
