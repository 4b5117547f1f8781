import DSGenCLI
@testable import DSGenKit
import Foundation
import XCTest

/// `dsgen lint` over the seeds prints exactly the warnings the contrast computation yields.
final class ContrastLintTests: XCTestCase {
    private func lint(_ path: String) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        let code = DSGenCommandLine(output: CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })).run(["lint", path])
        return (code, buffer.out, buffer.err)
    }

    func testLintingTheSeedsPrintsExactlyTheirContrastWarnings() throws {
        let schemas = PackagePaths.root.appendingPathComponent("Schemas").path
        let result = lint(schemas)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "3 components, 24 properties: no errors, 2 warnings\n")
        XCTAssertEqual(result.err, """
            \(schemas)/AdSpace.dsgen:86:45: warning: contrast of 'adMarker' on 'surface' is 4.00:1, below 4.5:1 for text (WCAG AA): #6780A9 on #FFFFFF
            \(schemas)/Alert.dsgen:135:60: warning: contrast of 'description' on 'background' (type warning) is 4.42:1, below 4.5:1 for text (WCAG AA): #897236 as drawn (#6C5009 @ 80%) on #FFF9EB
            \(schemas)/Alert.dsgen:182:7: note: requirement 'Color contrast' claims at least 4.5:1 here; the computation contradicts it

            """)
        // And the same set, derived: one warning per failing row of the tables, none other.
        let system = try SeedSchemas.system()
        let failing = system.components.flatMap { component in
            ContrastTable.rows(for: component, policy: system.contrast).filter { $0.verdict == .fail }
                .map { "\(component.name).dsgen: \(ContrastCheck.describe($0)) is \(WCAG.formatted($0.ratio ?? 0)):1" }
        }
        let warnings = result.err.split(separator: "\n").filter { $0.contains(": warning: ") }.map { line in
            let file = line.split(separator: ":")[0].split(separator: "/").last ?? ""
            let message = line.components(separatedBy: "warning: contrast of ")[1].components(separatedBy: ", below")[0]
            return "\(file): \(message)"
        }
        XCTAssertEqual(warnings, failing)
    }

    func testPointsAtTheLineOfTheForegroundValue() throws {
        let schemas = PackagePaths.root.appendingPathComponent("Schemas")
        let alert = try String(contentsOf: schemas.appendingPathComponent("Alert.dsgen"), encoding: .utf8)
        let line = alert.split(separator: "\n", omittingEmptySubsequences: false)[134]
        XCTAssertTrue(line.contains("description \"main/alert/color/warning/description\" #6C5009 @ 80%"), String(line))
        XCTAssertEqual(Array(line.utf8)[59], UInt8(ascii: "#"), "column 60 is the colour")
        let claim = alert.split(separator: "\n", omittingEmptySubsequences: false)[181]
        XCTAssertEqual(claim.trimmingCharacters(in: .whitespaces), "contrast 4.5 title, description")
    }
}
