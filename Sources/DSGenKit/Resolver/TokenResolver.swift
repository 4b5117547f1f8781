/// Resolves a component's `tokens { … }` block once its enum properties are known.
enum TokenResolver {
    static func resolve(_ statement: Statement, in scope: Scope, component: Component) -> Tokens {
        var tokens = Tokens.empty
        for entry in scope.block(of: statement) {
            switch entry.keyword {
            case "doc":
                var arguments = scope.arguments(entry)
                tokens.doc = arguments.string("a string") ?? ""
                arguments.finish()
            case "colors":
                if let set = colorSet(entry, in: scope, component: component) { tokens.colorSets.append(set) }
            case "color":
                if let color = color(entry, in: scope) { tokens.colors.append(color) }
            case "typography":
                if let typography = typography(entry, in: scope) { tokens.typography.append(typography) }
            default:
                scope.report(.unknownKeyword(entry.keyword, in: "tokens"), at: entry.keywordSpan,
                             fixIt: Suggestion.closest(to: entry.keyword, in: ["doc", "colors", "color", "typography"]))
            }
        }
        return tokens
    }

    /// `color surface "main/ad-space/color/surface" #FFFFFF "doc"` (the value may be left out while proposed).
    private static func color(_ statement: Statement, in scope: Scope) -> ColorToken? {
        var arguments = scope.arguments(statement)
        scope.rejectBlock(of: statement)
        guard let role = arguments.name("the token's role"), let path = arguments.string("the token path") else { return nil }
        var value: ColorValue?
        if case .color? = arguments.peek?.kind { value = arguments.color() }
        let doc = arguments.optionalString() ?? ""
        arguments.finish()
        return arguments.failed ? nil : ColorToken(role: role.value, path: path, value: value, doc: doc)
    }

    /// `typography caption "Secondary/Bold/Caption" "doc"`.
    private static func typography(_ statement: Statement, in scope: Scope) -> TypographyToken? {
        var arguments = scope.arguments(statement)
        scope.rejectBlock(of: statement)
        guard let role = arguments.name("the token's role"), let style = arguments.string("the text style") else { return nil }
        let doc = arguments.optionalString() ?? ""
        arguments.finish()
        return TypographyToken(role: role.value, style: style, doc: doc)
    }

    // MARK: - Colour sets

    /// `colors by type { role …; information { background "path" #E5F1FF … } }`.
    private static func colorSet(_ statement: Statement, in scope: Scope, component: Component) -> ColorSet? {
        var arguments = scope.arguments(statement)
        guard arguments.optionalWord("by") || arguments.name("'by'") != nil else { return nil }
        let axisNames = arguments.nameList("an enum property")
        arguments.finish()
        guard !arguments.failed, axisNames.count <= 2 else {
            if axisNames.count > 2 { scope.report(.unexpectedArgument("'\(axisNames[2].value)'", after: "colors"), at: axisNames[2].span) }
            return nil
        }
        var axes: [Enumeration] = []
        for name in axisNames {
            guard let property = component.property(named: name.value) else {
                scope.reportUnknown("property", name, known: component.properties.map(\.name))
                return nil
            }
            guard let enumeration = property.enumeration else {
                scope.report(.constraintNeedsEnum(name.value), at: name.span)
                return nil
            }
            axes.append(enumeration)
        }
        var set = ColorSet(name: statement.keyword, axes: axisNames.map(\.value), roles: [], entries: [])
        var entrySpans: [String: Range<Int>] = [:]
        for entry in scope.block(of: statement) {
            if entry.keyword == "role" {
                role(entry, in: scope, into: &set)
            } else if let enumeration = axes.first, enumeration.enumCase(named: entry.keyword) != nil {
                if let first = entrySpans[entry.keyword] {
                    scope.report(.duplicate("colour set entry", entry.keyword), at: entry.keywordSpan, notes: [scope.previous(first)])
                    continue
                }
                entrySpans[entry.keyword] = entry.keywordSpan
                set.entries.append(self.entry(entry, in: scope, roles: set.roles, secondAxis: axes.dropFirst().first,
                                              placeholder: axisNames.dropFirst().first?.value))
            } else {
                scope.reportUnknown("case", Located(value: entry.keyword, span: entry.keywordSpan),
                                    known: ["role"] + (axes.first?.cases.map(\.name) ?? []))
            }
        }
        for enumCase in axes.first?.cases ?? [] where entrySpans[enumCase.name] == nil {
            scope.report(.missingColors(enumCase.name), at: statement.keywordSpan)
        }
        let order = axes.first?.cases.map(\.name) ?? []
        set.entries.sort { (order.firstIndex(of: $0.caseName) ?? 0) < (order.firstIndex(of: $1.caseName) ?? 0) }
        return set
    }

