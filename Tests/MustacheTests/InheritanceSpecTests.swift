import Mustache
import XCTest

/// The spec's optional template inheritance module: parents and blocks.
final class InheritanceSpecTests: XCTestCase {
    func testBlocksOutsideParents() {
        assertSpec([
            SpecCase("a block renders its default content", "{{$title}}Default title{{/title}}\n", expected: "Default title\n"),
            SpecCase("default content interpolates", "{{$foo}}default {{bar}} content{{/foo}}\n", data: ["bar": "baz"], expected: "default baz content\n"),
            SpecCase("default content, triple mustache", "{{$foo}}default {{{bar}}} content{{/foo}}\n", data: ["bar": "<baz>"], expected: "default <baz> content\n"),
            SpecCase("default content with a section", "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n", data: ["bar": ["baz": "qux"]], expected: "default qux content\n"),
            SpecCase("default content with an inverted section", "{{$foo}}default {{^bar}}{{baz}}{{/bar}} content{{/foo}}\n", data: ["baz": "three"], expected: "default three content\n"),
            SpecCase("data is not rendered as a template", "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n", data: ["bar": ["baz": "{{qux}}"]], expected: "default {{qux}} content\n"),
        ])
    }

    func testOverrides() {
        assertSpec([
            SpecCase("a parent renders its blocks' defaults", "{{<include}}{{/include}}\n", partials: ["include": "{{$foo}}default content{{/foo}}"], expected: "default content"),
            SpecCase(
                "a block in a parent tag overrides",
                "{{<super}}{{$title}}sub template title{{/title}}{{/super}}",
                partials: ["super": "...{{$title}}Default title{{/title}}..."],
                expected: "...sub template title..."
            ),
            SpecCase(
                "data does not override a block argument",
                "{{<include}}{{$var}}var in template{{/var}}{{/include}}",
                data: ["var": "var in data"],
                partials: ["include": "{{$var}}var in include{{/var}}"],
                expected: "var in template"
            ),
            SpecCase(
                "data does not override a block default",
                "{{<include}}{{/include}}",
                data: ["var": "var in data"],
                partials: ["include": "{{$var}}var in include{{/var}}"],
                expected: "var in include"
            ),
            SpecCase("text before a parent is kept", "test {{<parent}}{{$stuff}}override{{/stuff}}{{/parent}}", partials: ["parent": "{{$stuff}}...{{/stuff}}"], expected: "test override"),
            SpecCase(
                "one parent used twice with different overrides",
                "test {{<parent}}{{$stuff}}override1{{/stuff}}{{/parent}} {{<parent}}{{$stuff}}override2{{/stuff}}{{/parent}}\n",
                partials: ["parent": "|{{$stuff}}...{{/stuff}}{{$default}} default{{/default}}|"],
                expected: "test |override1 default| |override2 default|\n"
            ),
            SpecCase(
                "an override keeps its newlines",
                "{{<parent}}{{$ballmer}}\npeaked\n\n:(\n{{/ballmer}}{{/parent}}",
                partials: ["parent": "{{$ballmer}}peaking{{/ballmer}}"],
                expected: "peaked\n\n:(\n"
            ),
            SpecCase(
                "an inline override takes the place of the inline default",
                "{{<parent}}{{$nineties}}hammer time{{/nineties}}{{/parent}}",
                partials: ["parent": "stop:\n  {{$nineties}}collaborate and listen{{/nineties}}\n"],
                expected: "stop:\n  hammer time\n"
            ),
            SpecCase(
                "blocks not overridden keep their defaults",
                "{{<parent}}{{$stuff2}}override two{{/stuff2}}{{/parent}}",
                partials: ["parent": "{{$stuff}}new default one{{/stuff}}, {{$stuff2}}new default two{{/stuff2}}"],
                expected: "new default one, override two"
            ),
            SpecCase("a parent without overrides is a partial", "{{>parent}}|{{<parent}}{{/parent}}", partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "default content|default content"),
            SpecCase(
                "text inside a parent tag is ignored, blocks are not",
                "{{<parent}} asdfasd {{$foo}}hmm{{/foo}} asdfasdfasdf {{/parent}}",
                partials: ["parent": "{{$foo}}default content{{/foo}}"],
                expected: "hmm"
            ),
            SpecCase("a parent tag holding only text", "{{<parent}} asdfasd asdfasdfasdf {{/parent}}", partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "default content"),
            SpecCase("a missing parent renders nothing", "[{{<missing}}{{$a}}x{{/a}}{{/missing}}]", expected: "[]"),
        ])
    }

