extension DocsContextBuilder {
    // The headers of tables with constant column titles, built once.
    private static let casesHeader = DocsTableHeader(["Value", "Figma", "SwiftUI", "Compose", "Description"])
    private static let groupsHeader = DocsTableHeader(["Group", "Cases", "iOS", "Android", "Description"])

    func enumSection(_ property: Property, _ enumeration: Enumeration) -> DocsEnum {
        DocsEnum(
            heading: Markdown.code(property.name),
            paragraphs: [Markdown.text(property.doc)].filter { !$0.isEmpty },
            facts: enumFacts(property, enumeration),
            cases: caseTable(property, enumeration),
            groups: groupTable(enumeration),
            data: dataTable(property, enumeration),
            fields: DocsList(enumeration.fields.map(fieldNote)))
    }

    private func enumFacts(_ property: Property, _ enumeration: Enumeration) -> [String] {
        let swiftType = Markdown.code(swiftUI.enumTypeName(property))
        var facts: [String] = []
        switch property.swiftUI.passing {
        case .parameter:
            facts.append("SwiftUI: \(swiftType)")
        case .modifier:
            facts.append("SwiftUI: \(swiftType), set with \(Markdown.code(".\(property.swiftUI.key ?? "")(_:)"))")
        case .environment:
            facts.append("SwiftUI: \(swiftType), selected by the environment's \(Markdown.code(".\(property.swiftUI.key ?? "")(_:)")) "
                         + "(\(Markdown.code(property.swiftUI.type ?? "")))")
        }
        facts.append("Compose: \(Markdown.code(compose.enumTypeName(property)))")
        if case .enumCase(let name)? = property.defaultValue {
            facts.append("Default: \(Markdown.code(name))")
        } else {
            facts.append(property.isOptional ? "Optional, no default" : "Required: no default")
        }
        switch property.figma.kind {
        case .none, .implicit:
            facts.append("Figma: \(figmaProperty(property))" + (property.figma.note.map { " (\(Markdown.text($0)))" } ?? ""))
        default:
            facts.append("Figma: \(figmaProperty(property))")
        }
        let omitted = property.figma.values.filter { $0.value == "omit" }.flatMap(\.figmaValues)
        if !omitted.isEmpty {
            facts.append("Figma \(Markdown.codeList(omitted)) means the property does not apply: it is left out of the call.")
        }
        if let constraint = property.constraint { facts.append(constraintSentence(constraint)) }
        return facts
    }

    private func caseTable(_ property: Property, _ enumeration: Enumeration) -> DocsTable {
        let kotlinType = compose.enumTypeName(property)
        let rows = enumeration.cases.map { enumCase -> [String] in
            let figma = property.figma.values.filter { $0.value == enumCase.name }.flatMap(\.figmaValues)
            var description = [Markdown.text(enumCase.doc)] + enumCase.migrations.map(Markdown.text)
            if !enumCase.renamedFrom.isEmpty { description.append("Formerly \(Markdown.codeList(enumCase.renamedFrom)).") }
            return [Markdown.code(enumCase.name),
                    figma.isEmpty ? "—" : Markdown.codeList(figma),
                    swiftCase(property, enumCase),
                    Markdown.code("\(kotlinType).\(KotlinNaming.typeName(enumCase.name))"),
                    description.filter { !$0.isEmpty }.joined(separator: " ")]
        }
        return DocsTable(Self.casesHeader, rows: rows)
            ?? DocsTable(Self.casesHeader, rows: [["—", "—", "—", "—", "No cases."]])!
    }

    /// `.card`, `.ebAlertStyle(.card)`, or `.controlSize(.small)`, `.controlSize(.mini)`.
    private func swiftCase(_ property: Property, _ enumCase: EnumCase) -> String {
        let member = "." + SwiftNaming.memberName(enumCase.name)
        let key = property.swiftUI.key ?? ""
        switch property.swiftUI.passing {
        case .parameter: return Markdown.code(member)
        case .modifier: return Markdown.code(".\(key)(\(member))")
        case .environment:
            let values = enumCase.swiftValues.isEmpty ? [SwiftNaming.memberName(enumCase.name)] : enumCase.swiftValues
            return Markdown.codeList(values.map { ".\(key)(.\(SwiftNaming.escape($0)))" })
        }
    }

