@testable import DSGenKit
import Foundation
import XCTest

/// `figma pull` end to end against the loopback server: the committed snapshots, and every
/// failure the issue names (403, 404, a missing node, 429, timeouts, truncated answers).
final class FigmaPullTests: XCTestCase {
    private func pull(token: String, server: FigmaTestServer, into directory: TemporaryDirectory, timeout: Double = 5,
                      retries: Int = 3, components: [FigmaSchemaComponent]? = nil) throws -> (Result<[FigmaPull.Outcome], FigmaError>, [String]) {
        let client = FigmaClient(.init(apiURL: server.url, token: token, timeout: timeout, retries: retries))
        var lines: [String] = []
        let store = FigmaSnapshotStore(directory: directory.url.appendingPathComponent("Figma").path)
        let linked = try components ?? FigmaSeeds.load().entries.map(\.component)
        let result = Result { () throws(FigmaError) in try FigmaPull.run(linked, client: client, store: store) { lines.append($0) } }
        return (result, lines)
    }

    private func component(_ name: String, url: String) -> FigmaSchemaComponent {
        FigmaSchemaComponent(name: name, figmaURL: url, properties: [], coveredStates: [], dismissals: [], recordedCriteria: [])
    }

    private func failure(_ result: Result<[FigmaPull.Outcome], FigmaError>, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard case .failure(let error) = result else {
            XCTFail("pull succeeded", file: file, line: line)
            return ""
        }
        return error.description
    }

