/// `dsgen figma check --format markdown|json` (text is the diagnostics and ``summary``).
extension FigmaDriftReport {
    /// A pull-request comment: the summary and a table of every diagnostic.
    public func markdown() -> String {
        var lines = ["## dsgen figma check", "", Markdown.text(summary)]
        if !diagnostics.isEmpty {
            lines += ["", "| Location | Severity | Problem |", "|---|---|---|"]
            lines += diagnostics.map { diagnostic in
                let problem = diagnostic.message + Suggestion.didYouMean(diagnostic.fixIt)
                return ReportMarkdown.row([Markdown.code(diagnostic.location.description), diagnostic.severity.rawValue,
                                           Markdown.text(problem)])
            }
        }
        if !checked.isEmpty {
            lines += ["", "Snapshots: " + checked.map { "\(Markdown.code($0.snapshot)) (version \($0.version))" }.joined(separator: ", ")]
        }
        return lines.joined(separator: "\n")
    }

    /// Stable JSON: the components checked and every diagnostic with its location.
    public func json() throws -> String {
        struct Entry: Codable {
            var severity: String, id: String, message: String, path: String, line: Int, column: Int, fixIt: String?
        }
        struct Document: Codable {
            var checked: [Checked], unlinked: [String], diagnostics: [Entry], errors: Int, warnings: Int
        }
        let entries = diagnostics.map {
            Entry(severity: $0.severity.rawValue, id: $0.id, message: $0.message, path: $0.location.path,
                  line: $0.location.line, column: $0.location.column, fixIt: $0.fixIt)
        }
        return try StableJSON.string(Document(checked: checked, unlinked: unlinked, diagnostics: entries,
                                              errors: count(.error), warnings: count(.warning)))
    }

    /// `figma check: 3 components against their Figma snapshots: no drift`.
    public var summary: String {
        let components = "\(checked.count) component\(checked.count == 1 ? "" : "s")"
        var text = "figma check: \(components) against their Figma snapshots: "
        let counts = [(count(.error), "error"), (count(.warning), "warning"), (count(.note), "note")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        text += counts.isEmpty ? "no drift" : counts.joined(separator: ", ")
        if !unlinked.isEmpty { text += "; not linked to Figma: " + unlinked.joined(separator: ", ") }
        return text
    }

    private func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }
}
