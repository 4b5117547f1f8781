import Foundation

/// The output directory, and the checks of output paths against what is already on disk.
struct OutputRoot {
    /// The directory's absolute path, without a trailing "/".
    let path: String

    init(_ url: URL) {
        var path = url.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// The absolute path of a relative output path.
    func absolute(_ relative: String) -> String {
        path == "/" ? "/" + relative : path + "/" + relative
    }

    /// Throws unless the root is a directory or absent (it is created on the first write);
    /// returns whether it exists. A root that is a symbolic link is refused: writing through
    /// it could land anywhere.
    func validateRoot() throws -> Bool {
        switch FileSystem.kind(at: path) {
        case nil: return false
        case .directory: return true
        case .symbolicLink:
            throw OutputError.about(.symbolicLink, path, "output directory ", " is a symbolic link; dsgen never writes through links")
        case .file, .other:
            throw OutputError.about(.pathConflict, path, "output directory ", " is not a directory")
        }
    }

    /// Throws when writing the lexically valid `relative` would go through a symbolic link
    /// (anywhere on its path, the file itself included: dsgen never writes through links), or
    /// needs a directory where a file is (or a regular file where something else is).
    func validateOnDisk(_ relative: String) throws {
        let parts = OutputPath.components(relative)
        var current = path
        for (index, part) in parts.enumerated() {
            current += (current == "/" ? "" : "/") + part
            guard let kind = FileSystem.kind(at: current) else { return }
            let shown = parts[...index].joined(separator: "/")
            if kind == .symbolicLink {
                throw OutputError(
                    .symbolicLink, path: relative,
                    message: "path \(OutputError.quote(relative)) goes through the symbolic link \(OutputError.quote(shown)); "
                        + "dsgen never writes through links")
            }
            if index < parts.count - 1, kind != .directory {
                throw OutputError(
                    .pathConflict, path: relative,
                    message: "path \(OutputError.quote(relative)) needs \(OutputError.quote(shown)) to be a directory, but it is not")
            }
            if index == parts.count - 1, kind != .file {
                throw OutputError.about(.pathConflict, relative, "path ",
                                        kind == .directory ? " is a directory" : " exists but is not a regular file")
            }
        }
    }

    /// Whether the existing `relative` can safely be deleted: lexically valid, a regular file,
    /// and no symbolic link on its path.
    func isDeletable(_ relative: String) -> Bool {
        (try? OutputPath.validate(relative)) != nil && (try? validateOnDisk(relative)) != nil
            && FileSystem.kind(at: absolute(relative)) == .file
    }
}
