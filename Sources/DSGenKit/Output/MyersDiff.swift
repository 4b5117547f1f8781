/// The changes of a shortest edit script between two sequences of integers, by Myers' O(ND)
/// algorithm in its linear-space form: find the middle snake of the optimal path by searching
/// forward and backward at once, then solve both halves recursively.
///
/// Time is O((N+M)·D), memory O(N+M), where D is the number of differences. Common prefixes
/// and suffixes are matched first, so a few changes in a long file cost almost nothing.
struct MyersDiff {
    private let a: [Int]
    private let b: [Int]
    private var deleted: ChangeFlags
    private var inserted: ChangeFlags

    /// The lines of `a` a shortest edit script deletes, and the lines of `b` it inserts.
    static func changes(_ a: [Int], _ b: [Int]) -> (deleted: ChangeFlags, inserted: ChangeFlags) {
        var diff = MyersDiff(a: a, b: b, deleted: ChangeFlags(count: a.count), inserted: ChangeFlags(count: b.count))
        // No line in common (a file replaced wholesale) makes the search quadratic: 66 against 2.5 ms at 2,000 lines.
        if Set(a).isDisjoint(with: b) {
            diff.replace(0..<a.count, 0..<b.count)
        } else {
            diff.solve(0..<a.count, 0..<b.count)
        }
        return (diff.deleted, diff.inserted)
    }

    /// Flags the changes turning `a[old]` into `b[new]`.
    private mutating func solve(_ old: Range<Int>, _ new: Range<Int>) {
        var (old, new) = (old, new)
        while !old.isEmpty, !new.isEmpty, a[old.lowerBound] == b[new.lowerBound] {
            old = old.dropFirst()
            new = new.dropFirst()
        }
        while !old.isEmpty, !new.isEmpty, a[old.upperBound - 1] == b[new.upperBound - 1] {
            old = old.dropLast()
            new = new.dropLast()
        }
        if !old.isEmpty, !new.isEmpty, let (x, y) = middleSnake(old, new) {
            solve(old.lowerBound..<x, new.lowerBound..<y)
            solve(x..<old.upperBound, y..<new.upperBound)
        } else {
            replace(old, new)
        }
    }

    /// Flags `a[old]` deleted and `b[new]` inserted.
    private mutating func replace(_ old: Range<Int>, _ new: Range<Int>) {
        for index in old { deleted[index] = true }
        for index in new { inserted[index] = true }
    }

    /// A point (absolute indices) on a shortest path from the start to the end of `a[old]` and
    /// `b[new]`, strictly between them, where a forward and a backward search overlap; nil when
    /// the ranges have nothing in common. Both ranges are non-empty. After diff-match-patch's
    /// `diff_bisect`: `furthest[side * width + maxD + k]` is the furthest x reached on diagonal k,
    /// from the start (side 0) or from the end (side 1).
    private func middleSnake(_ old: Range<Int>, _ new: Range<Int>) -> (Int, Int)? {
        let (n, m) = (old.count, new.count)
        let maxD = (n + m + 1) / 2, delta = n - m, width = 2 * maxD + 2
        var furthest = Array(repeating: -1, count: 2 * width)
        furthest[maxD + 1] = 0
        furthest[width + maxD + 1] = 0
        var trims = [(start: 0, end: 0), (start: 0, end: 0)]

        // The split point when the path of `side` that reached `x` on diagonal `k` meets the
        // other side's path on the mirrored diagonal.
        func overlap(_ side: Int, _ k: Int, _ x: Int) -> (Int, Int)? {
            let mirror = maxD + delta - k
            guard mirror >= 0, mirror < width, furthest[(1 - side) * width + mirror] != -1 else { return nil }
            let other = furthest[(1 - side) * width + mirror]
            let (forwardX, forwardK) = side == 0 ? (x, k) : (other, mirror - maxD)
            guard forwardX >= n - (side == 0 ? other : x) else { return nil }
            return (old.lowerBound + forwardX, new.lowerBound + forwardX - forwardK)
        }

        // Extends every path of one side by one difference; returns the split point on overlap.
        func extend(_ side: Int, _ d: Int) -> (Int, Int)? {
            let diagonal = side * width + maxD
            // The first position of each sequence to compare, and the direction to go from there.
            let (aFirst, bFirst, step) = side == 0 ? (old.lowerBound, new.lowerBound, 1)
                : (old.upperBound - 1, new.upperBound - 1, -1)
            var k = -d + trims[side].start
            while k <= d - trims[side].end {
                defer { k += 2 }
                var x = (k == -d || (k != d && furthest[diagonal + k - 1] < furthest[diagonal + k + 1]))
                    ? furthest[diagonal + k + 1] : furthest[diagonal + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[aFirst + step * x] == b[bFirst + step * y] {
                    x += 1
                    y += 1
                }
                furthest[diagonal + k] = x
                if x > n {
                    trims[side].end += 2
                } else if y > m {
                    trims[side].start += 2
                } else if (delta % 2 != 0) == (side == 0), let point = overlap(side, k, x) {
                    return point
                }
            }
            return nil
        }

        for d in 0..<maxD {
            for side in 0...1 {
                if let point = extend(side, d) { return point }
            }
        }
        return nil
    }
}
