import Mustache
import XCTest

/// Compile and render errors carry the template name, line and column of the offending tag.
final class TemplateErrorTests: XCTestCase {
    private func compileError(_ source: String, name: String = "page") -> TemplateError? {
        do {
            _ = try Template(source: source, name: name)
            return nil
        } catch {
            return error as? TemplateError
        }
    }

    private func assertCompileError(_ source: String, line: Int, column: Int, _ message: String, file: StaticString = #filePath, testLine: UInt = #line) {
        let expected = TemplateError(templateName: "page", line: line, column: column, message: message)
        XCTAssertEqual(compileError(source), expected, file: file, line: testLine)
    }

    func testUnclosedSection() {
        assertCompileError("a\n  {{#items}}\nx", line: 2, column: 3, "unclosed section 'items'")
        assertCompileError("{{^none}}", line: 1, column: 1, "unclosed inverted section 'none'")
        assertCompileError("{{<layout}}{{$a}}", line: 1, column: 12, "unclosed block 'a'")
        assertCompileError("{{<layout}}", line: 1, column: 1, "unclosed parent 'layout'")
    }

    func testMismatchedClosingTag() {
        assertCompileError("{{#a}}\n{{#b}}\n{{/a}}", line: 3, column: 1, "closing tag 'a' does not match open section 'b'")
        assertCompileError("text {{/a}}", line: 1, column: 6, "unexpected closing tag 'a', no section is open")
    }

    func testUnclosedTag() {
        assertCompileError("one\ntwo {{name", line: 2, column: 5, "unclosed tag, expected '}}'")
        assertCompileError("{{{name}}", line: 1, column: 1, "unclosed tag, expected '}}}'")
        assertCompileError("{{=<% %>=}} <%name", line: 1, column: 13, "unclosed tag, expected '%>'")
    }

    func testEmptyAndMalformedNames() {
        assertCompileError("x {{}}", line: 1, column: 3, "empty tag name")
        assertCompileError("{{# }}{{/ }}", line: 1, column: 1, "empty tag name")
        assertCompileError("\n\n   {{>  }}", line: 3, column: 4, "empty tag name")
        assertCompileError("{{a b}}", line: 1, column: 1, "tag name 'a b' contains whitespace")
        assertCompileError("{{a..b}}", line: 1, column: 1, "invalid name 'a..b', dotted names need a non-empty part between dots")
    }

    func testBadDelimiters() {
        let message = "invalid delimiters '%s', expected two delimiters without '=' separated by whitespace"
        assertCompileError("{{=<%=}}", line: 1, column: 1, message.replacingOccurrences(of: "%s", with: "<%"))
        assertCompileError("a\n {{=< = >=}}", line: 2, column: 2, message.replacingOccurrences(of: "%s", with: "< = >"))
        assertCompileError("{{=a b c=}}", line: 1, column: 1, message.replacingOccurrences(of: "%s", with: "a b c"))
    }

    func testColumnsCountUnicodeScalars() {
        assertCompileError("é👋 {{/x}}", line: 1, column: 4, "unexpected closing tag 'x', no section is open")
    }

    func testCRLFLines() {
        assertCompileError("a\r\nb\r\n  {{/x}}", line: 3, column: 3, "unexpected closing tag 'x', no section is open")
    }

    func testDescription() {
        let error = TemplateError(templateName: "swiftui/component", line: 3, column: 7, message: "unclosed section 'items'")
        XCTAssertEqual(error.description, "swiftui/component:3:7: error: unclosed section 'items'")
    }

    func testStrictPartials() throws {
        let sources = ["swiftui/page": "a\n  {{> header}}\n"]
        let lenient = TemplateLibrary(sources: sources)
        XCTAssertEqual(try lenient.render("swiftui/page", [:]), "a\n")
        let strict = TemplateLibrary(sources: sources, strictPartials: true)
        XCTAssertThrowsError(try strict.render("swiftui/page", [:])) { error in
            XCTAssertEqual(
                error as? TemplateError,
                TemplateError(templateName: "swiftui/page", line: 2, column: 3, message: "unknown partial 'header' (looked for 'swiftui/header', 'header')")
            )
        }
    }

    func testStrictParents() {
        let strict = TemplateLibrary(sources: ["page": "{{<layout}}{{/layout}}"], strictPartials: true)
        XCTAssertThrowsError(try strict.render("page", [:])) { error in
            XCTAssertEqual(error as? TemplateError, TemplateError(templateName: "page", line: 1, column: 1, message: "unknown partial 'layout' (looked for 'layout')"))
        }
    }

    func testUnknownTemplate() {
        XCTAssertThrowsError(try TemplateLibrary(sources: [:]).render("nope", [:])) { error in
            XCTAssertEqual(error as? TemplateError, TemplateError(templateName: "nope", line: 1, column: 1, message: "unknown template 'nope'"))
        }
    }

    func testErrorsInPartialsAreReportedAgainstThePartial() {
        let library = TemplateLibrary(sources: ["page": "{{> broken}}", "broken": "ok\n{{#x}}"])
        XCTAssertThrowsError(try library.render("page", [:])) { error in
            XCTAssertEqual(error as? TemplateError, TemplateError(templateName: "broken", line: 2, column: 1, message: "unclosed section 'x'"))
        }
        XCTAssertThrowsError(try library.template(named: "broken"))
        XCTAssertNotNil(try library.template(named: "page"))
        XCTAssertNil(try library.template(named: "missing"))
    }

    func testSectionNestingIsCapped() {
        let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        XCTAssertEqual(compileError(deep)?.message, "sections nested deeper than 100 levels")
        let fine = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        XCTAssertNil(compileError(fine))
    }
}
