@testable import DSGenKit
import Foundation
import XCTest

/// The swatch sheets: committed beside the docs, linked from them, and — rendered by
/// headless Chromium — showing at every swatch the colour dsgen computed as drawn.
final class SwatchSheetTests: XCTestCase {
    func testEverySeedPageLinksItsSheetAndTheSheetsAreInTheDocsTarget() throws {
        let files = try SeedSchemas.generator().files(for: DocsTarget())
        for component in try SeedSchemas.system().components {
            let page = try XCTUnwrap(files.first { $0.path == "docs/\(component.name).md" })
            XCTAssertTrue(page.contents.contains("![\(component.name) colour swatches](\(component.name).swatches.svg)"), component.name)
            let sheet = try XCTUnwrap(files.first { $0.path == "docs/\(component.name).swatches.svg" })
            XCTAssertTrue(sheet.contents.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            // Every row's numbers are on the sheet.
            for row in ContrastTable.rows(for: component, policy: .standard) {
                if let ratio = row.ratio { XCTAssertTrue(sheet.contents.contains(WCAG.formatted(ratio) + ":1"), "\(component.name) \(ratio)") }
                if let value = row.foreground.value { XCTAssertTrue(sheet.contents.contains(value.written), value.written) }
            }
        }
    }

    func testProbesCoverEverySwatchAndEveryBox() throws {
        let system = try SeedSchemas.system()
        let alert = try XCTUnwrap(system.components.first { $0.name == "Alert" })
        let sheet = try XCTUnwrap(SwatchSheet(component: alert, policy: .standard))
        XCTAssertEqual(sheet.probes.filter { $0.label.contains("foreground") }.count, 15)
        XCTAssertEqual(sheet.probes.filter { $0.label.contains("surface") }.count, 15)
        XCTAssertTrue(sheet.probes.contains { $0.color == SRGBColor(hex: "#897236") && $0.label.contains("type warning") })
        let adSpace = try XCTUnwrap(SwatchSheet(component: try XCTUnwrap(system.components.first { $0.name == "AdSpace" }), policy: .standard))
        XCTAssertEqual(adSpace.probes.filter { $0.label.contains("px width") }.count, 14, "7 sizes, inside and outside each")
    }

    /// Renders each seed sheet in headless Chromium and reads the PNG back (a stdlib-zlib
    /// decoder in Python): every probe — swatch centres, surfaces, box edges — must be the
    /// expected colour within ±1 per channel.
    func testChromiumDrawsTheComputedColours() throws {
        let chromium = try Self.chromium()
        let directory = try makeTemporaryDirectory(prefix: "dsgen-swatches")
        let system = try SeedSchemas.system()
        for component in system.components {
            let sheet = try XCTUnwrap(SwatchSheet(component: component, policy: system.contrast))
            try Self.assertRendered(sheet, name: component.name, chromium: chromium, in: directory)
        }
    }

    /// Renders a sheet in Chromium and checks every probe's pixel within ±1 per channel.
    static func assertRendered(_ sheet: SwatchSheet, name: String, chromium: URL, in directory: TemporaryDirectory,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let python = try XCTUnwrap(ProcessRunner.which("python3"), "python3 is needed to read the PNG")
        let svg = try directory.write("\(name).svg", sheet.svg)
        let png = directory.url.appendingPathComponent("\(name).png")
        let render = try ProcessRunner.run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--user-data-dir=\(directory.url.appendingPathComponent("profile").path)",
            "--window-size=\(sheet.width),\(sheet.height)", "--screenshot=\(png.path)", svg.absoluteString,
        ], timeout: 120)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), render.combinedOutput, file: file, line: line)
        let read = try ProcessRunner.run(python, [decoder.path, png.path] + sheet.probes.map { "\($0.x),\($0.y)" })
        XCTAssertEqual(read.exitCode, 0, read.combinedOutput, file: file, line: line)
        let lines = read.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        XCTAssertEqual(lines.first, [sheet.width, sheet.height], "\(name): the screenshot has the sheet's size", file: file, line: line)
        XCTAssertEqual(lines.count - 1, sheet.probes.count, file: file, line: line)
        for (probe, pixel) in zip(sheet.probes, lines.dropFirst()) {
            let expected = [Int(probe.color.red), Int(probe.color.green), Int(probe.color.blue)]
            let drawn = Array(pixel.dropFirst(2))
            let close = drawn.count == 3 && zip(drawn, expected).allSatisfy { abs($0 - $1) <= 1 }
            XCTAssertTrue(close, "\(name) \(probe.label) at \(probe.x),\(probe.y): drawn \(drawn), expected \(expected) (\(probe.color.hex))",
                          file: file, line: line)
        }
    }

    static var decoder: URL { PackagePaths.testSupport.appendingPathComponent("Chromium/png-pixels.py") }

    /// `DSGEN_CHROMIUM` (scripts/install-chromium), else `chromium` on PATH; missing, the
    /// test skips — or fails under DSGEN_REQUIRE_TOOLS=1.
    static func chromium() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["DSGEN_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        if let found = ProcessRunner.which("chromium") ?? ProcessRunner.which("chromium-browser") { return found }
        throw RequiredTool.missing("chromium", reason: "not on PATH; run scripts/install-chromium")
    }
}