    /// `role background "bg"`.
    private static func role(_ statement: Statement, in scope: Scope, into set: inout ColorSet) {
        var arguments = scope.arguments(statement)
        scope.rejectBlock(of: statement)
        guard let name = arguments.name("the role's name") else { return }
        let label = arguments.optionalString() ?? name.value
        arguments.finish()
        guard !set.roles.contains(where: { $0.name == name.value }) else {
            scope.report(.duplicate("role", name.value), at: name.span)
            return
        }
        set.roles.append(ColorRole(name: name.value, label: label))
    }

    /// `information { background "path" #E5F1FF; … }` or, by a second axis,
    /// `neutral { background "main/toast/default/{theme}/bg" { dark #0A2757; light #FFFFFF } }`.
    private static func entry(_ statement: Statement, in scope: Scope, roles: [ColorRole],
                              secondAxis: Enumeration?, placeholder: String?) -> ColorSetEntry {
        var values: [RoleColors] = []
        for line in scope.block(of: statement) {
            guard roles.contains(where: { $0.name == line.keyword }) else {
                scope.reportUnknown("role", Located(value: line.keyword, span: line.keywordSpan), known: roles.map(\.name))
                continue
            }
            guard !values.contains(where: { $0.role == line.keyword }) else {
                scope.report(.duplicateStatement(line.keyword), at: line.keywordSpan)
                continue
            }
            var arguments = scope.arguments(line)
            guard let path = arguments.string("the token path") else { continue }
            if let themed = line.block {
                arguments.finish()
                let colors = themedColors(themed, path: path, in: scope, axis: secondAxis, placeholder: placeholder)
                values.append(RoleColors(role: line.keyword, colors: colors))
            } else if let color = arguments.color() {
                arguments.finish()
                values.append(RoleColors(role: line.keyword, colors: [ThemedColor(caseName: nil, path: path, value: color)]))
            }
        }
        for role in roles where !values.contains(where: { $0.role == role.name }) {
            scope.report(.missingRole(role.name, entry: statement.keyword), at: statement.keywordSpan)
        }
        values.sort { a, b in
            (roles.firstIndex { $0.name == a.role } ?? 0) < (roles.firstIndex { $0.name == b.role } ?? 0)
        }
        let varies = values.contains { $0.colors.first?.caseName != nil }
        return ColorSetEntry(caseName: statement.keyword, variesBySecondAxis: varies, values: values)
    }

    /// `{ dark #0A2757; light #FFFFFF }`: one colour per case of the second axis.
    private static func themedColors(_ statements: [Statement], path: String, in scope: Scope,
                                     axis: Enumeration?, placeholder: String?) -> [ThemedColor] {
        guard let axis, let placeholder else {
            if let first = statements.first { scope.report(.unexpectedBlock("colour"), at: first.keywordSpan) }
            return []
        }
        var colors: [ThemedColor] = []
        for statement in statements {
            guard axis.enumCase(named: statement.keyword) != nil else {
                scope.reportUnknown("case", Located(value: statement.keyword, span: statement.keywordSpan), known: axis.cases.map(\.name))
                continue
            }
            var arguments = scope.arguments(statement)
            guard let color = arguments.color() else { continue }
            arguments.finish()
            let filled = path.replacingOccurrences(of: "{\(placeholder)}", with: statement.keyword)
            colors.append(ThemedColor(caseName: statement.keyword, path: filled, value: color))
        }
        for enumCase in axis.cases where !colors.contains(where: { $0.caseName == enumCase.name }) {
            scope.report(.missingColors(enumCase.name), at: statements.first?.keywordSpan ?? 0..<0)
        }
        let order = axis.cases.map(\.name)
        return colors.sorted { (order.firstIndex(of: $0.caseName ?? "") ?? 0) < (order.firstIndex(of: $1.caseName ?? "") ?? 0) }
    }
}
