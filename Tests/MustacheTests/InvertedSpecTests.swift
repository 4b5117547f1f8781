import Mustache
import XCTest

/// The spec's inverted sections module.
final class InvertedSpecTests: XCTestCase {
    func testTruthiness() {
        assertSpec([
            SpecCase("false renders the content", "\"{{^boolean}}This should be rendered.{{/boolean}}\"", data: ["boolean": false], expected: "\"This should be rendered.\""),
            SpecCase("true omits the content", "\"{{^boolean}}This should not be rendered.{{/boolean}}\"", data: ["boolean": true], expected: "\"\""),
            SpecCase("null renders the content", "\"{{^null}}This should be rendered.{{/null}}\"", data: ["null": nil], expected: "\"This should be rendered.\""),
            SpecCase("an object omits the content", "\"{{^context}}Hi {{name}}.{{/context}}\"", data: ["context": ["name": "Joe"]], expected: "\"\""),
            SpecCase("a list omits the content", "\"{{^list}}{{n}}{{/list}}\"", data: ["list": [["n": 1], ["n": 2], ["n": 3]]], expected: "\"\""),
            SpecCase("the empty list renders the content", "\"{{^list}}Yay lists!{{/list}}\"", data: ["list": []], expected: "\"Yay lists!\""),
            SpecCase("a miss renders the content", "[{{^missing}}Found key 'missing'!{{/missing}}]", expected: "[Found key 'missing'!]"),
            SpecCase("the empty string omits the content", "[{{^empty}}no{{/empty}}]", data: ["empty": ""], expected: "[]"),
            SpecCase("the context is not pushed", "{{^flag}}{{name}}{{/flag}}", data: ["flag": false, "name": "outer"], expected: "outer"),
        ])
    }

    func testNesting() {
        assertSpec([
            SpecCase("inverted sections may repeat", "{{^bool}}\n* first\n{{/bool}}\n* {{two}}\n{{^bool}}\n* third\n{{/bool}}\n", data: ["bool": false, "two": "second"], expected: "* first\n* second\n* third\n"),
            SpecCase("nested falsy renders", "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", data: ["bool": false], expected: "| A B C D E |"),
            SpecCase("nested truthy is omitted", "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", data: ["bool": true], expected: "| A  E |"),
        ])
    }

    func testDottedNames() {
        assertSpec([
            SpecCase("dotted truthy", "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"\"", data: ["a": ["b": ["c": true]]], expected: "\"\" == \"\""),
            SpecCase("dotted falsy", "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"", data: ["a": ["b": ["c": false]]], expected: "\"Not Here\" == \"Not Here\""),
            SpecCase("dotted broken chain", "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"", data: ["a": [:]], expected: "\"Not Here\" == \"Not Here\""),
        ])
    }

    func testWhitespace() {
        let no: TemplateValue = ["boolean": false]
        assertSpec([
            SpecCase("surrounding whitespace is kept", " | {{^boolean}}\t|\t{{/boolean}} | \n", data: no, expected: " | \t|\t | \n"),
            SpecCase("internal whitespace is kept", " | {{^boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", data: no, expected: " |  \n  | \n"),
            SpecCase("inline inverted sections keep their indentation", " {{^boolean}}NO{{/boolean}}\n {{^boolean}}WAY{{/boolean}}\n", data: no, expected: " NO\n WAY\n"),
            SpecCase("standalone lines are removed", "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n", data: no, expected: "| This Is\n|\n| A Line\n"),
            SpecCase("indented standalone lines are removed", "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n", data: no, expected: "| This Is\n|\n| A Line\n"),
            SpecCase("CRLF ends standalone lines", "|\r\n{{^boolean}}\r\n{{/boolean}}\r\n|", data: no, expected: "|\r\n|"),
            SpecCase("standalone on the first line", "  {{^boolean}}\n^{{/boolean}}\n/", data: no, expected: "^\n/"),
            SpecCase("standalone on the last line", "^{{^boolean}}\n/\n  {{/boolean}}", data: no, expected: "^\n/\n"),
            SpecCase("padding inside the tags is ignored", "|{{^ boolean }}={{/ boolean }}|", data: no, expected: "|=|"),
        ])
    }
}
