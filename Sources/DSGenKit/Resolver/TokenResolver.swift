/// Resolves a component's `tokens { … }` block once its enum properties are known.
enum TokenResolver {
    static func resolve(_ statement: Statement, in scope: Scope, component: Component) -> Tokens {
        var tokens = Tokens.empty
        var pairings: [ContrastResolver.WrittenPairing] = []
        for entry in scope.block(of: statement) {
            switch entry.keyword {
            case "doc":
                var arguments = scope.arguments(entry)
                tokens.doc = arguments.string("a string") ?? ""
                arguments.finish()
            case "colors":
                guard let set = colorSet(entry, in: scope, component: component) else { break }
                guard !tokens.colorSets.contains(where: { $0.axes == set.axes }) else {
                    scope.report(.duplicateColorSet(set.axes), at: entry.keywordSpan)
                    break
                }
                tokens.colorSets.append(set)
            case "color":
                if let color = color(entry, in: scope) { tokens.colors.append(color) }
            case "typography":
                if let typography = typography(entry, in: scope) { tokens.typography.append(typography) }
            case "contrast":
                if let pairing = ContrastResolver.pairing(entry, in: scope) { pairings.append(pairing) }
            default:
                scope.report(.unknownKeyword(entry.keyword, in: "tokens"), at: entry.keywordSpan,
                             fixIt: Suggestion.closest(to: entry.keyword, in: ["doc", "colors", "color", "typography", "contrast"]))
            }
        }
        tokens.colorSets = named(tokens.colorSets)
        tokens.pairings = ContrastResolver.validPairings(pairings, tokens: tokens, in: scope)
        return tokens
    }

    /// A component's only colour set is `colors` (`EBAlertColors`, `EBAlertType.colors`); of
    /// several, each is named after its axes (`kind colors`: `EBChipKindColors`,
    /// `EBChipKind.kindColors`), so their types and accessors differ.
    private static func named(_ sets: [ColorSet]) -> [ColorSet] {
        guard sets.count > 1 else { return sets }
        return sets.map { set in
            var set = set
            set.name = set.axes.joined(separator: " ") + " " + set.name
            return set
        }
    }

    /// `color surface "main/ad-space/color/surface" #FFFFFF "doc"` (the value may be left out while proposed).
    private static func color(_ statement: Statement, in scope: Scope) -> ColorToken? {
        var arguments = scope.blocklessArguments(statement)
        guard let role = arguments.name("the token's role"), let path = arguments.string("the token path") else { return nil }
        var value: ColorValue?
        if case .color? = arguments.peek?.kind { value = arguments.color() }
        let doc = arguments.trailingString() ?? ""
        return arguments.failed ? nil : ColorToken(role: role.value, path: path, value: value, doc: doc)
    }

    /// `typography caption "Secondary/Bold/Caption" "doc"`.
    private static func typography(_ statement: Statement, in scope: Scope) -> TypographyToken? {
        var arguments = scope.blocklessArguments(statement)
        guard let role = arguments.name("the token's role"), let style = arguments.string("the text style") else { return nil }
        let doc = arguments.trailingString() ?? ""
        return TypographyToken(role: role.value, style: style, doc: doc)
    }

    // MARK: - Colour sets

    /// `colors by type { role …; information { background "path" #E5F1FF … } }`.
    private static func colorSet(_ statement: Statement, in scope: Scope, component: Component) -> ColorSet? {
        var arguments = scope.arguments(statement)
        guard arguments.word("by") else { return nil }
        let axisNames = arguments.nameList("an enum property")
        arguments.finish()
        guard !arguments.failed, axisNames.count <= 2 else {
            if axisNames.count > 2 { scope.report(.unexpectedArgument("'\(axisNames[2].value)'", after: "colors"), at: axisNames[2].span) }
            return nil
        }
        var axes: [Enumeration] = []
        for (index, name) in axisNames.enumerated() {
            guard let property = component.property(named: name.value) else {
                scope.reportUnknown("property", name, known: component.properties.map(\.name))
                return nil
            }
            if let enumeration = property.enumeration {
                axes.append(enumeration)
            } else if property.keyword == .boolean, index == 1 {
                axes.append(booleanAxis)
            } else {
                scope.report(.invalidColorAxis(name.value, isBoolean: property.keyword == .boolean), at: name.span)
                return nil
            }
        }
        var set = ColorSet(name: statement.keyword, axes: axisNames.map(\.value), roles: [], entries: [])
        var entrySpans: [String: Range<Int>] = [:]
        var roleSpans: [String: Range<Int>] = [:]
        let order = (axes.first?.cases ?? []).firstPositions(by: \.name)
        for entry in scope.block(of: statement) {
            if entry.keyword == "role" {
                role(entry, in: scope, into: &set, spans: &roleSpans)
            } else if order[entry.keyword] != nil {
                guard scope.isFirst(entry.keyword, at: entry.keywordSpan, in: &entrySpans, else: .duplicate("colour set entry", entry.keyword)) else { continue }
                set.entries.append(self.entry(entry, in: scope, roles: set.roles, secondAxis: axes.dropFirst().first,
                                              placeholder: axisNames.dropFirst().first?.value))
            } else {
                scope.report(.unknownCase(entry.keyword, of: axisNames.first?.value ?? ""), at: entry.keywordSpan,
                             fixIt: Suggestion.closest(to: entry.keyword, in: ["role"] + (axes.first?.cases.map(\.name) ?? [])))
            }
        }
        for enumCase in axes.first?.cases ?? [] where entrySpans[enumCase.name] == nil {
            scope.report(.missingColors(enumCase.name), at: statement.keywordSpan)
        }
        set.entries.sort { (order[$0.caseName] ?? 0) < (order[$1.caseName] ?? 0) }
        return set
    }

