import DSGenKit
import Foundation
import XCTest

/// `dsgen template render` as a template author uses it: the README's round trip from
/// `dsgen context` to the committed file, and `--partials` that lacks a partial.
final class TemplateRenderCommandTests: XCTestCase {
    private var sandbox: TemporaryDirectory!
    private let root = PackagePaths.root

    override func setUpWithError() throws {
        sandbox = try TemporaryDirectory(prefix: "dsgen-template-render")
    }

    override func tearDown() {
        sandbox.remove()
    }

    /// The README's round trip: one element of `dsgen context`'s list, rendered with the target
    /// folder as `--partials`, gives the committed file byte for byte.
    func testTheContextOfAlertRendersTheCommittedFile() throws {
        let context = DSGenRunner.run(["context", "--target", "swiftui", "--component", "Alert", "Schemas"], in: root)
        XCTAssertEqual(context.code, 0, context.err)
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(context.out.utf8)) as? [Any])
        XCTAssertEqual(list.count, 1)
        let data = sandbox.url.appendingPathComponent("alert.json")
        try JSONSerialization.data(withJSONObject: list[0]).write(to: data)

        let rendered = DSGenRunner.run(["template", "render", "Templates/swiftui/component.swift.mustache",
                                        "--data", data.path, "--partials", "Templates/swiftui"], in: root)
        XCTAssertEqual(rendered.code, 0, rendered.err)
        let committed = try String(contentsOf: root.appendingPathComponent("Generated/swiftui/EBAlert.swift"), encoding: .utf8)
        XCTAssertEqual(rendered.out, committed)
    }

    /// With `--partials`, a partial the folder does not hold is a located error, as when dsgen
    /// renders its targets; without it, the spec's empty rendering stands.
    func testAPartialMissingFromThePartialsFolderIsAnError() throws {
        let template = sandbox.url.appendingPathComponent("page.mustache")
        try Data("title\n{{> header}}\n".utf8).write(to: template)
        let data = sandbox.url.appendingPathComponent("data.json")
        try Data("{}".utf8).write(to: data)
        let partials = sandbox.url.appendingPathComponent("partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        try Data("unused".utf8).write(to: partials.appendingPathComponent("footer.mustache"))

        let strict = DSGenRunner.run(["template", "render", "page.mustache", "--data", "data.json", "--partials", "partials"],
                                     in: sandbox.url)
        XCTAssertEqual(strict.code, 1)
        XCTAssertEqual(strict.out, "")
        XCTAssertEqual(strict.err, "page.mustache:2:1: error: unknown partial 'header' (looked for 'header')\n")

        let lenient = DSGenRunner.run(["template", "render", "page.mustache", "--data", "data.json"], in: sandbox.url)
        XCTAssertEqual(lenient.code, 0, lenient.err)
        XCTAssertEqual(lenient.out, "title\n")
    }
}
