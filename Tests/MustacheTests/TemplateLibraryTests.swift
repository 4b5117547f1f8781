import Foundation
import Mustache
import XCTest

/// Named templates, folder-relative partial lookup and reuse of compiled templates.
final class TemplateLibraryTests: XCTestCase {
    func testRenderingToUTF8GivesTheBytesOfTheText() throws {
        let library = TemplateLibrary(sources: ["page": "{{#items}}<{{.}}>{{> line}}{{/items}}", "line": "é ✓ 👩‍👩‍👧 {{.}}\n"])
        let context: TemplateValue = ["items": ["a&b", "ü", ""]]
        let text = try library.render("page", context)
        XCTAssertEqual(try library.renderUTF8("page", context), Array(text.utf8))
        XCTAssertEqual(text, "<a&amp;b>é ✓ 👩‍👩‍👧 a&amp;b\n<ü>é ✓ 👩‍👩‍👧 ü\n<>é ✓ 👩‍👩‍👧 \n")
        XCTAssertThrowsError(try library.renderUTF8("missing", context))
    }

    func testFolderRelativeLookup() throws {
        let library = TemplateLibrary(sources: [
            "swiftui/component": "{{> header}}|{{> footer}}|{{> shared/note}}",
            "swiftui/header": "swiftui header",
            "header": "root header",
            "footer": "root footer",
            "shared/note": "shared note",
            "compose/component": "{{> header}}",
        ])
        XCTAssertEqual(try library.render("swiftui/component", [:]), "swiftui header|root footer|shared note")
        XCTAssertEqual(try library.render("compose/component", [:]), "root header")
    }

    func testLookupWalksUpEveryFolder() throws {
        let library = TemplateLibrary(sources: [
            "a/b/c/page": "{{> x}} {{> y}} {{> z}}",
            "a/b/x": "ab-x",
            "a/y": "a-y",
            "z": "root-z",
            "y": "root-y",
        ])
        XCTAssertEqual(try library.render("a/b/c/page", [:]), "ab-x a-y root-z")
    }

    func testPartialsResolveRelativeToTheTemplateThatWroteTheTag() throws {
        let library = TemplateLibrary(sources: [
            "swiftui/page": "{{< layout}}{{$body}}{{> row}}{{/body}}{{/ layout}}",
            "layout": "[{{$body}}{{/body}}]",
            "swiftui/row": "swiftui row",
            "row": "root row",
        ])
        XCTAssertEqual(try library.render("swiftui/page", [:]), "[swiftui row]")
    }

    func testTemplateNamedReturnsTheCompiledTemplate() throws {
        let library = TemplateLibrary(sources: ["greeting": "Hello, {{name}}!"])
        let template = try XCTUnwrap(library.template(named: "greeting"))
        XCTAssertEqual(template.name, "greeting")
        XCTAssertEqual(try template.render(["name": "you"]), "Hello, you!")
    }

    func testTemplateFromOneLibraryRendersWithTheOtherLibrarysPartials() throws {
        let first = TemplateLibrary(sources: ["page": "<{{> part}}>", "part": "first"])
        let second = TemplateLibrary(sources: ["part": "second"])
        let page = try XCTUnwrap(first.template(named: "page"))
        XCTAssertEqual(try page.render([:], partials: first), "<first>")
        XCTAssertEqual(try page.render([:], partials: second), "<second>")
        XCTAssertEqual(try page.render([:], partials: TemplateLibrary(sources: [:])), "<>")
    }

    func testStandaloneTemplateWithoutLibraryRendersPartialsAsNothing() throws {
        let template = try Template(source: "a{{> missing}}b", name: "t")
        XCTAssertEqual(try template.render([:]), "ab")
    }

    func testRenderingConcurrently() throws {
        let library = TemplateLibrary(sources: ["row": "{{#items}}{{> cell}};{{/items}}", "cell": "{{.}}"])
        let expected = (0..<50).map(String.init).joined(separator: ";") + ";"
        let data: TemplateValue = ["items": .list((0..<50).map { .number(Double($0)) })]
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(try? library.render("row", data), expected)
        }
    }
}
