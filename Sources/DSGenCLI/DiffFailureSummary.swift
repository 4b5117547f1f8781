import DSGenKit

/// What `dsgen diff` prints on standard output when a side's schemas have errors: a short
/// report in the requested format, so a pull-request comment built from the output says
/// why there is no API diff instead of being empty.
struct DiffFailureSummary {
    let old: String
    let new: String
    let diagnostics: [Diagnostic]

    /// The summary as text, GitHub Markdown or JSON (`{"errors": [...]}`), newline-terminated.
    func render(_ format: String) -> String {
        switch format {
        case "markdown": return markdown()
        case "json": return json()
        default: return "No API diff from \(old) to \(new): \(errorCount)\n" + lines.joined(separator: "\n") + "\n"
        }
    }

    /// The errors, with their notes: why there is no diff (warnings are on standard error).
    private var lines: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }

    private var errorCount: String {
        lines.count == 1 ? "the schemas have 1 error" : "the schemas have \(lines.count) errors"
    }

    private func markdown() -> String {
        let text = lines.joined(separator: "\n")
        let longestRun = text.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return """
        ## dsgen API diff

        No API diff for \(code(old)) → \(code(new)): \(errorCount). Fix them and push again.

        \(fence)
        \(text)
        \(fence)

        """
    }

    private func code(_ text: String) -> String {
        "`" + text.filter { $0 != "`" && $0 != "\n" } + "`"
    }

    /// `{"old": …, "new": …, "errors": ["path:line:col: error: …"]}`.
    private struct JSONSummary: Encodable {
        var old: String
        var new: String
        var errors: [String]
    }

    private func json() -> String {
        ((try? StableJSON.string(JSONSummary(old: old, new: new, errors: lines))) ?? "{}") + "\n"
    }
}
