/// The lexical rules every output path obeys, checked without looking at the disk.
///
/// A valid path is relative, "/"-separated, has no empty, "." or ".." components,
/// and contains no backslash, NUL or other control character (a path must fit on one
/// manifest line and mean the same thing on every operating system).
enum OutputPath {
    /// Checks the rules one after another and throws the first one `path` breaks.
    static func validate(_ path: String) throws {
        if path.isEmpty {
            throw OutputError.about(.invalidPath, path, "path ", " is empty")
        }
        try validateCharacters(path)
        if path.hasPrefix("/") {
            throw OutputError.about(.invalidPath, path, "path ", " is absolute; output paths are relative")
        }
        try validateComponents(path)
        if path.lowercased() == Manifest.fileName {
            throw OutputError.about(.invalidPath, path, "path ", " is reserved for the manifest")
        }
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

    private static func validateCharacters(_ path: String) throws {
        for scalar in path.unicodeScalars {
            if scalar == "\0" {
                throw OutputError.about(.invalidPath, path, "path ", " contains a NUL character")
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                throw OutputError.about(.invalidPath, path, "path ", " contains a control character")
            }
            if scalar == "\\" {
                throw OutputError.about(.invalidPath, path, "path ", " contains a backslash; use '/' as the separator")
            }
        }
    }

    private static func validateComponents(_ path: String) throws {
        let parts = components(path)
        if parts.contains("..") {
            let escapes = lexicallyEscapes(parts)
            throw OutputError.about(
                escapes ? .escapesOutputDirectory : .invalidPath, path, "path ",
                escapes ? " escapes the output directory" : " contains a '..' component")
        }
        if parts.contains("") {
            throw OutputError.about(.invalidPath, path, "path ", " has an empty component")
        }
        if parts.contains(".") {
            throw OutputError.about(.invalidPath, path, "path ", " contains a '.' component")
        }
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
