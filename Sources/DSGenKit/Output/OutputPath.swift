/// The lexical rules every output path obeys, checked without looking at the disk.
///
/// A valid path is relative, "/"-separated, has no empty, "." or ".." components,
/// and contains no backslash, NUL or other control character (a path must fit on one
/// manifest line and mean the same thing on every operating system).
enum OutputPath {
    /// Checks the rules one after another and throws the first one `path` breaks.
    static func validate(_ path: String) throws {
        guard let (kind, problem) = problem(with: path) else { return }
        throw OutputError.about(kind, path, "path ", problem)
    }

    /// The first rule `path` breaks, as the error's kind and the end of its message.
    private static func problem(with path: String) -> (OutputError.Kind, String)? {
        if path.isEmpty { return (.invalidPath, " is empty") }
        for scalar in path.unicodeScalars {
            if scalar == "\0" { return (.invalidPath, " contains a NUL character") }
            if scalar.value < 0x20 || scalar.value == 0x7F { return (.invalidPath, " contains a control character") }
            if scalar == "\\" { return (.invalidPath, " contains a backslash; use '/' as the separator") }
        }
        if path.hasPrefix("/") { return (.invalidPath, " is absolute; output paths are relative") }
        let parts = components(path)
        if parts.contains("..") {
            return lexicallyEscapes(parts) ? (.escapesOutputDirectory, " escapes the output directory")
                : (.invalidPath, " contains a '..' component")
        }
        if parts.contains("") { return (.invalidPath, " has an empty component") }
        if parts.contains(".") { return (.invalidPath, " contains a '.' component") }
        if path.lowercased() == Manifest.fileName { return (.invalidPath, " is reserved for the manifest") }
        return nil
    }

    /// Everything before the last "/" of a valid path; "" for a file at the top.
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The directory holding the absolute path `path` ("/" for a top-level entry).
    static func parent(ofAbsolute path: String) -> String {
        let directory = directory(of: path)
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of the absolute path `path`.
    static func lastComponent(ofAbsolute path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    /// The "/"-separated components of a valid path.
    static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether resolving ".." components climbs above the first component's directory.
    private static func lexicallyEscapes(_ parts: [String]) -> Bool {
        var depth = 0
        for part in parts {
            switch part {
            case "..": depth -= 1
            case "", ".": continue
            default: depth += 1
            }
            if depth < 0 { return true }
        }
        return false
    }
}
