/// The contents of a `case` or `group` block: documentation and per-case data.
struct CaseData {
    let fields: [Field]
    /// The field values as written.
    var written = EnumBuilder.WrittenData()
    var doc = ""
    var native: NativeMapping?
    var swiftValues: [String] = []
    var migrations: [String] = []
    var renamedFrom: [String] = []
    /// Fields whose declaration was invalid: values for them are skipped quietly.
    let ignoredFields: Set<String>

    /// An empty block of an enum with these fields, with room for a value per field, so
    /// that reading them never grows the arrays.
    init(fields: [Field], ignoredFields: Set<String>) {
        self.fields = fields
        self.ignoredFields = ignoredFields
        written.values.reserveCapacity(fields.count)
        written.fieldPositions.reserveCapacity(fields.count)
    }
}

extension EnumResolver {
    static let caseTable = KeywordTable<CaseData>(
        context: "enum case",
        singletons: ["doc", "swiftui"],
        handlers: [
            "doc": KeywordTable.text(\.doc),
            "migration": KeywordTable.appendText(\.migrations, "a migration note"),
            "renamed-from": KeywordTable.appendName(\.renamedFrom, "the previous name"),
            "swiftui": { data, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                data.swiftValues = arguments.stringList("the SwiftUI value it maps to, such as \"regular\"")
                arguments.finish()
                // Each value is printed as `.value`: it must be an identifier.
                for value in data.swiftValues {
                    scope.isValidName(value, unless: TypeNameValidator.problem(withIdentifier: value), at: statement.span)
                }
            },
        ],
        fallback: CaseDataResolver.fieldValue,
        extraKeywords: { data in data.fields.map(\.name) },
        misspelled: { data, name in data.written.attemptedFields.insert(name) }
    )

    static let groupTable = KeywordTable<CaseData>(
        context: "enum group",
        singletons: ["doc", "native"],
        handlers: [
            "doc": KeywordTable.text(\.doc),
            "native": { data, statement, scope in data.native = NativeResolver.resolve(statement, in: scope) },
        ],
        fallback: CaseDataResolver.fieldValue,
        extraKeywords: { data in data.fields.map(\.name) },
        misspelled: { data, name in data.written.attemptedFields.insert(name) }
    )
}

/// Resolves `width 320`, `seconds 3s`, `liveRegion polite`, `cornerRadius 4 token "radius/radius-1"`.
enum CaseDataResolver {
    /// Handles a statement named after a field; returns false for any other keyword.
    static func fieldValue(_ data: inout CaseData, _ statement: Statement, _ scope: Scope) -> Bool {
        if !data.ignoredFields.isEmpty, data.ignoredFields.contains(statement.keyword) { return true }
        guard let position = data.fields.firstIndex(where: { $0.name == statement.keyword }) else { return false }
        let field = data.fields[position]
        scope.rejectBlock(of: statement)
        if data.written.fieldPositions.contains(position) {
            scope.report(.duplicateStatement(field.name), at: statement.keywordSpan)
            return true
        }
        var arguments = scope.arguments(statement)
        guard var value = read(field, &arguments, in: scope) else {
            data.written.attemptedFields.insert(field.name)
            return true
        }
        if arguments.optionalWord("token") { value.token = arguments.string("the token path") }
        arguments.finish()
        data.written.values.append(value)
        data.written.fieldPositions.append(position)
        return true
    }

    private static func read(_ field: Field, _ arguments: inout Arguments, in scope: Scope) -> FieldValue? {
        var value = FieldValue(field: field.name)
        if arguments.peek?.isInvalid == true { return nil }
        switch field.type {
        case .dp, .sp, .number, .seconds:
            guard case .number(let number, let unit)? = arguments.peek?.kind,
                  let scale = scale(of: unit, for: field.type) else { break }
            _ = arguments.number("a number")
            value.number = number * scale
            return value
        case .text:
            guard case .string(let text)? = arguments.peek?.kind else { break }
            _ = arguments.string("a string")
            value.text = text
            return value
        case .bool, .live:
            let words = field.type == .bool ? ["true", "false"] : ["polite", "assertive"]
            guard case .identifier(let word)? = arguments.peek?.kind, words.contains(word) else { break }
            _ = arguments.name()
            if field.type == .bool { value.bool = word == "true" } else { value.text = word }
            return value
        }
        // Nothing was read: the next argument is still the offending one.
        let found = arguments.peek?.quoted ?? "end of line"
        scope.report(.invalidFieldValue(found, field: field.name, type: typeDescription(field.type)), at: arguments.nextSpan)
        return nil
    }

    /// The factor a unit converts by into the field's base unit, or nil if it does not fit.
    private static func scale(of unit: String, for type: Field.FieldType) -> Double? {
        switch (type, unit) {
        case (.dp, ""), (.dp, "pt"), (.dp, "dp"), (.dp, "px"): return 1
        case (.sp, ""), (.sp, "sp"), (.sp, "pt"): return 1
        case (.number, ""): return 1
        case (.seconds, ""), (.seconds, "s"): return 1
        case (.seconds, "ms"): return 0.001
        default: return nil
        }
    }

    private static func typeDescription(_ type: Field.FieldType) -> String {
        switch type {
        case .dp: return "length (such as '16' or '16pt')"
        case .sp: return "text size (such as '18sp')"
        case .number: return "number"
        case .seconds: return "duration (such as '3s')"
        case .text: return "string"
        case .bool: return "'true' or 'false'"
        case .live: return "'polite' or 'assertive'"
        }
    }
}
