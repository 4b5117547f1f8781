extension DocsContextBuilder {
    private static let mappingHeader = DocsTableHeader(["Figma property", "Figma values", "SwiftUI", "Compose", "Required", "Notes"])

    // MARK: - Mapping table

    /// One row per property. `swift.members` and `kotlin.members` are in property order, so
    /// each row takes its members by index instead of searching for an equal `Property`.
    func mappingTable() -> DocsTable {
        let rows = component.properties.indices.map { index in
            let property = component.properties[index]
            return [figmaProperty(property), figmaValues(property), swiftUICell(swift.members[index]),
                    composeCell(kotlin.members[index]), property.isRequired ? "required" : "optional", notes(property)]
        }
        return DocsTable(Self.mappingHeader, rows: rows.isEmpty ? [["—", "—", "—", "—", "—", "No properties."]] : rows)!
    }

    /// `` `Full Width` (variant) ``, `(implicit)`, `not modeled in Figma`.
    func figmaProperty(_ property: Property) -> String {
        let kind: String
        switch property.figma.kind {
        case .variant: kind = " (variant)"
        case .boolean: kind = " (boolean)"
        case .text: kind = " (text)"
        case .instance: kind = " (instance swap)"
        case .children: kind = " (slot)"
        case .implicit:
            guard let layer = property.figma.layer else { return "(implicit)" }
            return "layer " + Markdown.code(layer)
        case .none: return "not modeled in Figma"
        }
        let shownBy = property.figma.shownBy.map { ", shown by " + Markdown.code($0) + " (boolean)" } ?? ""
        return Markdown.code(property.figma.name ?? property.name) + kind + shownBy
    }

    /// `` `yes` → `banner`; `No`, `no` → `card` ``.
    func figmaValues(_ property: Property) -> String {
        let values = property.figma.values
        guard values.isEmpty else {
            if property.keyword == .enumeration, values.allSatisfy({ $0.figmaValues.count == 1 && $0.figmaValues[0] == $0.value.written }) {
                return Markdown.codeList(values.map(\.value.written)) + " (the case names)"
            }
            return values.map { Markdown.codeList($0.figmaValues) + " → " + codeValue($0.value, property) }.joined(separator: "; ")
        }
        switch property.figma.kind {
        case .boolean: return "\(Markdown.code("true")) / \(Markdown.code("false"))"
        case .text: return "any text"
        case .instance: return "an instance"
        case .children: return "frame content"
        case .variant: return property.enumeration.map { Markdown.codeList($0.cases.map(\.name)) } ?? "—"
        case .implicit, .none: return "—"
        }
    }

    /// What a Figma value means in code: a case, a boolean, or whether an optional is given.
    private func codeValue(_ value: FigmaCodeValue, _ property: Property) -> String {
        switch (value, property.kind) {
        case (.omit, _): return "omitted"
        case (.boolean, .boolean), (.enumCase, _): return Markdown.code(value.written)
        case (.boolean(true), _): return "given"
        case (.boolean(false), _): return "\(Markdown.code("nil")) / \(Markdown.code("null"))"
        }
    }

    /// The SwiftUI declaration and how the value is passed.
    func swiftUICell(_ member: SwiftMember) -> String {
        let property = member.property
        let setter = Markdown.code("." + (property.swiftUI.key ?? "") + "(_:)")
        let passing = switch property.swiftUI.passing {
        case .parameter: member.isViewBuilder ? " (trailing closure)" : ""
        case .modifier: " via the " + setter + " modifier"
        case .environment: " via the " + setter + " environment (" + Markdown.code(property.swiftUI.type ?? "") + ")"
        }
        return Markdown.code(swiftDeclaration(member)) + passing
    }

    /// `style: EBAlertStyle = .banner`, `@ViewBuilder content: () -> Content`.
    func swiftDeclaration(_ member: SwiftMember) -> String {
        let property = member.property
        if member.isViewBuilder { return member.parameterDeclaration }
        let type = property.swiftUI.passing == .parameter ? member.storedType : swift.enumTypeName(property)
        let environmentDefault = property.swiftUI.passing == .parameter
            ? nil : property.enumeration?.cases.first.map { "." + SwiftAPI.caseName($0.name) }
        return member.name + ": " + type + ((member.defaultLiteral ?? environmentDefault).map { " = " + $0 } ?? "")
    }

    /// The Compose parameter as declared: `style: EBAlertStyle = EBAlertStyle.Banner`.
    func composeCell(_ parameter: KotlinParameter) -> String {
        let declaration = parameter.declaration
        guard let trailing = kotlin.trailing, parameter.property?.name == trailing.name else { return Markdown.code(declaration) }
        return Markdown.code(declaration) + " (trailing lambda)"
    }

    private func notes(_ property: Property) -> String {
        var sentences = [Markdown.text(property.doc)]
        if let slotType = property.slotType {
            let what = switch system.slotType(named: slotType) {
            case .external(let external)?: ": " + Markdown.text(external.doc)
            case .component(let other)?: " component: " + Markdown.text(other.summary)
            case nil: "."
            }
            sentences.append("Takes a design-system " + Markdown.code(slotType) + what)
        }
        if let constraint = property.constraint { sentences.append(constraintSentence(constraint)) }
        if let note = property.figma.note { sentences.append("Figma: " + Markdown.text(note) + ".") }
        if let native = property.native { sentences.append("Native: " + nativeText(native) + ".") }
        if let label = property.accessibilityLabel { sentences.append("Accessibility label: “" + Markdown.text(label) + "”.") }
        if !property.renamedFrom.isEmpty { sentences.append("Formerly " + Markdown.codeList(property.renamedFrom) + ".") }
        return sentences.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Only when `style` is `card`.`
    ///
    /// The constraint as written follows when it names groups (`size in promo, hero`).
    func constraintSentence(_ constraint: Constraint) -> String {
        Self.constraintClause(constraint) + "."
    }

    /// ``constraintSentence(_:)`` without its final period.
    static func constraintClause(_ constraint: Constraint) -> String {
        var clause = InlineMarkdown(capacity: 128)
        clause.append("Only when ")
        clause.appendCode(constraint.property)
        clause.append(" is ")
        clause.append(constraint.cases.map(Markdown.code).joinedWithOr)
        let usesGroups = !constraint.cases.allSatisfy { constraint.written.containsBytes($0) }
        if usesGroups {
            clause.append(" (")
            clause.appendCode(constraint.written)
            clause.append(")")
        }
        return clause.string
    }
}
