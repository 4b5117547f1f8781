import Mustache
import XCTest

/// The spec's interpolation module.
final class InterpolationSpecTests: XCTestCase {
    private let forbidden: TemplateValue = ["forbidden": "& \" < >"]

    func testBasicInterpolation() {
        assertSpec([
            SpecCase("text without tags is copied", "Hello from {Mustache}!\n", expected: "Hello from {Mustache}!\n"),
            SpecCase("a tag is replaced by its value", "Hello, {{subject}}!\n", data: ["subject": "world"], expected: "Hello, world!\n"),
            SpecCase("interpolated values are not rendered again", "{{template}}: {{planet}}", data: ["template": "{{planet}}", "planet": "Earth"], expected: "{{planet}}: Earth"),
        ])
    }

    func testEscaping() {
        assertSpec([
            SpecCase("double mustache escapes HTML", "escaped: {{forbidden}}\n", data: forbidden, expected: "escaped: &amp; &quot; &lt; &gt;\n"),
            SpecCase("triple mustache does not escape", "raw: {{{forbidden}}}\n", data: forbidden, expected: "raw: & \" < >\n"),
            SpecCase("ampersand does not escape", "raw: {{&forbidden}}\n", data: forbidden, expected: "raw: & \" < >\n"),
            SpecCase("apostrophes are escaped too", "{{quote}}", data: ["quote": "it's"], expected: "it&#39;s"),
        ])
    }

    func testNumbers() {
        assertSpec([
            SpecCase("integer", "\"{{mph}} miles an hour!\"", data: ["mph": 85], expected: "\"85 miles an hour!\""),
            SpecCase("integer, triple mustache", "\"{{{mph}}} miles an hour!\"", data: ["mph": 85], expected: "\"85 miles an hour!\""),
            SpecCase("integer, ampersand", "\"{{&mph}} miles an hour!\"", data: ["mph": 85], expected: "\"85 miles an hour!\""),
            SpecCase("decimal keeps its significant digits", "\"{{power}} jiggawatts!\"", data: ["power": 1.210], expected: "\"1.21 jiggawatts!\""),
            SpecCase("decimal, triple mustache", "\"{{{power}}} jiggawatts!\"", data: ["power": 1.210], expected: "\"1.21 jiggawatts!\""),
            SpecCase("decimal, ampersand", "\"{{&power}} jiggawatts!\"", data: ["power": 1.210], expected: "\"1.21 jiggawatts!\""),
            SpecCase("integral doubles print without a fraction", "{{a}} {{b}} {{c}} {{d}}", data: ["a": 1.0, "b": 1.5, "c": -3, "d": 0], expected: "1 1.5 -3 0"),
        ])
    }

    func testNullAndMisses() {
        assertSpec([
            SpecCase("null renders nothing", "I ({{cannot}}) be seen!", data: ["cannot": nil], expected: "I () be seen!"),
            SpecCase("null, triple mustache", "I ({{{cannot}}}) be seen!", data: ["cannot": nil], expected: "I () be seen!"),
            SpecCase("null, ampersand", "I ({{&cannot}}) be seen!", data: ["cannot": nil], expected: "I () be seen!"),
            SpecCase("a miss renders nothing", "I ({{cannot}}) be seen!", expected: "I () be seen!"),
            SpecCase("a miss, triple mustache", "I ({{{cannot}}}) be seen!", expected: "I () be seen!"),
            SpecCase("a miss, ampersand", "I ({{&cannot}}) be seen!", expected: "I () be seen!"),
        ])
    }

