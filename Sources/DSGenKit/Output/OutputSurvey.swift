/// Every requested file next to what the disk holds for it, gathered after all paths
/// have been validated and before anything is written. Shared by `write` and `check`.
struct OutputSurvey {
    /// One requested file and the bytes currently at its path.
    struct Entry {
        let file: GeneratedFile
        let bytes: [UInt8]
        let onDisk: [UInt8]?
    }

    let root: OutputRoot
    /// Whether the output directory exists (otherwise nothing else on disk was looked at).
    let rootExists: Bool
    /// The requested files, in request order.
    let entries: [Entry]
    /// The manifest `write` leaves behind: every generated (non-scaffold) path.
    let manifest: Manifest
    /// The manifest as found on disk (empty when there was none).
    let previous: Manifest
    /// The manifest's bytes on disk, or nil when there is none.
    let storedManifest: [UInt8]?
    /// Files of the previous manifest that are no longer produced and can safely be deleted.
    let staleFiles: [String]

    /// Validates every path (lexically, as a set, then against the disk) and reads the disk.
    /// (Under an output directory that does not exist yet there is nothing to look at.)
    init(_ files: [GeneratedFile], root: OutputRoot) throws {
        self.root = root
        rootExists = try root.validateRoot()
        try OutputSurvey.validate(files.map(\.path), root: root, againstDisk: rootExists)
        storedManifest = try Manifest.storedBytes(in: root)
        previous = Manifest(parsing: String(decoding: storedManifest ?? [], as: UTF8.self))
        entries = rootExists
            ? try files.concurrentMap { file in Entry(file: file, bytes: file.bytes, onDisk: try FileSystem.read(root.absolute(file.path))) }
            : files.map { file in Entry(file: file, bytes: file.bytes, onDisk: nil) }
        manifest = Manifest(paths: files.filter { $0.ownership == .generated }.map(\.path))
        staleFiles = OutputSurvey.staleFiles(previous, produced: files.map(\.path), root: root)
    }

    /// Whether the manifest on disk differs from `manifest`. A directory that only ever
    /// received scaffolds (hand-written files) gets no manifest at all.
    var manifestChanged: Bool {
        if storedManifest == nil, manifest.paths.isEmpty { return false }
        return storedManifest != Array(manifest.text.utf8)
    }

    private static func validate(_ paths: [String], root: OutputRoot, againstDisk: Bool) throws {
        for path in paths { try OutputPath.validate(path) }
        try OutputPathSet.validate(paths)
        if againstDisk {
            for path in paths { try root.validateOnDisk(path) }
        }
    }

    /// Previously generated paths no longer produced, that exist as files inside the root
    /// and are not, through case-insensitivity, the same file as a path still produced.
    private static func staleFiles(_ previous: Manifest, produced: [String], root: OutputRoot) -> [String] {
        if previous.paths.isEmpty { return [] }
        let current = Set(produced)
        var byFoldedKey: [String: [String]] = [:]
        for path in produced { byFoldedKey[OutputPathSet.foldedKey(path), default: []].append(path) }
        return previous.paths.filter { path in
            guard !current.contains(path), root.isDeletable(path) else { return false }
            let twins = byFoldedKey[OutputPathSet.foldedKey(path)] ?? []
            return !twins.contains { FileSystem.isSameFile(root.absolute($0), root.absolute(path)) }
        }
    }
}
