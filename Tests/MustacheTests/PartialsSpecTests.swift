import Mustache
import XCTest

/// The spec's partials module.
final class PartialsSpecTests: XCTestCase {
    func testPartials() {
        assertSpec([
            SpecCase("a partial renders in place", "\"{{>text}}\"", partials: ["text": "from partial"], expected: "\"from partial\""),
            SpecCase("a missing partial renders nothing", "\"{{>text}}\"", expected: "\"\""),
            SpecCase("a partial renders in the current context", "\"{{>partial}}\"", data: ["text": "content"], partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
            SpecCase(
                "a partial may include itself",
                "{{>node}}",
                data: ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
                partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"],
                expected: "X<Y<>>"
            ),
            SpecCase("partials may nest", "{{>outer}}", data: ["a": "hello", "b": "world"], partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
            SpecCase("a partial inside a section sees the item", "{{#items}}{{>item}},{{/items}}", data: ["items": [["n": 1], ["n": 2]]], partials: ["item": "#{{n}}"], expected: "#1,#2,"),
        ])
    }

    func testWhitespace() {
        assertSpec([
            SpecCase("surrounding whitespace is kept", "| {{>partial}} |", partials: ["partial": "\t|\t"], expected: "| \t|\t |"),
            SpecCase("an inline partial is not indented", "  {{data}}  {{> partial}}\n", data: ["data": "|"], partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
            SpecCase("CRLF ends a standalone partial line", "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"], expected: "|\r\n>|"),
            SpecCase("standalone on the first line", "  {{>partial}}\n>", partials: ["partial": ">\n>"], expected: "  >\n  >>"),
            SpecCase("standalone on the last line", ">\n  {{>partial}}", partials: ["partial": ">\n>"], expected: ">\n  >\n  >"),
            SpecCase(
                "every line of a standalone partial is indented, interpolated text is not",
                "\\\n {{>partial}}\n/\n",
                data: ["content": "<\n->"],
                partials: ["partial": "|\n{{{content}}}a b{{{content}}}c\n|\n"],
                expected: "\\\n |\n <\n->a b<\n->c\n |\n/\n"
            ),
            SpecCase("padding inside the tag is ignored", "|{{> partial }}|", data: ["boolean": true], partials: ["partial": "[]"], expected: "|[]|"),
        ])
    }

    func testIndentationDetails() {
        assertSpec([
            SpecCase(
                "nested standalone partials add up their indentation",
                "a\n  {{>outer}}\nz\n",
                partials: ["outer": "b\n  {{>inner}}\nd\n", "inner": "c\n"],
                expected: "a\n  b\n    c\n  d\nz\n"
            ),
            SpecCase("empty lines of a partial are not indented", "  {{>partial}}\n", partials: ["partial": "a\n\nb\n"], expected: "  a\n\n  b\n"),
            SpecCase(
                "standalone sections inside an indented partial vanish",
                "  {{>partial}}\n",
                data: ["items": ["x", "y"]],
                partials: ["partial": "{{#items}}\n- {{.}}\n{{/items}}\n"],
                expected: "  - x\n  - y\n"
            ),
            SpecCase(
                "an inline partial in an indented partial continues at its indentation",
                "  {{>outer}}\n",
                partials: ["outer": "x{{>inline}}\ny\n", "inline": "a\nb"],
                expected: "  xa\n  b\n  y\n"
            ),
            SpecCase("inline tags starting a line get the indentation", "\t{{>partial}}\n", data: ["a": "A"], partials: ["partial": "{{a}}\n{{! c }}b\n"], expected: "\tA\n\tb\n"),
        ])
    }
}
