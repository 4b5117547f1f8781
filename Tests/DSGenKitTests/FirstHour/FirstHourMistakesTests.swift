import DSGenKit
import Foundation
import XCTest

/// What a newcomer's first mistakes print: each error says where dsgen looked, which file is
/// in the way, and which command repairs it, so nobody has to guess or read the source.
final class FirstHourMistakesTests: XCTestCase {
    private var schemas: String { PackagePaths.root.appendingPathComponent("Schemas").path }

    /// `dsgen lint` run one folder too deep (or anywhere without `Schemas/`) used to say
    /// `Schemas:1:1: error: cannot read file: no such file or directory`, naming a file that
    /// was never given.
    func testRunningWhereThereAreNoSchemasSaysWhereDsgenLooked() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        for command in [["lint"], ["emit"], ["check"], ["dump"]] {
            let result = DSGenRunner.run(command, in: directory.url)
            XCTAssertEqual(result.code, 2, "\(command): the command could not run")
            XCTAssertTrue(result.err.hasPrefix("error: no schema paths given, no Schemas folder in "), result.err)
            XCTAssertTrue(result.err.hasSuffix("or start one with `dsgen init`\n"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path))
        }
        _ = try directory.write("Sources/A/A.dsgen", "")
        _ = try directory.write("Sources/B/B.dsgen", "")
        let ambiguous = DSGenRunner.run(["lint"], in: directory.url)
        XCTAssertEqual(ambiguous.code, 2)
        XCTAssertTrue(ambiguous.err.contains(" and 2 targets hold schemas (Sources/A, Sources/B); "), ambiguous.err)
    }

    /// The Android recipe's `dsgen check` failed with "run `dsgen emit`", which writes every
    /// target into Generated/ and leaves the checked folder stale.
    func testStaleOutputNamesTheEmitThatRepairsIt() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let options = ["--target", "kotlin", "--kotlin-package", "com.acme.ds", "--package-folders", "--out", "app/build/generated dsgen"]
        XCTAssertEqual(DSGenRunner.run(["emit"] + options + [schemas], in: directory.url).code, 0)
        let file = directory.url.appendingPathComponent("app/build/generated dsgen/com/acme/ds/EBAlert.kt")
        try Data("// edited\n".utf8).write(to: file)
        let check = DSGenRunner.run(["check"] + options + [schemas], in: directory.url)
        XCTAssertEqual(check.code, 1)
        let emit = "dsgen emit --target kotlin --out 'app/build/generated dsgen' --kotlin-package com.acme.ds --package-folders \(schemas)"
        XCTAssertTrue(check.err.hasSuffix("left behind); run `\(emit)` and commit the result\n"), check.err)
        XCTAssertTrue(DSGenRunner.run(["check", schemas], in: directory.url).err.hasSuffix("run `dsgen emit \(schemas)` and commit the result\n"))
    }

    /// A hand-written file where emit generates one was refused as 'EBAlert.swift', without
    /// the folder it is in.
    func testAHandWrittenFileInTheWayIsNamedWithItsFolders() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        let mine = try directory.write("out/swiftui/EBAlert.swift", "// mine\n")
        let result = DSGenRunner.run(["emit", "--out", "out", schemas], in: directory.url)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: refusing to overwrite hand-written file 'out/swiftui/EBAlert.swift'; dsgen generates a file of that name here: move yours elsewhere or delete it\n")
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "// mine\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path), ["swiftui"],
                       "nothing written, in any target")
        XCTAssertEqual(DSGenRunner.run(["emit", "--target", "swiftui", "--out", "gen", schemas], in: directory.url).code, 0)
        let refused = DSGenRunner.run(["scaffold", "--target", "swiftui", "--out", "gen/swiftui", schemas], in: directory.url)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.hasPrefix("error: refusing to scaffold into '"), refused.err)
    }

    /// What an interrupted run left behind was named by its absolute path; it is named under
    /// the output folder as typed, like every other path emit and check print.
    func testLeftoversAreNamedUnderTheOutputFolderAsTyped() throws {
        let directory = try makeTemporaryDirectory()
        defer { directory.remove() }
        XCTAssertEqual(DSGenRunner.run(["emit", "--out", "out", schemas], in: directory.url).code, 0)
        _ = try directory.write("out/swiftui/.dsgen-tmp-1", "")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("out/.docs.dsgen-staging-2"),
                                                withIntermediateDirectories: true)
        let check = DSGenRunner.run(["check", "--out", "out", schemas], in: directory.url)
        XCTAssertEqual(check.code, 1)
        XCTAssertTrue(check.err.hasPrefix("""
            error: out/swiftui/.dsgen-tmp-1 was left behind by an interrupted run; the next `dsgen emit` removes it
            error: out/.docs.dsgen-staging-2 was left behind by an interrupted run; the next `dsgen emit` removes it

            """), check.err)
        let emit = DSGenRunner.run(["emit", "--out", "out", schemas], in: directory.url)
        XCTAssertEqual(emit.err, """
            note: removed out/swiftui/.dsgen-tmp-1, left behind by an interrupted run
            note: removed out/.docs.dsgen-staging-2, left behind by an interrupted run

            """)
    }
}