    func testPullWritesTheCommittedSnapshotsByteForByte() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let (result, lines) = try pull(token: "valid", server: server, into: directory)
        let outcomes = try result.get()
        XCTAssertEqual(outcomes.map(\.component), ["AdSpace", "Alert", "Toast"])
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].hasPrefix("[2/3] Alert: Alert, 20 variants, 5 properties ("), lines[1])
        for outcome in outcomes {
            let pulled = try Data(contentsOf: URL(fileURLWithPath: outcome.path))
            let committed = try Data(contentsOf: URL(fileURLWithPath: FigmaSeeds.snapshots.path(for: outcome.component)))
            XCTAssertEqual(pulled, committed, "\(outcome.component): Figma/ differs from a pull of the fixtures; re-pull (see README)")
        }
        // Pulling again changes nothing.
        let (again, _) = try pull(token: "valid", server: server, into: directory)
        XCTAssertEqual(try again.get().map(\.changed), [false, false, false])
    }

    func testARefusedTokenWritesNothingAndNeverPrintsTheToken() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let message = failure(try pull(token: "secret-token-1234", server: server, into: directory).0)
        XCTAssertEqual(message, "error: Figma refused the token for file 'EBDS0000' (HTTP 403: Invalid token); FIGMA_ACCESS_TOKEN must be a valid personal access token with the file_content:read scope and access to the file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Figma").path))
    }

    func testAnUnknownFileIs404AndAnUnknownNodeIsNamed() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let unknownFile = component("Alert", url: "https://www.figma.com/design/NOPE/X?node-id=1-2")
        XCTAssertEqual(failure(try pull(token: "valid", server: server, into: directory, components: [unknownFile]).0),
                       "error: Figma has no file 'NOPE' (HTTP 404: Not found); check the file key in the schema's figma URL")
        let unknownNode = component("Alert", url: "https://www.figma.com/design/EBDS0000/EB?node-id=9-9")
        XCTAssertEqual(failure(try pull(token: "valid", server: server, into: directory, components: [unknownNode]).0),
                       "error: Figma file 'EBDS0000' has no node 9:9 (Alert's figma URL); check its node-id")
    }

    func testA429IsRetriedAfterRetryAfter() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let alert = try FigmaSeeds.load().entries.map(\.component).filter { $0.name == "Alert" }
        let started = Date()
        let outcomes = try pull(token: "rate-limited", server: server, into: directory, components: alert).0.get()
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 1, "Retry-After: 1 was not honoured")
        XCTAssertEqual(outcomes.first?.snapshot, try FigmaSeeds.snapshot("Alert"))
        XCTAssertEqual(try server.requests().map(\.status), [429, 200])
    }

    func testPersistent429GivesUpAfterTheRetries() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let toast = try FigmaSeeds.load().entries.map(\.component).filter { $0.name == "Toast" }
        let message = failure(try pull(token: "always-limited", server: server, into: directory, retries: 1, components: toast).0)
        XCTAssertEqual(message, "error: Figma still rate-limits GET /v1/files/EBDS0000/nodes?ids=3001:2048 after 1 retries (HTTP 429: Rate limit exceeded); try again later")
        XCTAssertEqual(try server.requests().map(\.status), [429, 429])
    }

    func testATimeoutAndTruncatedAnswersAreClearErrors() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        let toast = try FigmaSeeds.load().entries.map(\.component).filter { $0.name == "Toast" }
        let endpoint = "GET /v1/files/EBDS0000/nodes?ids=3001:2048"
        XCTAssertEqual(failure(try pull(token: "slow", server: server, into: directory, timeout: 0.5, components: toast).0),
                       "error: Figma did not answer \(endpoint) within 0.5 s; try again, or raise --timeout")
        let cut = failure(try pull(token: "truncated", server: server, into: directory, components: toast).0)
        XCTAssertTrue(cut.hasPrefix("error: the response to \(endpoint) was cut short"), cut)
        let json = failure(try pull(token: "truncated-json", server: server, into: directory, components: toast).0)
        XCTAssertTrue(json.hasPrefix("error: the response to \(endpoint) is truncated JSON"), json)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Figma").path))
    }

    func testNoServerIsANetworkError() throws {
        let directory = try makeTemporaryDirectory()
        let client = FigmaClient(.init(apiURL: "http://127.0.0.1:1", token: "valid", timeout: 5))
        let store = FigmaSnapshotStore(directory: directory.url.path)
        let toast = try FigmaSeeds.load().entries.map(\.component).filter { $0.name == "Toast" }
        XCTAssertThrowsError(try FigmaPull.run(toast, client: client, store: store) { _ in }) { error in
            XCTAssertTrue("\(error)".hasPrefix("error: cannot reach Figma for GET /v1/files/EBDS0000/nodes?ids=3001:2048: "), "\(error)")
        }
    }

    func testTheCommandNeedsAToken() throws {
        unsetenv("FIGMA_ACCESS_TOKEN")
        let result = FigmaSeeds.run(["figma", "pull", FigmaSeeds.schemas])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("error: FIGMA_ACCESS_TOKEN is not set"), result.err)
    }

    func testTheCommandPullsIntoTheSnapshotFolder() throws {
        let server = try FigmaTestServer()
        let directory = try makeTemporaryDirectory()
        setenv("FIGMA_ACCESS_TOKEN", "valid", 1)
        defer { unsetenv("FIGMA_ACCESS_TOKEN") }
        let snapshots = directory.url.appendingPathComponent("Figma").path
        let result = FigmaSeeds.run(["figma", "pull", "--api-url", server.url, "--snapshots", snapshots, FigmaSeeds.schemas])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "pulled 3 components into \(snapshots) (3 changed)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted(), ["AdSpace.json", "Alert.json", "Toast.json"])
    }

    func testFigmaURLs() {
        let reference = FigmaNodeReference(url: "https://www.figma.com/design/EBDS0000/EB-Design-System?node-id=2001-1024")
        XCTAssertEqual(reference?.fileKey, "EBDS0000")
        XCTAssertEqual(reference?.nodeID, "2001:1024")
        XCTAssertEqual(FigmaNodeReference(url: "https://www.figma.com/design/KEY/branch/BRANCH/Name?node-id=1-2")?.fileKey, "BRANCH")
        XCTAssertNil(FigmaNodeReference(url: "https://www.figma.com/design/EBDS0000/EB-Design-System"))
    }
}
