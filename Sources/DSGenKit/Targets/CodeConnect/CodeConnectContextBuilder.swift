/// Builds the Code Connect template context of a component for one platform: the reads
/// of the selected instance, and the JavaScript expressions that turn them into the
/// arguments, closures and modifiers of the call.
///
/// Rules, per property, in the order the call takes them:
/// - a Figma variant or boolean of an `enum` / `bool` property maps every Figma spelling
///   (legacy ones included) to platform code; the argument is left out when the value is
///   the API's default (and `omit` spellings map to the default);
/// - a variant or boolean (`yes` / `no`) of an optional property switches it on, showing
///   the property's example (text), the external type's example (typed slots) or `{}`;
/// - a text property becomes a string literal escaped at run time;
/// - an instance swap shows the swapped instance's own Code Connect example, else the
///   external type's example; a children slot shows its content;
/// - a property Figma does not model is left out, unless the API requires it (then its
///   example, or the first case);
/// - a property constrained to some cases of an enum (`only size in promo, hero`) is
///   shown only when that enum's value is one of those cases.
struct CodeConnectContextBuilder {
    let system: DesignSystem
    let component: Component
    let dialect: any CodeConnectDialect
    /// Every case's code of every enum property, worked out once: a context needs each
    /// several times (mapping, default, constraints, example).
    private let enumCodes: [EnumCodes]

    init(system: DesignSystem, component: Component, dialect: any CodeConnectDialect) {
        self.system = system
        self.component = component
        self.dialect = dialect
        var enumCodes: [EnumCodes] = []
        for property in component.properties where property.keyword == .enumeration {
            let cases = property.enumeration?.cases ?? []
            var codes = EnumCodes(property: property, cases: [], codes: [])
            codes.cases.reserveCapacity(cases.count)
            codes.codes.reserveCapacity(cases.count)
            for enumCase in cases {
                codes.cases.append(enumCase.name)
                codes.codes.append(dialect.enumCode(property, enumCase.name))
            }
            enumCodes.append(codes)
        }
        self.enumCodes = enumCodes
    }

    /// The codes of one enum property's cases, in case order.
    private struct EnumCodes {
        var property: Property
        var cases: [String]
        var codes: [String]
    }

    /// The dialect's code of an enum case of a property, from ``enumCodes`` when it is there
    /// (the same property: a value type's field may share a component property's name).
    private func enumCode(_ property: Property, _ caseName: String) -> String {
        if let codes = enumCodes.first(where: { $0.property.name == property.name && $0.property == property }),
           let index = codes.cases.firstIndex(of: caseName) {
            return codes.codes[index]
        }
        return dialect.enumCode(property, caseName)
    }

    func build() -> CodeConnectContext {
        let reads = component.properties.compactMap { read($0) } // a closure, not `read` itself: no copy of the builder
        let constants = Dictionary(uniqueKeysWithValues: reads.map { ($0.property, $0.read.constant) })
        let argumentProperties = dialect.argumentProperties
        return CodeConnectContext(
            header: GeneratedHeader.lines(schema: component.sourcePath),
            schema: component.sourcePath,
            platform: dialect.platform,
            url: component.figmaURL ?? "",
            componentName: dialect.componentName,
            id: JavaScript.stringLiteral(dialect.componentName),
            doc: ["Code Connect template: the \(dialect.platform.label) code Dev Mode shows for the selected \(component.name) instance."],
            stringFunction: dialect.stringFunction,
            reads: reads.map(\.read),
            callee: JavaScript.stringLiteral(dialect.componentName),
            arguments: argumentProperties.compactMap { argument($0, constants) },
            closures: dialect.closureProperties.enumerated().map { index, property in
                closure(property, first: index == 0, constants)
            },
            modifiers: component.properties.compactMap { modifierPiece($0, constants) },
            imports: dialect.imports(component.properties))
    }

    // MARK: - Reads

