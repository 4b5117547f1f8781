import XCTest
@testable import DSGenKit

final class OutputUnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.diff(old: old, new: new, oldName: "a/f", newName: "b/f", context: context)
    }

    /// "1\n2\n…\n<count>\n".
    private func numbered(_ count: Int) -> [String] {
        (1...count).map { "\($0)\n" }
    }

    func testEqualInputsGiveNothing() {
        XCTAssertEqual(diff("", ""), "")
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
        XCTAssertEqual(diff("a\nb", "a\nb"), "")
    }

    func testInsertAtStart() {
        XCTAssertEqual(diff("b\nc\n", "a\nb\nc\n"), "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n+a\n b\n c\n")
    }

    func testInsertAtEnd() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\nc\n"), "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
    }

    func testDeleteKeepsOnlyThreeLinesOfContext() {
        let old = numbered(10).joined()
        let new = numbered(10).filter { $0 != "5\n" }.joined()
        XCTAssertEqual(diff(old, new), "--- a/f\n+++ b/f\n@@ -2,7 +2,6 @@\n 2\n 3\n 4\n-5\n 6\n 7\n 8\n")
    }

    func testReplacePutsDeletionsFirst() {
        XCTAssertEqual(
            diff("a\nb\nc\nd\n", "a\nX\nY\nd\n"),
            "--- a/f\n+++ b/f\n@@ -1,4 +1,4 @@\n a\n-b\n-c\n+X\n+Y\n d\n")
    }

    func testMissingTrailingNewlineIsMarked() {
        XCTAssertEqual(
            diff("a\nb", "a\nc"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        XCTAssertEqual(
            diff("a\nb", "a\nb\n"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        XCTAssertEqual(
            diff("a\nb\n", "a\nb\nc"),
            "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n b\n+c\n\\ No newline at end of file\n")
    }

    func testEmptySides() {
        XCTAssertEqual(diff("", "x\ny\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+x\n+y\n")
        XCTAssertEqual(diff("x\n", ""), "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
    }

    func testChangesFartherApartThanTwiceTheContextMakeTwoHunks() {
        var new = numbered(20)
        new[1] = "two\n"
        new[17] = "eighteen\n"
        XCTAssertEqual(diff(numbered(20).joined(), new.joined()), """
            --- a/f
            +++ b/f
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -15,6 +15,6 @@
             15
             16
             17
            -18
            +eighteen
             19
             20

            """)
    }

    func testChangesTwiceTheContextApartMerge() {
        var new = numbered(12)
        new[1] = "two\n"
        new[8] = "nine\n"
        XCTAssertEqual(diff(numbered(12).joined(), new.joined()), """
            --- a/f
            +++ b/f
            @@ -1,12 +1,12 @@
             1
            -2
            +two
             3
             4
             5
             6
             7
             8
            -9
            +nine
             10
             11
             12

            """)
    }

    func testZeroContextNamesTheLineBeforeAnInsertion() {
        XCTAssertEqual(diff("a\nb\nc\n", "a\nb\nX\nc\n", context: 0), "--- a/f\n+++ b/f\n@@ -2,0 +3 @@\n+X\n")
    }

    func testAmbiguousDeletionIsShownLastLikeGNUDiff() {
        XCTAssertEqual(diff("x\na\na\na\ny\n", "x\na\na\ny\n", context: 0), "--- a/f\n+++ b/f\n@@ -4 +3,0 @@\n-a\n")
        XCTAssertEqual(
            diff("h\ng\nc\nc\na\n", "y\ng\nc\na\n", context: 1),
            "--- a/f\n+++ b/f\n@@ -1,5 +1,4 @@\n-h\n+y\n g\n c\n-c\n a\n")
    }

    func testLinesAreComparedByBytes() {
        XCTAssertEqual(diff("a\r\nb\n", "a\nb\n"), "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n")
        XCTAssertEqual(diff("caf\u{E9}\n", "cafe\u{301}\n"), "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    func testTwentyThousandLinesWithAFewChanges() {
        let old = (1...20_000).map { "line \($0)\n" }
        var new = old
        new[9] = "changed 10\n"
        new.remove(at: 4_999)
        new.insert("inserted\n", at: 15_000)
        let text = diff(old.joined(), new.joined() + "tail")

        XCTAssertEqual(text, """
            --- a/f
            +++ b/f
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +changed 10
             line 11
             line 12
             line 13
            @@ -4997,7 +4997,6 @@
             line 4997
             line 4998
             line 4999
            -line 5000
             line 5001
             line 5002
             line 5003
            @@ -14999,6 +14998,7 @@
             line 14999
             line 15000
             line 15001
            +inserted
             line 15002
             line 15003
             line 15004
            @@ -19998,3 +19998,4 @@
             line 19998
             line 19999
             line 20000
            +tail
            \\ No newline at end of file

            """)
        XCTAssertEqual(text, diff(old.joined(), new.joined() + "tail"), "deterministic")
    }

    func testUnrelatedFilesAreReplacedWholesale() {
        let old = (1...2_000).map { "old \($0)\n" }.joined()
        let new = (1...2_000).map { "new \($0)\n" }.joined()
        let lines = diff(old, new).split(separator: "\n")
        XCTAssertEqual(lines[2], "@@ -1,2000 +1,2000 @@")
        XCTAssertEqual(lines.count, 3 + 4_000)
        XCTAssertEqual(lines[3], "-old 1")
        XCTAssertEqual(lines[2_003], "+new 1")
    }

    /// Random small inputs: the diff applies back to `new` and changes as few lines as possible.
    func testRandomInputsGiveShortestApplicableDiffs() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let old = randomText(using: &random)
            let new = randomText(using: &random)
            let context = Int.random(in: 0...3, using: &random)
            let text = diff(old, new, context: context)
            XCTAssertEqual(try OutputPatchApplier.apply(text, to: old), new, "\(old.debugDescription) → \(new.debugDescription)")
            let changed = text.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count
            XCTAssertEqual(changed, minimalChanges(old, new), "\(old.debugDescription) → \(new.debugDescription)")
        }
    }

    private func randomText(using random: inout SeededGenerator) -> String {
        let alphabet = ["a", "b", "c", "d"]
        let lines = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        let text = lines.joined(separator: "\n")
        return text.isEmpty || Bool.random(using: &random) ? text + (text.isEmpty ? "" : "\n") : text
    }

    /// Lines deleted plus inserted by a shortest edit script, from a longest common subsequence.
    private func minimalChanges(_ old: String, _ new: String) -> Int {
        let a = TextLines(old).lines, b = TextLines(new).lines
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return a.count + b.count - 2 * table[0][0]
    }
}

/// Applies a unified diff to a text, checking every context and deleted line.
enum OutputPatchApplier {
    struct Mismatch: Error {}

    static func apply(_ diff: String, to old: String) throws -> String {
        if diff.isEmpty { return old }
        let oldLines = TextLines(old).lines.map { String(decoding: $0, as: UTF8.self) }
        var output: [String] = []
        var next = 0
        var patch = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        if patch.last == "" { patch.removeLast() }
        var index = 0
        while index < patch.count {
            let header = patch[index].split(separator: " ")
            let oldStart = Int(header[1].dropFirst().split(separator: ",")[0])!
            let oldCount = header[1].contains(",") ? Int(header[1].split(separator: ",")[1])! : 1
            let firstLine = oldCount == 0 ? oldStart : oldStart - 1
            output += oldLines[next..<firstLine]
            next = firstLine
            index += 1
            while index < patch.count, !patch[index].hasPrefix("@@") {
                let line = patch[index]
                let noNewline = index + 1 < patch.count && patch[index + 1] == "\\ No newline at end of file"
                let body = String(line.dropFirst()) + (noNewline ? "" : "\n")
                switch line.first {
                case " ", "-":
                    guard next < oldLines.count, oldLines[next] == body else { throw Mismatch() }
                    if line.first == " " { output.append(body) }
                    next += 1
                case "+": output.append(body)
                default: throw Mismatch()
                }
                index += noNewline ? 2 : 1
            }
        }
        return (output + oldLines[next...]).joined()
    }
}
