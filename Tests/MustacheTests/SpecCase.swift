import Mustache
import XCTest

/// One behaviour of the Mustache spec: a template rendered with data and
/// partials must give exactly `expected`.
struct SpecCase {
    let name: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String

    init(_ name: String, _ template: String, data: TemplateValue = [:], partials: [String: String] = [:], expected: String) {
        self.name = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }
}

/// Renders every case with HTML escaping and checks its output.
func assertSpec(_ cases: [SpecCase], file: StaticString = #filePath, line: UInt = #line) {
    for spec in cases {
        do {
            let template = try Template(source: spec.template, name: "spec")
            let output = try template.render(spec.data, partials: TemplateLibrary(sources: spec.partials))
            XCTAssertEqual(output, spec.expected, spec.name, file: file, line: line)
        } catch {
            XCTFail("\(spec.name): \(error)", file: file, line: line)
        }
    }
}
