/// Per-case values gathered into rows: cases with equal values share one row, in case
/// order, so generated `switch` / `when` bodies stay as short as the data allows.
///
/// Rows keep no arrays of their own: each case records its row, and a row's labels are
/// read back from the enum's labels in case order.
struct CaseTable {
    /// One row: the value (and comment) some cases share.
    struct Row {
        var value: String
        var comment: String?
        /// How many cases share it.
        var caseCount: Int
    }

    /// Every case's label (`.bannerSm`), in case order.
    let labels: [String]
    private(set) var rows: [Row] = []
    /// The row of each case, in case order.
    private var rowOfCase: [Int] = []

    /// An empty table for cases labelled `labels`; ``append(value:comment:)`` fills it.
    init(labels: [String]) {
        self.labels = labels
        rowOfCase.reserveCapacity(labels.count)
        rows.reserveCapacity(labels.count)
    }

    /// Adds the next case's value: to the row with the same value and comment, or a new row.
    mutating func append(value: String, comment: String?) {
        if let index = rows.firstIndex(where: { $0.value == value && $0.comment == comment }) {
            rows[index].caseCount += 1
            rowOfCase.append(index)
        } else {
            rowOfCase.append(rows.count)
            rows.append(Row(value: value, comment: comment, caseCount: 1))
        }
    }

    /// Calls `body` with the label of every case in row `row`, in case order.
    func forEachLabel(inRow row: Int, _ body: (String) -> Void) {
        for index in rowOfCase.indices where rowOfCase[index] == row { body(labels[index]) }
    }

    /// The labels of row `row` joined by `, ` (`.bannerSm, .bannerLg`).
    func labels(ofRow row: Int) -> String {
        var labels: [String] = []
        forEachLabel(inRow: row) { labels.append($0) }
        return labels.joined(separator: ", ")
    }
}

/// An enum's cases with their labels in one platform's code (`.bannerSm`,
/// `EBAdSpaceSize.BannerSm`), named once per enum for all its tables.
struct LabeledCases {
    let cases: [EnumCase]
    let labels: [String]

    /// A table of the labels: per case, its value and comment.
    func table(_ value: (borrowing EnumCase) -> (value: String, comment: String?)) -> CaseTable {
        var table = CaseTable(labels: labels)
        // Through a buffer pointer, whose elements are lent to `value` rather than copied.
        cases.withUnsafeBufferPointer { cases in
            for index in cases.indices {
                let (value, comment) = value(cases[index])
                table.append(value: value, comment: comment)
            }
        }
        return table
    }

    /// One table per field of per-case data, reading each case once (not once per field):
    /// per case, the field's value as `literal` writes it, with its token as the comment,
    /// or `absent` for a case without it.
    func dataTables(_ fields: [Field], absent: String, literal: (FieldValue, Field.FieldType) -> String) -> [CaseTable] {
        var tables = fields.map { _ in CaseTable(labels: labels) }
        for enumCase in cases {
            for column in fields.indices {
                let value = enumCase.value(of: fields[column].name)
                tables[column].append(value: value.map { literal($0, fields[column].type) } ?? absent, comment: value?.token.map(OutputText.lineComment))
            }
        }
        return tables
    }
}

extension Component {
    /// The enum properties, with their enumerations.
    var enumProperties: [(property: Property, enumeration: Enumeration)] {
        properties.compactMap { property in property.enumeration.map { (property, $0) } }
    }

    /// Platform-neutral facts that become constants: accessibility strings and sizes,
    /// and telemetry thresholds. Each is `(name, kind, value)`.
    var accessibilityConstants: [(name: String, doc: String, text: String)] {
        accessibility.strings.map { string in
            (Words.lowerCamel(string.name + " " + string.kind), string.doc, string.text)
        } + properties.compactMap { property in
            property.accessibilityLabel.map { label in
                let action = property.name.hasPrefix("on") ? String(property.name.dropFirst(2)) : property.name
                return (Words.lowerCamel(action + " button label"),
                        "The label of the control that triggers `" + property.name + "`.", label)
            }
        }
    }

    /// Type names kept as deprecated aliases, `(old, new)`: every type in `derived` (each
    /// named after the component, `EBCardLayout`) under each previous component name
    /// (`EBTileLayout`), and every enum type under its property's previous names
    /// (`EBCardStyle`). Both native targets alias exactly these.
    func renamedTypes(platformName: String, derived: [String], enumTypeName: (Property) -> String) -> [(old: String, new: String)] {
        guard !renamedFrom.isEmpty || properties.contains(where: { !$0.renamedFrom.isEmpty }) else { return [] }
        let stem = String(platformName.dropLast(Words.upperCamel(name).count))
        let componentRenames = renamedFrom.flatMap { old in
            derived.map { (stem + Words.upperCamel(old) + $0.dropFirst(platformName.count), $0) }
        }
        let enumRenames = enumProperties.flatMap { property, _ in
            property.renamedFrom.map { (platformName + Words.upperCamel($0), enumTypeName(property)) }
        }
        return componentRenames + enumRenames
    }

    /// Telemetry thresholds of the component's events.
    var telemetryConstants: [(name: String, doc: String, fraction: Double?, seconds: Double?)] {
        properties.flatMap { property in
            property.telemetry.filter { $0.visiblePercent != nil || $0.seconds != nil }.map { telemetry in
                (telemetry.kind.rawValue, "`" + property.name + "` fires when " + telemetry.describedThreshold + ".", telemetry.visiblePercent.map { $0 / 100 },
                 telemetry.seconds)
            }
        }
    }
}

extension Telemetry {
    /// `the component is at least 50 % visible for at least 1 s`.
    var describedThreshold: String {
        let visible = visiblePercent.map { "at least " + NumberFormat.plain($0) + " % visible" }
        let lasting = seconds.map { "for at least " + NumberFormat.plain($0) + " s" }
        return "the component has been " + (visible ?? "") + (visible != nil && lasting != nil ? " " : "") + (lasting ?? "")
    }
}

extension Property {
    /// The doc comment of a property: its doc plus its constraint.
    var documentation: [String] {
        let doc = self.doc
        guard let constraint = self.constraint else { return doc.isEmpty ? [] : [doc.replacingAll("\n", with: " ")] }
        let list = constraint.cases.map { "`" + $0 + "`" }.joinedWithOr
        return DocLines.paragraphs([doc, "Applies only when `" + constraint.property + "` is " + list + "."])
    }

    /// `documentation.first`: its doc, else its constraint sentence, without building the rest.
    var firstDocumentationParagraph: String? {
        guard self.doc.isEmpty else { return self.doc.replacingAll("\n", with: " ") }
        return self.constraint == nil ? nil : documentation.first
    }
}

extension Array where Element == String {
    /// `a, b or c`: the items joined by `, `, the last by ` or `; the one item, or `""`.
    var joinedWithOr: String {
        joined(lastSeparator: " or ")
    }

    /// The items joined by `, `, the last by `lastSeparator` (` or `, ` and `); the one
    /// item, or `""`.
    func joined(lastSeparator: String) -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + lastSeparator + last
    }
}

extension ColorValue {
    /// `0xAARRGGBB` alpha as a byte (80 % → 0xCC).
    var alphaByte: Int { Int((opacityPercent / 100 * 255).rounded()) }
}
