/// Colour a reviewer would see change: the rows of the components' swatch sheets (one per
/// contrast pairing and case) whose drawn colours, ratio or verdict differ between two
/// versions of the schemas, or that appear or disappear.
public struct SwatchChange: Hashable, Sendable, Encodable {
    /// The component (its sheet is `docs/<component>.swatches.svg`).
    public var component: String
    /// `'description' on 'background' (type warning)`.
    public var pairing: String
    /// `#897236 on #FFF9EB, 4.42:1, fail`, or nil when the row is new.
    public var old: String?
    /// The same after the change, or nil when the row is gone.
    public var new: String?

    /// Every changed row, components by name, rows in sheet order (removed rows last).
    public static func compare(old: DesignSystem, new: DesignSystem) -> [SwatchChange] {
        let names = Set(old.components.map(\.name)).union(new.components.map(\.name)).sorted()
        return names.flatMap { name -> [SwatchChange] in
            let before = rows(old, name)
            let after = rows(new, name)
            var changes = after.compactMap { key, shown -> SwatchChange? in
                let previous = before.first { $0.key == key }?.shown
                return previous == shown ? nil : SwatchChange(component: name, pairing: key, old: previous, new: shown)
            }
            changes += before.filter { row in !after.contains { $0.key == row.key } }.map {
                SwatchChange(component: name, pairing: $0.key, old: $0.shown, new: nil)
            }
            return changes
        }
    }

    /// A component's rows as (pairing and case, what the sheet shows).
    private static func rows(_ system: DesignSystem, _ name: String) -> [(key: String, shown: String)] {
        guard let component = system.component(named: name) else { return [] }
        return ContrastTable.rows(for: component, policy: system.contrast).map { row in
            let colors = [row.drawnForeground?.hex ?? "\(row.foreground.path) (no value)",
                          row.drawnSurface?.hex ?? "\(row.surface.path) (no value)"].joined(separator: " on ")
            let ratio = row.ratio.map { ", \(WCAG.formatted($0)):1" } ?? ""
            return (ContrastCheck.describe(row), "\(colors)\(ratio), \(row.verdict.label)")
        }
    }

    /// `Alert.swatches.svg: 'description' on 'background' (type warning): A → B`.
    var line: String {
        "\(component).swatches.svg: \(pairing): \(old ?? "new") → \(new ?? "removed")"
    }
}

extension Array where Element == SwatchChange {
    /// The terminal section: empty when nothing changed.
    func text() -> String {
        guard !isEmpty else { return "" }
        return "\nSwatch changes (docs/<Component>.swatches.svg):\n" + map { "  · " + $0.line }.joined(separator: "\n") + "\n"
    }

    /// The pull-request section: empty when nothing changed.
    func markdown() -> String {
        guard !isEmpty else { return "" }
        return "\n### Swatch changes\n\n" + map { change in
            "- \(Markdown.code(change.component + ".swatches.svg")): \(ReportMarkdown.text(change.pairing)): "
                + "\(change.old.map(Markdown.code) ?? "new") → \(change.new.map(Markdown.code) ?? "removed")"
        }.joined(separator: "\n") + "\n"
    }
}
