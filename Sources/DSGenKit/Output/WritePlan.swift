import Foundation

/// What `OutputWriter.write` will do, decided completely before the disk changes,
/// so that a refused run writes nothing at all.
struct WritePlan: Sendable {
    private let root: OutputRoot
    private var writes: [(path: String, bytes: [UInt8])] = []
    private var written: [String] = []
    private var unchanged: [String] = []
    private var skippedScaffolds: [String] = []
    private let deletions: [String]
    private let manifest: [UInt8]?

    /// Decides every write; throws when an untracked, different file is in the way.
    init(_ survey: OutputSurvey) throws {
        root = survey.root
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

    /// Writes the files (each atomically; one directory at a time, directories concurrently,
    /// since creating files in one directory serialises on its lock), deletes stale files and
    /// the directories they leave empty, and writes the manifest last; an interrupted run is
    /// finished by the next.
    func execute() throws -> WriteReport {
        let root = root
        let byDirectory = Dictionary(grouping: writes) { write in (write.path as NSString).deletingLastPathComponent }
        _ = try byDirectory.keys.sorted().map { byDirectory[$0]! }.concurrentMap { writes in
            for write in writes {
                try FileSystem.writeAtomically(write.bytes, to: root.absolute(write.path))
            }
        }
        for path in deletions {
            let absolute = root.absolute(path)
            try FileSystem.removeFile(absolute)
            FileSystem.removeEmptyDirectories(from: (absolute as NSString).deletingLastPathComponent, upTo: root.path)
        }
        if let manifest {
            try FileSystem.writeAtomically(manifest, to: root.absolute(Manifest.fileName))
        }
        return WriteReport(written: written, unchanged: unchanged, deleted: deletions, skippedScaffolds: skippedScaffolds)
    }
}
