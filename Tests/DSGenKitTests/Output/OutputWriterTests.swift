import Foundation
import XCTest
@testable import DSGenKit

final class OutputWriterTests: OutputTestCase {
    func testFirstWriteCreatesFilesDirectoriesAndManifest() throws {
        let report = try writer.write([
            Self.generated("swiftui/EBAlert.swift", "struct EBAlert {}\n"),
            Self.generated("README.md", "# Components\n"),
            Self.scaffold("swiftui/EBAlert+Custom.swift", "extension EBAlert {}\n"),
        ])

        XCTAssertEqual(report, WriteReport(written: ["README.md", "swiftui/EBAlert+Custom.swift", "swiftui/EBAlert.swift"]))
        XCTAssertEqual(read("swiftui/EBAlert.swift"), "struct EBAlert {}\n")
        XCTAssertEqual(read("swiftui/EBAlert+Custom.swift"), "extension EBAlert {}\n")
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("README.md", "swiftui/EBAlert.swift"))
        XCTAssertEqual(listing(), [".dsgen-manifest", "README.md", "swiftui", "swiftui/EBAlert+Custom.swift", "swiftui/EBAlert.swift"])
    }

    func testIdenticalSecondWriteLeavesModificationTimesUntouched() throws {
        let files = [Self.generated("a/One.swift", "one\n"), Self.generated("Two.swift", "two\n")]
        try writer.write(files)
        for file in ["a/One.swift", "Two.swift", ".dsgen-manifest"] { try backdate(file) }

        let report = try writer.write(files)

        XCTAssertEqual(report, WriteReport(unchanged: ["Two.swift", "a/One.swift"]))
        for file in ["a/One.swift", "Two.swift", ".dsgen-manifest"] {
            XCTAssertEqual(try modificationDate(file), Self.oldDate, file)
        }
    }

    func testChangedFileIsRewrittenAndOthersAreNot() throws {
        try writer.write([Self.generated("One.swift", "one\n"), Self.generated("Two.swift", "two\n")])
        for file in ["One.swift", "Two.swift", ".dsgen-manifest"] { try backdate(file) }

        let report = try writer.write([Self.generated("One.swift", "uno\n"), Self.generated("Two.swift", "two\n")])

        XCTAssertEqual(report, WriteReport(written: ["One.swift"], unchanged: ["Two.swift"]))
        XCTAssertEqual(read("One.swift"), "uno\n")
        XCTAssertNotEqual(try modificationDate("One.swift"), Self.oldDate)
        XCTAssertEqual(try modificationDate("Two.swift"), Self.oldDate)
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("One.swift", "Two.swift"), "the manifest records the new bytes")

        try backdate(".dsgen-manifest")
        try writer.write([Self.generated("One.swift", "uno\n"), Self.generated("Two.swift", "two\n")])
        XCTAssertEqual(try modificationDate(".dsgen-manifest"), Self.oldDate, "manifest unchanged, not rewritten")
    }

    func testRewriteKeepsPermissionsAndLeavesNoTemporaryFiles() throws {
        try writer.write([Self.generated("run.sh", "echo 1\n")])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("run.sh"))

        try writer.write([Self.generated("run.sh", "echo 2\n")])

        let permissions = try FileManager.default.attributesOfItem(atPath: path("run.sh"))[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o755)
        XCTAssertEqual(listing(), [".dsgen-manifest", "run.sh"])
    }

    func testStaleGeneratedFileIsDeletedWithTheDirectoriesItLeavesEmpty() throws {
        try writer.write([Self.generated("a/b/Old.swift", "old\n"), Self.generated("a/Kept.swift", "kept\n"), Self.generated("x/y/z.swift", "z\n")])

        let report = try writer.write([Self.generated("a/Kept.swift", "kept\n")])

        XCTAssertEqual(report, WriteReport(unchanged: ["a/Kept.swift"], deleted: ["a/b/Old.swift", "x/y/z.swift"]))
        XCTAssertEqual(listing(), [".dsgen-manifest", "a", "a/Kept.swift"])
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("a/Kept.swift"))
    }

    func testDeletionKeepsDirectoriesHoldingOtherFilesAndNeverTheRoot() throws {
        try writer.write([Self.generated("a/Old.swift", "old\n"), Self.generated("Top.swift", "top\n")])
        try put("notes\n", at: "a/notes.txt")

        let report = try writer.write([])

        XCTAssertEqual(report.deleted, ["Top.swift", "a/Old.swift"])
        XCTAssertEqual(listing(), [".dsgen-manifest", "a", "a/notes.txt"])
        XCTAssertEqual(read(".dsgen-manifest"), manifestText())
    }

    func testHandWrittenFilesAreNeverDeleted() throws {
        try put("mine\n", at: "Mine.swift")
        try put("mine too\n", at: "sub/Mine.swift")
        try writer.write([Self.generated("Gen.swift", "gen\n")])

        try writer.write([])

        XCTAssertEqual(read("Mine.swift"), "mine\n")
        XCTAssertEqual(read("sub/Mine.swift"), "mine too\n")
        XCTAssertFalse(exists("Gen.swift"))
    }

    func testManifestEntriesOutsideTheRootAreNeverDeleted() throws {
        let outside = sandbox.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: outside.appendingPathComponent("victim.txt"))
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: outside.path)
        try put(Manifest.header + "\n../outside/victim.txt\n\(outside.path)/victim.txt\nlink/victim.txt\nlink\n", at: ".dsgen-manifest")

        let report = try writer.write([])

        XCTAssertEqual(report.deleted, [])
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("victim.txt"), encoding: .utf8), "keep\n")
        XCTAssertTrue(exists("link"))
    }

    func testScaffoldIsWrittenOnceAndNeverOverwrittenOrDeleted() throws {
        let first = try writer.write([Self.scaffold("Custom.swift", "// start here\n")])
        XCTAssertEqual(first, WriteReport(written: ["Custom.swift"]))
        try put("// my code\n", at: "Custom.swift")

        let second = try writer.write([Self.scaffold("Custom.swift", "// start here, v2\n")])
        let third = try writer.write([])

        XCTAssertEqual(second, WriteReport(skippedScaffolds: ["Custom.swift"]))
        XCTAssertEqual(third, WriteReport())
        XCTAssertEqual(read("Custom.swift"), "// my code\n")
        XCTAssertNil(read(".dsgen-manifest"), "a folder of scaffolds (hand-written files) gets no manifest")
    }

    func testRefusesToOverwriteAnUntrackedHandWrittenFile() throws {
        try put("hand made\n", at: "sub/Button.swift")

        assertOutputError(.handWrittenFile, "refusing to overwrite hand-written file 'sub/Button.swift'; dsgen generates a file of that name here: move yours elsewhere or delete it") {
            try writer.write([Self.generated("Other.swift", "other\n"), Self.generated("sub/Button.swift", "generated\n")])
        }
        XCTAssertEqual(listing(), ["sub", "sub/Button.swift"], "nothing written, not even the manifest")
        XCTAssertEqual(read("sub/Button.swift"), "hand made\n")
    }

    func testAdoptsAnIdenticalUntrackedFile() throws {
        try put("same\n", at: "Same.swift")
        try backdate("Same.swift")

        let report = try writer.write([Self.generated("Same.swift", "same\n")])

        XCTAssertEqual(report, WriteReport(unchanged: ["Same.swift"]))
        XCTAssertEqual(try modificationDate("Same.swift"), Self.oldDate)
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("Same.swift"))
        try writer.write([Self.generated("Same.swift", "changed\n")])
        XCTAssertEqual(read("Same.swift"), "changed\n", "adopted files are tracked from then on")
    }

    /// `scaffold` pointed at a folder `emit` owns used to treat every generated file as stale
    /// and delete it; it is refused, and nothing changes.
    func testScaffoldsIntoAFolderHoldingAManifestAreRefused() throws {
        try writer.write([Self.generated("View.swift", "v1\n"), Self.generated("sub/Other.swift", "o\n")])
        let manifest = read(".dsgen-manifest")

        assertOutputError(.generatedFolder, "refusing to scaffold into '\(root.path)': dsgen emit generates into it (it holds a .dsgen-manifest); scaffolds belong beside your hand-written sources") {
            try writer.write([Self.scaffold("New+Body.swift", "v2\n")])
        }
        XCTAssertEqual(listing(), [".dsgen-manifest", "View.swift", "sub", "sub/Other.swift"])
        XCTAssertEqual(read(".dsgen-manifest"), manifest)

        let sub = OutputWriter(root: root.deletingLastPathComponent())
        XCTAssertThrowsError(try sub.write([Self.scaffold("out/Body.swift", "b\n")]), "a manifest in a scaffold's own folder counts too")
        XCTAssertFalse(exists("Body.swift"))
    }

    func testManifestFormatKeepsPathsStartingWithHash() throws {
        try writer.write([Self.generated("#tag.txt", "t\n"), Self.generated("B.txt", "b\n"), Self.generated("a.txt", "a\n")])
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("#tag.txt", "B.txt", "a.txt"))

        let report = try writer.write([Self.generated("#tag.txt", "t2\n")])

        XCTAssertEqual(report, WriteReport(written: ["#tag.txt"], deleted: ["B.txt", "a.txt"]))
    }

    func testNewOutputDirectoryIsBuiltBesideItAndRenamedIntoPlace() throws {
        try writer.write([
            Self.generated("swiftui/EBAlert.swift", "struct EBAlert {}\n"),
            Self.generated("README.md", "# Components\n"),
            Self.scaffold("custom/EBAlert+Body.swift", "extension EBAlert {}\n"),
        ])

        XCTAssertEqual(listing(), [
            ".dsgen-manifest", "README.md", "custom", "custom/EBAlert+Body.swift", "swiftui", "swiftui/EBAlert.swift",
        ])
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("README.md", "swiftui/EBAlert.swift"))
        XCTAssertEqual(try sandboxListing(), ["out"], "no staging directory is left beside the output directory")
    }

    func testNewOutputDirectoryGetsItsMissingParents() throws {
        let nested = OutputWriter(root: root.appendingPathComponent("deeper/still"))
        try nested.write([Self.generated("One.swift", "one\n")])
        XCTAssertEqual(read("deeper/still/One.swift"), "one\n")
        XCTAssertEqual(listing(), ["deeper", "deeper/still", "deeper/still/.dsgen-manifest", "deeper/still/One.swift"])
    }

    func testFailedWriteIntoANewOutputDirectoryLeavesNothing() throws {
        let tooLong = String(repeating: "x", count: 300) + ".swift"
        let files = [Self.generated("a/One.swift", "one\n"), Self.generated("b/\(tooLong)", "long\n"), Self.generated("Two.swift", "two\n")]

        assertOutputError(.io, "cannot write '\(path("b/" + tooLong))': open failed: file name too long") {
            try writer.write(files)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path))
        XCTAssertEqual(try sandboxListing(), [], "the staging directory is removed")
    }

    func testFailedWriteIntoAnExistingDirectoryKeepsTheOldManifestAndNoTemporaryFiles() throws {
        try writer.write([Self.generated("One.swift", "one\n")])
        let tooLong = String(repeating: "x", count: 300) + ".swift"

        assertOutputError(.io, "cannot read '\(path(tooLong))': open failed: file name too long") {
            try writer.write([Self.generated("One.swift", "uno\n"), Self.generated(tooLong, "long\n")])
        }
        XCTAssertEqual(read("One.swift"), "one\n", "nothing is written after a failed survey")

        // Under a directory that does not exist yet, only the final rename finds the name too long.
        assertOutputError(.io, "cannot write '\(path("new/" + tooLong))': rename failed: file name too long") {
            try writer.write([Self.generated("One.swift", "one\n"), Self.generated("new/" + tooLong, "long\n")])
        }
        XCTAssertEqual(read(".dsgen-manifest"), manifestText("One.swift"))
        XCTAssertEqual(listing().filter { $0.contains(".dsgen-tmp") }, [], "temporary files are removed")
    }

    /// The entries beside `root` in the sandbox.
    private func sandboxListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted()
    }

    func testSeveralNewOutputDirectoriesAreWrittenTogetherAndAFailureLeavesNoneOfThem() throws {
        let one = OutputWriter(root: root.appendingPathComponent("one"))
        let two = OutputWriter(root: root.appendingPathComponent("two"))
        let files = (0..<40).map { Self.generated("f\($0).txt", "\($0)\n") }
        let reports = try PlannedWrite.execute([try one.plan(files), try two.plan(files + [Self.generated("sub/g.txt", "g\n")])])
        XCTAssertEqual(reports.map(\.written.count), [40, 41])
        XCTAssertEqual(read("two/sub/g.txt"), "g\n")
        XCTAssertEqual(read("one/f39.txt"), "39\n")

        let tooLong = String(repeating: "x", count: 300)
        let three = OutputWriter(root: root.appendingPathComponent("three"))
        let four = OutputWriter(root: root.appendingPathComponent("four"))
        XCTAssertThrowsError(try PlannedWrite.execute([try three.plan(files), try four.plan(files + [Self.generated(tooLong, "x\n")])]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["one", "two"],
                       "neither new directory nor any staging directory is left")
    }

    /// Plans made one at a time: when the third is made, the first is already staged on disk
    /// (so at most two plans' bytes are held); a plan that cannot be made discards what the
    /// ones before it staged.
    func testPlansAreMadeWhileTheOneBeforeIsStagedAndALaterFailureLeavesNothing() throws {
        let files = (0..<40).map { Self.generated("f\($0).txt", "\($0)\n") }
        let names = ["one", "two", "three"]
        var stagedWhenThirdWasMade: [String: Int] = [:]
        let plans: [() throws -> PlannedWrite] = names.map { name in {
            if name == "three" { stagedWhenThirdWasMade = try self.stagingDirectories() }
            return try OutputWriter(root: self.root.appendingPathComponent(name)).plan(files)
        } }
        XCTAssertEqual(try PlannedWrite.execute(plans).map(\.written.count), [40, 40, 40])
        XCTAssertEqual(stagedWhenThirdWasMade.first { $0.key.hasPrefix(".one") }?.value, 41,
                       "the first plan (40 files and its manifest) is wholly staged before the third is made: \(stagedWhenThirdWasMade)")
        XCTAssertEqual(read("three/f39.txt"), "39\n")

        struct RenderFailure: Error {}
        let failing: [() throws -> PlannedWrite] = [
            { try OutputWriter(root: self.root.appendingPathComponent("four")).plan(files) },
            { try OutputWriter(root: self.root.appendingPathComponent("five")).plan(files) },
            { throw RenderFailure() },
        ]
        XCTAssertThrowsError(try PlannedWrite.execute(failing)) { XCTAssertTrue($0 is RenderFailure) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["one", "three", "two"],
                       "neither new directory nor any staging directory is left")
    }

    /// The hidden staging directories in the output root (new output directories are staged
    /// there), with the number of files in each.
    private func stagingDirectories() throws -> [String: Int] {
        let fileManager = FileManager.default
        let names = try fileManager.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(name).path).count)
        })
    }
}
