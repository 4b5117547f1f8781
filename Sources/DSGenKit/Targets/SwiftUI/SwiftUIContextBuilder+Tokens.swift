extension SwiftUIContextBuilder {
    func colorSetContext(_ set: ColorSet) -> SwiftUIColorSet {
        let typeName = api.typeName(set.name)
        let axes = set.axes.compactMap { component.property(named: $0) }
        let axisType = axes.first.map { api.enumTypeName($0) } ?? ""
        let roles = Dictionary(set.roles.map { ($0.name, SwiftNaming.memberName($0.name)) }, uniquingKeysWith: { first, _ in first })
        let initializer = hexInitializer
        var constants: [SwiftUIColorConstant] = []
        var lines: [String] = []
        for entry in set.entries {
            let first = "." + SwiftNaming.memberName(entry.caseName)
            if entry.variesBySecondAxis, let axis = axes.dropFirst().first {
                for secondCase in entry.values.first?.colors.compactMap(\.caseName) ?? [] {
                    let name = SwiftNaming.memberName(api.colorConstantWords(entry.caseName, axis: axis, secondCase: secondCase))
                    constants.append(colorConstant(name, typeName, entry, secondCase: secondCase, initializer: initializer))
                    lines.append("case (\(first), \(api.colorAxisCode(axis, secondCase))): .\(name)")
                }
            } else {
                let name = SwiftNaming.memberName(entry.caseName)
                constants.append(colorConstant(name, typeName, entry, secondCase: nil, initializer: initializer))
                lines.append(axes.count == 2 ? "case (\(first), _): .\(name)" : "case \(first): .\(name)")
            }
        }
        let secondAxis = axes.dropFirst().first
        let declaration = secondAxis.map { axis in
            "public func \(SwiftNaming.memberName(set.name))(\(name(axis)): \(api.colorAxisType(axis))) -> \(typeName)"
        } ?? "public var \(SwiftNaming.memberName(set.name)): \(typeName)"
        return SwiftUIColorSet(
            typeName: typeName,
            doc: comment(DocLines.paragraphs(["\(component.name) colour tokens by role, one constant per \(set.axes.joined(separator: " and ")).",
                                      component.tokens.doc])),
            roles: set.roles.map { SwiftUIDeclaration(declaration: "public var \(roles[$0.name] ?? ""): Color", doc: comment([$0.label])) }.markingLast,
            constants: constants.markingLast,
            accessor: SwiftUIColorAccessor(
                enumType: axisType, declaration: declaration,
                subject: secondAxis.map { "(self, \(name($0)))" } ?? "self",
                doc: comment(["The \(component.name) colour tokens for this \(set.axes.joined(separator: " and "))."]),
                switchLines: lines))
    }

    /// A constant of a colour set, with the hex initialiser's label; roles are argument
    /// labels, bare but for `inout` (``SwiftNaming/argumentLabel(_:)``).
    private func colorConstant(_ name: String, _ typeName: String, _ entry: ColorSetEntry, secondCase: String?,
                               initializer: String) -> SwiftUIColorConstant {
        let colors = entry.values.compactMap { role in
            (role.colors.first { $0.caseName == secondCase } ?? role.colors.first).map { (role.role, $0) }
        }
        let label = [entry.caseName, secondCase].compactMap { $0 }.joined(separator: " · ")
        return SwiftUIColorConstant(
            name: name, typeName: typeName, doc: comment(["Colours for \(label)."]),
            arguments: colors.enumerated().map { index, pair in
                SwiftUIArgument(text: SwiftNaming.argumentLabel(SwiftNaming.bareMemberName(pair.0)) + ": " + colorLiteral(pair.1.value, initializer: initializer),
                                hasComma: index < colors.count - 1, comment: OutputText.lineComment(pair.1.path))
            })
    }

    /// `ebHex`: the label of the `Color` hex initialiser.
    private var hexInitializer: String {
        Words.lowerCamel(system.prefix + " hex")
    }

    /// `Color(ebHex: 0x072592, opacity: 0.8)`, with the initialiser label worked out once by the caller.
    private func colorLiteral(_ value: ColorValue, initializer: String) -> String {
        let hex = "0x" + String(value.hex.dropFirst())
        guard value.opacityPercent < 100 else { return "Color(" + initializer + ": " + hex + ")" }
        return "Color(" + initializer + ": " + hex + ", opacity: " + NumberFormat.plain(value.opacityPercent / 100) + ")"
    }

    // MARK: - Namespaces

    func namespaces() -> [SwiftUINamespace] {
        [tokensNamespace(), accessibilityNamespace(), telemetryNamespace()].compactMap { $0 }
    }

    private func tokensNamespace() -> SwiftUINamespace? {
        let tokens = component.tokens
        let initializer = hexInitializer
        let colors = tokens.colors.compactMap { token in
            token.value.map { value in
                SwiftUIDeclaration(declaration: "public static let " + SwiftNaming.memberName(token.role) + " = " +
                                                            colorLiteral(value, initializer: initializer),
                                doc: comment(["`" + token.path + "` — " + value.written + (token.doc.isEmpty ? "" : ": ") + token.doc]))
            }
        }
        let typography = tokens.typography.map { token in
            SwiftUIDeclaration(declaration: "public static let " + api.textStyleName(token.role) + " = " +
                                                        SwiftNaming.stringLiteral(token.style),
                            doc: comment(["The DS text style for " + token.role + (token.doc.isEmpty ? "." : ": ") + token.doc]))
        }
        let notes = tokens.colors.compactMap { token in
            token.value == nil ? OutputText.lineComment("`" + token.path + "` (" + token.role + ") has no value yet: " + token.doc) : nil
        }
        guard !colors.isEmpty || !typography.isEmpty || !notes.isEmpty else { return nil }
        return SwiftUINamespace(typeName: api.tokensTypeName,
                                doc: comment(DocLines.paragraphs([component.name + " design tokens.", tokens.doc])),
                                constants: (colors + typography).markingLast, notes: notes)
    }

    /// `public static let loadingLabel = "Loading"`, or for a template over the component's
    /// text `public static func closeButtonLabel(title: String) -> String { "Close \(title)" }`.
    private func accessibilityStringDeclaration(_ name: String, _ text: String) -> String {
        let parsed = StringTemplate(text)
        guard let template = parsed, template.plainText == nil else {
            let plain = parsed?.plainText ?? text
            return "public static let " + SwiftNaming.memberName(name) + " = " + SwiftNaming.stringLiteral(plain)
        }
        let parameters = template.placeholders.map { api.templateArgumentName($0) + ": String" }.joined(separator: ", ")
        let literal = template.literal(quote: SwiftNaming.stringLiteral) { "\\(" + api.templateArgumentName($0) + ")" }
        return "public static func " + SwiftNaming.memberName(name) + "(" + parameters + ") -> String { " + literal + " }"
    }

    private func accessibilityNamespace() -> SwiftUINamespace? {
        let contract = component.accessibility
        var constants = component.accessibilityConstants.map { constant in
            SwiftUIDeclaration(declaration: accessibilityStringDeclaration(constant.name, constant.text),
                            doc: comment(DocLines.paragraphs([constant.doc])))
        }
        if let target = contract.touchTarget {
            constants.append(SwiftUIDeclaration(declaration: "public static let minimumTouchTarget: CGFloat = " + NumberFormat.plain(target.ios),
                                             doc: comment(DocLines.paragraphs(["Minimum touch target, in points.", target.note]))))
        }
        if let ring = contract.focusRing {
            constants.append(SwiftUIDeclaration(declaration: "public static let focusRingWidth: CGFloat = " + NumberFormat.plain(ring.width),
                                             doc: comment(DocLines.paragraphs(["Focus ring outline width, in points, drawn in `" + ring.token + "`.",
                                                                               ring.note]))))
        }
        guard !constants.isEmpty else { return nil }
        return SwiftUINamespace(typeName: api.accessibilityTypeName,
                                doc: comment([component.name + " accessibility strings and sizes."]), constants: constants.markingLast, notes: [])
    }

    private func telemetryNamespace() -> SwiftUINamespace? {
        let constants = component.telemetryConstants.flatMap { constant in
            let fraction = constant.fraction.map {
                "public static let " + api.visibleFractionName(constant.name) + ": Double = " + NumberFormat.plain($0)
            }
            let seconds = constant.seconds.map {
                "public static let " + api.durationName(constant.name) + ": TimeInterval = " + NumberFormat.plain($0)
            }
            return [fraction, seconds].compactMap { $0.map { SwiftUIDeclaration(declaration: $0, doc: comment([constant.doc])) } }
        }
        guard !constants.isEmpty else { return nil }
        return SwiftUINamespace(typeName: api.telemetryTypeName,
                                doc: comment([component.name + " telemetry thresholds."]), constants: constants.markingLast, notes: [])
    }
}