    /// A property's read, keyed by the property's name.
    private func read(_ property: Property) -> (property: String, read: CodeConnectRead)? {
        guard let figmaName = property.figma.name else { return nil }
        let constant = JavaScript.identifier(property.name)
        let where_ = "Figma \(property.figma.kind.rawValue) \"\(figmaName)\""
        func make(_ getter: String, _ mapping: [CodeConnectMappingEntry], fallback: String = "", _ doc: String) -> (String, CodeConnectRead) {
            (property.name, CodeConnectRead(doc: [JavaScript.commentText(doc)], constant: constant, getter: getter,
                                            property: JavaScript.stringLiteral(figmaName), mapping: mapping,
                                            hasMapping: !mapping.isEmpty, fallback: fallback))
        }
        switch property.figma.kind {
        case .variant, .boolean:
            let getter = property.figma.kind == .variant ? "getEnum" : "getBoolean"
            if hasValueCodes(property) {
                let mapping = mappingEntries(property, booleanKeys: property.figma.kind == .boolean) {
                    JavaScript.stringLiteral(valueCode(property, $0))
                }
                let defaultCode = defaultCode(property)
                let fallback = property.figma.kind == .variant ? defaultCode.map { " ?? " + JavaScript.stringLiteral($0) } ?? "" : ""
                var doc = "\(property.name): \(where_)"
                if let (open, close) = dialect.modifier(property) { doc += ", set with \(open)_:\(close)" }
                if let defaultCode, property.defaultValue != nil { doc += "; left out when \(defaultCode), the default" }
                else if let defaultCode { doc += "; unknown values show \(defaultCode)" }
                return make(getter, mapping, fallback: fallback, doc + ".")
            }
            if property.figma.kind == .boolean && property.figma.values.isEmpty {
                return make(getter, [], "\(property.name): \(where_) switches it on.")
            }
            let mapping = mappingEntries(property, booleanKeys: property.figma.kind == .boolean) { value in
                if case .boolean(let flag) = value { return flag ? "true" : "false" }
                return "undefined"
            }
            return make(getter, mapping, "\(property.name): \(where_) switches it on.")
        case .text:
            return make("getString", [], "\(property.name): \(where_); its text becomes a \(dialect.platform.label == "SwiftUI" ? "Swift" : "Kotlin") string literal.")
        case .instance:
            return make("getInstanceSwap", [], "\(property.name): \(where_); shows the swapped instance's own example.")
        case .children:
            return make("getSlot", [], "\(property.name): \(where_); shows its content.")
        case .implicit, .none:
            return nil
        }
    }

    /// Whether the property's Figma values are code values (enum cases, Booleans, numbers,
    /// text other than switches); false for properties that a Figma value switches on.
    private func hasValueCodes(_ property: Property) -> Bool {
        switch property.kind {
        case .enumeration, .boolean, .number: return true
        case .text: return property.figma.values.contains { $0.value.caseName != nil }
        case .slot, .event, .value: return false
        }
    }

    /// The code of a Figma value of a property that ``hasValueCodes(_:)``.
    private func valueCode(_ property: Property, _ value: FigmaCodeValue) -> String {
        switch value {
        case .enumCase(let name): return enumCode(property, name)
        case .boolean(let flag): return flag ? "true" : "false"
        case .omit: return "undefined"
        }
    }

    /// One entry per Figma spelling; `omit` maps to the default's code (the argument is
    /// left out); spellings after the first of a value are marked legacy.
    private func mappingEntries(_ property: Property, booleanKeys: Bool, value: (FigmaCodeValue) -> String) -> [CodeConnectMappingEntry] {
        var entries: [CodeConnectMappingEntry] = []
        let values = property.figma.values.isEmpty && booleanKeys
            ? [FigmaValueMapping(value: .boolean(true), figmaValues: ["true"]), FigmaValueMapping(value: .boolean(false), figmaValues: ["false"])]
            : property.figma.values
        entries.reserveCapacity(values.reduce(0) { $0 + $1.figmaValues.count })
        for mapping in values {
            let omitted = mapping.value == .omit
            let code = omitted ? "undefined" : value(mapping.value) // once per value, not per spelling
            for (index, figmaValue) in mapping.figmaValues.enumerated() {
                let key = booleanKeys && (figmaValue == "true" || figmaValue == "false") ? figmaValue : JavaScript.stringLiteral(figmaValue)
                let comment = omitted ? "left out: the default applies" : index > 0 ? "legacy spelling" : nil
                entries.append(CodeConnectMappingEntry(key: key, value: code, comment: comment))
            }
        }
        return entries
    }

