/// The computable criteria of the readiness audit: each a verdict, the evidence that
/// decided it, and what computing it cannot see.
struct AuditEvidence {
    typealias Result = (verdict: ReadinessAudit.Verdict, evidence: [String], limit: String?)

    let component: FigmaSchemaComponent
    let snapshot: FigmaSnapshot

    /// C1, C2, C3, C5, C6 and C7 (C4, native mappability, needs judgement).
    func all() -> [String: Result] {
        ["C1": layerNaming(), "C2": propertyNaming(), "C3": tokenCoverage(), "C5": interactionStates(),
         "C6": placeholderAssets(), "C7": codeConnect()]
    }

    /// Names Figma gives new layers (`Frame 12`, `Rectangle 3`).
    private static let genericPrefixes = ["Frame", "Group", "Rectangle", "Ellipse", "Vector", "Line", "Polygon", "Star", "Text",
                                          "Layer", "Component", "Instance", "Union", "Subtract", "Intersect", "Exclude", "Image", "Slice"]

    static func isGeneric(_ name: String) -> Bool {
        let parts = name.split(separator: " ")
        return parts.count == 2 && genericPrefixes.contains(String(parts[0])) && parts[1].allSatisfy(\.isNumber)
    }

    /// C1: generic layer names.
    private func layerNaming() -> Result {
        let layers = snapshot.allLayers
        let generic = layers.map(\.name).filter(Self.isGeneric).uniqued()
        let limit = "Computed from layer names only; whether one variant axis hides two layouts, or the set should merge with a sibling component, needs judgement."
        let summary = "\(layers.count) layers in \(snapshot.variants.count) variants"
        guard !generic.isEmpty else { return (.ready, ["\(summary); no generic layer names"], limit) }
        let share = Double(layers.filter { Self.isGeneric($0.name) }.count) / Double(max(layers.count, 1))
        return (share <= 0.1 ? .needsRefinement : .requiresRework,
                ["\(summary); generic names: " + generic.joined(separator: ", ")], limit)
    }

    /// C2: yes/no strings, inconsistent casing, a Default among other values.
    private func propertyNaming() -> Result {
        var issues: [String] = []
        let variants = snapshot.properties.filter { $0.type == .variant }
        let yesNo = variants.filter { property in
            let options = Set((property.options ?? []).map { $0.lowercased() })
            return VariantImport.booleanPairs.contains { options == [$0.0, $0.1] }
        }
        if !yesNo.isEmpty { issues.append("booleans as yes/no strings: " + yesNo.map(\.name).joined(separator: ", ")) }
        let casing = variants.compactMap { property -> String? in
            let options = property.options ?? []
            let clashes = options.filter { option in options.contains { $0 != option && $0.lowercased() == option.lowercased() } }
            return clashes.isEmpty ? nil : "\(property.name) (\(clashes.joined(separator: " vs ")))"
        }
        if !casing.isEmpty { issues.append("inconsistent casing: " + casing.joined(separator: ", ")) }
        let mixed = variants.compactMap { property -> String? in
            let options = property.options ?? []
            guard options.count > 2, let spelling = options.first(where: { $0.lowercased() == "default" }) else { return nil }
            return "\(property.name)=\(spelling) among \(options.filter { $0 != spelling }.joined(separator: ", "))"
        }
        if !mixed.isEmpty { issues.append("mixed value sets: " + mixed.joined(separator: "; ")) }
        let kinds = snapshot.properties.map { "\($0.name) (\($0.type.rawValue.lowercased()))" }.joined(separator: ", ")
        return (.counting(issues.count), issues.isEmpty ? ["clean: \(kinds)"] : issues,
                "Computed from spellings; whether an axis means what its name says (a size phrased as a content flag) needs judgement.")
    }

    /// C3: solid fills and strokes bound to variables, against raw colours; and the
    /// schema's colours, computed: pairings below their contrast threshold, claims the
    /// ratios contradict, colours without a value (``contrastEvidence()``).
    private func tokenCoverage() -> Result {
        let bound = paintBinding()
        let contrast = contrastEvidence()
        guard contrast.issues > 0 else { return (bound.verdict, bound.evidence + contrast.evidence, bound.limit) }
        // A colour that misses its contrast, or has no value yet, is a token to refine, not a rework.
        return (max(bound.verdict, .needsRefinement), bound.evidence + contrast.evidence,
                "Contrast is computed from the schema's colour values and pairings (the docs' contrast table); "
                    + "whether a failing pairing is acceptable (a disabled state, a logo) needs judgement.")
    }

    /// Solid fills and strokes bound to variables, against raw colours.
    private func paintBinding() -> Result {
        let paints = snapshot.allLayers.flatMap { layer in (layer.paints ?? []).map { (layer, $0) } }
        let raw = paints.filter { $0.1.variable == nil }
        let summary = "\(paints.count - raw.count) of \(paints.count) solid fills and strokes bound to variables"
        guard !raw.isEmpty else { return (.ready, [summary], nil) }
        let examples = raw.map(\.0.name).uniqued().prefix(5).map { name in
            "\(name) \(raw.first { $0.0.name == name }!.1.color)"
        }
        let share = Double(raw.count) / Double(paints.count)
        return (share <= 0.1 ? .needsRefinement : .requiresRework, [summary, "raw colours: " + examples.joined(separator: ", ")], nil)
    }
}
