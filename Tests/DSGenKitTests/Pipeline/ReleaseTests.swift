import XCTest
@testable import DSGenCLI
@testable import DSGenKit

/// Freeing large values: on every core, or not at all in a process about to exit.
final class ReleaseTests: XCTestCase {
    private final class Tracked: Sendable {}

    func testReleaseConcurrentlyFreesEveryElement() {
        let objects = (0..<100).map { _ in Tracked() }
        weak let first = objects.first
        weak let last = objects.last
        (consume objects).releaseConcurrently()
        XCTAssertNil(first)
        XCTAssertNil(last)
    }

    func testOnlyTheRealCommandLineKeepsValuesUntilExit() {
        weak var freed: Tracked?
        weak var kept: Tracked?
        do {
            let inProcess = Tracked()
            freed = inProcess
            CommandOutput(out: { _ in }, error: { _ in }).done(with: inProcess)
            let exiting = Tracked()
            kept = exiting
            CommandOutput(out: { _ in }, error: { _ in }, keepsValuesUntilExit: true).done(with: exiting)
        }
        XCTAssertNil(freed, "tests and other in-process runs free what a command is done with")
        XCTAssertNotNil(kept, "the command line keeps it: the process exits next")
    }
}