    func testMultiLevelInheritance() {
        let chain = [
            "parent": "{{<older}}{{$a}}p{{/a}}{{/older}}",
            "older": "{{<grandParent}}{{$a}}o{{/a}}{{/grandParent}}",
            "grandParent": "{{$a}}g{{/a}}",
        ]
        assertSpec([
            SpecCase(
                "overrides reach parents of parents",
                "{{<parent}}{{$foo}}override{{/foo}}{{/parent}}",
                partials: [
                    "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
                    "parent2": "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
                ],
                expected: "override override override don't recurse"
            ),
            SpecCase("the outermost override wins", "{{<parent}}{{$a}}c{{/a}}{{/parent}}", partials: chain, expected: "c"),
            SpecCase("the outermost override wins without a child override", "{{<parent}}{{/parent}}", partials: chain, expected: "p"),
            SpecCase(
                "an override renders in the context where the block is",
                "{{<parent}}{{$block}}I say {{fruit}}.{{/block}}{{/parent}}",
                data: ["fruit": "apples", "nested": ["fruit": "bananas"]],
                partials: ["parent": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"],
                expected: "I say bananas."
            ),
            SpecCase(
                "overrides reach blocks of partials the parent includes",
                "{{<layout}}{{$title}}Mine{{/title}}{{/layout}}",
                partials: ["layout": "<{{>header}}>", "header": "{{$title}}Default{{/title}}"],
                expected: "<Mine>"
            ),
        ])
    }

    func testStandaloneAndIndentation() {
        assertSpec([
            SpecCase(
                "a parent's tags may share one standalone line",
                "Hi,\n  {{<parent}}{{/parent}}\n",
                partials: ["parent": "one\ntwo\n"],
                expected: "Hi,\n  one\n  two\n"
            ),
            SpecCase(
                "a block's tags may share one standalone line",
                "{{<parent}}{{$block}}\none\ntwo{{/block}}\n{{/parent}}\n",
                partials: ["parent": "Hi,\n  {{$block}}{{/block}}\n"],
                expected: "Hi,\n  one\n  two\n"
            ),
            SpecCase(
                "indentation is removed where a block is defined and added where it renders",
                "{{<parent}}{{$block}}\n    one\n    two\n{{/block}}{{/parent}}\n",
                partials: ["parent": "Hi,\n  {{$block}}\n  {{/block}}\n"],
                expected: "Hi,\n  one\n  two\n"
            ),
            SpecCase(
                "a block's default content sets its indentation",
                "{{<parent}}{{$block}}\none\ntwo\n{{/block}}{{/parent}}\n",
                partials: ["parent": "Hi,\n{{$block}}\n  default\n{{/block}}\n"],
                expected: "Hi,\n  one\n  two\n"
            ),
            SpecCase(
                "nested blocks are indented relative to the enclosing block",
                "{{<parent}}{{$nested}}\nthree\n{{/nested}}{{/parent}}\n",
                partials: [
                    "parent": "{{<grandparent}}{{$block}}\n  one\n  {{$nested}}\n    two\n  {{/nested}}\n{{/block}}{{/grandparent}}\n",
                    "grandparent": "{{$block}}default{{/block}}",
                ],
                expected: "one\n  three\n"
            ),
            SpecCase(
                "an indented block keeps its default content as written",
                "struct A {\n  {{$body}}\n  let a = 1\n    // nested\n  {{/body}}\n}\n",
                expected: "struct A {\n  let a = 1\n    // nested\n}\n"
            ),
            SpecCase(
                "an empty standalone block leaves no line",
                "{{<parent}}{{/parent}}",
                partials: ["parent": "a\n  {{$extra}}{{/extra}}\nb\n"],
                expected: "a\nb\n"
            ),
            SpecCase(
                "a standalone parent is indented like a partial, its overrides too",
                "class A {\n    {{<members}}\n    {{$body}}\n    let x = 1\n    {{/body}}\n    {{/members}}\n}\n",
                partials: ["members": "// members\n{{$body}}\n{{/body}}\n// end\n"],
                expected: "class A {\n    // members\n    let x = 1\n    // end\n}\n"
            ),
            SpecCase(
                "CRLF ends standalone parent and block lines",
                "{{<parent}}\r\n{{$b}}\r\nx\r\n{{/b}}\r\n{{/parent}}\r\n",
                partials: ["parent": "<\r\n  {{$b}}{{/b}}\r\n>\r\n"],
                expected: "<\r\n  x\r\n>\r\n"
            ),
        ])
    }
}
