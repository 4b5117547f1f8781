import Foundation

/// Finds and reads schema files.
///
/// A directory contributes every `*.dsgen` file below it, in sorted order. When the
/// inputs hold no `design-system.dsgen`, the one beside the first input is added, so
/// `dsgen lint Schemas/Alert.dsgen` finds its configuration.
public enum SchemaLoader {
    /// The schema file extension.
    public static let fileExtension = "dsgen"
    /// The conventional name of the design-system configuration file.
    public static let configurationFileName = "design-system.dsgen"

    /// The schema files named by paths (files or directories), sorted and de-duplicated.
    public static func schemaPaths(for paths: [String]) throws(DiagnosticsError) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DiagnosticsError([InputFile.refusal(path, "no such file or directory")])
            }
            result += isDirectory.boolValue ? schemaFiles(in: path) : [path]
        }
        if !result.contains(where: { $0.hasSuffix("/" + configurationFileName) || $0 == configurationFileName }),
           let first = result.first ?? paths.first {
            let directory = (first as NSString).deletingLastPathComponent
            let candidate = directory.isEmpty ? configurationFileName : directory + "/" + configurationFileName
            if FileManager.default.fileExists(atPath: candidate) { result.append(candidate) }
        }
        if result.isEmpty, let first = paths.first {
            throw DiagnosticsError([Diagnostic(.noSchemas, at: SourceFile(path: first, bytes: []).range(0..<0))])
        }
        var seen = Set<String>()
        return result.filter { seen.insert(lexicallyNormalized($0)).inserted }
    }

    /// `path` without empty and "." components, and with ".." applied where a parent is
    /// written: the key that finds a file named twice (`Schemas` and `./Schemas/Alert.dsgen`).
    /// Purely lexical, so it costs no system calls for every schema of a large design system.
    static func lexicallyNormalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Reads files into sources (and finds their lines), several at a time. Only regular files
    /// up to 64 MiB are read (see `InputFile`); every other path is a located error.
    public static func load(_ paths: [String]) throws(DiagnosticsError) -> [SourceFile] {
        let sources = paths.concurrentMap { path in
            Result { () throws(DiagnosticsError) in SourceFile(path: path, bytes: try InputFile.read(path)) }
        }
        let problems = sources.flatMap { source -> [Diagnostic] in
            if case .failure(let error) = source { error.diagnostics } else { [] }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return sources.compactMap { try? $0.get() }
    }

    /// Every `*.dsgen` entry below `directory`, sorted, skipping hidden entries and not
    /// descending into hidden directories or through symbolic links.
    static func schemaFiles(in directory: String) -> [String] {
        var files: [String] = []
        collectSchemaFiles(in: directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &files)
        return files.sorted()
    }

    private static func collectSchemaFiles(in directory: String, into files: inout [String]) {
        for (name, kind) in FileSystem.entries(of: directory.isEmpty ? "/" : directory) ?? [] where !name.hasPrefix(".") {
            let path = directory + "/" + name
            if name.hasSuffix("." + fileExtension) { files.append(path) }
            if kind == .directory { collectSchemaFiles(in: path, into: &files) }
        }
    }
}
