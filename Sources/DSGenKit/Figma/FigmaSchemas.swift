/// The schemas the Figma commands read: each component's Figma view and where its
/// Figma facts are written.
public struct FigmaSchemas: Sendable {
    /// One component.
    public struct Entry: Sendable {
        /// Its Figma view of the model.
        public var component: FigmaSchemaComponent
        /// Where its facts are written.
        public var locations: SchemaFigmaLocations
    }

    /// Every component, by name.
    public var entries: [Entry]

    /// Loads, parses and resolves the schemas at paths; throws their diagnostics on error.
    public static func load(_ paths: [String]) throws(DiagnosticsError) -> FigmaSchemas {
        let files = try SchemaLoader.load(try SchemaLoader.schemaPaths(for: paths))
        let (syntax, syntaxDiagnostics) = Pipeline.parse(files)
        let (system, resolveDiagnostics) = Resolver.resolve(syntax)
        let diagnostics = (syntaxDiagnostics + resolveDiagnostics).sortedByLocation()
        guard let system, !diagnostics.hasErrors else { throw DiagnosticsError(diagnostics) }
        var locations: [String: SchemaFigmaLocations] = [:]
        for file in syntax { locations.merge(SchemaFigmaLocations.components(in: file)) { first, _ in first } }
        let entries = system.components.compactMap { component in
            locations[component.name].map { Entry(component: FigmaSchemaComponent(component, contrast: system.contrast), locations: $0) }
        }
        return FigmaSchemas(entries: entries)
    }
}

/// The result of `dsgen figma check`.
public struct FigmaDriftReport: Sendable {
    /// A component compared with its snapshot.
    public struct Checked: Sendable, Codable {
        /// The component.
        public var component: String
        /// Its snapshot file.
        public var snapshot: String
        /// The Figma file version the snapshot was pulled at.
        public var version: String
    }

    /// Every diagnostic, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The components compared.
    public var checked: [Checked]
    /// Components without a Figma node URL (not checked).
    public var unlinked: [String]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Checks every linked component of the schemas against its snapshot in the store.
    public static func check(_ schemas: FigmaSchemas, store: FigmaSnapshotStore) throws(FigmaError) -> FigmaDriftReport {
        var report = FigmaDriftReport(diagnostics: [], checked: [], unlinked: [])
        for entry in schemas.entries {
            guard entry.component.node != nil else {
                report.unlinked.append(entry.component.name)
                continue
            }
            let path = store.path(for: entry.component.name)
            guard let snapshot = try store.read(entry.component.name) else {
                let span = entry.locations.figmaURL ?? entry.locations.componentName
                report.diagnostics.append(Diagnostic(.figmaNoSnapshot(entry.component.name, path: path), at: entry.locations.range(span)))
                continue
            }
            report.diagnostics += FigmaDriftChecker.check(entry, against: snapshot)
            report.checked.append(Checked(component: entry.component.name, snapshot: path, version: snapshot.version))
        }
        report.diagnostics = report.diagnostics.sortedByLocation()
        return report
    }
}
