/// `dsgen figma check`: every schema's Figma mappings against its component's snapshot.
///
/// Errors are mappings Code Connect would reject or that silently went stale (a property
/// or option that no longer exists, a property of another type); warnings are Figma
/// facts the schema does not map and defaults that differ; notes are legacy spellings
/// Figma no longer uses.
public struct FigmaDriftChecker {
    /// The component: its Figma view and where its facts are written.
    let entry: FigmaSchemas.Entry
    /// Its snapshot.
    let snapshot: FigmaSnapshot
    private(set) var diagnostics: [Diagnostic] = []

    /// Every drift diagnostic of one component against its snapshot, sorted by position.
    public static func check(_ entry: FigmaSchemas.Entry, against snapshot: FigmaSnapshot) -> [Diagnostic] {
        var checker = FigmaDriftChecker(entry: entry, snapshot: snapshot)
        for property in entry.component.properties { checker.check(property) }
        checker.checkUnmappedProperties()
        return checker.diagnostics.sortedByLocation()
    }

    private mutating func check(_ property: FigmaSchemaProperty) {
        let spans = entry.locations.properties[property.name]
        switch property.mapping {
        case .variant(let name, let values):
            guard let figma = find(name, .variant, mapped: "a variant", at: spans?.figmaName) else { return }
            checkVariant(property, figma: figma, values: values, spans: spans)
        case .boolean(let name):
            guard let figma = find(name, .boolean, mapped: "a boolean", at: spans?.figmaName) else { return }
            checkDefault(property, spellings: property.explicitDefault.map { [$0] }, figma: figma, spans: spans)
        case .text(let name):
            _ = find(name, .text, mapped: "a text property", at: spans?.figmaName)
        case .instance(let name):
            let swap = find(name, .instanceSwap, mapped: "an instance swap", at: spans?.figmaNames["instance"] ?? spans?.figmaName)
            guard let toggle = property.shownBy else { return }
            let boolean = find(toggle, .boolean, mapped: "a boolean", at: spans?.figmaNames["boolean"])
            if let swap, let boolean { checkPair(boolean: boolean, swap: swap, at: spans?.figmaNames["boolean"]) }
        case .children(let layer):
            if !snapshot.allLayers.contains(where: { $0.name == layer }) {
                report(.figmaLayerMissing(layer, component: snapshot.node.name), at: spans?.figmaName, .warning)
            }
        case .implicit, .none:
            break
        }
    }

    /// A pair's BOOLEAN must show a layer that its INSTANCE_SWAP fills (the layer's
    /// `componentPropertyReferences`: `visible` and `mainComponent`), when the snapshot
    /// records any such reference.
    private mutating func checkPair(boolean: FigmaSnapshotProperty, swap: FigmaSnapshotProperty, at span: Range<Int>?) {
        let layers = snapshot.allLayers
        guard layers.contains(where: { $0.references?["visible"] == boolean.key || $0.references?["mainComponent"] == swap.key }),
              !layers.contains(where: { $0.references?["visible"] == boolean.key && $0.references?["mainComponent"] == swap.key })
        else { return }
        report(.figmaPairApart(boolean: boolean.name, swap: swap.name, component: snapshot.node.name), at: span, .warning)
    }

    /// The Figma property a mapping reads, reporting it missing or retyped.
    private mutating func find(_ name: String, _ type: FigmaSnapshotProperty.Kind, mapped: String,
                               at span: Range<Int>?) -> FigmaSnapshotProperty? {
        let named = snapshot.properties.filter { $0.name == name }  // a BOOLEAN and an INSTANCE_SWAP may share one
        if let match = named.first(where: { $0.type == type }) { return match }
        if let other = named.first {
            let figmaType = (other.type == .instanceSwap ? "an " : "a ") + other.type.rawValue  // `an INSTANCE_SWAP`
            report(.figmaPropertyRetyped(name, figmaType: figmaType, mapped: mapped), at: span)
        } else {
            let names = snapshot.properties.map(\.name)
            let suggestion = names.first { $0.lowercased() == name.lowercased() } ?? Suggestion.closest(to: name, in: names)
            report(.figmaPropertyMissing(name, component: snapshot.node.name), at: span, fixIt: suggestion)
        }
        return nil
    }

    /// A default written in the schema against the Figma default.
    mutating func checkDefault(_ property: FigmaSchemaProperty, spellings: [String]?,
                               figma: FigmaSnapshotProperty, spans: SchemaFigmaLocations.PropertySpans?) {
        guard let code = property.explicitDefault, let spellings, !spellings.contains(figma.defaultValue) else { return }
        let shown = spellings.count == 1 ? "'\(spellings[0])'" : spellings.map { "'\($0)'" }.joined(separator: " or ")
        report(.figmaDefaultDiffers(property.name, schema: code, figma: shown, figmaDefault: figma.defaultValue),
               at: spans?.defaultValue ?? spans?.name, .warning)
    }

    /// Figma properties no schema property reads (a BOOLEAN paired with a mapped instance
    /// swap is read by that slot; so is one that shares the swap's name).
    private mutating func checkUnmappedProperties() {
        let mapped = Set(entry.component.properties.flatMap(\.figmaPropertyNames))
        for property in snapshot.properties where !mapped.contains(property.name) {
            report(.figmaPropertyUnmapped(property.name, type: property.type.rawValue, defaultValue: property.defaultValue,
                                          component: entry.component.name),
                   at: entry.locations.figmaURL ?? entry.locations.componentName, .warning)
        }
    }

    /// Records a diagnostic at a span of the schema (the component's name when unknown).
    mutating func report(_ message: DiagnosticMessage, at span: Range<Int>?, _ severity: Diagnostic.Severity = .error,
                         fixIt: String? = nil) {
        let range = entry.locations.range(span ?? entry.locations.componentName)
        diagnostics.append(Diagnostic(message, at: range, severity: severity, fixIt: fixIt))
    }
}
