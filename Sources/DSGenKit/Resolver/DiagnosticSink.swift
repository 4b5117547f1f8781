/// Collects the diagnostics of one resolver run.
final class DiagnosticSink {
    var diagnostics: [Diagnostic] = []
}

/// The closest candidate to a misspelled name, if one is close enough to suggest.
public enum Suggestion {
    /// Names longer than this get no suggestion: nobody misspells a 100-letter name, and
    /// comparing two long names would cost their product.
    static let maximumLength = 64

    /// `infromation` → `information`, `widht` → `width`.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let name = Array(name.lowercased())
        guard name.count <= maximumLength else { return nil }
        let limit = max(1, name.count / 3)
        return candidates.compactMap { candidate -> (distance: Int, candidate: String)? in
            let other = Array(candidate.lowercased())
            guard abs(other.count - name.count) <= limit, other.count <= maximumLength else { return nil }
            let distance = distance(name, other)
            return distance <= limit ? (distance, candidate) : nil
        }.min { $0 < $1 }?.candidate
    }

    /// `; did you mean 'lint'?` for the closest candidate, or nothing: the tail of an
    /// "unknown …" message.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit
    /// (optimal string alignment), three rows of memory.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
