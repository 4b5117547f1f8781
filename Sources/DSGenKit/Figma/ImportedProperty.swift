/// One property of an imported schema: its comments and its declaration lines.
struct ImportedProperty {
    var comments: [String] = []
    var lines: [String] = []

    /// Every property of a snapshot: variants in the designer's axis order (as the variant
    /// names list them), then the others by name; a BOOLEAN that toggles an instance swap
    /// of the same name becomes part of that slot.
    static func all(in snapshot: FigmaSnapshot) -> [ImportedProperty] {
        let swaps = Set(snapshot.properties.filter { $0.type == .instanceSwap }.map(\.name))
        var used: Set<String> = []
        return designerOrder(snapshot).compactMap { property -> ImportedProperty? in
            if property.type == .boolean, swaps.contains(property.name) { return nil }
            var name = codeName(property.name)
            while used.contains(name) { name += "Value" }
            used.insert(name)
            switch property.type {
            case .variant: return VariantImport(property: property, name: name).imported()
            case .boolean:
                return ImportedProperty(lines: ["bool \(name) = \(property.defaultValue == "true") {",
                                                "  figma boolean \(FigmaImporter.literal(property.name))", "}"])
            case .text:
                return ImportedProperty(lines: ["text \(name) {", "  figma text \(FigmaImporter.literal(property.name))",
                                                "  example \(FigmaImporter.literal(property.defaultValue))", "}"])
            case .instanceSwap:
                return slot(property, name: name, toggled: snapshot.properties.contains { $0.type == .boolean && $0.name == property.name })
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

    /// `slot? leftIcon { figma instance "Left Icon" }`.
    private static func slot(_ property: FigmaSnapshotProperty, name: String, toggled: Bool) -> ImportedProperty {
        var imported = ImportedProperty()
        imported.comments.append("An instance swap: give the slot a type (`slot\(toggled ? "?" : "") \(name): Icon`) when it takes one DS component.")
        if toggled { imported.comments.append("Optional: the Figma boolean '\(property.name)' shows or hides it.") }
        imported.lines = ["slot\(toggled ? "?" : "") \(name) {", "  figma instance \(FigmaImporter.literal(property.name))", "}"]
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
