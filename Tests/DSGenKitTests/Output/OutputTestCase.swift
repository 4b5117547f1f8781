import Foundation
import XCTest
@testable import DSGenKit

/// A test case with a fresh temporary directory, removed afterwards, and file helpers.
class OutputTestCase: XCTestCase {
    /// The temporary directory holding `root` and, when a test needs one, `outside`.
    private(set) var sandbox: URL!
    /// The output directory under test (created by each test that needs it to exist).
    private(set) var root: URL!
    /// A writer for `root`.
    var writer: OutputWriter { OutputWriter(root: root) }

    override func setUpWithError() throws {
        sandbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-output-tests-\(UUID().uuidString)")
        root = sandbox.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: sandbox)
    }

    /// The absolute path of `relative` under `root`.
    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The text of the file at `relative` under `root`, or nil when absent.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to `relative` under `root` as a user would, creating directories.
    func put(_ text: String, at relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Whether anything exists at `relative` under `root` (a link itself counts).
    func exists(_ relative: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path(relative))) != nil
    }

    /// Every entry under `root`, relative and sorted, or [] when root does not exist.
    func listing() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }

    /// Backdates the modification time of `relative` to a fixed day in 2001.
    func backdate(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: OutputTestCase.oldDate], ofItemAtPath: path(relative))
    }

    /// The modification time of `relative`.
    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }

    /// The day `backdate` sets.
    static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)

    /// The manifest text listing `paths` in the given order, each with the hash of its bytes
    /// on disk now (tests call it after a write, when those are the bytes dsgen wrote).
    func manifestText(_ paths: String...) -> String {
        let lines = paths.map { path in read(path).map { ContentHash.hex(Array($0.utf8)) + "  " + path } ?? path }
        return ([Manifest.header] + lines).map { $0 + "\n" }.joined()
    }

    /// Asserts that `body` throws an `OutputError` of `kind` with exactly `message`.
    func assertOutputError(
        _ kind: OutputError.Kind, _ message: String, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard let error = error as? OutputError else {
                return XCTFail("not an OutputError: \(error)", file: file, line: line)
            }
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
    }

    /// A generated file, briefly.
    static func generated(_ path: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: contents)
    }

    /// A scaffold, briefly.
    static func scaffold(_ path: String, _ contents: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: contents, ownership: .scaffold)
    }
}
