import Foundation

/// A plan whose files are being (or have been) written where nobody looks yet: into the
/// staging directory of a new output directory, or into temporary files (`.dsgen-tmp-…`)
/// beside their final names. `commit` puts them in place; `discard` removes them.
struct StagedWrite: Sendable {
    let plan: WritePlan
    /// The staging directory, when the output directory is new.
    let staging: String?
    /// Directories this run created (outermost first), removed again if the run fails.
    let createdDirectories: [String]
    /// The staged manifest, when it changes.
    let manifestFile: String?
    /// Where each write is staged, in the plan's order: one temporary name per file.
    let stagedPaths: [String]

    init(plan: WritePlan, staging: String?, createdDirectories: [String], manifestFile: String?) {
        self.plan = plan
        self.staging = staging
        self.createdDirectories = createdDirectories
        self.manifestFile = manifestFile
        stagedPaths = plan.writes.map { write in
            staging.map { $0 + "/" + write.path } ?? FileSystem.temporaryPath(beside: plan.root.absolute(write.path))
        }
    }

    /// The files to stage, by directory, each directory's files in one batch per core.
    func fileBatches() -> [[FileWriteBatch]] {
        let files = zip(plan.writes, stagedPaths).map { write, staged in
            FileWriteBatch.File(staged: staged, final: plan.root.absolute(write.path), bytes: write.bytes, keepsPermissions: write.previous != nil)
        }
        let parts = ProcessInfo.processInfo.activeProcessorCount
        return Dictionary(grouping: files) { OutputPath.directory(of: $0.final) }.sorted { $0.key < $1.key }.map { _, files in
            let size = max(1, (files.count + parts - 1) / parts)
            return stride(from: 0, to: files.count, by: size).map { start in
                FileWriteBatch(files: Array(files[start..<min(start + size, files.count)]))
            }
        }
    }

    /// Puts every staged file in place (renames), deletes stale files and the directories
    /// they leave empty, and puts the manifest in place last; every step is recorded in
    /// `journal`, so that a later failure can undo it.
    func commit(recordingIn journal: CommitJournal) throws -> WriteReport {
        try CommitJournal.fault?(plan.root.path)
        let root = plan.root
        if let staging {
            try FileSystem.moveDirectory(staging, to: root.path)
            journal.record { FileSystem.removeTree(root.path) }
            return plan.report
        }
        for (write, staged) in zip(plan.writes, stagedPaths) {
            let final = root.absolute(write.path)
            try FileSystem.moveFile(staged, to: final)
            journal.record { if let previous = write.previous { try? FileSystem.writeAtomically(previous, to: final) } else { unlink(final) } }
        }
        for deletion in plan.deletions {
            let final = root.absolute(deletion.path)
            try FileSystem.removeFile(final)
            journal.record {
                _ = try? FileSystem.createDirectories(OutputPath.parent(ofAbsolute: final))
                try? FileSystem.createFile(deletion.bytes, at: final, shownPath: final)
            }
            FileSystem.removeEmptyDirectories(from: OutputPath.parent(ofAbsolute: final), upTo: root.path)
        }
        if let manifestFile {
            let final = root.absolute(Manifest.fileName)
            let stored = plan.storedManifest
            try FileSystem.moveFile(manifestFile, to: final)
            journal.record { if let stored { try? FileSystem.writeAtomically(stored, to: final) } else { unlink(final) } }
        }
        return plan.report
    }

    /// Removes whatever is still staged and the directories this run created (when empty).
    func discard() {
        if let staging { FileSystem.removeTree(staging) }
        for path in stagedPaths + [manifestFile].compactMap({ $0 }) where staging == nil { unlink(path) }
        for directory in createdDirectories.reversed() { rmdir(directory) }
    }
}

/// The steps of a commit, to undo in reverse order when a later step fails.
final class CommitJournal: @unchecked Sendable {
    private var undoSteps: [() -> Void] = []

    /// For tests: called before each output directory's commit; throwing makes it fail there.
    nonisolated(unsafe) static var fault: ((String) throws -> Void)?

    /// Records how to undo a step that was just carried out.
    func record(_ undo: @escaping () -> Void) {
        undoSteps.append(undo)
    }

    /// Undoes every recorded step, last first.
    func rollBack() {
        for undo in undoSteps.reversed() { undo() }
        undoSteps = []
    }
}

/// Files of one plan in one directory, staged by one thread.
struct FileWriteBatch: Sendable {
    /// A file to stage: its staged path, its final path (for errors and permissions), its bytes.
    struct File: Sendable {
        let staged: String
        let final: String
        let bytes: [UInt8]
        /// Whether a file it replaces exists, whose permissions it takes.
        let keepsPermissions: Bool
    }

    let files: [File]

    func write() throws {
        for file in files {
            try FileSystem.createFile(file.bytes, at: file.staged, shownPath: file.final)
            if file.keepsPermissions { FileSystem.copyPermissions(from: file.final, to: file.staged) }
        }
    }

    /// Writes directories' batches on every core, taking one batch of each directory in turn
    /// so that two threads rarely fill the same directory.
    static func run(_ directories: [[FileWriteBatch]]) throws {
        let rounds = directories.map(\.count).max() ?? 0
        let interleaved = (0..<rounds).flatMap { round in directories.compactMap { round < $0.count ? $0[round] : nil } }
        _ = try interleaved.concurrentMap { batch in try batch.write() }
    }
}
