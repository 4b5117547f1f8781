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

    /// Partials that each include the next twice, 41 deep (under the depth limit), would render
    /// 2^41 copies: the render stops at 64 MiB, naming the template and tag.
    func testExponentialPartialsStopAtTheOutputLimit() {
        var sources = ["p41": String(repeating: "x", count: 64)]
        for level in 0..<41 {
            sources["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}"
        }
        let library = TemplateLibrary(sources: sources)
        XCTAssertThrowsError(try library.render("p0", [:])) { error in
            let error = error as? TemplateError
            XCTAssertEqual(error?.message, "rendered output exceeds 64 MiB (do partials include each other repeatedly?)")
            XCTAssertTrue(error?.templateName.hasPrefix("p") == true, "\(String(describing: error))")
        }
    }

    /// Nested sections over the same list that render nothing do exponential work without
    /// output: the render stops after its step limit.
    func testExponentialSectionsWithoutOutputStop() {
        let template = String(repeating: "{{#a}}", count: 30) + String(repeating: "{{/a}}", count: 30)
        let library = TemplateLibrary(sources: ["t": template])
        let list: TemplateValue = .list(Array(repeating: .bool(true), count: 10))
        XCTAssertThrowsError(try library.render("t", ["a": list])) { error in
            XCTAssertEqual((error as? TemplateError)?.templateName, "t")
            XCTAssertEqual((error as? TemplateError)?.message.hasPrefix("rendering takes more than 20000000 steps"), true)
        }
    }
}
