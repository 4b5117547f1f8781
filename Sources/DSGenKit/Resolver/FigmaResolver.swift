/// Resolves `figma variant "Full Width" { banner "yes"; card "No", "no" }` and checks mappings.
enum FigmaResolver {
    /// Whether a property kind can be mapped from a Figma kind: `none` maps anything, a
    /// variant anything but events and value types, a boolean Booleans, text and slots,
    /// text (or an implicit value) text and numbers, an instance or children slots.
    static func allows(_ figma: FigmaMapping.Kind, for kind: Property.Keyword) -> Bool {
        switch figma {
        case .none: return true
        case .variant: return kind != .event && kind != .value
        case .boolean: return kind == .boolean || kind == .text || kind == .slot
        case .text, .implicit: return kind == .text || kind == .number
        case .instance, .children: return kind == .slot
        }
    }

    static func resolve(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        let kinds = "'variant', 'boolean', 'text', 'instance', 'children', 'implicit' or 'none'"
        guard let word = arguments.name(kinds) else { return }
        guard let kind = FigmaMapping.Kind(rawValue: word.value) else {
            scope.reportUnknown("Figma property kind", word, known: ["variant", "boolean", "text", "instance", "children", "implicit", "none"])
            return
        }
        guard allows(kind, for: builder.property.keyword) else {
            scope.report(.invalidFigmaKind(kind.rawValue, property: builder.property.keyword.rawValue), at: word.span)
            return
        }
        var mapping = FigmaMapping(kind: kind, name: nil, values: [], note: nil)
        if kind != .none && kind != .implicit {
            mapping.name = arguments.string("the Figma property's name")
        }
        if kind != .none, arguments.optionalWord("layer") {
            // `layer "Title"`: the layer holding a text (or a slot's nested instance).
            let span = arguments.nextSpan
            let layer = arguments.string("the layer's name")
            if layer != nil, builder.property.keyword != .text, builder.property.keyword != .slot {
                scope.report(.invalidFigmaLayer(property: builder.property.keyword.rawValue), at: span)
            } else {
                mapping.layer = layer
            }
        }
        if kind == .none || kind == .implicit {
            mapping.note = arguments.optionalString()
        }
        arguments.finish()
        for entry in statement.block ?? [] {
            var entryArguments = scope.blocklessArguments(entry)
            let key = Located(value: entry.keyword, span: entry.keywordSpan)
            let values = entryArguments.stringList("the Figma value")
            entryArguments.finish()
            builder.figmaKeys.append(key)
            builder.figmaValues += values.map { ($0, key.value, entry.keywordSpan) }
            // An invalid key is reported once the cases are known (`validate`).
            if let value = FigmaCodeValue(key: key.value, isEnumeration: builder.property.keyword == .enumeration) {
                mapping.values.append(FigmaValueMapping(value: value, figmaValues: values))
            }
        }
        if let first = builder.figmaSpan {
            guard let paired = pair(builder.property.figma, mapping) else {
                scope.report(.duplicateStatement("figma"), at: statement.keywordSpan, notes: [scope.previous(first)])
                return
            }
            if !builder.property.isOptional { scope.report(.pairNeedsOptionalSlot(builder.property.name), at: statement.keywordSpan) }
            builder.property.figma = paired
            return
        }
        builder.figmaSpan = statement.keywordSpan
        builder.property.figma = mapping
    }

    /// A Figma BOOLEAN that shows a layer and the INSTANCE_SWAP that picks it, in either
    /// order: one instance mapping shown by the boolean. Nil for any other two mappings.
    static func pair(_ first: FigmaMapping, _ second: FigmaMapping) -> FigmaMapping? {
        if first.kind == .instance, second.kind == .boolean { return pair(second, first) }
        guard first.kind == .boolean, second.kind == .instance, first.values.isEmpty else { return nil }
        var instance = second
        instance.shownBy = first.name
        return instance
    }

    /// Checks keys and values once the enum's cases are known; fills identity mappings.
    static func validate(_ builder: inout PropertyBuilder, in scope: Scope) {
        // Read into locals rather than holding the property: a second reference to its
        // storage would make the write below copy it.
        let kind = builder.property.keyword
        let figma = builder.property.figma
        let cases = builder.property.enumeration?.cases
        let keys = builder.figmaKeys.isEmpty ? [] : (cases?.map(\.name) ?? ["true", "false"]) + ["omit"]
        let keySet = Set(keys)
        for key in builder.figmaKeys where !keySet.contains(key.value) {
            if kind == .enumeration {
                scope.report(.unknownCase(key.value, of: builder.property.name), at: key.span,
                             fixIt: Suggestion.closest(to: key.value, in: keys))
            } else {
                scope.report(.invalidFigmaKey(key.value, expected: "'true', 'false' or 'omit'"), at: key.span)
            }
        }
        reportKeysLeavingOutRequired(builder, in: scope)
        var owner: [String: String] = [:]
        for (value, key, span) in builder.figmaValues {
            if let first = owner[value], first != key {
                scope.report(.figmaValueMappedTwice(value, first: first, second: key), at: span)
            }
            owner[value] = owner[value] ?? key
        }
        if figma.kind == .boolean {
            for (value, _, span) in builder.figmaValues where value != "true" && value != "false" {
                scope.report(.figmaBooleanValue(value, property: figma.name ?? builder.property.name), at: span)
            }
        }
        if figma.kind == .variant, figma.values.isEmpty, let cases {
            builder.property.figma.values = cases.map { FigmaValueMapping(value: .enumCase($0.name), figmaValues: [$0.name]) }
        }
    }
}

