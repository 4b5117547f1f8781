/// Moves ambiguous changes to where `diff -u` shows them.
///
/// A shortest edit script is rarely unique: deleting one of two equal lines can be shown
/// on either. This is GNU diff's `shift_boundaries`: each run of changed lines slides up
/// to merge with earlier runs, then down as far as it can (merging with later ones), then
/// back up to the last place where it lines up with a change in the other file. Sliding
/// never changes the sequence of unchanged lines, so the script stays valid and shortest.
enum DiffCompaction {
    /// The script rebuilt from each side's changed lines after sliding them,
    /// deletions before insertions within every change.
    static func compact(deleted: ChangeFlags, inserted: ChangeFlags, old: [Int], new: [Int]) -> [EditStep] {
        var old = SideShifter(lines: old, changed: deleted, other: inserted)
        old.shiftAll()
        var new = SideShifter(lines: new, changed: inserted, other: old.changed)
        new.shiftAll()
        return script(deleted: old.changed, inserted: new.changed)
    }

    /// The edit script in which exactly the flagged lines change (the flags past the last
    /// line are false, and the lines left unflagged pair up one to one).
    private static func script(deleted: ChangeFlags, inserted: ChangeFlags) -> [EditStep] {
        var steps: [EditStep] = []
        var (old, new) = (0, 0)
        while old < deleted.count || new < inserted.count {
            let kind: EditStep.Kind = deleted[old] ? .delete : inserted[new] ? .insert : .equal
            steps.append(EditStep(kind: kind, oldIndex: old, newIndex: new))
            if kind != .insert { old += 1 }
            if kind != .delete { new += 1 }
        }
        return steps
    }
}

/// One step of an edit script turning sequence `a` into sequence `b`.
///
/// Each step carries the positions in both sequences where it happens: a deletion's
/// `newIndex` and an insertion's `oldIndex` are the positions in the other sequence.
struct EditStep: Equatable {
    enum Kind: Equatable {
        case equal, delete, insert
    }

    let kind: Kind
    let oldIndex: Int
    let newIndex: Int
}

/// Which lines of one file change, readable one position before the first line and
/// one after the last (both always false), as GNU diff's sentinels.
struct ChangeFlags {
    private var bits: [Bool]

    init(count: Int) {
        bits = Array(repeating: false, count: count + 2)
    }

    var count: Int { bits.count - 2 }

    subscript(line: Int) -> Bool {
        get { bits[line + 1] }
        set { bits[line + 1] = newValue }
    }
}

/// Slides the change runs of one file, tracking the matching position `j` in the other.
private struct SideShifter {
    let lines: [Int]
    var changed: ChangeFlags
    let other: ChangeFlags
    var i = 0, j = 0, start = 0, corresponding = 0

    /// Slides every run of changes in turn.
    mutating func shiftAll() {
        while findNextRun() {
            var length: Int
            repeat {
                length = i - start
                slideUp()
                corresponding = other[j - 1] ? i : lines.count
                slideDown()
            } while length != i - start
            while corresponding < i { moveUpOne() }
        }
    }

    /// Moves `start..<i` to the next run of changes and `j` past the matching position;
    /// false when there is none.
    private mutating func findNextRun() -> Bool {
        while i < lines.count, !changed[i] {
            while other[j] { j += 1 }
            j += 1
            i += 1
        }
        guard i < lines.count else { return false }
        start = i
        repeat { i += 1 } while changed[i]
        while other[j] { j += 1 }
        return true
    }

    /// Moves the run up while the line before it equals its last line, merging runs it meets.
    private mutating func slideUp() {
        while start > 0, lines[start - 1] == lines[i - 1] {
            moveUpOne()
            while changed[start - 1] { start -= 1 }
        }
    }

    /// Moves the run down while the line after it equals its first line, merging runs it meets
    /// and noting in `corresponding` where its end last lined up with a change in the other file.
    private mutating func slideDown() {
        while i != lines.count, lines[start] == lines[i] {
            changed[start] = false
            start += 1
            changed[i] = true
            i += 1
            while changed[i] { i += 1 }
            while true {
                j += 1
                guard other[j] else { break }
                corresponding = i
            }
        }
    }

    private mutating func moveUpOne() {
        start -= 1
        changed[start] = true
        i -= 1
        changed[i] = false
        repeat { j -= 1 } while other[j]
    }
}
