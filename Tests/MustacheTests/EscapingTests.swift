import Mustache
import XCTest

/// `Escaping.none` keeps HTML escaping out of generated code.
final class EscapingTests: XCTestCase {
    private let data: TemplateValue = ["type": "Array<String>", "text": "a && b", "quote": "\"hi\" 'there'"]

    func testHTMLEscapingIsTheDefault() throws {
        let template = try Template(source: "{{type}} {{text}} {{quote}}", name: "t")
        XCTAssertEqual(try template.render(data), "Array&lt;String&gt; a &amp;&amp; b &quot;hi&quot; &#39;there&#39;")
    }

    func testNoneInterpolatesVerbatim() throws {
        let template = try Template(source: "let x: {{type}} = {{text}} // {{quote}}", name: "t")
        XCTAssertEqual(try template.render(data, escaping: .none), "let x: Array<String> = a && b // \"hi\" 'there'")
    }

    func testNoneAppliesToPartialsAndLists() throws {
        let library = TemplateLibrary(sources: ["page": "{{#items}}{{> item}}{{/items}}", "item": "<{{.}}>"])
        let output = try library.render("page", ["items": ["A<B>", "C&D"]], escaping: .none)
        XCTAssertEqual(output, "<A<B>><C&D>")
    }

    func testTripleMustacheIsUnescapedEitherWay() throws {
        let template = try Template(source: "{{{type}}}{{&type}}", name: "t")
        XCTAssertEqual(try template.render(data, escaping: .html), "Array<String>Array<String>")
        XCTAssertEqual(try template.render(data, escaping: .none), "Array<String>Array<String>")
    }
}
