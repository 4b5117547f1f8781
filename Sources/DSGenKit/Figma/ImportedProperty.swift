/// One property of an imported schema: its comments and its declaration lines.
struct ImportedProperty {
    var comments: [String] = []
    var lines: [String] = []

    /// Every property of a snapshot: variants in the designer's axis order (as the variant
    /// names list them), then the others by name; a BOOLEAN that toggles an instance swap
    /// (shows the layer it fills, or is named like it: `Has Icon` / `Show Icon` for `Icon`)
    /// becomes part of that slot.
    static func all(in snapshot: FigmaSnapshot) -> [ImportedProperty] {
        let toggles = Set(snapshot.properties.compactMap { toggle(of: $0, in: snapshot) })
        var used: Set<String> = []
        return designerOrder(snapshot).compactMap { property -> ImportedProperty? in
            if property.type == .boolean, toggles.contains(property.name) { return nil }
            var name = codeName(property.name)
            while !used.insert(name).inserted { name += "Value" }
            switch property.type {
            case .variant: return VariantImport(property: property, name: name).imported()
            case .boolean:
                return ImportedProperty(lines: ["bool \(name) = \(property.defaultValue == "true") {",
                                                "  figma boolean \(OutputText.schemaString(property.name))", "}"])
            case .text:
                return ImportedProperty(lines: ["text \(name) {", "  figma text \(OutputText.schemaString(property.name))",
                                                "  example \(OutputText.schemaString(property.defaultValue))", "}"])
            case .instanceSwap:
                return slot(property, name: name, toggle: toggle(of: property, in: snapshot))
            }
        }
    }

    /// Variants in the order the first variant's name lists them, then the rest by name.
    private static func designerOrder(_ snapshot: FigmaSnapshot) -> [FigmaSnapshotProperty] {
        let axes = (snapshot.variants.first?.name ?? "").split(separator: ",").compactMap {
            $0.split(separator: "=", maxSplits: 1).first?.trimmingSpaces
        }
        let rank = { (property: FigmaSnapshotProperty) -> Int in
            property.type == .variant ? axes.firstIndex(of: property.name) ?? axes.count : axes.count + 1
        }
        return snapshot.properties.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The BOOLEAN that shows an instance swap's layer: the one a layer the swap fills
    /// follows for its visibility (`componentPropertyReferences`: `visible` and
    /// `mainComponent`), else one named like the swap, or `Has`/`Show` + its name.
    private static func toggle(of swap: FigmaSnapshotProperty, in snapshot: FigmaSnapshot) -> String? {
        guard swap.type == .instanceSwap else { return nil }
        let shownBy = snapshot.allLayers.lazy.compactMap { layer in
            layer.references?["mainComponent"] == swap.key ? layer.references?["visible"] : nil
        }.first
        if let key = shownBy, let boolean = snapshot.properties.first(where: { $0.type == .boolean && $0.key == key }) {
            return boolean.name
        }
        let names = [swap.name, "has " + swap.name, "show " + swap.name].map { $0.lowercased() }
        return snapshot.properties.first { $0.type == .boolean && names.contains($0.name.lowercased()) }?.name
    }

    /// `slot? leftIcon { figma boolean "Has Left Icon"; figma instance "Left Icon" }`.
    private static func slot(_ property: FigmaSnapshotProperty, name: String, toggle: String?) -> ImportedProperty {
        var imported = ImportedProperty()
        let optional = toggle == nil ? "" : "?"
        imported.comments.append("An instance swap: give the slot a type (`slot\(optional) \(name): Icon`) when it takes one DS component.")
        if let toggle { imported.comments.append("Optional: the Figma boolean '\(toggle)' shows or hides it.") }
        imported.lines = ["slot\(optional) \(name) {"] + (toggle.map { ["  figma boolean \(OutputText.schemaString($0))"] } ?? [])
            + ["  figma instance \(OutputText.schemaString(property.name))", "}"]
        return imported
    }

    /// A property or case name: lowerCamelCase, never a reserved word.
    static func codeName(_ figmaName: String) -> String {
        var name = Words.lowerCamel(figmaName)
        if name.isEmpty { name = "value" }
        if name.first?.isLetter != true { name = "v" + name }
        if SwiftNaming.problem(withMemberName: name) != nil || KotlinNaming.problem(withMemberName: name) != nil { name += "Value" }
        return name
    }
}
