extension DocsContextBuilder {
    // The headers of tables with constant column titles, built once.
    private static let casesHeader = DocsTableHeader(["Value", "Figma", "SwiftUI", "Compose", "Description"])
    private static let groupsHeader = DocsTableHeader(["Group", "Cases", "iOS", "Android", "Description"])

    func enumSection(_ property: Property, _ enumeration: Enumeration) -> DocsEnum {
        // Both the case table and the data table start with the cases' code spans, and
        // both the data table and the field notes name the fields in words (`Corner radius`).
        let caseCodes = enumeration.cases.map { Markdown.code($0.name) }
        let fieldTitles = enumeration.fields.map { Markdown.text(Words.capitalized(Words.phrase($0.name))) }
        return DocsEnum(
            heading: Markdown.code(property.name),
            paragraphs: [Markdown.text(property.doc)].filter { !$0.isEmpty },
            facts: enumFacts(property, enumeration),
            cases: caseTable(property, enumeration, caseCodes: caseCodes),
            groups: groupTable(enumeration),
            data: dataTable(property, enumeration, caseCodes: caseCodes, fieldTitles: fieldTitles),
            fields: DocsList(enumeration.fields.indices.map { fieldNote(enumeration.fields[$0], title: fieldTitles[$0]) }))
    }

    private func enumFacts(_ property: Property, _ enumeration: Enumeration) -> [String] {
        let setter = Markdown.code("." + (property.swiftUI.key ?? "") + "(_:)")
        let passing = switch property.swiftUI.passing {
        case .parameter: ""
        case .modifier: ", set with " + setter
        case .environment:
            ", selected by the environment's " + setter + " (" + Markdown.code(property.swiftUI.type ?? "") + ")"
        }
        var facts = ["SwiftUI: " + Markdown.code(swift.enumTypeName(property)) + passing,
                     "Compose: " + Markdown.code(kotlin.enumTypeName(property))]
        if let name = property.defaultCase {
            facts.append("Default: \(Markdown.code(name))")
        } else {
            facts.append(property.isOptional ? "Optional, no default" : "Required: no default")
        }
        let note = VariantArithmetic.isFigmaFacing(property) ? nil : property.figma.note
        facts.append("Figma: \(figmaProperty(property))" + (note.map { " (" + Markdown.text($0) + ")" } ?? ""))
        let omitted = property.figma.values.filter { $0.value == .omit }.flatMap(\.figmaValues)
        if !omitted.isEmpty {
            facts.append("Figma \(Markdown.codeList(omitted)) means the property does not apply: it is left out of the call.")
        }
        if let constraint = property.constraint { facts.append(constraintSentence(constraint)) }
        return facts
    }

    private func caseTable(_ property: Property, _ enumeration: Enumeration, caseCodes: [String]) -> DocsTable {
        let kotlinType = kotlin.enumTypeName(property)
        let rows = zip(enumeration.cases, caseCodes).map { enumCase, caseCode -> [String] in
            var kotlinCase = InlineMarkdown(capacity: 48)
            kotlinCase.append(kotlinType)
            kotlinCase.append(".")
            kotlinCase.append(KotlinAPI.caseName(enumCase.name))
            return [caseCode,
                    figmaValues(of: enumCase, property),
                    swiftCase(property, enumCase),
                    Markdown.code(kotlinCase.string),
                    caseDescription(enumCase)]
        }
        return DocsTable(Self.casesHeader, rows: rows.isEmpty ? [["—", "—", "—", "—", "No cases."]] : rows)!
    }

    /// The Figma values that select a case, as a code list, or `—`.
    private func figmaValues(of enumCase: EnumCase, _ property: Property) -> String {
        var list = InlineMarkdown(capacity: 48)
        for mapping in property.figma.values where mapping.value == .enumCase(enumCase.name) {
            for value in mapping.figmaValues {
                list.separate(with: ", ")
                list.appendCode(value)
            }
        }
        return list.isEmpty ? "—" : list.string
    }

