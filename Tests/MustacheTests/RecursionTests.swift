import Mustache
import XCTest

/// Runaway recursion stops with a located error instead of exhausting the stack.
final class RecursionTests: XCTestCase {
    private let depthMessage = "nesting deeper than 100 levels of sections, partials and blocks (is a partial recursive?)"

    func testSelfIncludingPartial() {
        let library = TemplateLibrary(sources: ["page": "start\n{{> loop}}", "loop": "x\n  {{> loop}}\n"])
        XCTAssertThrowsError(try library.render("page", [:])) { error in
            XCTAssertEqual(error as? TemplateError, TemplateError(templateName: "loop", line: 2, column: 3, message: depthMessage))
        }
    }

    func testMutuallyRecursiveParents() {
        let library = TemplateLibrary(sources: ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"])
        XCTAssertThrowsError(try library.render("a", [:])) { error in
            XCTAssertEqual((error as? TemplateError)?.message, depthMessage)
        }
    }

    func testBlockOverridingItselfWithItself() {
        let library = TemplateLibrary(sources: ["page": "{{<layout}}{{$b}}[{{$b}}{{/b}}]{{/b}}{{/layout}}", "layout": "{{$b}}{{/b}}"])
        XCTAssertThrowsError(try library.render("page", [:])) { error in
            XCTAssertEqual((error as? TemplateError)?.message, depthMessage)
        }
    }

    func testRecursiveDataWithinTheCapRenders() throws {
        var tree: TemplateValue = ["name": "leaf", "children": []]
        for level in 0..<40 {
            tree = ["name": .string("n\(level)"), "children": [tree]]
        }
        let library = TemplateLibrary(sources: ["tree": "{{name}}({{#children}}{{> tree}}{{/children}})"])
        let output = try library.render("tree", tree)
        XCTAssertTrue(output.hasPrefix("n39(n38("))
        XCTAssertTrue(output.hasSuffix("leaf()" + String(repeating: ")", count: 40)))
    }
}
