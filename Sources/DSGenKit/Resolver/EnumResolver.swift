/// An enum's parts while they are being resolved.
struct EnumBuilder {
    var fields: [Field] = []
    var fieldSpans: [String: Range<Int>] = [:]
    /// Fields declared with an unknown type: not checked, and their values are skipped.
    var invalidFields: Set<String> = []
    /// Per case, then per group, the fields given a value that was already reported as wrong.
    var attemptedFields: [String: Set<String>] = [:]
    var groupAttemptedFields: [String: Set<String>] = [:]
    var groups: [CaseGroup] = []
    var groupSpans: [String: Range<Int>] = [:]
    /// Field values a group gives all its cases.
    var groupValues: [String: [FieldValue]] = [:]
    var cases: [EnumCase] = []
    /// Where each case names its group.
    var groupReferences: [String: Located<String>] = [:]
}

/// Resolves an enum's `field`, `group` and `case` statements and checks the result.
enum EnumResolver {
    static let handlers: [String: KeywordTable<PropertyBuilder>.Handler] = [
        "field": field, "group": group, "case": enumCase,
    ]

    /// `field cornerRadius: dp? "doc"`.
    private static func field(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        scope.rejectBlock(of: statement)
        guard let name = arguments.name("the field's name"), arguments.symbol(":"),
              let type = arguments.name("a field type (\(Field.FieldType.allCases.map(\.rawValue).joined(separator: ", ")))")
        else { return }
        guard let fieldType = Field.FieldType(rawValue: type.value) else {
            scope.reportUnknown("field type", type, known: Field.FieldType.allCases.map(\.rawValue))
            builder.enumBuilder.invalidFields.insert(name.value)
            return
        }
        let isOptional = arguments.optionalSymbol("?")
        let doc = arguments.optionalString() ?? ""
        arguments.finish()
        if let first = builder.enumBuilder.fieldSpans[name.value] {
            scope.report(.duplicate("field", name.value), at: name.span, notes: [scope.previous(first)])
            return
        }
        builder.enumBuilder.fieldSpans[name.value] = name.span
        builder.enumBuilder.fields.append(Field(name: name.value, type: fieldType, isOptional: isOptional, doc: doc))
    }

    /// `group banner { doc "…"; native ios "…"; cornerRadius 4 }`.
    private static func group(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the group's name") else { return }
        arguments.finish()
        if let first = builder.enumBuilder.groupSpans[name.value] {
            scope.report(.duplicate("group", name.value), at: name.span, notes: [scope.previous(first)])
            return
        }
        var data = CaseData(fields: builder.enumBuilder.fields, values: [], doc: "", native: nil, swiftValues: [],
                            migrations: [], renamedFrom: [], ignoredFields: builder.enumBuilder.invalidFields)
        groupTable.apply(statement.block ?? [], to: &data, in: scope)
        builder.enumBuilder.groupSpans[name.value] = name.span
        builder.enumBuilder.groupValues[name.value] = data.values
        builder.enumBuilder.groupAttemptedFields[name.value] = data.attemptedFields
        builder.enumBuilder.groups.append(CaseGroup(name: name.value, doc: data.doc, native: data.native, cases: []))
    }

    /// `case banner-sm in banner { width 320; … }`.
    private static func enumCase(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the case's name") else { return }
        var group: Located<String>?
        if arguments.optionalWord("in") { group = arguments.name("the case's group") }
        arguments.finish()
        if let first = builder.caseSpans[name.value] {
            scope.report(.duplicate("case", name.value), at: name.span, notes: [scope.previous(first)])
            return
        }
        var data = CaseData(fields: builder.enumBuilder.fields, values: [], doc: "", native: nil, swiftValues: [],
                            migrations: [], renamedFrom: [], ignoredFields: builder.enumBuilder.invalidFields)
        caseTable.apply(statement.block ?? [], to: &data, in: scope)
        builder.caseSpans[name.value] = name.span
        builder.enumBuilder.attemptedFields[name.value] = data.attemptedFields
        builder.enumBuilder.groupReferences[name.value] = group
        builder.enumBuilder.cases.append(EnumCase(
            name: name.value, doc: data.doc, group: group?.value, values: data.values, swiftValues: data.swiftValues,
            migrations: data.migrations, renamedFrom: data.renamedFrom))
    }

    // MARK: - Checks

    /// Checks the enum as a whole and stores it in the property.
    static func finish(_ builder: inout PropertyBuilder, hasBlock: Bool, in scope: Scope) {
        var enumBuilder = builder.enumBuilder
        // Without a block the missing block is the error, not the missing cases.
        if enumBuilder.cases.isEmpty, hasBlock {
            scope.report(.emptyEnum(builder.property.name), at: builder.nameSpan)
        }
        resolveGroups(&enumBuilder, caseSpans: builder.caseSpans, in: scope)
        NameValidator.validateCases(enumBuilder.cases, spans: builder.caseSpans,
                                    members: enumBuilder.fields.map(\.name) + (enumBuilder.groups.isEmpty ? [] : ["group"]),
                                    in: scope)
        checkDefault(builder, in: scope)
        builder.property.enumeration = Enumeration(fields: enumBuilder.fields, groups: enumBuilder.groups,
                                                   cases: enumBuilder.cases)
    }

    private static func resolveGroups(_ enumBuilder: inout EnumBuilder, caseSpans: [String: Range<Int>], in scope: Scope) {
        let groupNames = enumBuilder.groups.map(\.name)
        var groupIndices: [String: Int] = [:]
        for (index, name) in groupNames.enumerated() where groupIndices[name] == nil { groupIndices[name] = index }
        for index in enumBuilder.cases.indices {
            var enumCase = enumBuilder.cases[index]
            var groupIsKnown = true
            if let reference = enumBuilder.groupReferences[enumCase.name] {
                if let groupIndex = groupIndices[reference.value] {
                    enumBuilder.groups[groupIndex].cases.append(enumCase.name)
                    let own = Set(enumCase.values.map(\.field))
                    enumCase.values += (enumBuilder.groupValues[reference.value] ?? []).filter { !own.contains($0.field) }
                } else {
                    scope.reportUnknown("group", reference, known: groupNames)
                    groupIsKnown = false
                }
            }
            var byField: [String: FieldValue] = [:]
            for value in enumCase.values where byField[value.field] == nil { byField[value.field] = value }
            enumCase.values = enumBuilder.fields.compactMap { byField[$0.name] }
            // An unknown group may have been meant to supply the values; a wrong value was reported already.
            guard groupIsKnown else {
                enumBuilder.cases[index] = enumCase
                continue
            }
            let attempted = (enumBuilder.attemptedFields[enumCase.name] ?? [])
                .union(enumCase.group.flatMap { enumBuilder.groupAttemptedFields[$0] } ?? [])
            for field in enumBuilder.fields where !field.isOptional && byField[field.name] == nil
                && !attempted.contains(field.name) {
                scope.report(.missingField(field.name, caseName: enumCase.name), at: caseSpans[enumCase.name] ?? 0..<0)
            }
            enumBuilder.cases[index] = enumCase
        }
    }

    private static func checkDefault(_ builder: PropertyBuilder, in scope: Scope) {
        guard case .enumCase(let name)? = builder.property.defaultValue, !builder.enumBuilder.cases.isEmpty,
              !builder.enumBuilder.cases.contains(where: { $0.name == name }) else { return }
        scope.report(.defaultNotACase(name, enumName: builder.property.name), at: builder.defaultSpan ?? builder.nameSpan,
                     fixIt: Suggestion.closest(to: name, in: builder.enumBuilder.cases.map(\.name)))
    }
}
