/// Builds a snapshot from a nodes response: the part of the API's node tree dsgen uses.
extension FigmaSnapshot {
    /// The snapshot of one component set node of a response, for a schema component.
    static func make(component: String, fileKey: String, response: FigmaAPI.NodesResponse,
                     entry: FigmaAPI.NodeEntry) -> FigmaSnapshot {
        let document = entry.document
        let componentNames = (entry.components ?? [:]).mapValues(\.name)
        let properties = (document.componentPropertyDefinitions ?? [:]).map { property(key: $0.key, $0.value) }
            .sorted { ($0.name, $0.key) < ($1.name, $1.key) }
        let variantNodes = document.type == "COMPONENT_SET" ? (document.children ?? []).filter { $0.type == "COMPONENT" } : [document]
        let variants = variantNodes.map { node in
            FigmaSnapshotVariant(name: node.name, layers: layers(under: node, path: node.name, components: componentNames))
        }.sorted { $0.name < $1.name }
        let description = document.description.flatMap { $0.isEmpty ? nil : $0 }
        return FigmaSnapshot(
            component: component, fileKey: fileKey, fileName: response.name, version: response.version,
            lastModified: response.lastModified,
            node: FigmaSnapshotNode(id: document.id, name: document.name, type: document.type, description: description),
            properties: properties, variants: variants)
    }

    private static func property(key: String, _ definition: FigmaAPI.PropertyDefinition) -> FigmaSnapshotProperty {
        FigmaSnapshotProperty(
            name: String(key.prefix { $0 != "#" }), key: key,
            type: FigmaSnapshotProperty.Kind(rawValue: definition.type) ?? .variant,
            defaultValue: definition.defaultValue.text,
            options: definition.variantOptions,
            preferredValues: definition.preferredValues.map(\.count))
    }

    /// The node's descendants, depth first, each with its path from the variant.
    private static func layers(under node: FigmaAPI.Node, path: String, components: [String: String]) -> [FigmaSnapshotLayer] {
        (node.children ?? []).flatMap { child -> [FigmaSnapshotLayer] in
            let childPath = path + " / " + child.name
            let layer = FigmaSnapshotLayer(
                path: childPath, name: child.name, type: child.type,
                visible: child.visible == false ? false : nil,
                component: child.componentId.flatMap { components[$0] },
                references: child.componentPropertyReferences.flatMap { $0.isEmpty ? nil : $0 },
                paints: paints(of: child))
            return [layer] + layers(under: child, path: childPath, components: components)
        }
    }

    /// Visible solid fills and strokes, bound or raw.
    private static func paints(of node: FigmaAPI.Node) -> [FigmaSnapshotPaint]? {
        let all = solid(node.fills ?? [], role: "fill", nodeBindings: node.boundVariables?.fills ?? [])
            + solid(node.strokes ?? [], role: "stroke", nodeBindings: node.boundVariables?.strokes ?? [])
        return all.isEmpty ? nil : all
    }

    private static func solid(_ paints: [FigmaAPI.Paint], role: String, nodeBindings: [FigmaAPI.VariableAlias]) -> [FigmaSnapshotPaint] {
        paints.enumerated().compactMap { index, paint in
            guard paint.type == "SOLID", paint.visible != false, let color = paint.color else { return nil }
            let variable = paint.boundVariables?.color?.id ?? (index < nodeBindings.count ? nodeBindings[index].id : nil)
            let opacity = (paint.opacity ?? 1) * color.a
            return FigmaSnapshotPaint(role: role, color: hex(color), opacity: opacity < 1 ? (opacity * 100).rounded() / 100 : nil,
                                      variable: variable)
        }
    }

    /// `#RRGGBB` from 0…1 channels.
    static func hex(_ color: FigmaAPI.Color) -> String {
        let byte = { (channel: Double) in UInt8((min(max(channel, 0), 1) * 255).rounded()) }
        return SRGBColor(red: byte(color.r), green: byte(color.g), blue: byte(color.b)).hex
    }
}
