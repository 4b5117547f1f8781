/// The Code Connect section: per property, what Dev Mode shows for a selected instance.
extension DocsContextBuilder {
    static let codeConnectHeader = DocsTableHeader(["Property", "Dev Mode shows"])

    /// One row per property, in API order.
    func codeConnectTable() -> DocsTable? {
        DocsTable(Self.codeConnectHeader, rows: component.properties.map { property in
            let source = CodeConnectSource(property.figma)
            var shows = devModeShows(property, source) + entryPointNote(property, source)
            if let constraint = property.constraint {
                shows += " Only when " + Markdown.code(constraint.property) + " is " + constraint.cases.map(Markdown.code).joinedWithOr + "."
            }
            if let toggle = property.shownBy {
                shows += " Left out while " + Markdown.code(toggle) + " is off (it hides the slot)."
            }
            if let defaults = property.defaultFor {
                shows += " Left out when " + Markdown.code(defaults.property) + " is " + defaults.cases.map(Markdown.code).joinedWithOr
                    + ": nil shows the component's own default there."
            }
            return [Markdown.code(property.name), shows]
        })
    }

    /// ` Snippets call the entry point of its case: …` for the enum per-case entry points fix,
    /// when the snippet reads it from Figma.
    private func entryPointNote(_ property: Property, _ source: CodeConnectSource) -> String {
        switch source {
        case .variant, .booleanVariant: break
        default: return ""
        }
        var callees: [String] = []
        if let entry = swift.entryPoints.flatMap({ $0.axis == property ? $0.entries.first : nil }) {
            callees.append("SwiftUI " + Markdown.code(swift.factoryCallee(entry) + "(…)"))
        }
        if let entry = kotlin.entryPoints.flatMap({ $0.axis == property ? $0.entries.first : nil }) {
            callees.append("Compose " + Markdown.code(kotlin.entryPointName(entry) + "(…)"))
        }
        return callees.isEmpty ? "" : " The snippet calls the per-case entry point of the value instead of passing it ("
            + callees.joined(separator: ", ") + " and the others)."
    }

    /// What the snippet shows for the property, as inline Markdown.
    private func devModeShows(_ property: Property, _ source: CodeConnectSource) -> String {
        switch source {
        case .variant(let name), .booleanVariant(let name, _, _), .boolean(let name, _, _):
            return readValue(property, source, name)
        case .textProperty(let name):
            return "The text of the " + Markdown.code(name) + " text property, as a string literal; the example when the instance lacks it (with a note)."
        case .instanceSwap(let name):
            return "The instance swapped into " + Markdown.code(name) + ": its own Code Connect example; a placeholder (with a note) when it has none."
        case .shownInstanceSwap(let toggle, let name):
            return "Nothing while the " + Markdown.code(toggle) + " boolean is off; else the instance swapped into " + Markdown.code(name)
                + ": its own Code Connect example, a placeholder (with a note) when it has none."
        case .layer(let layer) where property.keyword == .text:
            return "The text of layer " + Markdown.code(layer) + ", as a string literal; the example when the instance lacks the layer (with a note)."
        case .layer(let layer):
            return "The instance in layer " + Markdown.code(layer) + ": its own Code Connect example; a placeholder (with a note) when it has none."
        case .none where property.isRequired:
            return "Its example" + (property.example.map { ", " + Markdown.code($0) } ?? "") + ": the schema names no Figma property or layer for it."
        case .none:
            return "Nothing: not in Figma, so the API's default applies."
        }
    }

    /// A variant's or boolean's value: how it is read, and what is left out.
    private func readValue(_ property: Property, _ source: CodeConnectSource, _ name: String) -> String {
        var result = switch source {
        case .booleanVariant:
            "The " + Markdown.code(name) + " variant read as Figma reads a boolean-like variant (yes / true / on, no / false / off, in any casing)"
        case .boolean: "The " + Markdown.code(name) + " boolean"
        default: "The " + Markdown.code(name) + " variant's value, by its exact spelling"
        }
        let switches = property.keyword == .slot || property.keyword == .text && property.figma.values.allSatisfy { $0.value.caseName == nil }
        if switches {
            let content = property.figma.layer.map { (property.keyword == .text ? "the text of layer " : "the instance in layer ") + Markdown.code($0) }
                ?? "its example"
            result += " switches it on; then " + content + "."
        } else if let name = property.defaultCase {
            result += ", mapped as above; left out when " + Markdown.code(name) + ", the default."
        } else if case .boolean(let value)? = property.defaultValue {
            result += ", mapped as above; left out when " + Markdown.code(value ? "true" : "false") + ", the default."
        } else {
            result += ", mapped as above."
        }
        return result + " A value outside the mapping leaves it out, with a note."
    }
}
