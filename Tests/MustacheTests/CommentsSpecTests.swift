import Mustache
import XCTest

/// The spec's comments module.
final class CommentsSpecTests: XCTestCase {
    func testComments() {
        assertSpec([
            SpecCase("an inline comment is removed", "12345{{! Comment Block! }}67890", expected: "1234567890"),
            SpecCase("a comment may span lines", "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", expected: "1234567890\n"),
            SpecCase("a standalone comment line is removed", "Begin.\n{{! Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("an indented standalone comment line is removed", "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("CRLF ends a standalone comment line", "|\r\n{{! Standalone Comment }}\r\n|", expected: "|\r\n|"),
            SpecCase("standalone on the first line", "  {{! I'm Still Standalone }}\n!", expected: "!"),
            SpecCase("standalone on the last line", "!\n  {{! I'm Still Standalone }}", expected: "!\n"),
            SpecCase("a standalone multi-line comment is removed", "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("an indented standalone multi-line comment is removed", "Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
            SpecCase("an inline comment keeps the line", "  12 {{! 34 }}\n", expected: "  12 \n"),
            SpecCase("surrounding whitespace is kept", "12345 {{! Comment Block! }} 67890", expected: "12345  67890"),
            SpecCase(
                "comments never read data",
                "comments never show: >{{! comment }}{{! comment }}{{! comment }}{{! comment }}<",
                data: ["! comment": 1, "! comment }}": 2, "{{! comment": 3, "{{! comment }}": 4],
                expected: "comments never show: ><"
            ),
            SpecCase("two comments on one line are not standalone", "a\n{{! one }}{{! two }}\nb", expected: "a\n\nb"),
        ])
    }
}
