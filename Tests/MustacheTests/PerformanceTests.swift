import Mustache
import XCTest

/// Large renders stay correct (timing is not asserted).
final class PerformanceTests: XCTestCase {
    func testTenThousandItemList() throws {
        let library = TemplateLibrary(sources: [
            "list": "struct List {\n    {{#items}}\n    {{> item}}\n    {{/items}}\n}\n",
            "item": "let {{name}}: {{type}} // #{{index}}{{#flag}} flagged{{/flag}}\n",
        ])
        let items: [TemplateValue] = (0..<10_000).map { index in
            ["name": .string("item\(index)"), "type": "Array<Int>", "index": .number(Double(index)), "flag": .bool(index % 2 == 0)]
        }
        let output = try library.render("list", ["items": .list(items)], escaping: .none)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 10_003)
        XCTAssertEqual(lines.first, "struct List {")
        XCTAssertEqual(lines[1], "    let item0: Array<Int> // #0 flagged")
        XCTAssertEqual(lines[10_000], "    let item9999: Array<Int> // #9999")
        XCTAssertEqual(lines[10_001], "}")
        XCTAssertEqual(lines[10_002], "")
    }

    func testRepeatedRendersOfOneCompiledTemplate() throws {
        let template = try Template(source: "<{{#a}}{{b}}{{/a}}>", name: "t")
        for index in 0..<1_000 {
            XCTAssertEqual(try template.render(["a": ["b": .number(Double(index))]]), "<\(index)>")
        }
    }
}
