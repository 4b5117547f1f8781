extension SwiftUIContextBuilder {
    func enumContext(_ property: Property, _ enumeration: Enumeration) -> SwiftUIEnum {
        let bareNames = enumeration.cases.map { SwiftNaming.bareMemberName($0.name) }
        let caseNames = bareNames.map(SwiftNaming.escape)
        let cases = LabeledCases(cases: enumeration.cases, labels: caseNames.map { "." + $0 })
        let tables = cases.dataTables(enumeration.fields, absent: "nil") { Self.literal($0, $1) }
        let dataProperties = (enumeration.fields.indices.map { dataProperty(enumeration.fields[$0], tables[$0]) }
                              + constraintHelpers(on: property, cases)).markingLast
        return SwiftUIEnum(
            typeName: api.enumTypeName(property),
            doc: comment(DocLines.paragraphs([property.doc])),
            conformances: "String, CaseIterable, Sendable",
            cases: enumeration.cases.indices.map { index in
                let caseName = enumeration.cases[index].name, caseDoc = enumeration.cases[index].doc
                let migrations = enumeration.cases[index].migrations
                let name = caseNames[index]
                let declaration = bareNames[index] == caseName ? name : name + " = " + SwiftNaming.stringLiteral(caseName)
                let doc = caseDoc.isEmpty && migrations.isEmpty ? [] : comment(DocLines.paragraphs([caseDoc] + migrations))
                return SwiftUIDeclaration(declaration: declaration, doc: doc)
            },
            groups: groups(enumeration, cases),
            dataProperties: dataProperties,
            hasDataProperties: !dataProperties.isEmpty,
            platformMapping: platformMapping(property, enumeration),
            deprecatedHelpers: api.renamedSupportHelpers(on: property).map { SwiftUIDeprecatedCase(name: $0.old, renamed: $0.new) },
            // `renamed:` takes the bare name (`"in"`; `"`in`"` is rejected), and so does
            // the alias's `.in`: any case name dsgen allows is a valid member after a dot.
            deprecatedCases: enumeration.cases.indices.flatMap { index in
                enumeration.cases[index].renamedFrom.map { SwiftUIDeprecatedCase(name: SwiftNaming.memberName($0), renamed: bareNames[index]) }
            })
    }

    /// `case .bannerSm, .bannerLg: 320 // token` for each row of a table of case codes.
    private func switchLines(_ table: CaseTable) -> [String] {
        table.rows.map { "case " + $0.labels.joined(separator: ", ") + ": " + $0.value + ($0.comment.map { " // " + $0 } ?? "") }
    }

    private func groups(_ enumeration: Enumeration, _ cases: LabeledCases) -> SwiftUIGroups? {
        guard !enumeration.groups.isEmpty else { return nil }
        let table = cases.table { enumCase in
            (enumCase.group.map { "." + SwiftNaming.memberName($0) } ?? "nil", nil)
        }
        return SwiftUIGroups(
            cases: enumeration.groups.map { SwiftUIDeclaration(declaration: SwiftNaming.memberName($0.name), doc: comment(DocLines.paragraphs([$0.doc]))) },
            switchLines: switchLines(table),
            optionality: enumeration.cases.contains { $0.group == nil } ? "?" : nil)
    }

    private func dataProperty(_ field: Field, _ table: CaseTable) -> SwiftUIDataProperty {
        let declaration = "public var " + SwiftNaming.memberName(field.name) + ": " + api.fieldType(field.type).display +
                                               (field.isOptional ? "?" : "")
        return SwiftUIDataProperty(declaration: declaration,
                                   doc: comment(DocLines.paragraphs([field.doc])), switchLines: switchLines(table))
    }

    /// `supportsCaption` on `EBAdSpaceSize` for `caption`'s `only size in promo, hero`.
    private func constraintHelpers(on property: Property, _ cases: LabeledCases) -> [SwiftUIDataProperty] {
        component.properties.compactMap { constrained in
            guard let constraint = constrained.constraint, constraint.property == property.name else { return nil }
            let table = cases.table { (constraint.cases.contains($0.name) ? "true" : "false", nil) }
            return SwiftUIDataProperty(
                declaration: "public var " + api.supportsName(constrained.name) + ": Bool",
                doc: comment(["Whether `" + constrained.name + "` applies to this " + property.name + "."]),
                switchLines: switchLines(table))
        }
    }

    private func platformMapping(_ property: Property, _ enumeration: Enumeration) -> SwiftUIPlatformMapping? {
        guard property.swiftUI.passing == .environment, let type = property.swiftUI.type, let key = property.swiftUI.key else { return nil }
        let fallback = property.defaultCase ?? enumeration.cases.last?.name ?? ""
        let initLines = enumeration.cases.filter { $0.name != fallback }.map { enumCase in
            "case \(enumCase.swiftValues.map { "." + SwiftNaming.escape($0) }.joined(separator: ", ")): self = .\(SwiftNaming.memberName(enumCase.name))"
        } + ["default: self = .\(SwiftNaming.memberName(fallback))"]
        let propertyLines = enumeration.cases.map { enumCase in
            "case .\(SwiftNaming.memberName(enumCase.name)): .\(SwiftNaming.escape(enumCase.swiftValues.first ?? ""))"
        }
        return SwiftUIPlatformMapping(platformType: type, propertyName: key, initLines: initLines, propertyLines: propertyLines)
    }

    private static func literal(_ value: FieldValue, _ type: Field.FieldType) -> String {
        switch type {
        case .dp, .sp, .number, .seconds: return NumberFormat.plain(value.number ?? 0)
        case .text: return SwiftNaming.stringLiteral(value.text ?? "")
        case .bool: return value.bool == true ? "true" : "false"
        case .live: return "." + (value.text ?? "polite")
        }
    }

    // MARK: - Value types

    func valueTypeContext(_ valueType: ValueType) -> SwiftUIValueType {
        let fields = api.fields(of: valueType)
        return SwiftUIValueType(
            typeName: api.valueTypeName(valueType.name),
            doc: comment(DocLines.paragraphs([valueType.doc])),
            properties: fields.map { SwiftUIDeclaration(declaration: "public var \($0.name): \($0.storedType)", doc: comment($0.property.documentation)) }.markingLast,
            initParameters: SwiftUIParameter.list(fields.map { field in
                let type = field.property.keyword == .event && !field.property.isOptional ? "@escaping \(field.storedType)" : field.storedType
                return "\(field.name): \(type)" + (field.defaultLiteral.map { " = \($0)" } ?? "")
            }),
            initAssignments: fields.map { "self.\($0.name) = \($0.name)" },
            initDoc: comment(["Creates the \(Words.phrase(component.name + " " + valueType.name)).", "", "- Parameters:"]
                             + fields.map(parameterDoc)))
    }
}
