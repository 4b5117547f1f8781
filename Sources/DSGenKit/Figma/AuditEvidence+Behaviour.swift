/// C5, C6 and C7: interaction states, placeholder assets and Code Connect mapping.
extension AuditEvidence {
    /// The interaction states an interactive component must show or document, with the stem
    /// a Figma property or option naming it contains (`Pressed`, `State=Focus`, `isDisabled`).
    private static let requiredStates = [("pressed", "press"), ("focused", "focus"), ("disabled", "disable")]

    /// C5: for a component with events, pressed / focused / disabled in Figma or in the
    /// schema's `coverage`, and a close control in Figma for a dismiss contract.
    func interactionStates() -> Result {
        let events = component.properties.filter(\.isEvent).map(\.name)
        guard !events.isEmpty else { return (.ready, ["not interactive: no events"], nil) }
        let figmaStates = snapshot.properties.flatMap { [$0.name] + ($0.options ?? []) }.map { $0.lowercased() }
        var evidence = ["events: " + events.joined(separator: ", ")]
        var gaps: [String] = []
        for (state, stem) in Self.requiredStates {
            if figmaStates.contains(where: { $0.contains(stem) }) {
                evidence.append("\(state): a Figma variant or property")
            } else if component.coveredStates.contains(state) {
                evidence.append("\(state): covered per the schema's behavior coverage")
            } else {
                gaps.append("no \(state) state in Figma or in the schema's coverage")
            }
        }
        if !component.dismissals.isEmpty {
            let closeLayer = snapshot.allLayers.first { layer in
                ["close", "dismiss"].contains { layer.name.lowercased().contains($0) }
            }
            if let closeLayer {
                evidence.append("dismiss: the '\(closeLayer.name)' layer")
            } else {
                gaps.append("dismiss contract (\(component.dismissals.joined(separator: ", "))) has no close control or state in Figma")
            }
        }
        return (.counting(gaps.count), evidence + gaps,
                "Computed from state names and the schema's coverage; whether an animation or gesture is specified needs judgement.")
    }

    /// C6: placeholder instances (`icon-placeholder`) where real assets or slots belong.
    func placeholderAssets() -> Result {
        let placeholders = snapshot.variants.flatMap { variant in
            variant.layers.filter { layer in
                layer.type == "INSTANCE" && [layer.name, layer.component ?? ""].contains { $0.lowercased().contains("placeholder") }
            }.map { (variant.name, $0) }
        }
        let limit = "Computed from instance names; whether a placeholder stands in for a functional asset (a spinner) or decoration needs judgement."
        guard !placeholders.isEmpty else { return (.ready, ["no placeholder instances"], limit) }
        let evidence = placeholders.map(\.1.name).uniqued().map { name in
            let uses = placeholders.filter { $0.1.name == name }
            let component = uses[0].1.component.map { " (an instance of \($0))" } ?? ""
            return "placeholder '\(name)'\(component) in \(Set(uses.map(\.0)).count) of \(snapshot.variants.count) variants"
        }
        return (.needsRefinement, evidence, limit)
    }

    /// C7: every Figma property mapped by the schema, and a Code Connect template generated.
    func codeConnect() -> Result {
        let mapped = Set(component.properties.flatMap(\.figmaPropertyNames))
        let unmapped = snapshot.properties.filter { !mapped.contains($0.name) }.map(\.name)
        let count = snapshot.properties.count
        var evidence = ["\(count - unmapped.count) of \(count) Figma properties mapped by the schema"]
        if !unmapped.isEmpty { evidence.append("not mapped: " + unmapped.joined(separator: ", ")) }
        evidence.append(component.hasCodeConnectTemplate ? "a Code Connect template per platform is generated (--target codeconnect)"
                                                          : "no Code Connect template: the schema has no figma URL")
        let verdict: ReadinessAudit.Verdict = !component.hasCodeConnectTemplate ? .notMapped : unmapped.isEmpty ? .ready : .needsRefinement
        return (verdict, evidence, "Computed from the mappings dsgen generates; whether templates are published to Figma is not in the file.")
    }
}
