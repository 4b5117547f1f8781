/// A component's colour contrast: every pairing in every case and theme, computed.
public struct DocsContrast: Codable, Sendable, Equatable {
    /// How the ratios are computed and which level they are checked at.
    public var paragraphs: [String]
    /// Pairing | Case | Foreground | Surface | Ratio | Needs | Result | Notes.
    public var table: DocsTable
    /// Each contrast claim of the accessibility contract, and whether the ratios bear it out.
    public var claims: DocsList?
    /// The swatch sheet as a Markdown image, when the component has colours to draw.
    public var swatches: String?
}

extension DocsContextBuilder {
    private static let contrastHeader = DocsTableHeader(["Pairing", "Case", "Foreground", "Surface", "Ratio", "Needs", "Result", "Notes"])

    /// The contrast table, or nil when the tokens pair nothing.
    func contrastSection() -> DocsContrast? {
        let rows = contrast
        var seen = Set<ContrastPairing>()
        var pairing = (of: rows.first?.pairing, cell: rows.first.map { pairingCell($0.pairing) } ?? "")
        let cells = rows.map { row -> [String] in
            let first = seen.insert(row.pairing).inserted
            if row.pairing != pairing.of { pairing = (row.pairing, pairingCell(row.pairing)) }
            return [pairing.cell, row.cases.isEmpty ? "" : Markdown.codeList(row.cases, separator: " · "),
                    colorCell(row.foreground, drawn: row.drawnForeground), colorCell(row.surface, drawn: row.drawnSurface),
                    row.ratio.map { WCAG.formatted($0) + ":1" } ?? "",
                    row.threshold.map { NumberFormat.plain($0) + ":1" } ?? "none",
                    row.verdict == .fail ? Markdown.strong("fail") : row.verdict.label,
                    first ? Markdown.text(row.pairing.doc) : ""]
        }
        guard let table = DocsTable(Self.contrastHeader, rows: cells) else { return nil }
        let level = system.contrast.level.rawValue
        let paragraph = "WCAG 2.2 contrast ratios of each foreground on the surface it sits on, checked at level \(level)"
            + " (text 4.5:1 at AA, 7:1 at AAA; large text 3:1 at AA, 4.5:1 at AAA; non-text UI 3:1; decorative: none)."
            + " A translucent colour is shown as drawn: composited over its surface (a translucent surface over white),"
            + " then written as it was declared. Ratios are cut, not rounded, to two decimals."
        let claims = component.accessibility.contrastClaims.map { claimItem($0, rows: rows) }
        let swatches = "!" + Markdown.link(Markdown.text("\(component.name) colour swatches"), to: SwatchSheet.fileName(component))
        return DocsContrast(paragraphs: [Markdown.text(paragraph)], table: table, claims: DocsList(claims), swatches: swatches)
    }

    private func pairingCell(_ pairing: ContrastPairing) -> String {
        "\(Markdown.code(pairing.foreground)) on \(Markdown.code(pairing.surface)) · \(Markdown.text(pairing.content.label))"
    }

    /// `` `#897236` (`#6C5009 @ 80%`) `` — as drawn, then as declared when they differ;
    /// the token path when it has no value.
    private func colorCell(_ color: PairedColor, drawn: SRGBColor?) -> String {
        guard let value = color.value, let drawn else { return "\(Markdown.code(color.path)) (no value)" }
        return value.opacityPercent < 100 ? "\(Markdown.code(drawn.hex)) (\(Markdown.code(value.written)))" : Markdown.code(drawn.hex)
    }

    /// `Color contrast: at least 4.5:1 for `title`, `description` — **contradicted**: …`
    private func claimItem(_ claim: ContrastClaim, rows: [ContrastRow]) -> String {
        let claimed = claim.roles.contains { role in rows.contains { $0.pairing.foreground == role } }
        let covered = rows.filter { claim.roles.contains($0.pairing.foreground) && $0.ratio != nil }
        let below = covered.filter { ($0.ratio ?? 0) < claim.minimumRatio }
        var item = "\(Markdown.strong(Markdown.text(claim.requirement))) claims at least \(NumberFormat.plain(claim.minimumRatio)):1 for "
            + Markdown.codeList(claim.roles) + ": "
        if !below.isEmpty {
            item += Markdown.strong("contradicted") + " by " + below.map { row in
                let cases = row.cases.isEmpty ? "" : " (\(Markdown.codeList(row.cases, separator: " · ")))"
                return "\(Markdown.code(row.pairing.foreground))\(cases) at \(WCAG.formatted(row.ratio ?? 0)):1"
            }.joined(separator: ", ")
        } else if claimed, let lowest = covered.compactMap(\.ratio).min() {
            item += "holds; the lowest is \(WCAG.formatted(lowest)):1"
        } else {
            item += "nothing to check it against"
        }
        return item + "."
    }
}