    func testDottedNames() {
        let person: TemplateValue = ["person": ["name": "Joe"]]
        let deep: TemplateValue = ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]]
        assertSpec([
            SpecCase("dotted name is shorthand for a section", "\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"", data: person, expected: "\"Joe\" == \"Joe\""),
            SpecCase("dotted name, triple mustache", "\"{{{person.name}}}\" == \"{{#person}}{{{name}}}{{/person}}\"", data: person, expected: "\"Joe\" == \"Joe\""),
            SpecCase("dotted name, ampersand", "\"{{&person.name}}\" == \"{{#person}}{{&name}}{{/person}}\"", data: person, expected: "\"Joe\" == \"Joe\""),
            SpecCase("any depth", "\"{{a.b.c.d.e.name}}\" == \"Phil\"", data: deep, expected: "\"Phil\" == \"Phil\""),
            SpecCase("a broken chain renders nothing", "\"{{a.b.c}}\" == \"\"", data: ["a": [:]], expected: "\"\" == \"\""),
            SpecCase("later parts resolve only against the former part", "\"{{a.b.c.name}}\" == \"\"", data: ["a": ["b": [:]], "c": ["name": "Jim"]], expected: "\"\" == \"\""),
            SpecCase(
                "the first part resolves up the context stack",
                "\"{{#a}}{{b.c.d.e.name}}{{/a}}\" == \"Phil\"",
                data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]], "b": ["c": ["d": ["e": ["name": "Wrong"]]]]],
                expected: "\"Phil\" == \"Phil\""
            ),
            SpecCase("the innermost match of the first part wins even if the rest misses", "{{#a}}{{b.c}}{{/a}}", data: ["a": ["b": [:]], "b": ["c": "ERROR"]], expected: ""),
            SpecCase("dotted names never match keys holding dots", "{{a.b}}", data: ["a.b": "c"], expected: ""),
            SpecCase("keys holding dots do not mask nested keys", "{{a.b}}", data: ["a.b": "c", "a": ["b": "d"]], expected: "d"),
            SpecCase("a null value stops the lookup", "{{#inner}}[{{name}}]{{/inner}}", data: ["name": "outer", "inner": ["name": nil]], expected: "[]"),
        ])
    }

    func testImplicitIterator() {
        assertSpec([
            SpecCase("string", "Hello, {{.}}!\n", data: "world", expected: "Hello, world!\n"),
            SpecCase("escaped", "escaped: {{.}}\n", data: "& \" < >", expected: "escaped: &amp; &quot; &lt; &gt;\n"),
            SpecCase("triple mustache", "raw: {{{.}}}\n", data: "& \" < >", expected: "raw: & \" < >\n"),
            SpecCase("ampersand", "raw: {{&.}}\n", data: "& \" < >", expected: "raw: & \" < >\n"),
            SpecCase("integer", "\"{{.}} miles an hour!\"", data: 85, expected: "\"85 miles an hour!\""),
            SpecCase("decimal", "\"{{.}} jiggawatts!\"", data: 1.210, expected: "\"1.21 jiggawatts!\""),
        ])
    }

    func testWhitespace() {
        let string: TemplateValue = ["string": "---"]
        assertSpec([
            SpecCase("surrounding whitespace is kept", "| {{string}} |", data: string, expected: "| --- |"),
            SpecCase("surrounding whitespace, triple mustache", "| {{{string}}} |", data: string, expected: "| --- |"),
            SpecCase("surrounding whitespace, ampersand", "| {{&string}} |", data: string, expected: "| --- |"),
            SpecCase("interpolation never stands alone", "  {{string}}\n", data: string, expected: "  ---\n"),
            SpecCase("triple mustache never stands alone", "  {{{string}}}\n", data: string, expected: "  ---\n"),
            SpecCase("ampersand never stands alone", "  {{&string}}\n", data: string, expected: "  ---\n"),
            SpecCase("padding inside the tag is ignored", "|{{ string }}|", data: string, expected: "|---|"),
            SpecCase("padding, triple mustache", "|{{{ string }}}|", data: string, expected: "|---|"),
            SpecCase("padding, ampersand", "|{{& string }}|", data: string, expected: "|---|"),
            SpecCase("tags may span lines", "|{{\n  string\n}}|", data: string, expected: "|---|"),
        ])
    }

    func testOtherValues() {
        assertSpec([
            SpecCase("booleans", "{{yes}} {{no}}", data: ["yes": true, "no": false], expected: "true false"),
            SpecCase("lists join their items with commas", "{{list}}", data: ["list": [1, "<b>", 2.5]], expected: "1,&lt;b&gt;,2.5"),
            SpecCase("objects render nothing", "[{{object}}]", data: ["object": ["a": 1]], expected: "[]"),
            SpecCase("unicode passes through", "{{greeting}} ✓", data: ["greeting": "héllo 👋"], expected: "héllo 👋 ✓"),
        ])
    }
}
