import Foundation

/// What `OutputWriter.write` will do, decided completely before the disk changes,
/// so that a refused run writes nothing at all.
struct WritePlan: Sendable {
    private let root: OutputRoot
    private let rootExists: Bool
    private var writes: [(path: String, bytes: [UInt8])] = []
    private var written: [String] = []
    private var unchanged: [String] = []
    private var skippedScaffolds: [String] = []
    private let deletions: [String]
    private let manifest: [UInt8]?

    /// Decides every write; throws when an untracked, different file is in the way.
    init(_ survey: OutputSurvey) throws {
        root = survey.root
        rootExists = survey.rootExists
        deletions = survey.staleFiles
        manifest = survey.manifestChanged ? Array(survey.manifest.text.utf8) : nil
        for entry in survey.entries {
            try decide(entry, previous: survey.previous)
        }
    }

    private mutating func decide(_ entry: OutputSurvey.Entry, previous: Manifest) throws {
        let path = entry.file.path
        switch (entry.file.ownership, entry.onDisk) {
        case (.scaffold, .some):
            skippedScaffolds.append(path)
        case (_, nil):
            schedule(entry)
        case (.generated, let onDisk?) where onDisk == entry.bytes:
            unchanged.append(path)
        case (.generated, _) where previous.tracks(path, in: root):
            schedule(entry)
        case (.generated, _):
            throw OutputError.about(
                .handWrittenFile, path, "refusing to overwrite hand-written file ",
                "; delete it or add it to the manifest")
        }
    }

    private mutating func schedule(_ entry: OutputSurvey.Entry) {
        writes.append((entry.file.path, entry.bytes))
        written.append(entry.file.path)
    }

    /// Carries the plan out. An output directory that does not exist yet is built beside its
    /// final place and renamed into it (`createRoot`); an existing one is updated file by file
    /// (`updateRoot`).
    func execute() throws -> WriteReport {
        if rootExists {
            try updateRoot()
        } else {
            try createRoot()
        }
        return WriteReport(written: written, unchanged: unchanged, deleted: deletions, skippedScaffolds: skippedScaffolds)
    }

    /// Replaces each file atomically, deletes stale files and the directories they leave
    /// empty, and writes the manifest last; an interrupted run is finished by the next.
    private func updateRoot() throws {
        try writeByDirectory(under: root.path) { bytes, _, path in
            try FileSystem.writeAtomically(bytes, to: path)
        }
        for path in deletions {
            let absolute = root.absolute(path)
            try FileSystem.removeFile(absolute)
            FileSystem.removeEmptyDirectories(from: (absolute as NSString).deletingLastPathComponent, upTo: root.path)
        }
        if let manifest {
            try FileSystem.writeAtomically(manifest, to: root.absolute(Manifest.fileName))
        }
    }

    /// Writes everything, manifest included, into a hidden staging directory beside the
    /// output directory and renames it into place last: the directory appears complete or
    /// not at all, and a failure removes the staging directory. Each file is simply created,
    /// which costs the kernel half of a create-and-rename.
    private func createRoot() throws {
        let staging = try FileSystem.createStagingDirectory(for: root.path)
        do {
            try writeByDirectory(under: staging) { bytes, relative, path in
                try FileSystem.createFile(bytes, at: path, shownPath: root.absolute(relative))
            }
            if let manifest {
                try FileSystem.createFile(manifest, at: staging + "/" + Manifest.fileName, shownPath: root.absolute(Manifest.fileName))
            }
            try FileSystem.moveDirectory(staging, to: root.path)
        } catch {
            FileSystem.removeTree(staging)
            throw error
        }
    }

    /// Writes the scheduled files under `base` with `write(bytes, relativePath, absolutePath)`:
    /// one directory at a time, created first, and directories concurrently, since creating
    /// files in one directory serialises on its lock.
    private func writeByDirectory(under base: String, _ write: @Sendable ([UInt8], String, String) throws -> Void) throws {
        let byDirectory = Dictionary(grouping: writes) { write in OutputPath.directory(of: write.path) }
        _ = try byDirectory.keys.sorted().concurrentMap { directory in
            try FileSystem.createDirectories(directory.isEmpty ? base : base + "/" + directory)
            for file in byDirectory[directory]! {
                try write(file.bytes, file.path, base + "/" + file.path)
            }
        }
    }
}
