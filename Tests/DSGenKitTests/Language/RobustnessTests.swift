import DSGenKit
import Foundation
import XCTest

/// Thousands of deterministic mutations of the seed schemas: the pipeline must never
/// crash, and every diagnostic (and note) must point inside its file.
final class RobustnessTests: XCTestCase {
    /// Bytes worth flipping to: structure, strings, escapes, colours, units, encoding.
    private static let interestingBytes: [UInt8] = Array("{}\"\\#-@%;:,=?|\n \t0aZ_/".utf8) + [0x00, 0xFF, 0xC3, 0xE2, 0x80]

    func testMutatedSeedSchemasNeverCrashAndDiagnosticsStayInsideTheirFile() throws {
        let seeds = try Self.seedSchemas()
        XCTAssertGreaterThanOrEqual(seeds.count, 4)
        var generator = SeededGenerator(seed: 0x5EED_D5_6E4)
        var runs = 0
        for seed in seeds {
            // Components need only the design system; the design system is checked with one component.
            let isDesignSystem = seed.path == testDesignSystemPath
            let others = isDesignSystem ? seeds.filter { $0.path == "Alert.dsgen" } : seeds.filter { $0.path == testDesignSystemPath }
            func check(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
                let mutant = SourceFile(path: seed.path, bytes: bytes)
                Self.checkRun(of: [mutant] + others, what: "\(seed.path): \(what())")
                runs += 1
            }
            // Truncations at every Nth byte.
            let step = max(1, seed.bytes.count / 150)
            for end in stride(from: 0, to: seed.bytes.count, by: step) {
                check(Array(seed.bytes[..<end]), "truncated at \(end)")
            }
            for round in 0..<130 {
                check(Self.flipBytes(seed.bytes, count: 1 + round % 4, using: &generator), "byte flips, round \(round)")
                check(Self.duplicateLines(seed.bytes, using: &generator), "duplicated line, round \(round)")
                check(Self.deleteBrace(seed.bytes, using: &generator), "deleted brace, round \(round)")
                check(Self.swapOrDropLines(seed.bytes, using: &generator), "swapped or dropped lines, round \(round)")
                var combined = Self.flipBytes(seed.bytes, count: 2, using: &generator)
                combined = Self.deleteBrace(Self.duplicateLines(combined, using: &generator), using: &generator)
                check(combined, "combined mutations, round \(round)")
            }
        }
        XCTAssertGreaterThan(runs, 3_000)
    }

    func testSeedSchemasAreValid() throws {
        let (system, diagnostics) = Pipeline.model(from: try Self.seedSchemas())
        // No errors; their contrast warnings are checked exactly in ContrastLintTests.
        XCTAssertEqual(diagnostics.filter { $0.severity != .warning }.map(\.description), [])
        XCTAssertEqual(system?.components.map(\.name), ["AdSpace", "Alert", "Toast"])
    }

    func testEveryTruncationOfASmallSchemaIsLocated() {
        let text = component("""
              enum size = small {
                field width: dp "Width."
                case small { width 16; doc "Small \\u{1F600}." }
                case large { width 24 }
              }
              bool on = false { figma boolean "On" }
              tokens { color surface "main/surface" #FFFFFF @ 80% "Surface." }
            """)
        let bytes = Array(text.utf8)
        for end in 0...bytes.count {
            Self.checkRun(of: [SourceFile(path: testDesignSystemPath, text: standardDesignSystem),
                               SourceFile(path: testComponentPath, bytes: Array(bytes[..<end]))], what: "truncated at \(end)")
        }
    }

    // MARK: - Checks

    /// Runs the pipeline and checks every location against the files' real extents.
    static func checkRun(of files: [SourceFile], what: String, file: StaticString = #filePath, line: UInt = #line) {
        let (system, diagnostics) = Pipeline.model(from: files)
        XCTAssertEqual(system == nil, diagnostics.hasErrors, "model and errors disagree: \(what)", file: file, line: line)
        let lines = Dictionary(uniqueKeysWithValues: files.map { ($0.path, lineLengths($0.bytes)) })
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.compactMap(\.location)
            for location in locations {
                guard let lengths = lines[location.path] else {
                    XCTFail("\(diagnostic) points at an unknown file: \(what)", file: file, line: line)
                    continue
                }
                let valid = location.line >= 1 && location.line <= lengths.count && location.column >= 1
                    && location.column <= lengths[location.line - 1] + 1
                XCTAssertTrue(valid, "\(diagnostic) points outside its file: \(what)", file: file, line: line)
            }
            XCTAssertFalse(diagnostic.message.isEmpty, what, file: file, line: line)
        }
    }

    /// The length in bytes of every line, without its newline.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lengths.append(offset - start)
            start = offset + 1
        }
        lengths.append(bytes.count - start)
        return lengths
    }

    // MARK: - Mutations

    static func flipBytes(_ bytes: [UInt8], count: Int, using generator: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        for _ in 0..<count {
            let offset = generator.below(bytes.count)
            bytes[offset] = generator.below(3) == 0 ? UInt8(truncatingIfNeeded: generator.next())
                : interestingBytes[generator.below(interestingBytes.count)]
        }
        return bytes
    }

    static func duplicateLines(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return bytes }
        let index = generator.below(lines.count)
        let count = 1 + generator.below(3)
        lines.insert(contentsOf: lines[index..<min(lines.count, index + count)], at: index)
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    static func deleteBrace(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "}") }
        guard !braces.isEmpty else { return bytes }
        var bytes = bytes
        bytes.remove(at: braces[generator.below(braces.count)])
        return bytes
    }

    static func swapOrDropLines(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count > 1 else { return bytes }
        let first = generator.below(lines.count)
        if generator.below(2) == 0 {
            lines.swapAt(first, generator.below(lines.count))
        } else {
            lines.removeSubrange(first..<min(lines.count, first + 1 + generator.below(4)))
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    // MARK: - Seeds

    /// `Schemas/*.dsgen` of this repository, found from this file's path.
    static func seedSchemas() throws -> [SourceFile] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = root.appendingPathComponent("Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".dsgen") }.sorted()
        return try names.map { name in
            SourceFile(path: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}
