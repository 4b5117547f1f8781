/// Builds the Code Connect template context of a component for one platform: the reads
/// of the selected instance, and the JavaScript expressions that turn them into the
/// arguments, closures and modifiers of the call.
///
/// Rules, per property, in the order the call takes them:
/// - a Figma variant of an `enum` / `bool` property maps every Figma spelling (legacy ones
///   included) to platform code; a variant whose spellings are all boolean-like (`yes` /
///   `No`, `true` / `false`, `on` / `off`) is read as Figma reads one, in any casing; the
///   argument is left out when the value is the API's default (`omit` spellings map to it);
/// - a value outside the mapping leaves the argument out and adds a note — a comment line
///   above the call — never another value;
/// - a variant or boolean of an optional property switches it on, showing its text (from
///   its layer when the schema names one, else its example) or the nested instance in its
///   layer (else the external type's example);
/// - a TEXT property or a named text layer becomes a string literal escaped at run time;
/// - an instance swap, or a nested instance layer (`figma children`), shows that
///   instance's own Code Connect example, else a placeholder and a note;
/// - a property Figma does not model is left out, unless the API requires it (then its
///   example, or the first case);
/// - a property constrained to some cases of an enum (`only size in promo, hero`) is
///   shown only when that enum's value is one of those cases.
struct CodeConnectContextBuilder {
    let component: Component
    let dialect: any CodeConnectDialect
    /// Every case's code of every enum property, worked out once: a context needs each
    /// several times (mapping, default, constraints, example).
    private let enumCodes: [String: [String: String]]

    init(component: Component, dialect: any CodeConnectDialect) {
        self.component = component
        self.dialect = dialect
        var enumCodes: [String: [String: String]] = [:]
        for property in component.properties where property.keyword == .enumeration {
            let codes = (property.enumeration?.cases ?? []).map { ($0.name, dialect.enumCode(property, $0.name)) }
            enumCodes[property.name] = Dictionary(codes, uniquingKeysWith: { _, last in last })
        }
        self.enumCodes = enumCodes
    }

    /// The dialect's code of an enum case of a component property.
    func enumCode(_ property: Property, _ caseName: String) -> String {
        if component.property(named: property.name) == property, let code = enumCodes[property.name]?[caseName] { return code }
        return dialect.enumCode(property, caseName)
    }

    func build() -> CodeConnectContext {
        let reads = component.properties.compactMap { read($0) }
        let constants = Dictionary(uniqueKeysWithValues: reads.map { ($0.property, $0.read.constant) })
        let perCase = perCase(constants)
        let used = component.properties.filter {
            constants[$0.name] != nil || $0.isRequired || $0.shownBy != nil || $0.defaultFor != nil
        }
        let imports = dialect.imports(perCase == nil ? used : used.filter { $0 != dialect.entryPoints?.axis })
        return CodeConnectContext(
            header: GeneratedHeader.lines(schema: component.sourcePath),
            schema: component.sourcePath,
            schemaLiteral: JavaScript.stringLiteral(component.sourcePath),
            platform: dialect.platform,
            url: OutputText.lineComment(component.figmaURL ?? ""),
            componentName: dialect.componentName,
            source: dialect.sourcePath,
            id: JavaScript.stringLiteral(dialect.componentName),
            doc: ["Code Connect template: the \(dialect.platform.label) code Dev Mode shows for the selected \(component.name) instance."],
            stringFunctionName: dialect.stringFunctionName,
            stringFunction: dialect.stringFunction,
            reads: reads.map(\.read),
            perCase: perCase,
            callee: perCase == nil ? JavaScript.stringLiteral(dialect.componentName) : "callee",
            arguments: dialect.argumentProperties.filter { perCase == nil || $0 != dialect.entryPoints?.axis }
                .compactMap { argument($0, constants) }.map(Self.oneLine),
            closures: dialect.closureProperties.enumerated().map { index, property in
                closure(property, first: index == 0, constants)
            },
            modifiers: component.properties.compactMap { modifierPiece($0, constants) }.map(Self.oneLine),
            imports: imports,
            importLiterals: importLiterals(imports, perCase: perCase != nil))
    }

    /// A piece whose `//` comment stays one line, whatever schema text it quotes.
    private static func oneLine(_ piece: CodeConnectPiece) -> CodeConnectPiece {
        var piece = piece
        piece.comment = OutputText.lineComment(piece.comment)
        return piece
    }

    // MARK: - Reads

