import XCTest
@testable import Mustache

final class TemplateObjectTests: XCTestCase {
    func testLookupFindsMembersByExactName() {
        let object: TemplateObject = ["title": "T", "titles": "Ts", "tile": "X", "": "empty", "名前": "name"]
        XCTAssertEqual(object["title"], "T")
        XCTAssertEqual(object["titles"], "Ts")
        XCTAssertEqual(object["tile"], "X")
        XCTAssertEqual(object[""], "empty")
        XCTAssertEqual(object["名前"], "name")
        XCTAssertNil(object["Title"])
        XCTAssertNil(object["title "])
        XCTAssertNil(object["missing"])
    }

    func testLongNamesAreComparedByTheirText() {
        let long = "accessibilityLabelForTheCloseButton"
        let object = TemplateObject(members: [(long + "X", "other"), (String(long), "found")])
        XCTAssertEqual(object[long], "found")
        XCTAssertEqual(object[long + "X"], "other")
        XCTAssertNil(object[String(long.dropLast())])
    }

    func testARepeatedNameKeepsItsLastValueEverywhere() {
        let object = TemplateObject(members: [("a", 1), ("b", 2), ("a", 3)])
        XCTAssertEqual(object["a"], 3)
        XCTAssertEqual(object.keys, ["a", "b"])
        XCTAssertEqual(object.dictionary, ["a": 3, "b": 2])
        XCTAssertEqual(TemplateValue.object(object), ["a": 3, "b": 2])
    }

    func testEqualityIgnoresOrderButNotValues() {
        let one: TemplateObject = ["a": 1, "b": [true, nil]]
        XCTAssertEqual(one, ["b": [true, nil], "a": 1])
        XCTAssertEqual(one, TemplateObject(["a": 1, "b": [true, nil]]))
        XCTAssertNotEqual(one, ["a": 1, "b": [true]])
        XCTAssertNotEqual(one, ["a": 1])
        XCTAssertEqual(TemplateObject(), [:])
    }

    func testDictionaryInitialiserOrdersMembersByName() {
        XCTAssertEqual(TemplateObject(["b": 1, "a": 2, "c": 3]).keys, ["a", "b", "c"])
    }

    func testSectionsAndLookupsSeeObjectMembers() throws {
        let template = try Template(source: "{{#a}}{{b}}{{c.d}}{{/a}}|{{a.b}}", name: "t")
        let context: TemplateValue = ["a": ["b": "x", "c": ["d": "y"]], "b": "outer"]
        XCTAssertEqual(try template.render(context), "xy|x")
    }
}
