import DSGenKit
import XCTest

/// Diagnostics tests in the style of swift-syntax's `assertParse`: a schema source holds
/// markers (`1️⃣` … `9️⃣`, `🔟`, `0️⃣`) at the exact bytes diagnostics must point at. The
/// markers are stripped, their `line:column` remembered, the pipeline runs, and the
/// diagnostics must be exactly the expected ones — location and message together, nothing
/// missing and nothing extra, so follow-on noise fails a test.

/// The markers a test source may hold, each standing for one location.
let diagnosticMarkers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟", "0️⃣"]

/// A schema file of a test run, with markers in its text.
struct MarkedFile {
    var path: String
    var text: String

    init(_ path: String, _ text: String) {
        self.path = path
        self.text = text
    }
}

/// The path of the component file `assertDiagnostics(_:_:)` writes a source to.
let testComponentPath = "Test.dsgen"
/// The path of the standard design-system file added beside it.
let testDesignSystemPath = "design-system.dsgen"

/// A valid design system with the external types the seed schemas use.
let standardDesignSystem = """
    design-system EB {
      summary "The test design system."
      external Icon {
        swiftui type "Image"
        compose type "ImageVector"
      }
      external TextButton {
        swiftui type "EBTextButton"
        compose type "EBTextButton"
      }
    }

    """

/// A component named `Test` with a summary and a Figma URL, around the given body lines.
func component(_ body: String, name: String = "Test") -> String {
    "component \(name) {\n  summary \"A test component.\"\n  figma \"https://www.figma.com/design/FILE/Test?node-id=1-1\"\n"
        + "\(body)\n}\n"
}

/// A run of the pipeline over marked files.
struct DiagnosedRun {
    /// Where each marker was, in whichever file it was.
    var markers: [String: SourceLocation]
    /// The files as the pipeline saw them.
    var files: [SourceFile]
    /// The model, when there were no errors.
    var system: DesignSystem?
    /// Every diagnostic, sorted.
    var diagnostics: [Diagnostic]
}

