extension ComposeContextBuilder {
    func enumContext(_ property: Property, _ enumeration: Enumeration) -> ComposeEnum {
        let typeName = api.enumTypeName(property)
        let entryNames = enumeration.cases.map { KotlinAPI.caseName($0.name) }
        let entries = LabeledCases(cases: enumeration.cases, labels: entryNames.map { typeName + "." + $0 })
        let deprecated = enumeration.cases.indices.flatMap { index in
            let entry = entryNames[index]
            return enumeration.cases[index].renamedFrom.map { old in
                ComposeDeprecatedDeclaration(
                    annotation: "@Deprecated(\(KotlinNaming.stringLiteral("Renamed to \(entry).")), ReplaceWith(\(KotlinNaming.stringLiteral("\(typeName).\(entry)"))))",
                    declaration: "val \(KotlinNaming.typeName(old)): \(typeName) = \(entry)")
            }
        }
        return ComposeEnum(
            typeName: typeName,
            doc: KDoc.lines([property.doc], indent: 0),
            entries: separated(enumeration.cases.indices.map { index in
                let doc = enumeration.cases[index].doc, migrations = enumeration.cases[index].migrations
                return ComposeEnumEntry(name: entryNames[index], doc: doc.isEmpty && migrations.isEmpty
                                        ? [] : KDoc.lines([doc] + migrations, indent: 4))
            }),
            deprecatedEntries: deprecated,
            hasDeprecatedEntries: !deprecated.isEmpty,
            groups: groups(property, enumeration, typeName, entries),
            dataProperties: dataProperties(enumeration.fields, typeName, entries) + constraintHelpers(on: property, typeName, entries))
    }

    /// Entries with blank lines between them only when some entry has KDoc.
    private func separated(_ entries: [ComposeEnumEntry]) -> [ComposeEnumEntry] {
        guard entries.contains(where: { !$0.doc.isEmpty }) else {
            return entries.map { ComposeEnumEntry(isLast: true, name: $0.name, doc: $0.doc) }
        }
        return entries.markingLast
    }

    /// `when` branches from a table of qualified entry names: `EBAdSpaceSize.BannerSm,
    /// EBAdSpaceSize.BannerLg -> 320.dp`, or one condition per line (with a trailing comma)
    /// when that would pass the column limit inside `when` (indented by eight).
    func whenLines(_ table: CaseTable) -> [String] {
        table.rows.flatMap { row in
            let result = "-> " + row.value + (row.comment.map { " // " + $0 } ?? "")
            let line = row.labels.joined(separator: ", ") + " " + result
            guard row.labels.count > 1, line.isWider(than: KDoc.columnLimit - 8) else { return [line] }
            return row.labels.map { $0 + "," } + [result]
        }
    }

    private func groups(_ property: Property, _ enumeration: Enumeration, _ enumType: String, _ entries: LabeledCases) -> ComposeGroups? {
        guard !enumeration.groups.isEmpty else { return nil }
        let typeName = enumType + "Group"
        let isPartial = enumeration.cases.contains { $0.group == nil }
        let table = entries.table { enumCase in
            (enumCase.group.map { typeName + "." + KotlinNaming.typeName($0) } ?? "null", nil)
        }
        return ComposeGroups(
            typeName: typeName,
            doc: KDoc.lines(["The groups (families) of [" + enumType + "] entries."], indent: 0),
            entries: separated(enumeration.groups.map { group in
                let android = group.native?.android.map { "On Android: " + $0 + "." }
                return ComposeEnumEntry(name: KotlinNaming.typeName(group.name), doc: KDoc.lines([group.doc, android ?? ""], indent: 4))
            }),
            property: ComposeDataProperty(
                doc: KDoc.lines(["The group (family) this " + Words.phrase(property.name) + " belongs to." +
                                                (isPartial ? " Null when it belongs to none." : "")], indent: 0),
                declaration: "val " + enumType + ".group: " + typeName + (isPartial ? "?" : ""),
                whenLines: whenLines(table)))
    }

    private func dataProperties(_ fields: [Field], _ enumType: String, _ entries: LabeledCases) -> [ComposeDataProperty] {
        zip(fields, entries.dataTables(fields, absent: "null") { Self.literal($0, $1) }).map { field, table in
            ComposeDataProperty(doc: KDoc.lines([field.doc], indent: 0),
                                declaration: "val " + enumType + "." + KotlinNaming.memberName(field.name) + ": "
                                    + api.fieldType(field.type).display + (field.isOptional ? "?" : ""),
                                whenLines: whenLines(table))
        }
    }

    /// `val EBAdSpaceSize.supportsCaption: Boolean` for `caption`'s `only size in promo, hero`.
    private func constraintHelpers(on property: Property, _ enumType: String, _ entries: LabeledCases) -> [ComposeDataProperty] {
        component.properties.compactMap { constrained in
            guard let constraint = constrained.constraint, constraint.property == property.name else { return nil }
            let table = entries.table { (constraint.cases.contains($0.name) ? "true" : "false", nil) }
            return ComposeDataProperty(
                doc: KDoc.lines(["Whether the `" + name(constrained) + "` parameter of [" + component.composeName +
                                                "] applies to this " + Words.phrase(property.name) + "."], indent: 0),
                declaration: "val " + enumType + "." + api.supportsName(constrained.name) + ": Boolean",
                whenLines: whenLines(table))
        }
    }

    /// `320.dp`, `18.sp`, `0.5`, `3.seconds`, `"…"`, `true`, `LiveRegionMode.Polite`.
    static func literal(_ value: FieldValue, _ type: Field.FieldType) -> String {
        switch type {
        case .dp: return NumberFormat.plain(value.number ?? 0) + ".dp"
        case .sp: return NumberFormat.plain(value.number ?? 0) + ".sp"
        case .number: return KotlinAPI.doubleLiteral(value.number ?? 0)
        case .seconds: return NumberFormat.plain(value.number ?? 0) + ".seconds"
        case .text: return KotlinNaming.stringLiteral(value.text ?? "")
        case .bool: return value.bool == true ? "true" : "false"
        case .live: return "LiveRegionMode." + KotlinNaming.typeName(value.text ?? "polite")
        }
    }

    // MARK: - Value types

    func valueTypeContext(_ valueType: ValueType) -> ComposeValueType {
        ComposeValueType(
            typeName: api.valueTypeName(valueType.name),
            doc: KDoc.lines([valueType.doc], indent: 0),
            properties: api.fields(of: valueType).map { field in
                ComposeProperty(doc: KDoc.lines(field.property.map(parameterDoc) ?? [], indent: 4), declaration: "val " + field.declaration)
            }.markingLast)
    }
}