    /// The case's documentation, migration notes and former names, as sentences.
    private func caseDescription(_ enumCase: EnumCase) -> String {
        guard !enumCase.migrations.isEmpty || !enumCase.renamedFrom.isEmpty else { return Markdown.text(enumCase.doc) }
        let formerly = enumCase.renamedFrom.isEmpty ? [] : ["Formerly " + Markdown.codeList(enumCase.renamedFrom) + "."]
        return (([enumCase.doc] + enumCase.migrations).map(Markdown.text) + formerly).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `.card`, `.ebAlertStyle(.card)`, or `.controlSize(.small)`, `.controlSize(.mini)`.
    private func swiftCase(_ property: Property, _ enumCase: EnumCase) -> String {
        let key = property.swiftUI.key ?? ""
        switch property.swiftUI.passing {
        case .parameter: return Markdown.code("." + SwiftAPI.caseName(enumCase.name))
        case .modifier: return Markdown.code(".\(key)(.\(SwiftAPI.caseName(enumCase.name)))")
        case .environment:
            let values = enumCase.swiftValues.isEmpty ? [SwiftAPI.caseName(enumCase.name)] : enumCase.swiftValues
            return Markdown.codeList(values.map { ".\(key)(.\(SwiftNaming.escape($0)))" })
        }
    }

    private func groupTable(_ enumeration: Enumeration) -> DocsTable? {
        let rows = enumeration.groups.map { group in
            [Markdown.code(group.name), Markdown.codeList(group.cases),
             group.native?.ios.map(Markdown.text) ?? "—", group.native?.android.map(Markdown.text) ?? "—",
             groupDescription(group)]
        }
        return DocsTable(Self.groupsHeader, rows: rows)
    }

    /// The group's documentation, then its native note.
    private func groupDescription(_ group: CaseGroup) -> String {
        [Markdown.text(group.doc), group.native?.note.map(Markdown.text) ?? ""].filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Per-case data, with `width` and `height` in one `320 × 50` column, and a column per
    /// property that applies only to some cases.
    private func dataTable(_ property: Property, _ enumeration: Enumeration, caseCodes: [String], fieldTitles: [String]) -> DocsTable? {
        let constrained = component.properties.filter { $0.constraint?.property == property.name }
        guard !enumeration.fields.isEmpty || !constrained.isEmpty else { return nil }
        let columns = dataColumns(enumeration.fields, titles: fieldTitles)
        let groupCodes = enumeration.groups.map { (name: $0.name, code: Markdown.code($0.name)) }
        let grouped = !enumeration.groups.isEmpty
        var header = grouped ? ["Group"] : []
        header.append("Value")
        header += columns.map(\.title)
        header += constrained.map { Markdown.code($0.name) }
        let rows = zip(enumeration.cases, caseCodes).map { enumCase, caseCode -> [String] in
            var row: [String] = []
            row.reserveCapacity(header.count)
            if grouped {
                row.append(enumCase.group.map { group in groupCodes.first { $0.name == group }?.code ?? Markdown.code(group) } ?? "—")
            }
            row.append(caseCode)
            for column in columns { row.append(column.value(enumCase)) }
            for property in constrained { row.append(property.constraint?.cases.contains(enumCase.name) == true ? "yes" : "no") }
            return row
        }
        return DocsTable(header: header, rows: rows)
    }

    /// The data table's columns, from the fields and their titles in words.
    private func dataColumns(_ fields: [Field], titles: [String]) -> [(title: String, value: (EnumCase) -> String)] {
        let merged = ["width", "height"].allSatisfy { name in fields.first { $0.name == name }?.type == .dp }
        return zip(fields, titles).compactMap { field, title in
            guard merged, field.name == "width" || field.name == "height" else {
                return (title, { $0.value(of: field.name).map { Self.fieldValue($0, field.type) } ?? "—" })
            }
            guard field.name == "width" else { return nil }
            return ("Width × height", { enumCase in
                var size = InlineMarkdown(capacity: 32)
                size.append(enumCase.value(of: "width").map { Self.fieldValue($0, .dp) } ?? "—")
                size.append(" × ")
                size.append(enumCase.value(of: "height").map { Self.fieldValue($0, .dp) } ?? "—")
                return size.string
            })
        }
    }

    /// `4 (`radius/radius-1`)`, `3 s`, `` `assertive` ``.
    static func fieldValue(_ value: FieldValue, _ type: Field.FieldType) -> String {
        var shown = "—", unit = ""
        switch type {
        case .dp, .number: shown = value.number.map(NumberFormat.plain) ?? "—"
        case .sp, .seconds:
            if let number = value.number {
                shown = NumberFormat.plain(number)
                unit = type == .sp ? " sp" : " s"
            }
        case .text: shown = value.text.map(Markdown.text) ?? "—"
        case .bool: shown = value.bool.map { $0 ? "yes" : "no" } ?? "—"
        case .live: shown = value.text.map(Markdown.code) ?? "—"
        }
        guard !unit.isEmpty || value.token != nil else { return shown }
        var result = InlineMarkdown(capacity: 48)
        result.append(shown)
        result.append(unit)
        if let token = value.token {
            result.append(" (")
            result.appendCode(token)
            result.append(")")
        }
        return result.string
    }

    /// The field's note, after its `title` in words.
    private func fieldNote(_ field: Field, title: String) -> String {
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
        var note = InlineMarkdown(capacity: 128)
        note.append(Markdown.strong(title))
        note.append(" (")
        note.appendCode(field.name)
        note.append(", ")
        note.append(unit)
        if field.isOptional { note.append(", optional") }
        note.append("): ")
        note.append(Markdown.text(field.doc))
        return note.string
    }
}
