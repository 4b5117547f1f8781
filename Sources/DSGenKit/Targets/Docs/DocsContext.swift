/// What the docs templates may use for one component page (`docs/Alert.md`).
///
/// Every string is finished Markdown: ``DocsContextBuilder`` computes the names, types,
/// literals, counts and example calls and escapes them through ``Markdown``; templates
/// only place headings and iterate. A section the schema says nothing about is `nil` (or
/// an empty list), so its heading disappears with it. Every table is a ``DocsTable`` of
/// finished lines whose rows have the header's column count by construction.
/// `dsgen context --target docs` prints this as JSON.
public struct DocsContext: Codable, Sendable, Equatable {
    /// Generated-file header lines, safe inside an HTML comment.
    public var header: [String]
    /// The schema file name.
    public var schema: String
    /// The page.
    public var component: DocsComponent
}

/// One component's page.
public struct DocsComponent: Codable, Sendable, Equatable {
    /// The page title: the schema name in words (`Ad Space`).
    public var title: String
    /// The summary, then further paragraphs.
    public var paragraphs: [String]
    /// List items: schema, SwiftUI type, Compose function, Figma link, former names.
    public var overview: [String]
    /// Canonical homes, as list items.
    public var homes: DocsList?
    /// Native primitives it maps to, as list items.
    public var native: DocsList?
    /// Legacy components and libraries it replaces, as list items.
    public var replaces: DocsList?
    /// The mapping table: Figma property → SwiftUI → Compose, one row per property.
    public var mapping: DocsTable
    /// What Code Connect shows in Dev Mode per property, when the component is in Figma.
    public var codeConnect: DocsTable?
    /// Whether there are enum sections (for their common heading).
    public var hasEnums: Bool
    /// One section per enum property.
    public var enums: [DocsEnum]
    /// One section per value type.
    public var valueTypes: [DocsValueType]
    /// Design tokens.
    public var tokens: DocsTokens?
    /// The accessibility contract.
    public var accessibility: DocsAccessibility?
    /// Behaviour, dismissal, telemetry and state coverage.
    public var behavior: DocsBehavior?
    /// Variant arithmetic from the axes and constraints.
    public var variants: DocsVariants
    /// The legacy Figma properties and built-variant inventory.
    public var legacy: DocsLegacy?
    /// The readiness audit.
    public var audit: DocsAudit?
    /// Migration notes from properties and cases, as list items.
    public var migrations: DocsList?
    /// Example calls on both platforms.
    public var usage: DocsUsage
}

/// A bulleted list.
public struct DocsList: Codable, Sendable, Equatable {
    /// The items, one line of inline Markdown each.
    public var items: [String]

    /// A list, or nil when there is nothing to list.
    init?(_ items: [String]) {
        guard !items.isEmpty else { return nil }
        self.items = items
    }
}

/// A GitHub Markdown table, as finished lines: every row has the header's number of
/// cells.
public struct DocsTable: Codable, Sendable, Equatable {
    /// The header row, the delimiter row (`| --- |`), then the body rows:
    /// `` | `size` | `banner` | ``.
    public var lines: [String]

    /// A table from inline-Markdown cells, escaped as cells here. Nil when it has no rows.
    init?(header: [String], rows: [[String]]) {
        self.init(DocsTableHeader(header), rows: rows)
    }

    /// A table under a header built before (once, when its column titles are constant).
    /// Nil when it has no rows.
    init?(_ header: DocsTableHeader, rows: [[String]]) {
        guard !rows.isEmpty else { return nil }
        lines = header.lines
        lines.reserveCapacity(lines.count + rows.count)
        for row in rows {
            precondition(row.count == header.columns, "a docs table row has \(row.count) cells for \(header.columns) columns: \(row)")
            lines.append(Self.line(row))
        }
    }

    /// `| a | b |`, with the cells escaped.
    static func line(_ cells: [String]) -> String {
        var line = InlineMarkdown(capacity: cells.reduce(1) { $0 + $1.utf8.count + 4 })
        line.append(ascii: "|")
        for cell in cells {
            line.append(ascii: " ")
            line.appendCell(cell)
            line.append(ascii: " ")
            line.append(ascii: "|")
        }
        return line.string
    }
}

/// The header and delimiter rows of a ``DocsTable``.
struct DocsTableHeader: Sendable {
    /// The number of columns.
    let columns: Int
    /// `| Value | Figma |`, then `| --- | --- |`.
    let lines: [String]

    /// The header of columns titled with inline Markdown.
    init(_ titles: [String]) {
        columns = titles.count
        lines = [DocsTable.line(titles), DocsTable.line(titles.map { _ in "---" })]
    }
}

