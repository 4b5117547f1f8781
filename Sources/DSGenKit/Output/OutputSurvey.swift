import Foundation

/// Every requested file next to what the disk holds for it, gathered after all paths
/// have been validated and before anything is written. Shared by `write` and `check`.
struct OutputSurvey {
    /// One requested file and what its path holds on disk.
    struct Entry {
        /// What the disk holds at a requested path, compared with the requested bytes.
        enum OnDisk {
            /// No file.
            case absent
            /// A file with exactly the requested bytes (not kept: they are the file's own).
            case same
            /// A file with other bytes.
            case different([UInt8])
        }

        let file: GeneratedFile
        let onDisk: OnDisk
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
    /// Files of the previous manifest that are no longer produced and can safely be deleted:
    /// their bytes (kept for a rollback) are still the ones dsgen wrote.
    let staleFiles: [(path: String, bytes: [UInt8])]
    /// Files of the previous manifest that are no longer produced but were edited since dsgen
    /// wrote them (or the manifest has no record of their bytes): kept, with a warning.
    let keptFiles: [String]
    /// Absolute paths of what interrupted runs left behind (see `Leftovers`).
    let leftovers: [String]

    /// Validates every path (lexically, as a set, then against the disk) and reads the disk.
    /// (Under an output directory that does not exist yet there is nothing to look at.)
    /// Each path is checked against the disk, read and compared on every core; an error is
    /// the one of the first failing path, as if they had been checked in order.
    init(_ files: [GeneratedFile], root: OutputRoot) throws {
        self.root = root
        rootExists = try root.validateRoot()
        for file in files { try OutputPath.validate(file.path) }
        try OutputPathSet.validate(files.map(\.path))
        storedManifest = try Manifest.storedBytes(in: root)
        try OutputSurvey.refuseScaffolds(files, intoGeneratedFolderOf: root)
        leftovers = Leftovers.find(for: root)
        previous = Manifest(parsing: String(decoding: storedManifest ?? [], as: UTF8.self))
        entries = rootExists
            ? try files.concurrentMap { file in
                try root.validateOnDisk(file.path)
                return Entry(file: file, onDisk: .compared(file.bytes, with: try FileSystem.read(root.absolute(file.path))))
            }
            : files.map { file in Entry(file: file, onDisk: .absent) }
        manifest = Manifest(generated: files)
        let stale = try OutputSurvey.staleFiles(previous, produced: files.map(\.path), root: root)
        let previous = previous
        staleFiles = stale.filter { previous.recordsAsWritten($0.bytes, at: $0.path) }
        keptFiles = stale.filter { !previous.recordsAsWritten($0.bytes, at: $0.path) }.map(\.path)
    }

    /// Whether the manifest on disk differs from `manifest`. A directory that only ever
    /// received scaffolds (hand-written files) gets no manifest at all.
    var manifestChanged: Bool {
        if storedManifest == nil, manifest.paths.isEmpty { return false }
        return storedManifest != Array(manifest.text.utf8)
    }

    /// Previously generated paths no longer produced, that exist as regular files inside the
    /// root (no link on the way) and are not, through case-insensitivity, the same file as a
    /// path still produced; with their bytes.
    private static func staleFiles(_ previous: Manifest, produced: [String], root: OutputRoot) throws -> [(path: String, bytes: [UInt8])] {
        if previous.paths.isEmpty { return [] }
        let current = Set(produced)
        let byFoldedKey = Dictionary(grouping: produced, by: OutputPathSet.foldedKey)
        return try previous.paths.compactMap { path in
            guard !current.contains(path), root.isDeletable(path) else { return nil }
            let twins = byFoldedKey[OutputPathSet.foldedKey(path)] ?? []
            if twins.contains(where: { FileSystem.isSameFile(root.absolute($0), root.absolute(path)) }) { return nil }
            return try FileSystem.read(root.absolute(path)).map { (path, $0) }
        }
    }

    /// Throws when only scaffolds (files the user then owns) are to be written and one of
    /// their folders holds a manifest: that folder is `emit`'s, and a scaffold run there would
    /// treat every generated file as stale.
    private static func refuseScaffolds(_ files: [GeneratedFile], intoGeneratedFolderOf root: OutputRoot) throws {
        guard !files.isEmpty, files.allSatisfy({ $0.ownership == .scaffold }) else { return }
        let folders = Set(files.map { OutputPath.directory(of: $0.path) }).union([""]).sorted()
        for folder in folders {
            let manifest = folder.isEmpty ? Manifest.fileName : folder + "/" + Manifest.fileName
            guard FileSystem.kind(at: root.absolute(manifest)) != nil else { continue }
            let shown = folder.isEmpty ? root.path : root.absolute(folder)
            throw OutputError(
                .generatedFolder, path: shown,
                message: "refusing to scaffold into \(OutputError.quote(shown)): dsgen emit generates into it "
                    + "(it holds a \(Manifest.fileName)); scaffolds belong beside your hand-written sources")
        }
    }
}

extension OutputSurvey.Entry.OnDisk {
    /// What `bytes` on disk (nil: no file) are, compared with the `requested` bytes.
    static func compared(_ requested: [UInt8], with bytes: [UInt8]?) -> Self {
        guard let bytes else { return .absent }
        // memcmp: `==` on two arrays compares byte by byte, several times slower over the 46 MB of a 1,000-component re-run.
        let same = requested.count == bytes.count && requested.withUnsafeBytes { one in
            bytes.withUnsafeBytes { two in one.count == 0 || memcmp(one.baseAddress!, two.baseAddress!, one.count) == 0 }
        }
        return same ? .same : .different(bytes)
    }
}
