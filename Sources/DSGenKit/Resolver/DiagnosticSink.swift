/// Collects the diagnostics of one resolver run.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []

    /// Reports a problem at a byte span of a file.
    func report(_ message: DiagnosticMessage, at span: Range<Int>, in file: SourceFile,
                notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(Diagnostic(message, at: file.range(span), notes: notes, fixIt: fixIt))
    }

    /// Adds diagnostics found elsewhere (the lexer and parser).
    func add(_ more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }
}

/// The closest candidate to a misspelled name, if one is close enough to suggest.
enum Suggestion {
    /// `infromation` → `information`.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let scored = candidates.map { ($0, distance(name.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= limit }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// Levenshtein distance, two rows of memory.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
