/// The changes between two design systems, rendered for a terminal, a pull request or tools.
public struct APIDiffReport: Sendable {
    /// The changes, in ``APIDiff/compare(old:new:)`` order.
    public var changes: [APIChange]
    /// What the old side was (`origin/main:Schemas`), for headings.
    public var oldLabel: String
    /// What the new side was (`Schemas`), for headings.
    public var newLabel: String
    /// Rows of the docs' swatch sheets that changed (colour, not API: no impact).
    public var swatchChanges: [SwatchChange] = []

    /// Creates a report.
    public init(changes: [APIChange], oldLabel: String = "old", newLabel: String = "new") {
        self.changes = changes
        self.oldLabel = oldLabel
        self.newLabel = newLabel
    }

    /// Compares two design systems.
    public init(old: DesignSystem, new: DesignSystem, oldLabel: String = "old", newLabel: String = "new") {
        self.init(changes: APIDiff.compare(old: old, new: new), oldLabel: oldLabel, newLabel: newLabel)
        swatchChanges = SwatchChange.compare(old: old, new: new)
    }

    /// Whether any change breaks any audience.
    public var hasBreakingChanges: Bool { changes.contains(where: \.isBreaking) }

    /// How many changes break an audience.
    public func breakingCount(_ audience: Audience) -> Int {
        changes.count { $0.impact(on: audience).isBreaking }
    }

    /// `3 changes: 2 breaking for Swift, 2 for Kotlin, none for Figma`.
    public var summaryLine: String {
        guard !changes.isEmpty else { return "No API changes." }
        let counts = Audience.allCases.map { audience -> String in
            let count = breakingCount(audience)
            return "\(count == 0 ? "none" : String(count)) for \(audience.title)"
        }
        let total = "\(changes.count) change\(changes.count == 1 ? "" : "s")"
        guard hasBreakingChanges else { return "\(total), none breaking." }
        return "\(total); breaking: " + counts.joined(separator: ", ") + "."
    }

    /// The changes grouped by component, in order; the design system's own come first.
    var sections: [(title: String, changes: [APIChange])] {
        var result: [(title: String, changes: [APIChange])] = []
        for change in changes {
            let title = change.component.isEmpty ? "Design system" : change.component
            if result.last?.title == title { result[result.count - 1].changes.append(change) } else { result.append((title, [change])) }
        }
        return result
    }

    // MARK: - Text

    /// Readable terminal text.
    public func text() -> String {
        var lines = ["API changes from \(oldLabel) to \(newLabel): \(summaryLine)"]
        for (title, changes) in sections {
            lines += ["", title]
            for change in changes {
                lines.append("  \(change.isBreaking ? "!" : "·") \(change.summary)" + Self.values(change))
                for audience in Audience.allCases {
                    let impact = change.impact(on: audience)
                    let name = audience.title.padding(toLength: 7, withPad: " ", startingAt: 0)
                    let level = impact.level.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                    lines.append("      \(name) \(level) \(impact.reason)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n" + swatchChanges.text()
    }

    private static func values(_ change: APIChange) -> String {
        guard let old = change.old, let new = change.new else { return "" }
        return ": \(old) → \(new)"
    }

    // MARK: - JSON

    private struct JSONReport: Encodable {
        struct Summary: Encodable {
            var changes: Int
            var breaking: [String: Int]
            var hasBreakingChanges: Bool
        }

        /// A change's own fields, and whether it breaks any audience.
        struct Change: Encodable {
            var change: APIChange

            private enum CodingKeys: CodingKey { case breaking }

            func encode(to encoder: any Encoder) throws {
                try change.encode(to: encoder)
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(change.isBreaking, forKey: .breaking)
            }
        }

        var old: String
        var new: String
        var summary: Summary
        var changes: [Change]
        var swatches: [SwatchChange]?
    }

    /// Stable JSON: sorted keys, changes in report order; absent values are left out.
    public func json() throws -> String {
        let report = JSONReport(
            old: oldLabel, new: newLabel,
            summary: .init(changes: changes.count,
                           breaking: Dictionary(uniqueKeysWithValues: Audience.allCases.map { ($0.rawValue, breakingCount($0)) }),
                           hasBreakingChanges: hasBreakingChanges),
            changes: changes.map(JSONReport.Change.init),
            swatches: swatchChanges.isEmpty ? nil : swatchChanges)
        return try StableJSON.string(report) + "\n"
    }

    // MARK: - Markdown

    /// GitHub Markdown for a pull-request comment: a summary table, then details per component.
    public func markdown() -> String {
        var lines = ["## dsgen API diff", "",
                     "Comparing \(Markdown.code(oldLabel)) → \(Markdown.code(newLabel)): \(ReportMarkdown.text(summaryLine))"]
        guard !changes.isEmpty else { return lines.joined(separator: "\n") + "\n" + swatchChanges.markdown() }
        lines += ["", "| Component | Change | Swift | Kotlin | Figma |", "|---|---|---|---|---|"]
        for (title, changes) in sections {
            for change in changes {
                let cells = [ReportMarkdown.text(title), ReportMarkdown.text(change.summary)]
                    + Audience.allCases.map { Self.level(change.impact(on: $0)) }
                lines.append(ReportMarkdown.row(cells))
            }
        }
        for (title, changes) in sections {
            lines += ["", "### \(ReportMarkdown.text(title))", ""]
            for change in changes {
                var heading = "- **\(ReportMarkdown.text(change.summary))**"
                if let old = change.old, let new = change.new {
                    heading += ": \(Markdown.code(old)) → \(Markdown.code(new))"
                } else if let value = change.new ?? change.old {
                    heading += ": \(Markdown.code(value))"
                }
                lines.append(heading)
                for audience in Audience.allCases {
                    let impact = change.impact(on: audience)
                    lines.append("  - \(audience.title): \(Self.level(impact)), \(ReportMarkdown.text(impact.reason))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n" + swatchChanges.markdown()
    }

    private static func level(_ impact: Impact) -> String {
        impact.isBreaking ? "**breaking**" : "compatible"
    }
}

/// The diff report's own Markdown context: prose dsgen writes with `code spans` in it (change
/// summaries quote names in backticks). Code spans and cells use ``Markdown``.
enum ReportMarkdown {
    /// Text with `code spans` kept: outside them, characters Markdown would interpret are escaped.
    static func text(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" {
                inCode.toggle()
                result.append(character)
            } else if !inCode, "\\*_<>[]#".contains(character) {
                result += "\\" + String(character)
            } else if character == "\n" {
                result.append(" ")
            } else {
                result.append(character)
            }
        }
        return inCode ? result + "`" : result
    }

    /// A table row of Markdown inlines, each escaped as a cell.
    static func row(_ cells: [String]) -> String {
        "| " + cells.map(Markdown.cell).joined(separator: " | ") + " |"
    }
}
