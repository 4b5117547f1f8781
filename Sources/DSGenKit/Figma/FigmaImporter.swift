/// `dsgen figma import`: a first schema for a component set that has none, from its snapshot.
///
/// VARIANT → `enum` with the Figma spellings mapped (a yes/no, on/off or true/false
/// variant → `bool`, every spelling kept); BOOLEAN → `bool`; TEXT → `text`;
/// INSTANCE_SWAP → `slot`, optional and paired with the BOOLEAN that shows the layer it
/// fills (`componentPropertyReferences.visible` / `mainComponent`) or is named like it. Names
/// follow the platforms' conventions (`Full Width` → `fullWidth`, `Information` →
/// `information`); what the importer cannot decide is a comment that says what to decide.
public enum FigmaImporter {
    /// The schema text of a snapshot's component set.
    public static func schema(from snapshot: FigmaSnapshot) -> String {
        let name = componentName(snapshot)
        let summary = snapshot.node.description ?? "TODO: one line on what \(snapshot.node.name) is for."
        var lines = [
            "// \(name) — imported by `dsgen figma import` from \(snapshot.fileName), version \(snapshot.version).",
            "// Review every comment, then add what Figma cannot say: events, tokens, accessibility, behaviour.",
            "component \(name) {",
            "  summary \(OutputText.schemaString(summary))",
            "  figma \(OutputText.schemaString(url(snapshot)))",
        ]
        for property in ImportedProperty.all(in: snapshot) {
            lines.append("")
            lines += property.comments.flatMap { KDoc.wrap(OutputText.lineComment($0), width: 96) }.map { "  // " + $0 }
            lines += property.lines.map { "  " + $0 }
        }
        // Text layers whose characters no TEXT property drives, by name, once each.
        let texts = snapshot.allLayers.filter { $0.type == "TEXT" && $0.references?["characters"] == nil }.map(\.name).uniqued()
        if !texts.isEmpty {
            lines += ["", "  // Text layers no property drives: \(texts.joined(separator: ", ")). Add `text NAME { figma implicit }`",
                      "  // for the ones callers set (a title, a message)."]
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The schema name: the Figma name in UpperCamelCase (`Ad Space` → `AdSpace`).
    public static func componentName(_ snapshot: FigmaSnapshot) -> String {
        let name = Words.upperCamel(snapshot.node.name)
        return name.first?.isLetter == true ? name : "Component" + name
    }

    /// The node's URL, as the schemas write it.
    static func url(_ snapshot: FigmaSnapshot) -> String {
        let fileName = Words.split(snapshot.fileName).joined(separator: "-")
        return "https://www.figma.com/design/\(snapshot.fileKey)/\(fileName)?node-id=" + snapshot.node.id.replacingOccurrences(of: ":", with: "-")
    }
}
