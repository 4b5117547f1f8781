import Foundation
import Mustache

/// The templates a run renders with: the embedded defaults, with any files from a
/// user's `--templates` directory replacing defaults of the same path.
///
/// With overrides, every default is also available as `default/<path>`, so an override
/// can inherit from the default it replaces and change one block:
/// `{{< default/swiftui/component.swift}}{{$view}}…{{/view}}{{/default/swiftui/component.swift}}`.
/// Without them nothing can name those copies, so they are not compiled.
public struct TemplateStore: Sendable {
    /// Template sources by name: the path under `Templates/` without `.mustache`.
    public let sources: [String: String]
    private let library: TemplateLibrary

    /// The embedded defaults, with overrides from a directory if given.
    public init(overrides directory: String? = nil) throws {
        var sources: [String: String] = [:]
        for (path, text) in EmbeddedTemplates.all {
            sources[Self.name(of: path)] = text
            if directory != nil { sources["default/" + Self.name(of: path)] = text }
        }
        if let directory {
            for (path, text) in try Self.files(in: directory) { sources[Self.name(of: path)] = text }
        }
        self.sources = sources
        library = TemplateLibrary(sources: sources, strictPartials: true)
    }

    /// Renders a template for code or Markdown output: never HTML-escaped. The context is
    /// encoded with `TemplateValueEncoder`, the same `Encodable` conformance `dsgen context`
    /// prints, so the recorded contexts show exactly what templates see.
    public func render(_ name: String, _ context: some Encodable) throws -> String {
        try library.render(name, TemplateValueEncoder().encode(context), escaping: .none)
    }

    /// Renders a file's contents as UTF-8 bytes (what the writer writes), skipping the
    /// `String` in between.
    func renderFile(_ name: String, _ context: some Encodable) throws -> [UInt8] {
        try library.renderUTF8(name, TemplateValueEncoder().encode(context), escaping: .none)
    }

    /// `swiftui/component.swift.mustache` → `swiftui/component.swift`.
    static func name(of path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    /// Every `*.mustache` file under a directory, by relative path, sorted.
    public static func files(in directory: String) throws -> [(String, String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateStoreError(message: "templates directory '\(directory)' does not exist")
        }
        let relatives = FileManager.default.enumerator(atPath: directory)?.allObjects.compactMap { $0 as? String } ?? []
        let files = try relatives.filter { $0.hasSuffix(".mustache") }.map { ($0, try InputFile.text(directory + "/" + $0)) }
        return files.sorted { $0.0 < $1.0 }
    }
}

/// A problem loading templates.
public struct TemplateStoreError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }
    /// The message (callers add `error: `).
    public var description: String { message }
}
