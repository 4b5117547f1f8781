import DSGenKit
import Foundation
import XCTest

/// The first golden tier: what every target's templates see for each seed component,
/// recorded as `dsgen context` prints it in `Tests/Goldens/Contexts/<target>/<Component>.json`.
/// `GoldenTests` checks the second tier, the rendered files in `Generated/`. A template
/// change shows up only in `Generated/`; a change to what a target computes shows up here.
///
/// `DSGEN_RECORD=1 swift test --filter Golden` (`scripts/record-goldens`) re-records both tiers.
final class ContextGoldenTests: XCTestCase {
    static let rerecord = "scripts/record-goldens"
    static let folder = PackagePaths.root.appendingPathComponent("Tests/Goldens/Contexts")

    /// Whether this run re-records instead of only comparing (never in CI).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["DSGEN_RECORD"] == "1"
    }

    /// Every recorded file, relative to ``folder``, with the text `dsgen context` prints.
    static func expectedFiles() throws -> [String: String] {
        let generator = try SeedSchemas.generator()
        var files: [String: String] = [:]
        for target in TargetRegistry.all {
            for component in generator.system.components {
                files["\(target.name)/\(component.name).json"] = try generator.contextJSON(for: target, components: [component]) + "\n"
            }
        }
        return files
    }

    func testContextsMatchTheRecordedOnes() throws {
        let expected = try Self.expectedFiles()
        if Self.isRecording {
            XCTAssertNil(ProcessInfo.processInfo.environment["CI"], "DSGEN_RECORD must not be set in CI")
            try? FileManager.default.removeItem(at: Self.folder)
            for (path, text) in expected {
                let url = Self.folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        let recorded = try Self.recordedFiles()
        XCTAssertEqual(recorded.keys.sorted(), expected.keys.sorted(), "the recorded contexts list other files; re-record with \(Self.rerecord)")
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let old = recorded[path], old != text else { continue }
            XCTFail("""
                Tests/Goldens/Contexts/\(path) is out of date. Re-record with:

                    \(Self.rerecord)

                \(UnifiedDiff.diff(old: old, new: text, oldName: "recorded/\(path)", newName: "computed/\(path)"))
                """)
        }
        XCTAssertGreaterThanOrEqual(expected.count, 12)
    }

    /// The files under ``folder``, by relative path.
    private static func recordedFiles() throws -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [:] }
        var files: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let path = String(url.path.dropFirst(folder.path.count + 1))
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
