/// Line-based unified diffs, formatted like `diff -u` and `git diff`.
public enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or "" when they are byte-identical.
    ///
    /// Output starts with "--- oldName" and "+++ newName" lines, followed by hunks with
    /// `context` unchanged lines around each change; hunks closer than `2 * context` lines
    /// merge. Headers read "@@ -start,count +start,count @@" where, as in GNU diff and git,
    /// a count of 1 is left out and an empty range starts at the line before it. A last line
    /// without a newline is followed by "\ No newline at end of file". Lines are compared by
    /// bytes, split at "\n" only (a "\r" stays part of its line). The edit script is a shortest
    /// one (Myers), with ambiguous changes slid down and deletions before insertions as in GNU
    /// diff and git; output is deterministic.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old.utf8.elementsEqual(new.utf8) { return "" }
        let oldLines = TextLines(old), newLines = TextLines(new)
        // Each distinct line gets a number, so the diff compares integers instead of bytes.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(of line: ArraySlice<UInt8>) -> Int {
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
        let oldIDs = oldLines.lines.map(id), newIDs = newLines.lines.map(id)
        let (deleted, inserted) = MyersDiff.changes(oldIDs, newIDs)
        let steps = DiffCompaction.compact(deleted: deleted, inserted: inserted, old: oldIDs, new: newIDs)
        let hunks = DiffHunk.hunks(of: steps, context: max(0, context))
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            hunk.render(into: &output, old: oldLines, new: newLines)
        }
        return output
    }
}

/// A text split into lines, each line's bytes including its "\n" if it has one.
struct TextLines {
    let lines: [ArraySlice<UInt8>]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        // The pieces between "\n"s, each widened to take its "\n"; the empty piece after a final "\n" is no line.
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { bytes[$0.startIndex..<min($0.endIndex + 1, bytes.count)] }.filter { !$0.isEmpty }
    }
}
