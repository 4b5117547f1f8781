import Foundation
import Mustache
import XCTest

/// `TemplateValueEncoder` on nested structs, arrays, optionals and raw-value enums.
final class TemplateValueEncoderTests: XCTestCase {
    enum Kind: String, Encodable { case button, slider }
    enum Level: Int, Encodable { case low = 1, high = 3 }

    struct Property: Encodable {
        let name: String
        let optional: Bool
        let defaultValue: String?
        let tags: [String]
    }

    struct Component: Encodable {
        let name: String
        let kind: Kind
        let level: Level
        let size: Double
        let count: Int
        let properties: [Property]
        let description: String?
        let nested: [[Int]]
        let lookup: [String: Int]
    }

    private let encoder = TemplateValueEncoder()

    func testNestedStructures() throws {
        let component = Component(
            name: "Button",
            kind: .button,
            level: .high,
            size: 1.5,
            count: 2,
            properties: [Property(name: "title", optional: false, defaultValue: nil, tags: ["a", "b"])],
            description: nil,
            nested: [[1, 2], []],
            lookup: ["x": 1]
        )
        let expected: TemplateValue = [
            "name": "Button",
            "kind": "button",
            "level": 3,
            "size": 1.5,
            "count": 2,
            "properties": [["name": "title", "optional": false, "defaultValue": nil, "tags": ["a", "b"]]],
            "description": nil,
            "nested": [[1, 2], []],
            "lookup": ["x": 1],
        ]
        XCTAssertEqual(try encoder.encode(component), expected)
    }

    func testNilOptionalsStopLookupInsteadOfFallingThrough() throws {
        struct Item: Encodable { let description: String? }
        struct Page: Encodable {
            let description: String?
            let items: [Item]
        }
        let page = Page(description: "page description", items: [Item(description: nil), Item(description: "own")])
        let template = try Template(source: "{{#items}}[{{#description}}{{.}}{{/description}}]{{/items}}", name: "t")
        XCTAssertEqual(try template.render(encoder.encode(page)), "[][own]")
    }

    func testOptionalsOfEveryShape() throws {
        struct Optionals: Encodable {
            let int: Int? = nil
            let uint8: UInt8? = 7
            let float: Float? = nil
            let kind: Kind? = nil
            let list: [Int?] = [1, nil]
        }
        XCTAssertEqual(try encoder.encode(Optionals()), ["int": nil, "uint8": 7, "float": nil, "kind": nil, "list": [1, nil]])
        XCTAssertEqual(try encoder.encode(Int?.none), nil)
    }

    func testTopLevelValues() throws {
        XCTAssertEqual(try encoder.encode("text"), "text")
        XCTAssertEqual(try encoder.encode(true), true)
        XCTAssertEqual(try encoder.encode(Int64(-9)), -9)
        XCTAssertEqual(try encoder.encode(Float(0.5)), 0.5)
        XCTAssertEqual(try encoder.encode([Kind.slider]), ["slider"])
        XCTAssertEqual(try encoder.encode(Set([3])), [3])
    }

    func testCustomEncodingWithNestedContainersAndSuperEncoders() throws {
        struct Custom: Encodable {
            enum Keys: String, CodingKey { case outer, list, base }
            enum InnerKeys: String, CodingKey { case value }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var outer = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
                try outer.encode("inner", forKey: .value)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try list.encode(1)
                try list.encodeNil()
                var pair = list.nestedUnkeyedContainer()
                try pair.encode("x")
                var object = list.nestedContainer(keyedBy: InnerKeys.self)
                try object.encode(true, forKey: .value)
                try "from super".encode(to: container.superEncoder())
                try 5.encode(to: container.superEncoder(forKey: .base))
                try 6.encode(to: list.superEncoder())
            }
        }
        let expected: TemplateValue = [
            "outer": ["value": "inner"],
            "list": [1, nil, ["x"], ["value": true], 6],
            "super": "from super",
            "base": 5,
        ]
        XCTAssertEqual(try encoder.encode(Custom()), expected)
    }

    func testTheLastWriteOfAKeyWinsWhetherDirectOrNested() throws {
        struct Overwrites: Encodable {
            enum Keys: String, CodingKey { case nestedFirst, directFirst }
            enum InnerKeys: String, CodingKey { case value }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var nested = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .nestedFirst)
                try container.encode("direct", forKey: .nestedFirst)
                try nested.encode("written after being replaced", forKey: .value)
                try container.encode("direct", forKey: .directFirst)
                var list = container.nestedUnkeyedContainer(forKey: .directFirst)
                try list.encode(1)
            }
        }
        XCTAssertEqual(try encoder.encode(Overwrites()), ["nestedFirst": "direct", "directFirst": [1]])
    }

    func testListsOfStructsWithEveryPrimitiveMember() throws {
        enum Style: String, Encodable { case plain, bold }
        struct Row: Encodable {
            let cells: [String]
            let note: String?
            let style: Style
            let width: Int
            let ratio: Double
            let last: Bool
        }
        let rows = [Row(cells: ["a", "b"], note: nil, style: .bold, width: 3, ratio: 0.5, last: false),
                    Row(cells: [], note: "n", style: .plain, width: -1, ratio: 2, last: true)]
        let expected: TemplateValue = [
            ["cells": ["a", "b"], "note": nil, "style": "bold", "width": 3, "ratio": 0.5, "last": false],
            ["cells": [], "note": "n", "style": "plain", "width": -1, "ratio": 2, "last": true],
        ]
        XCTAssertEqual(try encoder.encode(rows), expected)
        XCTAssertEqual(try encoder.encode(Optional<[Row]>.none), nil)
    }

    func testClassInheritanceSharesTheKeyedContainer() throws {
        class Base: Encodable {
            var base = "b"
        }
        final class Derived: Base {
            enum Keys: String, CodingKey { case derived }
            override func encode(to encoder: any Encoder) throws {
                try super.encode(to: encoder)
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("d", forKey: .derived)
            }
        }
        XCTAssertEqual(try encoder.encode(Derived()), ["base": "b", "derived": "d"])
    }

    func testEmptyStructIsAnEmptyObject() throws {
        struct Empty: Encodable {}
        XCTAssertEqual(try encoder.encode(Empty()), [:])
    }

    func testRenderingEncodedModel() throws {
        struct Model: Encodable {
            let name: String
            let cases: [Kind]
        }
        let template = try Template(source: "enum {{name}} {\n{{#cases}}\n    case {{.}}\n{{/cases}}\n}\n", name: "t")
        let output = try template.render(encoder.encode(Model(name: "Kind", cases: [.button, .slider])), escaping: .none)
        XCTAssertEqual(output, "enum Kind {\n    case button\n    case slider\n}\n")
    }
}
