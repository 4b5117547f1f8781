/// The pieces of the call: each a JavaScript expression that evaluates to the piece's code,
/// or `undefined` when the piece is left out.
extension CodeConnectContextBuilder {
    func argument(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        if property.keyword == .slot && property.slotType == nil {
            return defaulted(property, contentArgument(property, constants), constants)
        }
        let prefix = JavaScript.stringLiteral(dialect.label(property))
        guard let (expression, comment) = valueExpression(property, constants, prefix: prefix, suffix: nil) else { return nil }
        return defaulted(property, constrained(property, CodeConnectPiece(comment: comment, expression: expression), constants), constants)
    }

    /// Wraps a slot's piece in what its default says: left out while the Bool that shows it
    /// (`shown-by`) is false — that Bool's own argument hides it — and for the cases whose
    /// nil shows the component's default (`default-for`), so Dev Mode shows "hide",
    /// "default" and "given" as the API means them.
    private func defaulted(_ property: Property, _ piece: CodeConnectPiece?, _ constants: [String: String]) -> CodeConnectPiece? {
        guard let piece else { return nil }
        var conditions: [String] = [], comment = piece.comment
        if let name = property.shownBy, let toggle = component.property(named: name) {
            let shownByDefault = toggle.defaultValue != .boolean(false)
            if let constant = constants[name] {
                let code = JavaScript.stringLiteral(valueCode(toggle, .boolean(!shownByDefault)))
                conditions.append(shownByDefault ? "\(constant) !== \(code)" : "\(constant) === \(code)")
            } else if !shownByDefault {
                return nil
            }
            comment += " Left out while \(name) is false."
        }
        if let defaults = property.defaultFor, let axis = component.property(named: defaults.property) {
            let codes = defaults.cases.map { enumCode(axis, $0) }
            if let constant = constants[axis.name] {
                let value = defaultCode(axis).map { "(\(constant) === undefined ? \(JavaScript.stringLiteral($0)) : \(constant))" } ?? constant
                conditions.append("![\(codes.map(JavaScript.stringLiteral).joined(separator: ", "))].includes(\(value))")
            } else if let name = axis.defaultCase, defaults.cases.contains(name) {
                return nil
            }
            comment += " Left out when \(axis.name) is \(codes.joinedWithOr): nil shows the component's default."
        }
        guard !conditions.isEmpty else { return CodeConnectPiece(comment: comment, expression: piece.expression) }
        return CodeConnectPiece(comment: comment, expression: "\(conditions.joined(separator: " && ")) ? (\(piece.expression)) : undefined")
    }

    func modifierPiece(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        guard let (open, close) = dialect.modifier(property), constants[property.name] != nil,
              let (expression, comment) = valueExpression(property, constants, prefix: JavaScript.stringLiteral(open),
                                                          suffix: JavaScript.stringLiteral(close)) else { return nil }
        return constrained(property, CodeConnectPiece(comment: comment, expression: expression), constants)
    }

    func closure(_ property: Property, first: Bool, _ constants: [String: String]) -> CodeConnectClosure {
        let label = first ? "undefined" : JavaScript.stringLiteral(dialect.parameterName(property))
        return CodeConnectClosure(label: label, content: contentExpression(property, constants) ?? JavaScript.stringLiteral(placeholder(property)))
    }

