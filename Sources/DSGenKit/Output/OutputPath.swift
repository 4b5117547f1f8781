/// The lexical rules every output path obeys, checked without looking at the disk.
///
/// A valid path is relative, "/"-separated, has no empty, "." or ".." components,
/// and contains no backslash, NUL or other control character (a path must fit on one
/// manifest line and mean the same thing on every operating system).
enum OutputPath {
    /// Throws the first rule `path` breaks.
    ///
    /// One pass over the bytes decides whether the path is valid; only an invalid path is
    /// looked at again, rule by rule, to name the first rule it breaks.
    static func validate(_ path: String) throws {
        if isPlainlyValid(path) { return }
        try validateRuleByRule(path)
    }

    /// Checks the rules one after another and throws the first one `path` breaks.
    static func validateRuleByRule(_ path: String) throws {
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

    /// Whether `path` is valid, judged in one pass over its UTF-8 bytes: no control
    /// character or backslash (every byte of a multi-byte character is 0x80 or above, so
    /// bytes below 0x20, 0x7F and a backslash are exactly those characters), no empty, "." or
    /// ".." component (which also rules out an empty or absolute path), and ASCII, so that
    /// comparing it with the manifest's name ignoring ASCII case is `lowercased()`'s answer.
    /// False for every invalid path and for valid non-ASCII paths, which `validate` then
    /// checks rule by rule.
    static func isPlainlyValid(_ path: String) -> Bool {
        var componentLength = 0
        var componentIsDots = true
        for byte in path.utf8 {
            if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") { return false }
            if byte == UInt8(ascii: "/") {
                if componentIsDots && componentLength <= 2 { return false }
                componentLength = 0
                componentIsDots = true
            } else {
                componentLength += 1
                componentIsDots = componentIsDots && byte == UInt8(ascii: ".")
            }
        }
        if componentIsDots && componentLength <= 2 { return false }
        return !isManifestName(path)
    }

    /// Whether the ASCII `path` is the manifest's name, ignoring case.
    private static func isManifestName(_ path: String) -> Bool {
        path.utf8.count == Manifest.fileName.utf8.count
            && zip(path.utf8, Manifest.fileName.utf8).allSatisfy { byte, name in asciiLowercase(byte) == name }
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
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
