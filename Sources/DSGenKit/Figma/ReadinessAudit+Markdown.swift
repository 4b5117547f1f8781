/// The audit as Markdown: a page per component and a summary table.
extension ReadinessAudit {
    /// `Alert.md`: the criteria table, then where the computed verdict differs from the recorded one.
    public func markdown() -> String {
        var lines = ["# \(component) readiness audit", "", provenance(), "",
                     "| ID | Criterion | Verdict | Source | Evidence |", "|---|---|---|---|---|"]
        lines += criteria.map { criterion in
            ReportMarkdown.row([criterion.id, Markdown.text(criterion.name), "**\(criterion.verdict.title)**", criterion.source.rawValue,
                 criterion.evidence.map(Markdown.text).joined(separator: "; ")])
        }
        let differing = criteria.filter(\.differsFromRecorded)
        if !differing.isEmpty {
            lines += ["", "## Where the schema records another verdict", ""]
            lines += differing.map { criterion in
                let recorded = criterion.recorded!
                let status = ReadinessAudit.Verdict(rawValue: recorded.status)?.title ?? recorded.status
                return "- **\(criterion.id) · \(Markdown.text(criterion.name))**: computed \(criterion.verdict.title); recorded "
                    + "\(status): \(Markdown.text(recorded.note))" + (criterion.limit.map { " \(Markdown.text($0))" } ?? "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary table of several audits, each component linking to its page.
    public static func summary(_ audits: [ReadinessAudit]) -> String {
        var lines = ["# Readiness audit", "",
                     "Computed by `dsgen audit` from the schemas and their Figma snapshots; *recorded* marks a verdict taken "
                        + "from the schema's `audit` block, where the criterion needs judgement.", "",
                     "| Component | " + (1...7).map { "C\($0)" }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: 7)]
        lines += audits.map { audit in
            ReportMarkdown.row(["[\(Markdown.text(audit.component))](\(audit.component).md)"] + audit.criteria.map { criterion in
                criterion.verdict.title + (criterion.source == .recorded ? " *(recorded)*" : "")
            })
        }
        lines += ["", "Criteria: " + (1...7).map { "C\($0) \(names["C\($0)"]!)" }.joined(separator: ", ") + "."]
        return lines.joined(separator: "\n") + "\n"
    }

    private func provenance() -> String {
        guard let snapshot else {
            return "No Figma snapshot of \(component) (run `dsgen figma pull`): only the verdicts recorded in the schema are shown."
        }
        return "Computed by `dsgen audit` from the schema and the Figma snapshot of \(Markdown.code(snapshot.node.name)) "
            + "(\(Markdown.text(snapshot.fileName)), version \(snapshot.version), last modified \(snapshot.lastModified)). "
            + "Verdicts marked *recorded* need judgement and come from the schema's `audit` block."
    }
}
