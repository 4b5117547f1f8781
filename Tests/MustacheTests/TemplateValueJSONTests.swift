import Foundation
import Mustache
import XCTest

/// `TemplateValue(json:)`, in particular booleans versus numbers.
final class TemplateValueJSONTests: XCTestCase {
    private func value(_ json: String) throws -> TemplateValue {
        try TemplateValue(json: Data(json.utf8))
    }

    func testBooleansAreNotNumbers() throws {
        XCTAssertEqual(try value("[true, false, 1, 0, 1.0, 0.0]"), [true, false, 1, 0, 1, 0])
        XCTAssertEqual(try value("[true, 1]"), .list([.bool(true), .number(1)]))
    }

    func testAllKinds() throws {
        let parsed = try value(#"{"s": "text", "n": -2.5, "z": null, "l": [1, "a"], "o": {"k": {"deep": true}}}"#)
        XCTAssertEqual(parsed, ["s": "text", "n": -2.5, "z": nil, "l": [1, "a"], "o": ["k": ["deep": true]]])
    }

    func testFragments() throws {
        XCTAssertEqual(try value("\"x\""), "x")
        XCTAssertEqual(try value("42"), 42)
        XCTAssertEqual(try value("false"), false)
        XCTAssertEqual(try value("null"), nil)
    }

    func testRenderingParsedJSON() throws {
        let data = try value(#"{"flag": true, "count": 3, "zero": 0, "items": [{"name": "a"}, {"name": "b"}]}"#)
        let template = try Template(source: "{{flag}} {{count}} {{#zero}}zero is truthy{{/zero}} {{#items}}{{name}}{{/items}}", name: "t")
        XCTAssertEqual(try template.render(data), "true 3 zero is truthy ab")
    }

    func testMalformedJSONThrows() {
        XCTAssertThrowsError(try value("{"))
    }
}