    /// A property's read, keyed by the property's name; nil for properties the template
    /// reads only where it shows them (named layers), or not at all.
    private func read(_ property: Property) -> (property: String, read: CodeConnectRead)? {
        let constant = JavaScript.identifier(property.name)
        func make(_ helper: String, _ name: String, _ mapping: [CodeConnectMappingEntry], extra: String = "", _ doc: String) -> (String, CodeConnectRead) {
            (property.name, CodeConnectRead(doc: [OutputText.lineComment("\(property.name): \(doc)")], constant: constant, helper: helper,
                                            property: JavaScript.stringLiteral(name), mapping: mapping, hasMapping: !mapping.isEmpty, extra: extra))
        }
        switch CodeConnectSource(property.figma) {
        case .variant(let name):
            return make("variant", name, variantEntries(property), "Figma variant \"\(name)\"" + readNote(property))
        case .booleanVariant(let name, let whenTrue, let whenFalse):
            let spellings = property.figma.values.flatMap(\.figmaValues).joinedWithOr
            return make("booleanVariant", name, booleanEntries(property, whenTrue, whenFalse),
                        "Figma variant \"\(name)\" (\(spellings), in any casing)" + readNote(property))
        case .boolean(let name, let whenTrue, let whenFalse):
            return make("boolean", name, booleanEntries(property, whenTrue, whenFalse), "Figma boolean \"\(name)\"" + readNote(property))
        case .textProperty(let name) where property.keyword == .text:
            return make("textProperty", name, [], extra: ", " + JavaScript.stringLiteral(example(property)),
                        "Figma text property \"\(name)\"; its text, else the example with a note.")
        case .instanceSwap(let name):
            return make("swappedInstance", name, [], extra: placeholderArguments(property),
                        "Figma instance swap \"\(name)\"; the swapped instance's own example.")
        case .shownInstanceSwap(let toggle, let name):
            return make("shownInstance", toggle, [], extra: ", " + JavaScript.stringLiteral(name) + ", " + JavaScript.stringLiteral(nestedPlaceholder(property)),
                        "Figma boolean \"\(toggle)\" shows instance swap \"\(name)\"; nothing while it is off, else the swapped instance's own example.")
        case .layer(let name) where property.keyword == .slot && property.figma.kind == .children
            && property.shownBy == nil && property.defaultFor == nil:
            // (A slot with a default of its own is read where it is shown, so a nested
            // instance the snippet leaves out adds no note.)
            return make("layerInstance", name, [], extra: placeholderArguments(property),
                        "the nested instance in layer \"\(name)\"; its own example.")
        case .textProperty, .layer, .none:
            return nil
        }
    }

    /// `, 'Image(systemName: "star")', true`: a slot's placeholder and whether it is required.
    private func placeholderArguments(_ property: Property) -> String {
        ", " + JavaScript.stringLiteral(nestedPlaceholder(property)) + ", " + (property.isRequired ? "true" : "false")
    }

    /// How the read's value is used: `; .neutral, the default, is left out.`, or `; switches it on.`
    private func readNote(_ property: Property) -> String {
        var note = ""
        if let (open, close) = dialect.modifier(property) { note += ", set with \(open)_:\(close)" }
        if !hasValueCodes(property) { return note + "; switches it on." }
        if property.defaultValue != nil, let defaultCode = defaultCode(property) { return note + "; \(defaultCode), the default, is left out." }
        return note + "."
    }

    /// One entry per Figma spelling; `omit` maps to the default's code (the argument is
    /// left out); spellings after the first of a value are marked legacy.
    private func variantEntries(_ property: Property) -> [CodeConnectMappingEntry] {
        property.figma.values.flatMap { mapping in
            let code = valueLiteral(property, mapping.value)
            return mapping.figmaValues.enumerated().map { index, spelling in
                let comment = mapping.value == .omit ? "the default applies" : index > 0 ? "legacy spelling" : nil
                return CodeConnectMappingEntry(key: JavaScript.stringLiteral(spelling), value: code, comment: comment)
            }
        }
    }

    /// `true: …` and `false: …`.
    private func booleanEntries(_ property: Property, _ whenTrue: FigmaCodeValue, _ whenFalse: FigmaCodeValue) -> [CodeConnectMappingEntry] {
        [CodeConnectMappingEntry(key: "true", value: valueLiteral(property, whenTrue), comment: nil),
         CodeConnectMappingEntry(key: "false", value: valueLiteral(property, whenFalse), comment: nil)]
    }

    /// The JavaScript value a code value maps to: the platform code as a literal, or for a
    /// switch `true` / `false`; `omit` is the default's code (or off).
    private func valueLiteral(_ property: Property, _ value: FigmaCodeValue) -> String {
        guard hasValueCodes(property) else { return value == .boolean(true) ? "true" : "false" }
        if value == .omit { return defaultCode(property).map(JavaScript.stringLiteral) ?? "undefined" }
        return JavaScript.stringLiteral(valueCode(property, value))
    }

    /// Whether the property's Figma values are code values (enum cases, Booleans, numbers,
    /// text other than switches); false for properties that a Figma value switches on.
    func hasValueCodes(_ property: Property) -> Bool {
        switch property.keyword {
        case .enumeration, .boolean, .number: return true
        case .text: return property.figma.values.contains { $0.value.caseName != nil }
        case .slot, .event, .value: return false
        }
    }

    /// The code of a Figma value of a property that ``hasValueCodes(_:)``.
    func valueCode(_ property: Property, _ value: FigmaCodeValue) -> String {
        switch value {
        case .enumCase(let name): return enumCode(property, name)
        case .boolean(let flag): return flag ? "true" : "false"
        case .omit: return "undefined"
        }
    }

    /// The code of the property's default; for a required enum, its first case.
    func defaultCode(_ property: Property) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return enumCode(property, name)
        case .boolean(let value)?: return value ? "true" : "false"
        case .number(let value)?: return dialect.numberLiteral(value)
        case .text(let text)? where hasValueCodes(property): return dialect.stringLiteral(text)
        case .text, nil:
            if property.keyword == .enumeration, let first = property.enumeration?.cases.first { return enumCode(property, first.name) }
            return nil
        }
    }
}
