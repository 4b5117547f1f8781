import Mustache
import XCTest

/// The spec's sections module.
final class SectionsSpecTests: XCTestCase {
    func testTruthiness() {
        assertSpec([
            SpecCase("true renders the content", "\"{{#boolean}}This should be rendered.{{/boolean}}\"", data: ["boolean": true], expected: "\"This should be rendered.\""),
            SpecCase("false omits the content", "\"{{#boolean}}This should not be rendered.{{/boolean}}\"", data: ["boolean": false], expected: "\"\""),
            SpecCase("null is falsy", "\"{{#null}}This should not be rendered.{{/null}}\"", data: ["null": nil], expected: "\"\""),
            SpecCase("a miss is falsy", "[{{#missing}}Found key 'missing'!{{/missing}}]", expected: "[]"),
            SpecCase("the empty list is falsy", "\"{{#list}}Yay lists!{{/list}}\"", data: ["list": []], expected: "\"\""),
            SpecCase("a string is not a list", "\"{{#section}}foo{{/section}}\"", data: ["section": "123"], expected: "\"foo\""),
            SpecCase("the empty string is truthy", "[{{#empty}}yes{{/empty}}]", data: ["empty": ""], expected: "[yes]"),
            SpecCase("zero is truthy", "[{{#zero}}{{.}}{{/zero}}]", data: ["zero": 0], expected: "[0]"),
            SpecCase("the empty object is truthy", "[{{#object}}yes{{/object}}]", data: ["object": [:]], expected: "[yes]"),
        ])
    }