extension FigmaResolver {
    /// `omit`, and `false` on anything but a bool, leave a required property's argument
    /// out, which no call can: Code Connect would show a snippet that does not compile.
    static func reportKeysLeavingOutRequired(_ builder: PropertyBuilder, in scope: Scope) {
        let property = builder.property
        guard property.isRequired else { return }
        for key in builder.figmaKeys {
            let value = FigmaCodeValue(key: key.value, isEnumeration: property.keyword == .enumeration)
            guard value == .omit || (value == .boolean(false) && property.keyword != .boolean) else { continue }
            scope.report(.figmaKeyLeavesOutRequired(key.value, property: property.name, keyword: property.keyword.rawValue), at: key.span)
        }
    }
}

/// Resolves `swiftui …` and `compose …` on a property.
enum PlatformResolver {
    /// `swiftui name X`, `swiftui type "T"`, `swiftui example "…"`, `swiftui modifier key`, `swiftui environment key: Type`.
    static func swiftUI(_ statement: Statement, in scope: Scope, into builder: inout PropertyBuilder) {
        var arguments = scope.blocklessArguments(statement)
        guard let word = arguments.name("'name', 'type', 'example', 'modifier' or 'environment'") else { return }
        var binding = builder.property.swiftUI
        switch word.value {
        case "name": binding.name = arguments.name("the SwiftUI name")?.value
        case "type": binding.type = code(&arguments, "the SwiftUI type", as: .swiftType)
        case "example": binding.example = code(&arguments, "a SwiftUI expression", as: .swiftExpression)
        case "modifier", "environment":
            guard builder.property.keyword == .enumeration else {
                scope.report(.invalidModifierTarget("a SwiftUI \(word.value)"), at: word.span)
                return
            }
            binding.passing = word.value == "modifier" ? .modifier : .environment
            // Printed as `.key(_:)` and `\\.key`, so an identifier.
            binding.key = arguments.name("the \(word.value) name").flatMap { key in
                scope.isValidName(key.value, unless: TypeNameValidator.problem(withIdentifier: key.value), at: key.span) ? key.value : nil
            }
            if word.value == "environment", arguments.symbol(":"), let type = arguments.name("the environment value's SwiftUI type") {
                binding.type = scope.isValidCode(type.value, as: .swiftType, at: type.span) ? type.value : nil
            }
        default:
            scope.reportUnknown("'swiftui' attribute", word, known: ["name", "type", "example", "modifier", "environment"])
            return
        }
        arguments.finish()
        if !arguments.failed { builder.property.swiftUI = binding }
    }

    /// `compose name onClick`, `compose type "ImageVector"`, `compose example "{ Icon(…) }"`.
    static func compose(_ statement: Statement, in scope: Scope, into builder: inout PropertyBuilder) {
        var arguments = scope.blocklessArguments(statement)
        guard let word = arguments.name("'name', 'type', 'example' or 'example-import'") else { return }
        switch word.value {
        case "name": builder.property.compose.name = arguments.name("the Compose name")?.value
        case "type": builder.property.compose.type = code(&arguments, "the Compose type", as: .kotlinType)
        case "example": builder.property.compose.example = code(&arguments, "a Kotlin expression", as: .kotlinExpression)
        case "example-import":
            if let name = code(&arguments, "the import the example needs", as: .kotlinImport) {
                builder.property.compose.exampleImports.append(name)
            }
        default:
            scope.reportUnknown("'compose' attribute", word, known: ["name", "type", "example", "example-import"])
            return
        }
        arguments.finish()
    }

    /// The next string when it passes as `kind` (else it is reported, and nil).
    private static func code(_ arguments: inout Arguments, _ what: String, as kind: CodeFragmentValidator.Kind) -> String? {
        let span = arguments.nextSpan
        guard let text = arguments.string(what), arguments.scope.isValidCode(text, as: kind, at: span) else { return nil }
        return text
    }
}