    /// The code of the property's default; for a required enum, its first case.
    private func defaultCode(_ property: Property) -> String? {
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

    // MARK: - Pieces

    private func argument(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        if property.keyword == .slot && property.slotType == nil {
            return contentArgument(property, constants)
        }
        guard let (expression, comment) = valueExpression(property, constants, prefix: JavaScript.stringLiteral(dialect.label(property)),
                                                          suffix: nil) else { return nil }
        return constrained(property, CodeConnectPiece(comment: comment, expression: expression), constants)
    }

    /// `[label, value]` for the property's value, or nil when it is never shown.
    private func valueExpression(_ property: Property, _ constants: [String: String], prefix: String, suffix: String?) -> (String, String)? {
        let name = property.name
        let tail = suffix.map { ", " + $0 } ?? ""
        guard let constant = constants[name] else {
            // Not a Figma property: required ones show their example; the rest keep their default.
            guard property.isRequired, suffix == nil else { return nil }
            return (fixedLiteral(property, example(property)), "\(name): not a Figma property; its example.")
        }
        switch property.figma.kind {
        case .variant, .boolean:
            if hasValueCodes(property) {
                let list = "[\(prefix), \(constant)\(tail)]"
                if property.defaultValue != nil, let defaultCode = defaultCode(property) {
                    return ("\(constant) === \(JavaScript.stringLiteral(defaultCode)) ? undefined : \(list)",
                            "\(name): left out when \(defaultCode), the default.")
                }
                return (list, "\(name): always shown.")
            }
            let shown = suffix == nil ? fixedLiteral(property, example(property)) : "[\(prefix), \(JavaScript.stringLiteral(example(property)))\(tail)]"
            return ("\(constant) ? \(shown) : undefined", "\(name): shown when switched on, with its example.")
        case .text where property.keyword == .number:
            // Figma text is not a number literal; the API's default stays.
            guard property.isRequired else { return nil }
            return (fixedLiteral(property, example(property)), "\(name): its example (Figma text is not a number).")
        case .text:
            let literal = "\(dialect.stringFunctionName)(\(constant))"
            if case .text(let text)? = property.defaultValue {
                return ("\(constant) === \(JavaScript.stringLiteral(text)) ? undefined : [\(prefix), \(literal)\(tail)]",
                        "\(name): the text from Figma; left out when it is the default.")
            }
            return ("[\(prefix), \(literal)\(tail)]", "\(name): the text from Figma.")
        case .instance:
            let nested = "nested(\(constant), \(JavaScript.stringLiteral(example(property))))"
            if property.isRequired { return ("[\(prefix), \(nested)\(tail)]", "\(name): the swapped instance.") }
            return ("\(constant) ? [\(prefix), \(nested)\(tail)] : undefined", "\(name): the swapped instance, when there is one.")
        case .children:
            let nested = "nested(\(constant), \(JavaScript.stringLiteral(example(property))))"
            if property.isRequired { return ("[\(prefix), \(nested)\(tail)]", "\(name): the slot's content.") }
            return ("\(constant) ? [\(prefix), \(nested)\(tail)] : undefined", "\(name): the slot's content, when it has some.")
        case .implicit, .none:
            guard property.isRequired, suffix == nil else { return nil }
            return (fixedLiteral(property, example(property)), "\(name): not a Figma property; its example.")
        }
    }

    /// `'label: code'`: an argument whose code is fixed, as a JavaScript literal.
    private func fixedLiteral(_ property: Property, _ code: String) -> String {
        JavaScript.stringLiteral(dialect.label(property) + code)
    }

    /// An untyped slot passed as an argument (SwiftUI `AnyView?`, a Compose content lambda
    /// that is not trailing).
    private func contentArgument(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        let (open, close) = dialect.contentArgument(property)
        guard let constant = constants[property.name] else {
            guard property.isRequired else { return nil }
            return CodeConnectPiece(comment: "\(property.name): not a Figma property; empty content.",
                                    expression: JavaScript.stringLiteral(open + example(property) + close))
        }
        let nested = "nested(\(constant), \(JavaScript.stringLiteral(example(property))))"
        let list = "[\(JavaScript.stringLiteral(open)), \(nested), \(JavaScript.stringLiteral(close))]"
        if property.isRequired || property.figma.kind == .children && !property.isOptional {
            return constrained(property, CodeConnectPiece(comment: "\(property.name): its content.", expression: list), constants)
        }
        return constrained(property, CodeConnectPiece(comment: "\(property.name): its content, when there is some.",
                                                      expression: "\(constant) ? \(list) : undefined"), constants)
    }

    private func closure(_ property: Property, first: Bool, _ constants: [String: String]) -> CodeConnectClosure {
        let label = first ? "undefined" : JavaScript.stringLiteral(dialect.parameterName(property))
        let placeholder = JavaScript.stringLiteral(example(property))
        guard let constant = constants[property.name] else {
            return CodeConnectClosure(label: label, content: "nested(undefined, \(placeholder))")
        }
        return CodeConnectClosure(label: label, content: "nested(\(constant), \(placeholder))")
    }

    private func modifierPiece(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        guard let (open, close) = dialect.modifier(property), constants[property.name] != nil,
              let (expression, comment) = valueExpression(property, constants, prefix: JavaScript.stringLiteral(open),
                                                          suffix: JavaScript.stringLiteral(close)) else { return nil }
        return constrained(property, CodeConnectPiece(comment: comment, expression: expression), constants)
    }

    /// Wraps a piece in its constraint: shown only for the allowed cases of the enum it
    /// depends on. When that enum is not in Figma, its default decides once, here.
    private func constrained(_ property: Property, _ piece: CodeConnectPiece, _ constants: [String: String]) -> CodeConnectPiece? {
        guard let constraint = property.constraint, let axis = component.property(named: constraint.property) else { return piece }
        let allowed = constraint.cases.map { enumCode(axis, $0) }
        guard let constant = constants[axis.name] else {
            guard case .enumCase(let name)? = axis.defaultValue, constraint.cases.contains(name) else { return nil }
            return piece
        }
        // `['.promo', '.hero']` for the expression, `.promo or .hero` for the comment.
        let list = String.concatenating("[", allowed.map(JavaScript.stringLiteral).joined(separator: ", "), "]")
        let cases = allowed.joinedWithOr
        return CodeConnectPiece(comment: piece.comment + " Only when \(constraint.property) is \(cases).",
                                expression: "\(list).includes(\(constant)) ? (\(piece.expression)) : undefined")
    }

    // MARK: - Examples

    /// Example code for a property's value: its example text, the external type's example,
    /// the value type built from its fields' examples, `{}` for events, the first case.
    func example(_ property: Property) -> String {
        switch property.kind {
        case .text:
            return dialect.stringLiteral(property.example ?? Words.title(property.name))
        case .boolean:
            if case .boolean(let value)? = property.defaultValue { return value ? "true" : "false" }
            return "false"
        case .number:
            if case .number(let value)? = property.defaultValue { return dialect.numberLiteral(value) }
            return dialect.numberLiteral(property.example.flatMap(Double.init) ?? 0)
        case .enumeration:
            if case .enumCase(let name)? = property.defaultValue { return enumCode(property, name) }
            return property.enumeration?.cases.first.map { enumCode(property, $0.name) } ?? ""
        case .event:
            return dialect.emptyClosure
        case .slot:
            if let slotType = property.slotType, let external = system.external(named: slotType) {
                return dialect.externalExample(external)
            }
            return "// " + (property.figma.name ?? property.name)
        case .value:
            guard let valueType = component.valueTypes.first(where: { $0.name == property.valueType }) else { return "" }
            let arguments = valueType.fields.filter(\.isRequired).map { dialect.label($0) + example($0) }
            return dialect.valueTypeName(valueType.name) + "(" + arguments.joined(separator: ", ") + ")"
        }
    }
}
