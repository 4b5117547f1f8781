/// The rules a whole set of output paths obeys together, checked without looking at the disk.
enum OutputPathSet {
    /// Throws when two paths are the same file, would be on a case-insensitive file
    /// system, or when one path is a directory another needs as a file.
    /// Paths must already be lexically valid; the first offender in input order is reported.
    static func validate(_ paths: [String]) throws {
        try validateFileDirectoryConflicts(paths, files: try filesByFoldedKey(paths))
    }

    /// The key two paths share when a case-insensitive file system would confuse them.
    static func foldedKey(_ path: String) -> String {
        path.lowercased()
    }

    /// Every path under its folded key; throws at the first path whose key an earlier
    /// path already has.
    private static func filesByFoldedKey(_ paths: [String]) throws -> [String: String] {
        var files = [String: String](minimumCapacity: paths.count)
        for path in paths {
            guard let earlier = files.updateValue(path, forKey: foldedKey(path)) else { continue }
            if earlier.utf8.elementsEqual(path.utf8) {
                throw OutputError.about(.duplicatePath, path, "duplicate path ", "")
            }
            throw OutputError(
                .caseCollision, path: path,
                message: "paths \(OutputError.quote(earlier)) and \(OutputError.quote(path)) "
                    + "would be the same file on case-insensitive file systems")
        }
        return files
    }

    /// Throws when a directory some path needs is also a file of `files`.
    private static func validateFileDirectoryConflicts(_ paths: [String], files: [String: String]) throws {
        for path in paths where path.utf8.contains(UInt8(ascii: "/")) {
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
