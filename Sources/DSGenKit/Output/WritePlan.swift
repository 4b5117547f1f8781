import Foundation

/// What `OutputWriter.write` will do, decided completely before the disk changes,
/// so that a refused run writes nothing at all.
struct WritePlan: Sendable {
    /// A file to write, with the bytes it replaces (nil: there is no file yet).
    struct Write: Sendable {
        let path: String
        let bytes: [UInt8]
        let previous: [UInt8]?
    }

    let root: OutputRoot
    let rootExists: Bool
    var writes: [Write] = []
    private var unchanged: [String] = []
    private var skippedScaffolds: [String] = []
    /// Stale files to delete, with their bytes (to restore on a rollback).
    let deletions: [(path: String, bytes: [UInt8])]
    /// Stale files kept because they were edited since dsgen wrote them.
    let kept: [String]
    /// What interrupted runs left behind; removed before staging.
    let leftovers: [String]
    /// The new manifest's bytes, when they change.
    let manifest: [UInt8]?
    /// The manifest's bytes on disk (nil: none), to restore on a rollback.
    let storedManifest: [UInt8]?

    /// Decides every write; throws when an untracked, different file is in the way.
    init(_ survey: OutputSurvey) throws {
        root = survey.root
        rootExists = survey.rootExists
        deletions = survey.staleFiles
        kept = survey.keptFiles
        leftovers = survey.leftovers
        manifest = survey.manifestChanged ? Array(survey.manifest.text.utf8) : nil
        storedManifest = survey.storedManifest
        for entry in survey.entries {
            try decide(entry, previous: survey.previous)
        }
    }

    private mutating func decide(_ entry: OutputSurvey.Entry, previous: Manifest) throws {
        let path = entry.file.path
        switch (entry.file.ownership, entry.onDisk) {
        case (.scaffold, .same), (.scaffold, .different):
            skippedScaffolds.append(path)
        case (_, .absent):
            writes.append(Write(path: path, bytes: entry.file.bytes, previous: nil))
        case (.generated, .same):
            unchanged.append(path)
        case (.generated, .different(let bytes)) where previous.tracks(path, in: root):
            writes.append(Write(path: path, bytes: entry.file.bytes, previous: bytes))
        case (.generated, .different):
            throw OutputError.about(
                .handWrittenFile, path, "refusing to overwrite hand-written file ",
                "; dsgen generates a file of that name here: move yours elsewhere or delete it")
        }
    }

    /// The report of the plan once committed.
    var report: WriteReport {
        WriteReport(written: writes.map(\.path), unchanged: unchanged, deleted: deletions.map(\.path),
                    skippedScaffolds: skippedScaffolds, kept: kept, removedLeftovers: leftovers)
    }

    /// Removes leftovers of interrupted runs and creates what the files need without touching
    /// a file anyone sees: for an output directory that does not exist yet, a hidden staging
    /// directory beside it; otherwise the missing directories. The files themselves are then
    /// written by `StagedWrite.writeFiles` (beside their final names) and put in place by
    /// `StagedWrite.commit`.
    func stage() throws -> StagedWrite {
        for path in leftovers { FileSystem.removeTree(path) }
        var created: [String] = []
        do {
            var staging: String?
            if !rootExists {
                created += try FileSystem.createDirectories(OutputPath.parent(ofAbsolute: root.path))
                staging = try FileSystem.createStagingDirectory(for: root.path)
            }
            let base = staging ?? root.path
            for directory in Set(writes.map { OutputPath.directory(of: $0.path) }).sorted() where !directory.isEmpty {
                created += try FileSystem.createDirectories(base + "/" + directory)
            }
            let manifestFile = try manifest.map { bytes in
                let final = root.absolute(Manifest.fileName)
                let path = staging.map { $0 + "/" + Manifest.fileName } ?? FileSystem.temporaryPath(beside: final)
                try FileSystem.createFile(bytes, at: path, shownPath: final)
                return path
            }
            return StagedWrite(plan: self, staging: staging, createdDirectories: created, manifestFile: manifestFile)
        } catch {
            StagedWrite(plan: self, staging: nil, createdDirectories: created, manifestFile: nil).discard()
            throw error
        }
    }
}
