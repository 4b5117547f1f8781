/// Where a component's Figma facts are written in its schema, for located diagnostics:
/// the `figma` URL, each property's name, default, `figma …` statement and every Figma
/// spelling in its value mapping. Read from the syntax tree, so it needs nothing of the model.
public struct SchemaFigmaLocations: Sendable {
    /// Spans inside one property declaration.
    public struct PropertySpans: Sendable {
        /// The property's name.
        public var name: Range<Int>
        /// The default after `=`, if written.
        public var defaultValue: Range<Int>?
        /// The Figma property name in `figma variant "Name"`, or the `figma` keyword.
        public var figmaName: Range<Int>?
        /// The Figma property name of each `figma` statement, by its kind (`boolean`,
        /// `instance`): a slot's BOOLEAN + INSTANCE_SWAP pair has two.
        public var figmaNames: [String: Range<Int>] = [:]
        /// Each Figma spelling in the mapping block: (code value, spelling, span).
        public var spellings: [(code: String, figma: String, span: Range<Int>)] = []
        /// Each `case NAME`'s name, for enums mapped without a block.
        public var cases: [String: Range<Int>] = [:]
    }

    /// The schema file.
    public let file: SourceFile
    /// The component's name in `component Name`.
    public var componentName: Range<Int>
    /// The string of the component's `figma "…"` statement.
    public var figmaURL: Range<Int>?
    /// Properties by name.
    public var properties: [String: PropertySpans] = [:]

    /// The locations of every component in a parsed file, by component name.
    public static func components(in syntax: SyntaxFile) -> [String: SchemaFigmaLocations] {
        var result: [String: SchemaFigmaLocations] = [:]
        for statement in syntax.statements where statement.keyword == "component" {
            guard let name = firstIdentifier(statement.arguments) else { continue }
            var locations = SchemaFigmaLocations(file: syntax.source, componentName: name.span)
            for member in statement.block ?? [] { locations.read(member) }
            result[name.value] = locations
        }
        return result
    }

    /// The range of a span in the schema, for a diagnostic.
    public func range(_ span: Range<Int>) -> SourceRange { file.range(span) }

    private mutating func read(_ member: Statement) {
        if member.keyword == "figma" {
            figmaURL = member.arguments.first { if case .string = $0.kind { return true } else { return false } }?.span
            return
        }
        guard Property.Keyword(rawValue: member.keyword) != nil,
              let name = Self.firstIdentifier(member.arguments) else { return }
        var spans = PropertySpans(name: name.span)
        if let equals = member.arguments.firstIndex(where: { $0.isSymbol("=") }), equals + 1 < member.arguments.endIndex {
            spans.defaultValue = member.arguments[equals + 1].span
        }
        for inner in member.block ?? [] {
            if inner.keyword == "figma" { spans.readFigma(inner) }
            if inner.keyword == "case", let caseName = Self.firstIdentifier(inner.arguments) { spans.cases[caseName.value] = caseName.span }
        }
        properties[name.value] = spans
    }

    private static func firstIdentifier(_ tokens: ArraySlice<Token>) -> (value: String, span: Range<Int>)? {
        for token in tokens {
            if case .identifier(let name) = token.kind { return (name, token.span) }
        }
        return nil
    }
}

extension SchemaFigmaLocations.PropertySpans {
    /// `figma variant "Full Width" { banner "yes"; card "No", "no" }`.
    fileprivate mutating func readFigma(_ statement: Statement) {
        figmaName = strings(statement.arguments).first?.span ?? statement.keywordSpan
        if case .identifier(let kind)? = statement.arguments.first?.kind { figmaNames[kind] = figmaName }
        for entry in statement.block ?? [] {
            for string in strings(entry.arguments) { spellings.append((entry.keyword, string.value, string.span)) }
        }
    }

    /// Where a Figma spelling of a code value is written: in the mapping block, else the
    /// enum case it is implied by, else the Figma property's name.
    public func span(of figma: String, code: String) -> Range<Int>? {
        spellings.first { $0.figma == figma && $0.code == code }?.span ?? cases[code] ?? figmaName
    }

    private func strings(_ tokens: ArraySlice<Token>) -> [(value: String, span: Range<Int>)] {
        tokens.compactMap { token in
            if case .string(let text) = token.kind { return (text, token.span) }
            return nil
        }
    }
}