/// An enum property's section: its cases, groups and per-case data.
public struct DocsEnum: Codable, Sendable, Equatable {
    /// `` `size` ``.
    public var heading: String
    /// Its documentation.
    public var paragraphs: [String]
    /// List items: platform types, default, Figma property, constraint.
    public var facts: [String]
    /// Value | Figma | SwiftUI | Compose | Description.
    public var cases: DocsTable
    /// Group | Cases | iOS | Android | Description, when the cases are grouped.
    public var groups: DocsTable?
    /// Per-case data: (group), value, one column per field (width × height merged), and a
    /// column per property constrained on this enum.
    public var data: DocsTable?
    /// What each per-case field means, as list items.
    public var fields: DocsList?
}

/// A value type's section (`Action`).
public struct DocsValueType: Codable, Sendable, Equatable {
    /// `` `Action` ``.
    public var heading: String
    /// Its documentation and platform types.
    public var paragraphs: [String]
    /// Field | SwiftUI | Compose | Required | Description.
    public var fields: DocsTable
}

/// Design tokens.
public struct DocsTokens: Codable, Sendable, Equatable {
    /// The tokens' documentation.
    public var paragraphs: [String]
    /// One table per colour set.
    public var colorSets: [DocsColorSet]
    /// Role | Token | Value | Notes for colours that do not vary.
    public var colors: DocsTable?
    /// Role | Text style | Notes.
    public var typography: DocsTable?
    /// The contrast of every pairing, computed.
    public var contrast: DocsContrast?
}

/// A colour set: colours per role and case (and theme).
public struct DocsColorSet: Codable, Sendable, Equatable {
    /// `Colours by `type``.
    public var heading: String
    /// Case | Role | (second case) | Token | Value.
    public var table: DocsTable
}

/// The accessibility contract.
public struct DocsAccessibility: Codable, Sendable, Equatable {
    /// Kind | Name | Text | When.
    public var strings: DocsTable?
    /// Case | Live region | iOS | Android, per enum with a live-region field.
    public var liveRegions: [DocsTable]
    /// List items: traits, touch target, focus ring, decorative images.
    public var facts: DocsList?
    /// Requirement | iOS | Android.
    public var requirements: DocsTable?
}

/// Behaviour.
public struct DocsBehavior: Codable, Sendable, Equatable {
    /// State | iOS | Android | Figma | Notes.
    public var states: DocsTable?
    /// How it is dismissed, as list items.
    public var dismissals: DocsList?
    /// Event | SwiftUI | Compose | Signal | Threshold | Notes.
    public var telemetry: DocsTable?
    /// Interaction states covered, as list items.
    public var coverage: DocsList?
}

/// Variant arithmetic.
public struct DocsVariants: Codable, Sendable, Equatable {
    /// Axis | Figma | Values | Count | Applies.
    public var axes: DocsTable?
    /// List items: theoretical and valid combinations, Figma variants, presence toggles,
    /// legacy counts.
    public var facts: [String]
    /// One row per combination of the axes others are constrained on, when there are such.
    public var breakdown: DocsTable?
    /// Constraints on properties that are not axes, as list items.
    public var constraints: DocsList?
}

/// The legacy Figma side.
public struct DocsLegacy: Codable, Sendable, Equatable {
    /// Legacy property | What became of it.
    public var properties: DocsTable?
    /// Built out of theoretical variants, and why.
    public var paragraphs: [String]
    /// Group | Count | Axes.
    public var groups: DocsTable?
}

/// The readiness audit.
public struct DocsAudit: Codable, Sendable, Equatable {
    /// ID | Criterion | Status | Notes.
    public var criteria: DocsTable?
    /// Aspect | Status | Notes.
    public var aspects: DocsTable?
    /// Findings, as list items.
    public var findings: DocsList?
    /// Recommendations, as list items.
    public var recommendations: DocsList?
}

/// Example calls.
public struct DocsUsage: Codable, Sendable, Equatable {
    /// Paragraphs (Markdown) on the constraints the API enforces: the per-case entry points
    /// the snippets call and the general form's debug checks; empty without constraints.
    public var notes: [String]
    /// SwiftUI snippets: minimal, then full.
    public var swiftUI: [DocsSnippet]
    /// Compose snippets: minimal, then full.
    public var compose: [DocsSnippet]
}

/// One fenced code block.
public struct DocsSnippet: Codable, Sendable, Equatable {
    /// The sentence before it.
    public var title: String
    /// The fence (three or more backticks).
    public var fence: String
    /// `swift` or `kotlin`.
    public var language: String
    /// The code, line by line.
    public var lines: [String]
}

/// What the index page (`docs/README.md`) may use.
public struct DocsIndexContext: Codable, Sendable, Equatable {
    /// Generated-file header lines.
    public var header: [String]
    /// `EB design system`.
    public var title: String
    /// The design system's summary.
    public var paragraphs: [String]
    /// Component | Summary | SwiftUI | Compose.
    public var components: DocsTable?
}