    /// `[label, value]` for the property's value (a modifier's `[open, value, close]`), or
    /// nil when it is never shown.
    private func valueExpression(_ property: Property, _ constants: [String: String], prefix: String, suffix: String?) -> (String, String)? {
        let name = property.name
        let piece = { (value: String) in "[\(prefix), \(value)\(suffix.map { ", " + $0 } ?? "")]" }
        guard let constant = constants[name] else { return fixedExpression(property, piece, modifier: suffix != nil) }
        switch CodeConnectSource(property.figma) {
        case .variant, .booleanVariant, .boolean:
            if hasValueCodes(property) {
                if property.defaultValue != nil, let defaultCode = defaultCode(property) {
                    return ("\(constant) === undefined || \(constant) === \(JavaScript.stringLiteral(defaultCode)) ? undefined : \(piece(constant))",
                            "\(name): left out when \(defaultCode), the default.")
                }
                return ("\(constant) === undefined ? undefined : \(piece(constant))", "\(name): always shown.")
            }
            let (content, what) = switchedContent(property)
            return ("\(constant) ? \(piece(content)) : undefined", "\(name): shown when switched on, with \(what).")
        case .textProperty:
            if case .text(let text)? = property.defaultValue {
                let literal = JavaScript.stringLiteral(dialect.stringLiteral(text))
                return ("\(constant) === \(literal) ? undefined : \(piece(constant))", "\(name): the text from Figma; left out when it is the default.")
            }
            return (piece(constant), "\(name): the text from Figma.")
        case .shownInstanceSwap(let toggle, _):
            return ("\(constant) === undefined ? undefined : \(piece(nestedValue(property, constant)))",
                    "\(name): the swapped instance's own example while Figma boolean \"\(toggle)\" is on.")
        case .instanceSwap, .layer:
            if property.isRequired { return (piece(nestedValue(property, constant)), "\(name): the nested instance's own example.") }
            return ("\(constant) === undefined ? undefined : \(piece(nestedValue(property, constant)))", "\(name): the nested instance's own example, when there is one.")
        case .none:
            return fixedExpression(property, piece, modifier: suffix != nil)
        }
    }

    /// A property the template does not read into a constant: a named layer's text or
    /// instance, read where it is shown; else, when the API requires it, its example.
    private func fixedExpression(_ property: Property, _ piece: (String) -> String, modifier: Bool) -> (String, String)? {
        let name = property.name
        if case .layer(let layer) = CodeConnectSource(property.figma), property.shownBy != nil || property.defaultFor != nil {
            return (piece(layerRead(property, layer)), "\(name): the nested instance in layer \"\(layer)\", read only where it is shown.")
        }
        guard property.isRequired, !modifier else { return nil }
        if case .layer(let layer) = CodeConnectSource(property.figma) {
            return (piece(layerRead(property, layer)), "\(name): from layer \"\(layer)\" of the instance.")
        }
        if property.figma.kind == .text && property.keyword == .number {
            return (fixedLiteral(property, example(property)), "\(name): its example (Figma text is not a number).")
        }
        return (fixedLiteral(property, example(property)), "\(name): not in the Figma instance; its example.")
    }

    /// What a switched-on optional shows: its layer's text or instance when the schema names
    /// the layer, else its example.
    private func switchedContent(_ property: Property) -> (expression: String, what: String) {
        if let layer = property.figma.layer {
            return (layerRead(property, layer), "layer \"\(layer)\" of the instance")
        }
        return (JavaScript.stringLiteral(example(property)), "its example")
    }

    /// `textLayer('Title', '"Payment failed"')`, or `layerInstance('Icon', 'Image(…)', true)`.
    private func layerRead(_ property: Property, _ layer: String) -> String {
        if property.keyword == .text {
            return "textLayer(\(JavaScript.stringLiteral(layer)), \(JavaScript.stringLiteral(example(property))))"
        }
        return nestedValue(property, "layerInstance(\(JavaScript.stringLiteral(layer)), \(JavaScript.stringLiteral(nestedPlaceholder(property))), true)")
    }

    /// A nested instance's example as the slot takes it: between braces for a composable
    /// lambda (``CodeConnectDialect/nestedWrapper(_:)``), else as it is.
    func nestedValue(_ property: Property, _ expression: String) -> String {
        guard property.keyword == .slot, let (open, close) = dialect.nestedWrapper(property) else { return expression }
        return "sections([\(JavaScript.stringLiteral(open)), \(expression), \(JavaScript.stringLiteral(close))])"
    }

    /// What a nested read falls back to: the slot's placeholder, without the braces
    /// ``nestedValue(_:_:)`` puts around it.
    func nestedPlaceholder(_ property: Property) -> String {
        let example = placeholder(property)
        guard property.keyword == .slot, let (open, close) = dialect.nestedWrapper(property),
              example.hasPrefix(open), example.hasSuffix(close), example.count >= open.count + close.count else { return example }
        return String(example.dropFirst(open.count).dropLast(close.count))
    }

