/// Builds the docs context of a component: every table, list and example call, as
/// finished Markdown.
///
/// Platform names, types and defaults come from the SwiftUI and Compose context
/// builders, so the docs describe exactly the API those targets generate. All escaping
/// goes through ``Markdown``.
///
/// A class, not a struct: the sections' closures capture `self`, and copying a struct
/// that holds the design system and component three times over retains every array in
/// them.
final class DocsContextBuilder {
    let system: DesignSystem
    let component: Component
    let swiftUI: SwiftUIContextBuilder
    let compose: ComposeContextBuilder
    /// The declaration of each Compose parameter, with its name, computed once per
    /// component (a handful: searched in order, not hashed).
    private let composeDeclarations: [(name: String, declaration: String)]
    /// The name of the composable's last parameter.
    private let lastComposeParameter: String?

    // The headers of tables with constant column titles, built once.
    private static let mappingHeader = DocsTableHeader(["Figma property", "Figma values", "SwiftUI", "Compose", "Required", "Notes"])
    private static let fieldsHeader = DocsTableHeader(["Field", "SwiftUI", "Compose", "Required", "Description"])

    init(system: DesignSystem, component: Component) {
        self.system = system
        self.component = component
        swiftUI = SwiftUIContextBuilder(system: system, component: component)
        compose = ComposeContextBuilder(system: system, component: component)
        let parameters = compose.orderedParameters()
        composeDeclarations = parameters.map { ($0.name, $0.declaration) }
        lastComposeParameter = parameters.last?.name
    }

    func build() -> DocsContext {
        DocsContext(
            header: GeneratedHeader.lines(schema: component.sourcePath).map(Markdown.commentText),
            schema: component.sourcePath,
            component: DocsComponent(
                title: Self.title(component.name),
                paragraphs: ([component.summary] + component.docs).filter { !$0.isEmpty }.map(Markdown.text),
                overview: overview(),
                homes: DocsList(component.homes.map(Markdown.text)),
                native: DocsList(component.native.map(nativeText)),
                replaces: DocsList(component.replaces.map { replacement in
                    Markdown.strong(Markdown.text(replacement.name)) + (replacement.note.map { ": " + Markdown.text($0) } ?? "")
                }),
                mapping: mappingTable(),
                codeConnect: component.figmaURL == nil ? nil : codeConnectTable(),
                hasEnums: !component.enumProperties.isEmpty,
                enums: component.enumProperties.map { enumSection($0.property, $0.enumeration) },
                valueTypes: component.valueTypes.compactMap(valueTypeSection),
                tokens: tokensSection(),
                accessibility: accessibilitySection(),
                behavior: behaviorSection(),
                variants: variantsSection(),
                legacy: legacySection(),
                audit: auditSection(),
                migrations: DocsList(migrationNotes()),
                usage: usageSection()))
    }

    /// `Ad Space` for `AdSpace`.
    static func title(_ name: String) -> String {
        Markdown.text(Words.split(name).joined(separator: " "))
    }

    // MARK: - Overview

    private func overview() -> [String] {
        var items = [
            "**SwiftUI:** \(Markdown.code(component.swiftName)), a `View`",
            "**Compose:** \(Markdown.code(component.composeName)), a `@Composable` function in \(Markdown.code(system.kotlinPackage))",
        ]
        if let url = component.figmaURL {
            items.append("**Figma:** \(Markdown.link(Markdown.text("\(Self.title(component.name)) component"), to: url))")
        }
        items.append("**Schema:** \(Markdown.code(component.sourcePath))")
        if !component.renamedFrom.isEmpty {
            items.append("**Formerly:** \(Markdown.codeList(component.renamedFrom))")
        }
        return items
    }

    func nativeText(_ native: NativeMapping) -> String {
        var platforms: [String] = []
        if let ios = native.ios { platforms.append("iOS: " + Markdown.text(ios)) }
        if let android = native.android { platforms.append("Android: " + Markdown.text(android)) }
        let joined = platforms.joined(separator: " · ")
        guard let note = native.note else { return joined }
        return joined.isEmpty ? Markdown.text(note) : "\(Markdown.text(note)) (\(joined))"
    }

    // MARK: - Mapping table

