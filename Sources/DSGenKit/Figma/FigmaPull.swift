import Foundation

/// `dsgen figma pull`: fetches each linked component set and writes its snapshot.
///
/// Every component is fetched before anything is written, so a run that fails on one
/// component leaves every snapshot as it was.
public enum FigmaPull {
    /// What pulling one component did.
    public struct Outcome: Sendable {
        /// The component.
        public var component: String
        /// Its snapshot file.
        public var path: String
        /// Whether the file changed.
        public var changed: Bool
        /// The snapshot.
        public var snapshot: FigmaSnapshot
    }

    /// Pulls every component with a `figma` URL that names a node; `progress` gets one line
    /// per component as it arrives, and one per component without a node URL. `naming`, if
    /// given, names each snapshot instead of its component.
    public static func run(_ components: [FigmaSchemaComponent], client: FigmaClient, store: FigmaSnapshotStore, progress: (String) -> Void,
                           naming: ((FigmaSnapshot) -> String)? = nil) throws(FigmaError) -> [Outcome] {
        let linked = components.filter { $0.node != nil }
        for component in components where component.node == nil {
            progress("skipped \(component.name): its figma URL names no node (add ?node-id=…)")
        }
        var fetched: [FigmaSnapshot] = []
        for (index, component) in linked.enumerated() {
            let started = Date()
            var snapshot = try fetch(component, node: component.node!, client: client)
            if let naming { snapshot.component = naming(snapshot) }
            fetched.append(snapshot)
            progress("[\(index + 1)/\(linked.count)] \(snapshot.component): \(snapshot.node.name), \(snapshot.variants.count) variants, "
                + "\(snapshot.properties.count) properties (\(String(format: "%.2f", Date().timeIntervalSince(started))) s)")
        }
        return try fetched.map { snapshot throws(FigmaError) in
            let path = store.path(for: snapshot.component)
            do {
                return Outcome(component: snapshot.component, path: path, changed: try store.write(snapshot), snapshot: snapshot)
            } catch {
                throw FigmaError("error: cannot write \(path): \((error as NSError).localizedDescription)")
            }
        }
    }

    /// Pulls component sets by node URL, for sets without a schema yet (`figma import`
    /// reads the result); each snapshot is named after the set (`Ad Space` → `AdSpace`).
    public static func run(urls: [String], client: FigmaClient, store: FigmaSnapshotStore,
                           progress: (String) -> Void) throws(FigmaError) -> [Outcome] {
        if let url = urls.first(where: { FigmaNodeReference(url: $0) == nil }) {
            throw FigmaError("error: '\(url)' is not a Figma node URL (https://www.figma.com/design/KEY/Name?node-id=1-2)")
        }
        let components = urls.map { FigmaSchemaComponent(name: $0, figmaURL: $0) }
        return try run(components, client: client, store: store, progress: progress, naming: FigmaImporter.componentName)
    }

    /// One component set's snapshot.
    static func fetch(_ component: FigmaSchemaComponent, node: FigmaNodeReference,
                      client: FigmaClient) throws(FigmaError) -> FigmaSnapshot {
        let response = try client.nodes(fileKey: node.fileKey, ids: [node.nodeID])
        guard let found = response.nodes[node.nodeID], let entry = found else {
            throw FigmaError("error: Figma file '\(node.fileKey)' has no node \(node.nodeID) (\(component.name)'s figma URL); check its node-id")
        }
        guard ["COMPONENT_SET", "COMPONENT"].contains(entry.document.type) else {
            throw FigmaError("error: node \(node.nodeID) of file '\(node.fileKey)' is a \(entry.document.type), not a component set (\(component.name)'s figma URL)")
        }
        return FigmaSnapshot.make(component: component.name, fileKey: node.fileKey, response: response, entry: entry)
    }
}
