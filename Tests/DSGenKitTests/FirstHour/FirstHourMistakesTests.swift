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
}
