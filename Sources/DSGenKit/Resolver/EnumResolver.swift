/// An enum's parts while they are being resolved.
struct EnumBuilder {
    var fields: [Field] = []
    var fieldSpans: [String: Range<Int>] = [:]
    /// Fields declared with an unknown type: not checked, and their values are skipped.
    var invalidFields: Set<String> = []
    var groups: [CaseGroup] = []
    var groupSpans: [String: Range<Int>] = [:]
    /// Per group, in group order: the field values it gives all its cases.
    var groupData: [WrittenData] = []
    var cases: [EnumCase] = []
    /// Per case, in case order: its name and group as written, and its field values.
    var caseSyntax: [(name: Located<String>, group: Located<String>?, data: WrittenData)] = []

    /// The field values of a case or group block as written.
    struct WrittenData {
        var values: [FieldValue] = []
        /// Per value: the position of its field among the enum's fields.
        var fieldPositions: [Int] = []
        /// Fields given a value that was reported as wrong (or misspelled): not also missing.
        var attemptedFields: Set<String> = []
    }
}

/// Resolves an enum's `field`, `group` and `case` statements and checks the result.
enum EnumResolver {
    static let handlers: [String: KeywordTable<PropertyBuilder>.Handler] = [
        "field": field, "group": group, "case": enumCase,
    ]

    /// What a field's type is expected to be, for messages: built once, not per field.
    private static let fieldTypeExpectation =
        "a field type (\(Field.FieldType.allCases.map(\.rawValue).joined(separator: ", ")))"

    /// `field cornerRadius: dp? "doc"`.
    private static func field(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let name = arguments.name("the field's name"), arguments.symbol(":"),
              let type = arguments.name(fieldTypeExpectation)
        else { return }
        guard let fieldType = Field.FieldType(rawValue: type.value) else {
            scope.reportUnknown("field type", type, known: Field.FieldType.allCases.map(\.rawValue))
            builder.enumBuilder.invalidFields.insert(name.value)
            return
        }
        let isOptional = arguments.optionalSymbol("?")
        let doc = arguments.trailingString() ?? ""
        guard scope.isFirst(name.value, at: name.span, in: &builder.enumBuilder.fieldSpans, else: .duplicate("field", name.value)) else { return }
        builder.enumBuilder.fields.append(Field(name: name.value, type: fieldType, isOptional: isOptional, doc: doc))
    }

    /// `group banner { doc "…"; native ios "…"; cornerRadius 4 }`.
    private static func group(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the group's name") else { return }
        arguments.finish()
        guard scope.isFirst(name.value, at: name.span, in: &builder.enumBuilder.groupSpans, else: .duplicate("group", name.value)) else { return }
        var data = CaseData(fields: builder.enumBuilder.fields, ignoredFields: builder.enumBuilder.invalidFields)
        groupTable.apply(statement.block ?? [], to: &data, in: scope)
        builder.enumBuilder.groupData.append(data.written)
        builder.enumBuilder.groups.append(CaseGroup(name: name.value, doc: data.doc, native: data.native, cases: []))
    }

    /// `case banner-sm in banner { width 320; … }`.
    private static func enumCase(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the case's name") else { return }
        var group: Located<String>?
        if arguments.optionalWord("in") { group = arguments.name("the case's group") }
        arguments.finish()
        guard scope.isFirst(name.value, at: name.span, in: &builder.caseSpans, else: .duplicate("case", name.value)) else { return }
        var data = CaseData(fields: builder.enumBuilder.fields, ignoredFields: builder.enumBuilder.invalidFields)
        caseTable.apply(statement.block ?? [], to: &data, in: scope)
        builder.enumBuilder.caseSyntax.append((name, group, data.written))
        builder.enumBuilder.cases.append(EnumCase(
            name: name.value, doc: data.doc, group: group?.value, values: data.written.values, swiftValues: data.swiftValues,
            migrations: data.migrations, renamedFrom: data.renamedFrom))
    }

    // MARK: - Checks

    /// Checks the enum as a whole and stores it in the property.
    static func finish(_ builder: inout PropertyBuilder, hasBlock: Bool, in scope: Scope) {
        // Taken out of the builder, so that filling in groups and cases copies neither.
        var enumBuilder = EnumBuilder()
        swap(&enumBuilder, &builder.enumBuilder)
        // Without a block the missing block is the error, not the missing cases.
        if enumBuilder.cases.isEmpty, hasBlock {
            scope.report(.emptyEnum(builder.property.name), at: builder.nameSpan)
        }
        resolveGroups(&enumBuilder, in: scope)
        for field in enumBuilder.fields {
            scope.isValidName(field.name, unless: KotlinNaming.problem(withEnumMemberName: field.name),
                              at: enumBuilder.fieldSpans[field.name] ?? builder.nameSpan)
        }
        NameValidator.validateCases(enumBuilder.caseSyntax.map(\.name),
                                    members: enumBuilder.fields.map(\.name) + (enumBuilder.groups.isEmpty ? [] : ["group"]),
                                    in: scope)
        if let name = builder.property.defaultCase, !enumBuilder.cases.isEmpty,
           !enumBuilder.cases.contains(where: { $0.name == name }) {
            scope.report(.defaultNotACase(name, enumName: builder.property.name), at: builder.defaultSpan ?? builder.nameSpan,
                         fixIt: Suggestion.closest(to: name, in: enumBuilder.cases.map(\.name)))
        }
        builder.property.kind = .enumeration(Enumeration(fields: enumBuilder.fields, groups: enumBuilder.groups,
                                                         cases: enumBuilder.cases))
    }

    /// Adds each case to its group, gives it the group's values for fields it leaves out,
    /// puts its values in field order and reports required fields without a value.
    private static func resolveGroups(_ enumBuilder: inout EnumBuilder, in scope: Scope) {
        let groupIndices = enumBuilder.groups.firstPositions(by: \.name)
        for (index, (name, reference, data)) in enumBuilder.caseSyntax.enumerated() {
            var inherited: EnumBuilder.WrittenData?
            if let reference {
                if let groupIndex = groupIndices[reference.value] {
                    enumBuilder.groups[groupIndex].cases.append(name.value)
                    inherited = enumBuilder.groupData[groupIndex]
                } else {
                    scope.reportUnknown("group", reference, known: enumBuilder.groups.map(\.name))
                }
            }
            // Field values come from the case itself first, then from its group.
            var values: [FieldValue] = []
            values.reserveCapacity(enumBuilder.fields.count)
            for (position, field) in enumBuilder.fields.enumerated() {
                if let own = data.fieldPositions.firstIndex(of: position) {
                    values.append(data.values[own])
                } else if let inherited, let fromGroup = inherited.fieldPositions.firstIndex(of: position) {
                    values.append(inherited.values[fromGroup])
                } else if !field.isOptional, reference == nil || inherited != nil, !data.attemptedFields.contains(field.name),
                          inherited?.attemptedFields.contains(field.name) != true {
                    // An unknown group may have been meant to supply the values; a wrong value was reported already.
                    scope.report(.missingField(field.name, caseName: name.value), at: name.span)
                }
            }
            enumBuilder.cases[index].values = values
        }
    }
}