    /// `'label: code'`: an argument whose code is fixed, as a JavaScript literal.
    private func fixedLiteral(_ property: Property, _ code: String) -> String {
        JavaScript.stringLiteral(dialect.label(property) + code)
    }

    /// The code sections of an untyped slot's content, or nil when it is not in Figma.
    private func contentExpression(_ property: Property, _ constants: [String: String]) -> String? {
        if let constant = constants[property.name] { return constant }
        if case .layer(let layer) = CodeConnectSource(property.figma) { return layerRead(property, layer) }
        return nil
    }

    /// An untyped slot passed as an argument (SwiftUI `AnyView?`, a Compose content lambda
    /// that is not trailing).
    private func contentArgument(_ property: Property, _ constants: [String: String]) -> CodeConnectPiece? {
        let (open, close) = dialect.contentArgument(property)
        guard let content = contentExpression(property, constants) else {
            guard property.isRequired else { return nil }
            return CodeConnectPiece(comment: "\(property.name): not in the Figma instance; a placeholder.",
                                    expression: JavaScript.stringLiteral(open + placeholder(property) + close))
        }
        let list = "[\(JavaScript.stringLiteral(open)), \(content), \(JavaScript.stringLiteral(close))]"
        if property.isRequired || constants[property.name] == nil {
            return constrained(property, CodeConnectPiece(comment: "\(property.name): the nested instance's own example.", expression: list), constants)
        }
        return constrained(property, CodeConnectPiece(comment: "\(property.name): the nested instance's own example, when there is one.",
                                                      expression: "\(content) === undefined ? undefined : \(list)"), constants)
    }

    /// Wraps a piece in its constraint: shown only for the allowed cases of the enum it
    /// depends on. When that enum is not in Figma, its default decides once, here. A
    /// required property is always shown: the API takes it in every case.
    private func constrained(_ property: Property, _ piece: CodeConnectPiece, _ constants: [String: String]) -> CodeConnectPiece? {
        guard !property.isRequired, let constraint = property.constraint,
              let axis = component.property(named: constraint.property) else { return piece }
        let allowed = constraint.cases.map { enumCode(axis, $0) }
        guard let constant = constants[axis.name] else {
            guard let name = axis.defaultCase, constraint.cases.contains(name) else { return nil }
            return piece
        }
        let list = "[" + allowed.map(JavaScript.stringLiteral).joined(separator: ", ") + "]"
        return CodeConnectPiece(comment: piece.comment + " Only when \(constraint.property) is \(allowed.joinedWithOr).",
                                expression: "\(list).includes(\(constant)) ? (\(piece.expression)) : undefined")
    }

    // MARK: - Examples

    /// Example code for a property's value: its example text, the external type's example,
    /// the value type built from its fields' examples, `{}` for events, the first case.
    func example(_ property: Property) -> String {
        switch property.keyword {
        case .text:
            return dialect.stringLiteral(property.example ?? Words.title(property.name))
        case .boolean:
            return property.defaultValue == .boolean(true) ? "true" : "false"
        case .number:
            if case .number(let value)? = property.defaultValue { return dialect.numberLiteral(value) }
            return dialect.numberLiteral(property.example.flatMap(Double.init) ?? 0)
        case .enumeration:
            if let name = property.defaultCase { return enumCode(property, name) }
            return property.enumeration?.cases.first.map { enumCode(property, $0.name) } ?? ""
        case .event:
            return dialect.emptyClosure(parameters: property.parameters.count)
        case .slot:
            return placeholder(property)
        case .value:
            guard let valueType = component.valueTypes.first(where: { $0.name == property.valueType }) else { return "" }
            let arguments = valueType.fields.filter(\.isRequired).map { dialect.label($0) + example($0) }
            return dialect.valueTypeName(valueType.name) + "(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// What a slot shows when the instance has nothing to show for it: the external type's
    /// example for typed slots, else a comment (trailing content) or an empty view (an
    /// argument).
    func placeholder(_ property: Property) -> String {
        if let example = dialect.slotExample(property) { return example }
        let trailing = dialect.closureProperties.contains { $0.name == property.name }
        return trailing ? "// " + OutputText.lineComment(property.figma.layer ?? property.figma.name ?? property.name) : dialect.emptyContent
    }
}