    /// A bool property as a colour set's second axis: its cases are `true` and `false`.
    static let booleanAxis = Enumeration(cases: [EnumCase(name: "true"), EnumCase(name: "false")])

    /// `role background "bg"`.
    private static func role(_ statement: Statement, in scope: Scope, into set: inout ColorSet, spans: inout [String: Range<Int>]) {
        var arguments = scope.blocklessArguments(statement)
        guard let name = arguments.name("the role's name") else { return }
        let label = arguments.trailingString() ?? name.value
        guard scope.isFirst(name.value, at: name.span, in: &spans, else: .duplicate("role", name.value)) else { return }
        set.roles.append(ColorRole(name: name.value, label: label))
    }

    /// `information { background "path" #E5F1FF; … }` or, by a second axis,
    /// `neutral { background "main/toast/default/{theme}/bg" { dark #0A2757; light #FFFFFF } }`.
    private static func entry(_ statement: Statement, in scope: Scope, roles: [ColorRole],
                              secondAxis: Enumeration?, placeholder: String?) -> ColorSetEntry {
        var values: [RoleColors] = []
        let roleOrder = roles.firstPositions(by: \.name)
        /// Every role written, valid or not: a wrong value is not also a missing one.
        var written: [String: Range<Int>] = [:]
        var entryArguments = scope.arguments(statement)
        entryArguments.finish()
        guard let block = statement.block else {
            // Reported once as a missing block, not once per role.
            _ = scope.block(of: statement)
            return ColorSetEntry(caseName: statement.keyword, variesBySecondAxis: false, values: [])
        }
        for line in block {
            guard roleOrder[line.keyword] != nil else {
                scope.reportUnknown("role", Located(value: line.keyword, span: line.keywordSpan), known: roles.map(\.name))
                continue
            }
            guard scope.isFirst(line.keyword, at: line.keywordSpan, in: &written, else: .duplicateStatement(line.keyword)) else { continue }
            var arguments = scope.arguments(line)
            guard let path = arguments.string("the token path") else { continue }
            if let themed = line.block {
                arguments.finish()
                let colors = themedColors(line, themed, path: path, in: scope, axis: secondAxis, placeholder: placeholder)
                values.append(RoleColors(role: line.keyword, colors: colors))
            } else if let color = arguments.color() {
                arguments.finish()
                values.append(RoleColors(role: line.keyword, colors: [ThemedColor(caseName: nil, path: path, value: color)]))
            }
        }
        for role in roles where written[role.name] == nil {
            scope.report(.missingRole(role.name, entry: statement.keyword), at: statement.keywordSpan)
        }
        values.sort { (roleOrder[$0.role] ?? 0) < (roleOrder[$1.role] ?? 0) }
        let varies = values.contains { $0.colors.first?.caseName != nil }
        return ColorSetEntry(caseName: statement.keyword, variesBySecondAxis: varies, values: values)
    }

    /// `{ dark #0A2757; light #FFFFFF }`: one colour per case of the second axis.
    private static func themedColors(_ line: Statement, _ statements: [Statement], path: String, in scope: Scope,
                                     axis: Enumeration?, placeholder: String?) -> [ThemedColor] {
        guard let axis, let placeholder else {
            scope.report(.unexpectedBlock(line.keyword), at: line.openBraceSpan ?? line.keywordSpan)
            return []
        }
        let order = axis.cases.firstPositions(by: \.name)
        var colors: [ThemedColor] = []
        /// Every case written, valid or not: a wrong colour is not also a missing one.
        var written: [String: Range<Int>] = [:]
        for statement in statements {
            guard order[statement.keyword] != nil else {
                scope.report(.unknownCase(statement.keyword, of: placeholder), at: statement.keywordSpan,
                             fixIt: Suggestion.closest(to: statement.keyword, in: axis.cases.map(\.name)))
                continue
            }
            guard scope.isFirst(statement.keyword, at: statement.keywordSpan, in: &written, else: .duplicateStatement(statement.keyword)) else { continue }
            var arguments = scope.blocklessArguments(statement)
            guard let color = arguments.color() else { continue }
            arguments.finish()
            let filled = path.replacingAll("{\(placeholder)}", with: statement.keyword)
            colors.append(ThemedColor(caseName: statement.keyword, path: filled, value: color))
        }
        for enumCase in axis.cases where written[enumCase.name] == nil {
            scope.report(.missingColors(enumCase.name), at: line.keywordSpan)
        }
        return colors.sorted { (order[$0.caseName ?? ""] ?? 0) < (order[$1.caseName ?? ""] ?? 0) }
    }
}
