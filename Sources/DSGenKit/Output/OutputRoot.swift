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
    /// returns whether it exists.
    func validateRoot() throws -> Bool {
        guard let real = FileSystem.realPath(path) else {
            if FileSystem.kind(at: path) == .symbolicLink {
                throw OutputError.about(.io, path, "output directory ", " is a broken symbolic link")
            }
            return false
        }
        if FileSystem.kind(at: real) != .directory {
            throw OutputError.about(.pathConflict, path, "output directory ", " is not a directory")
        }
        return true
    }

    /// Throws when writing the lexically valid `relative` would leave the output directory
    /// through an existing symbolic link, go through a broken link, or needs a directory
    /// where a file is (or a regular file where something else is).
    func validateOnDisk(_ relative: String) throws {
        let parts = OutputPath.components(relative)
        var current = path
        for (index, part) in parts.enumerated() {
            current += (current == "/" ? "" : "/") + part
            guard let kind = FileSystem.kind(at: current) else { return }
            let isLast = index == parts.count - 1
            let shown = parts[...index].joined(separator: "/")
            let resolved = kind == .symbolicLink ? try resolveLink(current, shown: shown, of: relative) : kind
            try check(resolved, isLast: isLast, shown: shown, of: relative)
        }
    }

    /// Whether the existing `relative` can safely be deleted: lexically valid, inside the root
    /// even through links, and a file or symbolic link.
    func isDeletable(_ relative: String) -> Bool {
        guard (try? OutputPath.validate(relative)) != nil,
              (try? validateOnDisk(relative)) != nil
        else { return false }
        let kind = FileSystem.kind(at: absolute(relative))
        return kind == .file || kind == .symbolicLink
    }

    /// The kind of the link's target, after checking that it stays inside the root.
    private func resolveLink(_ link: String, shown: String, of relative: String) throws -> FileSystem.Kind? {
        guard let real = FileSystem.realPath(link) else {
            throw OutputError(
                .pathConflict, path: relative,
                message: "path \(OutputError.quote(relative)) goes through the broken symbolic link \(OutputError.quote(shown))")
        }
        guard isInside(real) else {
            throw OutputError.about(.escapesOutputDirectory, relative, "path ", " escapes the output directory")
        }
        return FileSystem.kind(at: real)
    }

    private func check(_ kind: FileSystem.Kind?, isLast: Bool, shown: String, of relative: String) throws {
        if !isLast, kind != .directory {
            throw OutputError(
                .pathConflict, path: relative,
                message: "path \(OutputError.quote(relative)) needs \(OutputError.quote(shown)) to be a directory, but it is not")
        }
        if isLast, kind == .directory {
            throw OutputError.about(.pathConflict, relative, "path ", " is a directory")
        }
        if isLast, kind != .file {
            throw OutputError.about(.pathConflict, relative, "path ", " exists but is not a regular file")
        }
    }

    /// Whether a canonical path lies inside the root's canonical path.
    private func isInside(_ real: String) -> Bool {
        guard let rootReal = FileSystem.realPath(path) else { return false }
        return rootReal == "/" || real == rootReal || real.hasPrefix(rootReal + "/")
    }
}