    private func groupTable(_ enumeration: Enumeration) -> DocsTable? {
        let rows = enumeration.groups.map { group in
            [Markdown.code(group.name), Markdown.codeList(group.cases),
             group.native?.ios.map(Markdown.text) ?? "—", group.native?.android.map(Markdown.text) ?? "—",
             [Markdown.text(group.doc), group.native?.note.map(Markdown.text) ?? ""].filter { !$0.isEmpty }.joined(separator: " ")]
        }
        return DocsTable(Self.groupsHeader, rows: rows)
    }

    /// Per-case data, with `width` and `height` in one `320 × 50` column, and a column per
    /// property that applies only to some cases.
    private func dataTable(_ property: Property, _ enumeration: Enumeration) -> DocsTable? {
        let constrained = component.properties.filter { $0.constraint?.property == property.name }
        guard !enumeration.fields.isEmpty || !constrained.isEmpty else { return nil }
        let columns = dataColumns(enumeration.fields)
        let grouped = !enumeration.groups.isEmpty
        var header = grouped ? ["Group"] : []
        header.append("Value")
        header += columns.map(\.title)
        header += constrained.map { Markdown.code($0.name) }
        let rows = enumeration.cases.map { enumCase -> [String] in
            var row = grouped ? [enumCase.group.map(Markdown.code) ?? "—"] : []
            row.append(Markdown.code(enumCase.name))
            row += columns.map { $0.value(enumCase) }
            row += constrained.map { $0.constraint?.cases.contains(enumCase.name) == true ? "yes" : "no" }
            return row
        }
        return DocsTable(header: header, rows: rows)
    }

    private struct DataColumn {
        var title: String
        var value: (EnumCase) -> String
    }

    private func dataColumns(_ fields: [Field]) -> [DataColumn] {
        let names = fields.map(\.name)
        let merged = names.contains("width") && names.contains("height")
            && fields.first { $0.name == "width" }?.type == .dp && fields.first { $0.name == "height" }?.type == .dp
        var columns: [DataColumn] = []
        for field in fields {
            if merged && field.name == "height" { continue }
            if merged && field.name == "width" {
                columns.append(DataColumn(title: "Width × height") { enumCase in
                    let width = enumCase.value(of: "width").map { Self.fieldValue($0, .dp) } ?? "—"
                    let height = enumCase.value(of: "height").map { Self.fieldValue($0, .dp) } ?? "—"
                    return "\(width) × \(height)"
                })
                continue
            }
            columns.append(DataColumn(title: Markdown.text(Self.words(field.name))) { enumCase in
                enumCase.value(of: field.name).map { Self.fieldValue($0, field.type) } ?? "—"
            })
        }
        return columns
    }

    /// `4 (`radius/radius-1`)`, `3 s`, `` `assertive` ``.
    static func fieldValue(_ value: FieldValue, _ type: Field.FieldType) -> String {
        let shown: String
        switch type {
        case .dp, .number: shown = value.number.map(NumberFormat.plain) ?? "—"
        case .sp: shown = value.number.map { "\(NumberFormat.plain($0)) sp" } ?? "—"
        case .seconds: shown = value.number.map { "\(NumberFormat.plain($0)) s" } ?? "—"
        case .text: shown = value.text.map(Markdown.text) ?? "—"
        case .bool: shown = value.bool.map { $0 ? "yes" : "no" } ?? "—"
        case .live: shown = value.text.map(Markdown.code) ?? "—"
        }
        return shown + (value.token.map { " (\(Markdown.code($0)))" } ?? "")
    }

    private func fieldNote(_ field: Field) -> String {
        let unit: String
        switch field.type {
        case .dp: unit = "pt on iOS, dp on Android"
        case .sp: unit = "text size: pt on iOS, sp on Android"
        case .number: unit = "number"
        case .seconds: unit = "seconds"
        case .text: unit = "text"
        case .bool: unit = "yes / no"
        case .live: unit = "live-region politeness"
        }
        let optional = field.isOptional ? ", optional" : ""
        return "\(Markdown.strong(Markdown.text(Self.words(field.name)))) (\(Markdown.code(field.name)), \(unit)\(optional)): \(Markdown.text(field.doc))"
    }

    /// `Corner radius` for `cornerRadius`.
    static func words(_ name: String) -> String {
        Words.capitalized(Words.phrase(name))
    }
}
