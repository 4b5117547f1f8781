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
        return DocsTable(Self.mappingHeader, rows: rows)
            ?? DocsTable(Self.mappingHeader, rows: [["—", "—", "—", "—", "—", "No properties."]])!
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
        var result = InlineMarkdown(capacity: 32)
        result.appendCode(property.figma.name ?? property.name)
        result.append(kind)
        if let boolean = property.figma.shownBy {
            result.append(", shown by ")
            result.appendCode(boolean)
            result.append(" (boolean)")
        }
        return result.string
    }

    /// `` `yes` → `banner`; `No`, `no` → `card` ``.
    func figmaValues(_ property: Property) -> String {
        guard property.figma.values.isEmpty else {
            var result = InlineMarkdown(capacity: 128)
            if property.keyword == .enumeration, property.figma.values.allSatisfy({ $0.figmaValues.count == 1 && $0.figmaValues[0] == $0.value.written }) {
                for (index, mapping) in property.figma.values.enumerated() {
                    if index > 0 { result.append(", ") }
                    result.appendCode(mapping.value.written)
                }
                result.append(" (the case names)")
                return result.string
            }
            for (index, mapping) in property.figma.values.enumerated() {
                if index > 0 { result.append("; ") }
                result.appendCodeList(mapping.figmaValues)
                result.append(" → ")
                result.append(codeValue(mapping.value, property))
            }
            return result.string
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
        var cell = InlineMarkdown(capacity: 96)
        cell.appendCode(swiftDeclaration(member))
        let key = property.swiftUI.key ?? ""
        switch property.swiftUI.passing {
        case .parameter:
            if member.isViewBuilder { cell.append(" (trailing closure)") }
        case .modifier:
            cell.append(" via the ")
            cell.appendCode(".\(key)(_:)")
            cell.append(" modifier")
        case .environment:
            cell.append(" via the ")
            cell.appendCode(".\(key)(_:)")
            cell.append(" environment (")
            cell.appendCode(property.swiftUI.type ?? "")
            cell.append(")")
        }
        return cell.string
    }

    /// `style: EBAlertStyle = .banner`, `@ViewBuilder content: () -> Content`.
    func swiftDeclaration(_ member: SwiftMember) -> String {
        let property = member.property
        if member.isViewBuilder { return member.parameterDeclaration }
        let type = property.swiftUI.passing == .parameter ? member.storedType : swift.enumTypeName(property)
        var declaration = InlineMarkdown(capacity: 64)
        declaration.append(member.name)
        declaration.append(": ")
        declaration.append(type)
        if let defaultValue = member.defaultLiteral {
            declaration.append(" = ")
            declaration.append(defaultValue)
        } else if property.swiftUI.passing != .parameter, let first = property.enumeration?.cases.first {
            declaration.append(" = .")
            declaration.append(SwiftAPI.caseName(first.name))
        }
        return declaration.string
    }

    /// The Compose parameter as declared: `style: EBAlertStyle = EBAlertStyle.Banner`.
    func composeCell(_ parameter: KotlinParameter) -> String {
        let declaration = parameter.declaration
        guard let trailing = kotlin.trailing, parameter.property?.name == trailing.name else { return Markdown.code(declaration) }
        var cell = InlineMarkdown(capacity: declaration.utf8.count + 24)
        cell.appendCode(declaration)
        cell.append(" (trailing lambda)")
        return cell.string
    }

    private func notes(_ property: Property) -> String {
        var notes = InlineMarkdown(capacity: 256)
        /// Starts a sentence: a space after the ones before it.
        func next() { notes.separate(with: " ") }
        let doc = Markdown.text(property.doc)
        if !doc.isEmpty {
            next()
            notes.append(doc)
        }
        if let slotType = property.slotType {
            next()
            notes.append("Takes a design-system ")
            notes.appendCode(slotType)
            switch system.slotType(named: slotType) {
            case .external(let external)?:
                notes.append(": ")
                notes.appendText(external.doc)
            case .component(let other)?:
                notes.append(" component: ")
                notes.appendText(other.summary)
            case nil:
                notes.append(".")
            }
        }
        if let constraint = property.constraint {
            next()
            Self.appendConstraintClause(constraint, to: &notes)
            notes.append(".")
        }
        if let note = property.figma.note {
            next()
            notes.append("Figma: ")
            notes.appendText(note)
            notes.append(".")
        }
        if let native = property.native {
            next()
            notes.append("Native: ")
            notes.append(nativeText(native))
            notes.append(".")
        }
        if let label = property.accessibilityLabel {
            next()
            notes.append("Accessibility label: “")
            notes.appendText(label)
            notes.append("”.")
        }
        if !property.renamedFrom.isEmpty {
            next()
            notes.append("Formerly ")
            notes.appendCodeList(property.renamedFrom)
            notes.append(".")
        }
        return notes.string
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
        appendConstraintClause(constraint, to: &clause)
        return clause.string
    }

    /// Appends ``constraintClause(_:)``.
    static func appendConstraintClause(_ constraint: Constraint, to clause: inout InlineMarkdown) {
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
    }
}