enum MarkerParser {
    /// Strips markers from text; returns the bytes and each marker's byte offset.
    static func strip(_ text: String) -> (bytes: [UInt8], offsets: [String: Int], duplicates: [String]) {
        let source = Array(text.utf8)
        let patterns = diagnosticMarkers.map { ($0, Array($0.utf8)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var offsets: [String: Int] = [:]
        var duplicates: [String] = []
        var index = 0
        scan: while index < source.count {
            // Every marker starts with a byte >= 0x30 that is a digit or 0xF0; check cheaply first.
            let byte = source[index]
            if byte == 0xF0 || (0x30...0x39).contains(byte) {
                for (marker, pattern) in patterns where source[index...].starts(with: pattern) {
                    if offsets[marker] != nil { duplicates.append(marker) }
                    offsets[marker] = bytes.count
                    index += pattern.count
                    continue scan
                }
            }
            bytes.append(byte)
            index += 1
        }
        return (bytes, offsets, duplicates)
    }
}

/// Runs the pipeline over marked files.
///
/// `inserting` puts raw bytes (invalid UTF-8, NUL) at a marker's position once the
/// markers are stripped; locations after it on the same line move along.
func diagnose(_ files: [MarkedFile], inserting: [String: [UInt8]] = [:],
              file: StaticString = #filePath, line: UInt = #line) -> DiagnosedRun {
    var markers: [String: SourceLocation] = [:]
    var sources: [SourceFile] = []
    for marked in files {
        var (bytes, offsets, duplicates) = MarkerParser.strip(marked.text)
        for duplicate in duplicates {
            XCTFail("marker \(duplicate) appears more than once in \(marked.path)", file: file, line: line)
        }
        // Insert from the back so earlier offsets stay valid.
        for (marker, raw) in inserting.sorted(by: { (offsets[$0.key] ?? -1) > (offsets[$1.key] ?? -1) }) {
            guard let offset = offsets[marker] else { continue }
            bytes.insert(contentsOf: raw, at: offset)
            for (other, otherOffset) in offsets where otherOffset > offset { offsets[other] = otherOffset + raw.count }
        }
        let source = SourceFile(path: marked.path, bytes: bytes)
        for (marker, offset) in offsets {
            if markers[marker] != nil { XCTFail("marker \(marker) appears in more than one file", file: file, line: line) }
            markers[marker] = source.location(at: offset)
        }
        sources.append(source)
    }
    let (system, diagnostics) = Pipeline.model(from: sources)
    return DiagnosedRun(markers: markers, files: sources, system: system, diagnostics: diagnostics)
}

/// A diagnostic's text without notes: `[warning: ]message[; did you mean 'x'?]`.
func shortText(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity == .error ? "" : "\(diagnostic.severity.rawValue): "
    let fixIt = diagnostic.fixIt.map { "; did you mean '\($0)'?" } ?? ""
    return severity + diagnostic.message + fixIt
}

/// Asserts that a component source produces exactly the expected diagnostics.
///
/// The source is the whole text of `Test.dsgen` (use ``component(_:name:)`` for the
/// boilerplate); a standard `design-system.dsgen` is added beside it. `expected` maps each
/// marker to the message (with `; did you mean 'x'?` when the diagnostic has a fix-it)
/// that must be reported exactly there. Notes are not compared; see
/// ``assertDiagnosticDescriptions(_:_:inserting:file:line:)``.
func assertDiagnostics(_ source: String, _ expected: [String: String], inserting: [String: [UInt8]] = [:],
                       file: StaticString = #filePath, line: UInt = #line) {
    assertDiagnostics(files: [MarkedFile(testDesignSystemPath, standardDesignSystem), MarkedFile(testComponentPath, source)],
                      expected, inserting: inserting, file: file, line: line)
}

/// Asserts that whole files (no design system added) produce exactly the expected diagnostics.
func assertDiagnostics(files: [MarkedFile], _ expected: [String: String], inserting: [String: [UInt8]] = [:],
                       file: StaticString = #filePath, line: UInt = #line) {
    let run = diagnose(files, inserting: inserting, file: file, line: line)
    for marker in expected.keys where run.markers[marker] == nil {
        XCTFail("expected marker \(marker) is not in the source", file: file, line: line)
    }
    for marker in run.markers.keys where expected[marker] == nil && inserting[marker] == nil {
        XCTFail("marker \(marker) is in the source but no diagnostic is expected there", file: file, line: line)
    }
    let expectedLines = expected.compactMap { marker, message in
        run.markers[marker].map { "\($0): \(message)" }
    }
    let actualLines = run.diagnostics.map { "\($0.location): \(shortText($0))" }
    compare(expected: expectedLines, actual: actualLines, run: run, file: file, line: line)
    if expected.isEmpty, run.system == nil {
        XCTFail("no diagnostics were expected, but no model was produced", file: file, line: line)
    }
}

/// Asserts the full descriptions (`path:line:col: error: message; did you mean 'x'?` and
/// note lines) of every diagnostic, in order. In `expected`, a marker followed by `:`
/// stands for the marker's `path:line:col`.
func assertDiagnosticDescriptions(_ source: String, _ expected: [String], inserting: [String: [UInt8]] = [:],
                                  file: StaticString = #filePath, line: UInt = #line) {
    assertDiagnosticDescriptions(files: [MarkedFile(testDesignSystemPath, standardDesignSystem), MarkedFile(testComponentPath, source)],
                                 expected, inserting: inserting, file: file, line: line)
}

/// ``assertDiagnosticDescriptions(_:_:inserting:file:line:)`` over whole files.
func assertDiagnosticDescriptions(files: [MarkedFile], _ expected: [String], inserting: [String: [UInt8]] = [:],
                                  file: StaticString = #filePath, line: UInt = #line) {
    let run = diagnose(files, inserting: inserting, file: file, line: line)
    let expectedDescriptions = expected.map { text in
        var text = text
        for (marker, location) in run.markers { text = text.replacingOccurrences(of: marker, with: location.description) }
        for marker in diagnosticMarkers where text.contains(marker) {
            XCTFail("marker \(marker) in an expected description is not in the source", file: file, line: line)
        }
        return text
    }
    let actual = run.diagnostics.map(\.description)
    XCTAssertEqual(actual, expectedDescriptions, "\n" + describe(run), file: file, line: line)
}

/// Asserts that a component source is valid and returns the model.
@discardableResult
func assertValid(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> DesignSystem? {
    let run = diagnose([MarkedFile(testDesignSystemPath, standardDesignSystem), MarkedFile(testComponentPath, source)],
                       file: file, line: line)
    XCTAssertEqual(run.diagnostics.map(\.description), [], file: file, line: line)
    XCTAssertNotNil(run.system, file: file, line: line)
    return run.system
}

private func compare(expected: [String], actual: [String], run: DiagnosedRun, file: StaticString, line: UInt) {
    var unmatched = actual
    var missing: [String] = []
    for entry in expected {
        if let index = unmatched.firstIndex(of: entry) { unmatched.remove(at: index) } else { missing.append(entry) }
    }
    guard !missing.isEmpty || !unmatched.isEmpty else { return }
    var report = ""
    if !missing.isEmpty { report += "missing:\n" + missing.sorted().map { "  " + $0 }.joined(separator: "\n") + "\n" }
    if !unmatched.isEmpty { report += "unexpected:\n" + unmatched.map { "  " + $0 }.joined(separator: "\n") + "\n" }
    XCTFail("diagnostics differ\n" + report + describe(run), file: file, line: line)
}

private func describe(_ run: DiagnosedRun) -> String {
    let markers = run.markers.sorted { $0.value < $1.value }.map { "  \($0.key) \($0.value)" }.joined(separator: "\n")
    let actual = run.diagnostics.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
    return "markers:\n\(markers)\nactual diagnostics:\n\(actual)"
}
