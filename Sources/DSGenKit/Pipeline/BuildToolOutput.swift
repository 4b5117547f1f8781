import Foundation

/// The build-tool interface behind `dsgen build-swift`: the SwiftUI of one schema file,
/// rendered into one Swift file and written only when its bytes change.
///
/// A build system runs it once per schema file with exact inputs (the schema, the
/// design-system configuration, the dsgen executable) and one output, as the SwiftPM
/// plugin in `Plugins/DSGenPlugin` does. Each output depends on nothing else, so editing
/// one schema regenerates one file, and an unchanged file keeps its modification time,
/// so the compiler has nothing to redo.
public enum BuildToolOutput {
    /// What one run renders.
    public enum Part: Equatable, Sendable {
        /// Every component declared in the schema file at this path, in one file.
        case components(schema: String)
        /// The design system's shared declarations (`EBLiveRegion`, the `Color` hex
        /// initialiser), followed by any components the configuration file declares itself.
        case shared
    }

    /// Loads the configuration (and the schema) and renders the Swift of `part`.
    ///
    /// Throws `DiagnosticsError` with every diagnostic, paths as given, when the schemas
    /// have errors; otherwise returns the text and the remaining (warning) diagnostics.
    public static func swift(_ part: Part, config: String, templates: TemplateStore) throws
        -> (text: String, diagnostics: [Diagnostic])
    {
        var paths = [config]
        var source = config
        if case .components(let schema) = part {
            source = schema
            if !isSameFile(schema, config) { paths.insert(schema, at: 0) }
        }
        let (model, diagnostics) = Pipeline.model(from: try SchemaLoader.load(paths))
        guard let system = model else { throw DiagnosticsError(diagnostics) }
        let target = SwiftUITarget(), input = TargetInput(system: system, templates: templates)
        let fileName = SourceFile(path: source, bytes: []).fileName
        var texts: [String] = []
        if part == .shared {
            texts.append(try templates.render("swiftui/design-system.swift", target.sharedContext(system)))
        }
        for component in system.components where component.sourcePath == fileName {
            texts.append(try templates.render("swiftui/component.swift", target.context(for: component, input)))
        }
        if texts.isEmpty {
            texts.append(GeneratedHeader.lines(schema: fileName).map { "// \($0)\n" }.joined())
        }
        return (joined(texts), diagnostics)
    }

    /// Writes `text` to `path` only when the file's bytes differ, atomically (a temporary
    /// file in the same directory, then a rename); creates missing directories.
    ///
    /// Returns whether it wrote. An unchanged file is not touched: it keeps its
    /// modification time, so nothing that depends on it rebuilds.
    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        let bytes = Array(text.utf8)
        if try FileSystem.read(path) == bytes { return false }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try FileSystem.createDirectories(directory) }
        try FileSystem.writeAtomically(bytes, to: path)
        return true
    }

    /// Files rendered one per component, joined into one: a later file's preamble (its
    /// leading comments, imports and blank lines) is dropped when it repeats the first's.
    static func joined(_ files: [String]) -> String {
        guard var result = files.first else { return "" }
        let first = preamble(of: result)
        for file in files.dropFirst() {
            let body = preamble(of: file) == first ? file.dropFirst(first.count) : Substring(file)
            if !result.hasSuffix("\n") { result += "\n" }
            if !result.hasSuffix("\n\n") { result += "\n" }
            result += body
        }
        return result
    }

    /// The leading lines of a file that are blank, `//` comments (not `///` doc comments,
    /// which belong to the first declaration) or imports.
    static func preamble(of file: String) -> Substring {
        var end = file.startIndex
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let comment = trimmed.hasPrefix("//") && !trimmed.hasPrefix("///")
            guard trimmed.isEmpty || comment || trimmed.hasPrefix("import ") else { break }
            guard line.endIndex < file.endIndex else { break }
            end = file.index(after: line.endIndex)
        }
        return file[..<end]
    }

    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        (first as NSString).standardizingPath == (second as NSString).standardizingPath
            || FileSystem.isSameFile(first, second)
    }
}