    private func mappingTable() -> DocsTable {
        let rows = component.properties.map { property in
            [figmaProperty(property), figmaValues(property), swiftUICell(property), composeCell(property),
             property.isRequired ? "required" : "optional", notes(property)]
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
        return result.string
    }

    /// `` `yes` → `banner`; `No`, `no` → `card` ``.
    func figmaValues(_ property: Property) -> String {
        guard property.figma.values.isEmpty else {
            var result = InlineMarkdown(capacity: 128)
            if property.kind == .enumeration, property.figma.values.allSatisfy({ $0.figmaValues.count == 1 && $0.figmaValues[0] == $0.value }) {
                for (index, mapping) in property.figma.values.enumerated() {
                    if index > 0 { result.append(", ") }
                    result.appendCode(mapping.value)
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
    private func codeValue(_ value: String, _ property: Property) -> String {
        switch (value, property.kind) {
        case ("omit", _): return "omitted"
        case ("true", .boolean), ("false", .boolean): return Markdown.code(value)
        case ("true", _): return "given"
        case ("false", _): return "\(Markdown.code("nil")) / \(Markdown.code("null"))"
        default: return Markdown.code(value)
        }
    }

    /// The SwiftUI declaration and how the value is passed.
    func swiftUICell(_ property: Property) -> String {
        var cell = InlineMarkdown(capacity: 96)
        cell.appendCode(swiftDeclaration(property))
        let key = property.swiftUI.key ?? ""
        switch property.swiftUI.passing {
        case .parameter:
            if isViewBuilderSlot(property) { cell.append(" (trailing closure)") }
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
    func swiftDeclaration(_ property: Property) -> String {
        let builder = swiftUI
        if isViewBuilderSlot(property) {
            return "@ViewBuilder \(builder.name(property)): () -> \(SwiftNaming.typeName(property.name))"
        }
        let type = property.swiftUI.passing == .parameter ? builder.storedType(property) : builder.enumTypeName(property)
        var declaration = InlineMarkdown(capacity: 64)
        declaration.append(builder.name(property))
        declaration.append(": ")
        declaration.append(type)
        if let defaultValue = builder.defaultLiteral(property) {
            declaration.append(" = ")
            declaration.append(defaultValue)
        } else if property.swiftUI.passing != .parameter, let first = property.enumeration?.cases.first {
            declaration.append(" = .")
            declaration.append(SwiftNaming.memberName(first.name))
        }
        return declaration.string
    }

    func isViewBuilderSlot(_ property: Property) -> Bool {
        property.kind == .slot && property.slotType == nil && !property.isOptional && property.swiftUI.passing == .parameter
    }

    /// The Compose parameter as declared: `style: EBAlertStyle = EBAlertStyle.Banner`.
    func composeCell(_ property: Property) -> String {
        let name = compose.name(property)
        guard let declaration = composeDeclarations.first(where: { $0.name == name })?.declaration else { return "—" }
        guard compose.isContentSlot(property) && property.isRequired && lastComposeParameter == name else { return Markdown.code(declaration) }
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
            if let external = system.external(named: slotType) {
                notes.append(": ")
                notes.appendText(external.doc)
            } else {
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

    // MARK: - Value types

    private func valueTypeSection(_ valueType: ValueType) -> DocsValueType? {
        let swift = swiftUI
        let kotlin = compose
        let rows = valueType.fields.map { field in
            [Markdown.code(field.name),
             Markdown.code("\(swift.name(field)): \(swift.storedType(field))"),
             Markdown.code("\(kotlin.name(field)): \(kotlin.type(field))"),
             field.isRequired ? "required" : "optional",
             Markdown.text(field.doc)]
        }
        guard let table = DocsTable(Self.fieldsHeader, rows: rows) else { return nil }
        let swiftType = component.swiftName + Words.upperCamel(valueType.name)
        return DocsValueType(
            heading: Markdown.code(valueType.name),
            paragraphs: [Markdown.text(valueType.doc),
                         "SwiftUI: \(Markdown.code(swiftType)) · Compose: \(Markdown.code(kotlin.valueTypeName(valueType.name)))"]
                .filter { !$0.isEmpty },
            fields: table)
    }

    // MARK: - Migration notes

    private func migrationNotes() -> [String] {
        var items: [String] = []
        if !component.renamedFrom.isEmpty {
            items.append("Formerly \(Markdown.codeList(component.renamedFrom)); the old names remain as deprecated aliases.")
        }
        for property in component.properties {
            let cases = property.enumeration?.cases ?? []
            guard !property.migrations.isEmpty || !property.renamedFrom.isEmpty
                || cases.contains(where: { !$0.migrations.isEmpty || !$0.renamedFrom.isEmpty }) else { continue }
            let name = Markdown.code(property.name)
            items += property.migrations.map { "\(name): \(Markdown.text($0))" }
            items += property.renamedFrom.map { "\(name): formerly \(Markdown.code($0)), kept as a deprecated alias." }
            for enumCase in cases where !enumCase.migrations.isEmpty || !enumCase.renamedFrom.isEmpty {
                let caseName = "\(name) \(Markdown.code(enumCase.name))"
                items += enumCase.migrations.map { "\(caseName): \(Markdown.text($0))" }
                items += enumCase.renamedFrom.map { "\(caseName): formerly \(Markdown.code($0)), kept as a deprecated alias." }
            }
        }
        return items
    }

    // MARK: - Usage

    private func usageSection() -> DocsUsage {
        let examples = UsageExamples(system: system, component: component)
        let choices = [("Minimal: the required properties only.", examples.minimalValues),
                       ("Full: every property set, constraints respected.", examples.fullValues)]
        return DocsUsage(
            swiftUI: choices.map { title, values in snippet(title, "swift", examples.swiftUI(values)) },
            compose: choices.map { title, values in snippet(title, "kotlin", examples.compose(values)) })
    }

    private func snippet(_ title: String, _ language: String, _ call: UsageCall) -> DocsSnippet {
        let lines = Self.codeLines(call)
        return DocsSnippet(title: title, fence: Markdown.fence(for: lines), language: language, lines: lines)
    }

    /// The lines of `call.code`: its import lines, a blank line after them, then the
    /// call's lines. Only when one of them holds a line break (or a carriage return,
    /// which could join the line feed after it) is the code joined and split again.
    static func codeLines(_ call: UsageCall) -> [String] {
        var lines = call.imports.map { "import " + $0 }
        if !lines.isEmpty { lines.append("") }
        lines += call.lines
        guard lines.allSatisfy(isOneLine) else { return Self.lines(call.code) }
        return lines
    }

    /// Whether `line` holds neither a line feed nor a carriage return.
    private static func isOneLine(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in !bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }
    }

    /// The lines of `code`, split at line feeds as `Character`s split them: a CR LF is
    /// one character, and does not end a line.
    static func lines(_ code: String) -> [String] {
        var code = code
        return code.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }
}
