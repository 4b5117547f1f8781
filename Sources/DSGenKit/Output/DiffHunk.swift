/// A run of edit steps shown together in a unified diff: changes with their context.
struct DiffHunk {
    let steps: ArraySlice<EditStep>

    /// The hunks of a script: each change with up to `context` equal steps around it,
    /// merging changes separated by at most `2 * context` equal steps.
    static func hunks(of steps: [EditStep], context: Int) -> [DiffHunk] {
        // The first and last change of each hunk.
        var runs: [(first: Int, last: Int)] = []
        for change in steps.indices where steps[change].kind != .equal {
            if let run = runs.last, change - run.last <= 2 * context + 1 {
                runs[runs.count - 1].last = change
            } else {
                runs.append((change, change))
            }
        }
        return runs.map { DiffHunk(steps: steps[max(0, $0.first - context)..<min(steps.count, $0.last + 1 + context)]) }
    }

    /// Appends the "@@" header and the hunk's lines to `output`.
    func render(into output: inout String, old: TextLines, new: TextLines) {
        output += "@@ -\(range(start: steps.first!.oldIndex, count: count(.delete)))"
            + " +\(range(start: steps.first!.newIndex, count: count(.insert))) @@\n"
        for step in steps {
            switch step.kind {
            case .equal: append(" ", old.lines[step.oldIndex], to: &output)
            case .delete: append("-", old.lines[step.oldIndex], to: &output)
            case .insert: append("+", new.lines[step.newIndex], to: &output)
            }
        }
    }

    /// The number of lines on one side: equal steps plus the side's own changes.
    private func count(_ change: EditStep.Kind) -> Int {
        steps.count { $0.kind == .equal || $0.kind == change }
    }

    /// "start,count" with 1-based start; "start" alone when count is 1; an empty range
    /// names the line before it.
    private func range(start: Int, count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    private func append(_ prefix: String, _ line: ArraySlice<UInt8>, to output: inout String) {
        output += prefix
        output += String(decoding: line, as: UTF8.self)
        if line.last != UInt8(ascii: "\n") {
            output += "\n\\ No newline at end of file\n"
        }
    }
}
