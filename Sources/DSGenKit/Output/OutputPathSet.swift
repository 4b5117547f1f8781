/// The rules a whole set of output paths obeys together, checked without looking at the disk.
enum OutputPathSet {
    /// Throws when two paths are the same file, would be on a case-insensitive file
    /// system, or when one path is a directory another needs as a file.
    /// Paths must already be lexically valid; the first offender in input order is reported.
    static func validate(_ paths: [String]) throws {
        try validateUniqueness(paths)
        try validateFileDirectoryConflicts(paths)
    }

    /// The key two paths share when a case-insensitive file system would confuse them.
    static func foldedKey(_ path: String) -> String {
        path.lowercased()
    }

    private static func validateUniqueness(_ paths: [String]) throws {
        var seen: [String: String] = [:]
        for path in paths {
            guard let earlier = seen[foldedKey(path)] else {
                seen[foldedKey(path)] = path
                continue
            }
            if earlier.utf8.elementsEqual(path.utf8) {
                throw OutputError.about(.duplicatePath, path, "duplicate path ", "")
            }
            throw OutputError(
                .caseCollision, path: path,
                message: "paths \(OutputError.quote(earlier)) and \(OutputError.quote(path)) "
                    + "would be the same file on case-insensitive file systems")
        }
    }

    private static func validateFileDirectoryConflicts(_ paths: [String]) throws {
        var files: [String: String] = [:]
        for path in paths { files[foldedKey(path)] = path }
        for path in paths {
            let parts = OutputPath.components(path)
            for count in parts.indices.dropFirst() {
                let directory = parts[..<count].joined(separator: "/")
                if let file = files[foldedKey(directory)] {
                    throw OutputError(
                        .pathConflict, path: path,
                        message: "path \(OutputError.quote(path)) needs \(OutputError.quote(file)) "
                            + "to be a directory, but it is also a generated file")
                }
            }
        }
    }
}
