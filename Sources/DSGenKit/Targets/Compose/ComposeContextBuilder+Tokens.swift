extension ComposeContextBuilder {
    func colorSetContext(_ set: ColorSet) -> ComposeColorSet {
        let typeName = api.typeName(set.name)
        let axes = set.axes.compactMap { component.property(named: $0) }
        let axisType = axes.first.map { api.enumTypeName($0) } ?? ""
        let secondAxis = axes.dropFirst().first
        let secondAxisName = secondAxis.map { name($0) }
        let secondEntries: [(name: String, entry: String)] = secondAxis.map { axis in
            (axis.enumeration?.cases.map(\.name) ?? ["true", "false"]).map { ($0, api.colorAxisCode(axis, $0)) }
        } ?? []
        let roles = Dictionary(set.roles.map { ($0.name, KotlinNaming.memberName($0.name)) }, uniquingKeysWith: { first, _ in first })
        var constants: [ComposeColorConstant] = []
        var lines: [String] = []
        for entry in set.entries {
            let entryName = KotlinNaming.typeName(entry.caseName)
            let first = "\(axisType).\(entryName)"
            if entry.variesBySecondAxis, let secondAxisName, let secondAxis {
                lines.append("\(first) -> when (\(secondAxisName)) {")
                for second in secondEntries {
                    let constant = KotlinNaming.typeName(api.colorConstantWords(entry.caseName, axis: secondAxis, secondCase: second.name))
                    constants.append(colorConstant(constant, typeName, entry, secondCase: second.name,
                                                   label: "[\(first)] with [\(second.entry)]", roles: roles))
                    lines.append("    \(second.entry) -> \(typeName).\(constant)")
                }
                lines.append("}")
            } else {
                constants.append(colorConstant(entryName, typeName, entry, secondCase: nil, label: "[\(first)]", roles: roles))
                lines.append("\(first) -> \(typeName).\(entryName)")
            }
        }
        let axisNames = set.axes.map { Words.phrase($0) }
        let declaration = secondAxis.map { axis in
            "fun \(axisType).\(KotlinNaming.memberName(set.name))(\(name(axis)): \(api.colorAxisType(axis))): \(typeName)"
        } ?? "val \(axisType).\(KotlinNaming.memberName(set.name)): \(typeName)"
        return ComposeColorSet(
            typeName: typeName,
            doc: KDoc.lines(["\(component.name) colour tokens by role, one companion constant per \(axisNames.joined(separator: " and ")).",
                             component.tokens.doc], indent: 0),
            roles: set.roles.map { role in
                ComposeProperty(doc: KDoc.lines([roleDoc(role)], indent: 4), declaration: "val \(roles[role.name] ?? ""): Color")
            }.markingLast,
            constants: constants.markingLast,
            accessor: ComposeColorAccessor(
                doc: KDoc.lines(["The \(component.name) colour tokens for this \(axisNames[0])"
                                 + (secondAxis.map { " and [\(name($0))]" } ?? "") + "."], indent: 0),
                declaration: declaration,
                isProperty: secondAxis == nil,
                whenLines: lines))
    }

    /// `Background colour ("bg" in the design).`
    private func roleDoc(_ role: ColorRole) -> String {
        let words = Words.phrase(role.name)
        let sentence = Words.capitalized(words) + " colour"
        guard !role.label.isEmpty, role.label.lowercased() != words else { return sentence + "." }
        return sentence + " (\"\(role.label)\" in the design)."
    }

    /// A companion constant of a colour set, with the set's role names.
    private func colorConstant(_ name: String, _ typeName: String, _ entry: ColorSetEntry, secondCase: String?,
                               label: String, roles: [String: String]) -> ComposeColorConstant {
        let colors = entry.values.compactMap { role in
            (role.colors.first { $0.caseName == secondCase } ?? role.colors.first).map { (role.role, $0) }
        }
        return ComposeColorConstant(
            name: name, typeName: typeName, doc: KDoc.lines(["Colours for \(label)."], indent: 8),
            arguments: colors.map { pair in
                ComposeArgument(text: (roles[pair.0] ?? KotlinNaming.memberName(pair.0)) + " = " + Self.colorLiteral(pair.1.value),
                                comment: OutputText.lineComment(pair.1.path))
            })
    }

    /// `Color(0xFFE5F1FF)`; opacity becomes the alpha byte, two hex digits (80 % → `Color(0xCC072592)`).
    static func colorLiteral(_ value: ColorValue) -> String {
        let alpha = String(value.alphaByte, radix: 16, uppercase: true)
        return "Color(0x" + (alpha.count < 2 ? "0" : "") + alpha + value.hex.dropFirst().uppercased() + ")"
    }

    // MARK: - Namespaces

    func namespaces() -> [ComposeNamespace] {
        [tokensNamespace(), accessibilityNamespace(), telemetryNamespace()].compactMap { $0 }
    }

    private func namespace(_ typeName: String, doc: [String], constants: [ComposeProperty], notes: [String] = []) -> ComposeNamespace? {
        guard !constants.isEmpty || !notes.isEmpty else { return nil }
        return ComposeNamespace(
            typeName: typeName, doc: KDoc.lines(doc, indent: 0), constants: constants.markingLast,
            notes: notes.enumerated().map { index, note in
                ComposeNote(isSeparated: index > 0 || !constants.isEmpty, lines: KDoc.lineComment(note, indent: 4))
            })
    }

    private func constant(_ doc: [String], _ declaration: String) -> ComposeProperty {
        ComposeProperty(doc: KDoc.lines(doc, indent: 4), declaration: declaration)
    }

    private func tokensNamespace() -> ComposeNamespace? {
        let tokens = component.tokens
        let colors = tokens.colors.compactMap { token in
            token.value.map { value in
                constant(["`" + token.path + "`: " + value.written + (token.doc.isEmpty ? "." : ". ") + token.doc],
                         "val " + KotlinAPI.caseName(token.role) + " = " + Self.colorLiteral(value))
            }
        }
        let typography = tokens.typography.map { token in
            constant(["The DS text style for " + token.role + (token.doc.isEmpty ? "." : ": ") + token.doc],
                     "const val " + api.textStyleName(token.role) + " = " + KotlinNaming.stringLiteral(token.style))
        }
        let notes = tokens.colors.compactMap { token in
            token.value == nil ? "`" + token.path + "` (" + token.role + ") has no value yet: " + token.doc : nil
        }
        return namespace(api.tokensTypeName, doc: [component.name + " design tokens.", tokens.doc], constants: colors + typography,
                         notes: notes)
    }

    /// `const val LoadingLabel = "Loading"`, or for a template over the component's text
    /// `fun closeButtonLabel(title: String): String = "Close ${title}"`.
    private func accessibilityStringDeclaration(_ name: String, _ text: String) -> String {
        let parsed = StringTemplate(text)
        guard let template = parsed, template.plainText == nil else {
            let plain = parsed?.plainText ?? text
            return "const val " + KotlinNaming.typeName(name) + " = " + KotlinNaming.stringLiteral(plain)
        }
        let parameters = template.placeholders.map { api.templateArgumentName($0) + ": String" }.joined(separator: ", ")
        let literal = template.literal(quote: KotlinNaming.stringLiteral) { "${" + api.templateArgumentName($0) + "}" }
        return "fun " + KotlinNaming.memberName(name) + "(" + parameters + "): String = " + literal
    }

    private func accessibilityNamespace() -> ComposeNamespace? {
        let contract = component.accessibility
        var constants = component.accessibilityConstants.map { item in
            constant([item.doc], accessibilityStringDeclaration(item.name, item.text))
        }
        if let target = contract.touchTarget {
            constants.append(constant(["Minimum touch target on Android, in dp. " + target.note],
                                      "val MinimumTouchTarget: Dp = " + NumberFormat.plain(target.android) + ".dp"))
        }
        if let ring = contract.focusRing {
            constants.append(constant(["Focus ring outline width, drawn in `" + ring.token + "`. " + ring.note],
                                      "val FocusRingWidth: Dp = " + NumberFormat.plain(ring.width) + ".dp"))
        }
        return namespace(api.accessibilityTypeName, doc: [component.name + " accessibility strings and sizes."], constants: constants)
    }

    private func telemetryNamespace() -> ComposeNamespace? {
        let constants = component.telemetryConstants.flatMap { item in
            let fraction = item.fraction.map {
                "const val " + api.visibleFractionName(item.name) + ": Double = " + KotlinAPI.doubleLiteral($0)
            }
            let seconds = item.seconds.map {
                "val " + api.durationName(item.name) + ": Duration = " + NumberFormat.plain($0) + ".seconds"
            }
            return [fraction, seconds].compactMap { $0.map { constant([item.doc], $0) } }
        }
        return namespace(api.telemetryTypeName, doc: [component.name + " telemetry thresholds."], constants: constants)
    }
}
