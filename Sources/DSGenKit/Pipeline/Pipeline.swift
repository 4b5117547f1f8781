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
            var (tree, problems) = Parser.parse(file)
            // Generated files print the name in comments (headers): it must stay on one line.
            if file.fileName.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\t" || Lexer.isDisallowedInStrings($0) }) {
                problems.insert(Diagnostic(.invalidFileName(file.fileName), at: file.range(0..<0)), at: 0)
            }
            guard tree.statements.isEmpty && problems.isEmpty else { return (tree, problems) }
            // A file whose lines end in CR alone is one long line: often one long comment.
            if let cr = loneCarriageReturn(in: file.bytes) {
                return (tree, [Diagnostic(.carriageReturnLineEndings, at: file.range(cr..<cr + 1))])
            }
            return (tree, [Diagnostic(.emptyFile, at: file.range(0..<0))])
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
        // A component without a Figma URL is a quiet gap: noise beside errors, shown once the schemas are valid.
        if all.hasErrors { all.removeAll { $0.id == DiagnosticMessage.missingFigmaURL("").id } }
        return (all.hasErrors ? nil : system, all)
    }

    /// Loads, parses and resolves the schemas at paths; throws every diagnostic on error.
    public static func model(at paths: [String]) throws(DiagnosticsError) -> (DesignSystem, [Diagnostic]) {
        let files = try SchemaLoader.load(try SchemaLoader.schemaPaths(for: paths))
        let (system, diagnostics) = model(from: files)
        guard let system else { throw DiagnosticsError(diagnostics) }
        return (system, diagnostics)
    }

    /// The offset of the first carriage return not followed by a line feed.
    private static func loneCarriageReturn(in bytes: [UInt8]) -> Int? {
        bytes.indices.first { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
    }
}
