/// Per-case values gathered into rows: cases with equal values share one row, in case
/// order, so generated `switch` / `when` bodies stay as short as the data allows.
struct CaseTable {
    /// One row: the value (and comment) some cases share.
    struct Row {
        var value: String
        var comment: String?
        /// The labels of the cases that share it (`.bannerSm`), in case order.
        var labels: [String]
    }

    private(set) var rows: [Row] = []

    /// Adds a case's value: to the row with the same value and comment, or a new row.
    mutating func append(label: String, value: String, comment: String?) {
        if let index = rows.firstIndex(where: { $0.value == value && $0.comment == comment }) {
            rows[index].labels.append(label)
        } else {
            rows.append(Row(value: value, comment: comment, labels: [label]))
        }
    }
}

/// An enum's cases with their labels in one platform's code (`.bannerSm`,
/// `EBAdSpaceSize.BannerSm`), named once per enum for all its tables.
struct LabeledCases {
    let cases: [EnumCase]
    let labels: [String]

    /// A table of the labels: per case, its value and comment.
    func table(_ value: (EnumCase) -> (value: String, comment: String?)) -> CaseTable {
        var table = CaseTable()
        for index in cases.indices {
            let (value, comment) = value(cases[index])
            table.append(label: labels[index], value: value, comment: comment)
        }
        return table
    }

    /// One table per field of per-case data, reading each case once (not once per field):
    /// per case, the field's value as `literal` writes it, with its token as the comment,
    /// or `absent` for a case without it.
    func dataTables(_ fields: [Field], absent: String, literal: (FieldValue, Field.FieldType) -> String) -> [CaseTable] {
        var tables = fields.map { _ in CaseTable() }
        for (enumCase, label) in zip(cases, labels) {
            for column in fields.indices {
                let value = enumCase.value(of: fields[column].name)
                tables[column].append(label: label, value: value.map { literal($0, fields[column].type) } ?? absent,
                                      comment: value?.token.map(OutputText.lineComment))
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
