/// Why the output writer refused a run or could not finish it.
///
/// Messages are lowercase, carry no final period and quote the offending path;
/// `description` prefixes them with "error: ".
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The category of a failure, for callers that react differently to each.
    public enum Kind: Equatable, Sendable {
        /// The path breaks a lexical rule: empty, absolute, "." or ".." components,
        /// empty components, backslashes, NUL or other control characters, the manifest's name.
        case invalidPath
        /// The path leads outside the output directory, lexically or through a symbolic link.
        case escapesOutputDirectory
        /// Two files share a path.
        case duplicatePath
        /// Two paths differ only by case (or Unicode normalization) and would be one file
        /// on case-insensitive file systems.
        case caseCollision
        /// A file would have to be a directory, or a directory is where a file should go.
        case pathConflict
        /// An untracked file with different contents is in the way.
        case handWrittenFile
        /// A symbolic link is on the path of an output file (the output folder included).
        case symbolicLink
        /// Scaffolds were to go into a folder `emit` generates into.
        case generatedFolder
        /// Another run holds the output folder's lock and could not be waited for.
        case locked
        /// Reading or writing the disk failed.
        case io
    }

    /// The category of the failure.
    public var kind: Kind
    /// The path the failure is about, relative to the output directory when it is an output path.
    public var path: String
    /// The lowercase message without the "error: " prefix.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The message as printed: "error: path 'x' escapes the output directory".
    public var description: String { "error: \(message)" }
}

extension OutputError {
    /// Quotes a path for a message, on one line (see ``OutputText/terminal(_:)``).
    static func quote(_ path: String) -> String {
        "'" + OutputText.terminal(path) + "'"
    }

    /// An error about `path` whose message is `before` + quoted path + `after`.
    static func about(_ kind: Kind, _ path: String, _ before: String, _ after: String) -> OutputError {
        OutputError(kind, path: path, message: before + quote(path) + after)
    }

    /// The error seen from the folder that holds `folder`: a relative path gains `folder/`,
    /// in `path` and where the message quotes it, so `refusing to overwrite hand-written file
    /// 'EBAlert.swift'` from the swiftui writer reads `'Generated/swiftui/EBAlert.swift'`.
    public func inFolder(_ folder: String) -> OutputError {
        guard !path.hasPrefix("/"), !folder.isEmpty, folder != "." else { return self }
        var moved = self
        moved.path = folder + "/" + path
        moved.message = message.replacingOccurrences(of: Self.quote(path), with: Self.quote(moved.path))
        return moved
    }
}