    func testContexts() {
        let lists: TemplateValue = [
            "tops": [[
                "tname": ["upper": "A", "lower": "a"],
                "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
            ]],
        ]
        assertSpec([
            SpecCase("an object is pushed on the context stack", "\"{{#context}}Hi {{name}}.{{/context}}\"", data: ["context": ["name": "Joe"]], expected: "\"Hi Joe.\""),
            SpecCase(
                "names missing inside are looked up outside",
                "\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"",
                data: ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]],
                expected: "\"foo, bar, baz\""
            ),
            SpecCase("a scalar value is pushed too", "\"{{#foo}}{{.}} is {{foo}}{{/foo}}\"", data: ["foo": "bar"], expected: "\"bar is bar\""),
            SpecCase(
                "every enclosing list item is visible",
                "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}",
                data: lists,
                expected: "a1.A1x.A1y."
            ),
            SpecCase(
                "deeply nested contexts",
                "{{#a}}\n{{one}}\n{{#b}}\n{{one}}{{two}}{{one}}\n{{#c}}\n{{one}}{{two}}{{three}}{{two}}{{one}}\n{{#d}}\n{{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}\n{{#five}}\n{{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}\n{{one}}{{two}}{{three}}{{four}}{{.}}6{{.}}{{four}}{{three}}{{two}}{{one}}\n{{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}\n{{/five}}\n{{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}\n{{/d}}\n{{one}}{{two}}{{three}}{{two}}{{one}}\n{{/c}}\n{{one}}{{two}}{{one}}\n{{/b}}\n{{one}}\n{{/a}}\n",
                data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]],
                expected: "1\n121\n12321\n1234321\n123454321\n12345654321\n123454321\n1234321\n12321\n121\n1\n"
            ),
        ])
    }

    func testLists() {
        assertSpec([
            SpecCase("a list is iterated", "\"{{#list}}{{item}}{{/list}}\"", data: ["list": [["item": 1], ["item": 2], ["item": 3]]], expected: "\"123\""),
            SpecCase("implicit iterator over strings", "\"{{#list}}({{.}}){{/list}}\"", data: ["list": ["a", "b", "c", "d", "e"]], expected: "\"(a)(b)(c)(d)(e)\""),
            SpecCase("implicit iterator over integers", "\"{{#list}}({{.}}){{/list}}\"", data: ["list": [1, 2, 3, 4, 5]], expected: "\"(1)(2)(3)(4)(5)\""),
            SpecCase("implicit iterator over decimals", "\"{{#list}}({{.}}){{/list}}\"", data: ["list": [1.10, 2.20, 3.30, 4.40, 5.50]], expected: "\"(1.1)(2.2)(3.3)(4.4)(5.5)\""),
            SpecCase("implicit iterator over nested lists", "\"{{#list}}({{#.}}{{.}}{{/.}}){{/list}}\"", data: ["list": [[1, 2, 3], ["a", "b", "c"]]], expected: "\"(123)(abc)\""),
            SpecCase("implicit iterator escapes", "\"{{#list}}({{.}}){{/list}}\"", data: ["list": ["&", "\"", "<", ">"]], expected: "\"(&amp;)(&quot;)(&lt;)(&gt;)\""),
            SpecCase("implicit iterator, triple mustache", "\"{{#list}}({{{.}}}){{/list}}\"", data: ["list": ["&", "\"", "<", ">"]], expected: "\"(&)(\")(<)(>)\""),
            SpecCase("implicit iterator, ampersand", "\"{{#list}}({{&.}}){{/list}}\"", data: ["list": ["&", "\"", "<", ">"]], expected: "\"(&)(\")(<)(>)\""),
            SpecCase("implicit iterator over the root", "\"{{#.}}({{value}}){{/.}}\"", data: [["value": "a"], ["value": "b"]], expected: "\"(a)(b)\""),
        ])
    }

    func testNesting() {
        assertSpec([
            SpecCase("sections may repeat", "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n", data: ["bool": true, "two": "second"], expected: "* first\n* second\n* third\n"),
            SpecCase("nested truthy sections render", "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", data: ["bool": true], expected: "| A B C D E |"),
            SpecCase("nested falsy sections are omitted", "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", data: ["bool": false], expected: "| A  E |"),
        ])
    }

    func testDottedNames() {
        assertSpec([
            SpecCase("dotted truthy", "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"Here\"", data: ["a": ["b": ["c": true]]], expected: "\"Here\" == \"Here\""),
            SpecCase("dotted falsy", "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", data: ["a": ["b": ["c": false]]], expected: "\"\" == \"\""),
            SpecCase("dotted broken chain is falsy", "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", data: ["a": [:]], expected: "\"\" == \"\""),
        ])
    }

    func testWhitespace() {
        let yes: TemplateValue = ["boolean": true]
        assertSpec([
            SpecCase("surrounding whitespace is kept", " | {{#boolean}}\t|\t{{/boolean}} | \n", data: yes, expected: " | \t|\t | \n"),
            SpecCase("internal whitespace is kept", " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", data: yes, expected: " |  \n  | \n"),
            SpecCase("inline sections keep their indentation", " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", data: yes, expected: " YES\n GOOD\n"),
            SpecCase("standalone lines are removed", "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", data: yes, expected: "| This Is\n|\n| A Line\n"),
            SpecCase("indented standalone lines are removed", "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n", data: yes, expected: "| This Is\n|\n| A Line\n"),
            SpecCase("CRLF ends standalone lines", "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", data: yes, expected: "|\r\n|"),
            SpecCase("standalone on the first line", "  {{#boolean}}\n#{{/boolean}}\n/", data: yes, expected: "#\n/"),
            SpecCase("standalone on the last line", "#{{#boolean}}\n/\n  {{/boolean}}", data: yes, expected: "#\n/\n"),
            SpecCase("tabs count as indentation", "a\n\t {{#boolean}}\t\nb\n\t{{/boolean}}\nc", data: yes, expected: "a\nb\nc"),
            SpecCase("two section tags on one line are not standalone", "{{#boolean}}{{#boolean}}\nx\n{{/boolean}}{{/boolean}}\n", data: yes, expected: "\nx\n\n"),
            SpecCase("padding inside the tags is ignored", "|{{# boolean }}={{/ boolean }}|", data: yes, expected: "|=|"),
        ])
    }
}
