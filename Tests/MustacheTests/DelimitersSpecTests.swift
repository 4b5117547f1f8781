import Mustache
import XCTest

/// The spec's set-delimiter module.
final class DelimitersSpecTests: XCTestCase {
    func testDelimiters() {
        assertSpec([
            SpecCase("new delimiters apply after the tag", "{{=<% %>=}}(<%text%>)", data: ["text": "Hey!"], expected: "(Hey!)"),
            SpecCase("delimiters may be regex characters", "({{=[ ]=}}[text])", data: ["text": "It worked!"], expected: "(It worked!)"),
            SpecCase(
                "sections use the current delimiters",
                "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
                data: ["section": true, "data": "I got interpolated."],
                expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"
            ),
            SpecCase(
                "inverted sections use the current delimiters",
                "[\n{{^section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|^section|\n  {{data}}\n  |data|\n|/section|\n]\n",
                data: ["section": false, "data": "I got interpolated."],
                expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"
            ),
            SpecCase(
                "partials start with the default delimiters",
                "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n",
                data: ["value": "yes"],
                partials: ["include": ".{{value}}."],
                expected: "[ .yes. ]\n[ .yes. ]\n"
            ),
            SpecCase(
                "delimiters set in a partial stay in the partial",
                "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n",
                data: ["value": "yes"],
                partials: ["include": ".{{value}}. {{= | | =}} .|value|."],
                expected: "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n"
            ),
            SpecCase("multi-character custom delimiters", "{{=<<< >>>=}}<<<#list>>>[<<<.>>>]<<</list>>>", data: ["list": [1, 2]], expected: "[1][2]"),
            SpecCase("triple braces work with custom delimiters", "{{=<% %>=}}<%{html}%> <%html%>", data: ["html": "<b>"], expected: "<b> &lt;b&gt;"),
            SpecCase("delimiters can be reset", "{{=<% %>=}}<%a%><%={{ }}=%>{{a}}", data: ["a": "x"], expected: "xx"),
        ])
    }

    func testWhitespace() {
        assertSpec([
            SpecCase("surrounding whitespace is kept", "| {{=@ @=}} |", expected: "|  |"),
            SpecCase("an inline delimiter tag keeps the line", " | {{=@ @=}}\n", expected: " | \n"),
            SpecCase("a standalone delimiter line is removed", "Begin.\n{{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("an indented standalone delimiter line is removed", "Begin.\n  {{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("CRLF ends a standalone delimiter line", "|\r\n{{= @ @ =}}\r\n|", expected: "|\r\n|"),
            SpecCase("standalone on the first line", "  {{=@ @=}}\n=", expected: "="),
            SpecCase("standalone on the last line", "=\n  {{=@ @=}}", expected: "=\n"),
            SpecCase("padding around the delimiters is ignored", "|{{= @   @ =}}|", expected: "||"),
        ])
    }
}
