/// The whole generator, stage by stage:
///
/// ```
/// [SourceFile] ─parse─▶ [SyntaxFile] ─resolve─▶ DesignSystem ─context─▶ per-target context ─render─▶ [GeneratedFile]
/// ```
///
/// Each stage has one input and one output type. Parsing and resolving collect every
/// diagnostic they find; a run with any error stops before anything is rendered.
public enum Pipeline {
    /// Parses every file (several at a time), reporting empty files and syntax errors.
    public static func parse(_ files: [SourceFile]) -> ([SyntaxFile], [Diagnostic]) {
        let parsed = files.concurrentMap { file in
            let (tree, problems) = Parser.parse(file)
            let empty = tree.statements.isEmpty && problems.isEmpty
            return (tree, empty ? [Diagnostic(.emptyFile, at: file.range(0..<0))] : problems)
        }
        return (parsed.map(\.0), parsed.flatMap(\.1))
    }

    /// Parses and resolves source files into a validated design system.
    ///
    /// Returns the model (nil when there are errors) and every diagnostic, sorted.
    public static func model(from files: [SourceFile]) -> (DesignSystem?, [Diagnostic]) {
        let (syntax, syntaxDiagnostics) = parse(files)
        let (system, diagnostics) = Resolver.resolve(syntax)
        (consume syntax).releaseConcurrently()
        var all = (syntaxDiagnostics + diagnostics).sortedByLocation()
        // Warnings are quiet gaps (no Figma URL): noise beside errors, shown once the schemas are valid.
        if all.hasErrors { all.removeAll { $0.severity == .warning } }
        return (all.hasErrors ? nil : system, all)
    }

    /// Loads, parses and resolves the schemas at paths; throws every diagnostic on error.
    public static func model(at paths: [String]) throws(DiagnosticsError) -> (DesignSystem, [Diagnostic]) {
        let files = try SchemaLoader.load(try SchemaLoader.schemaPaths(for: paths))
        let (system, diagnostics) = model(from: files)
        guard let system else { throw DiagnosticsError(diagnostics) }
        return (system, diagnostics)
    }
}
