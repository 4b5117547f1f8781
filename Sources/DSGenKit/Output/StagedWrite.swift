import Foundation

/// A plan whose files are being (or have been) written where nobody looks yet: into the
/// staging directory of a new output directory, or into temporary files (`.dsgen-tmp-…`)
/// beside their final names. `commit` puts them in place; `discard` removes them.
struct StagedWrite: Sendable {
    private(set) var plan: WritePlan
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

    /// The same staged write without the new files' bytes, which are on disk once staged;
    /// committing needs only paths and the bytes to restore.
    func withoutNewBytes() -> StagedWrite {
        var copy = self
        copy.plan.writes = plan.writes.map { WritePlan.Write(path: $0.path, bytes: [], previous: $0.previous) }
        return copy
    }

    /// Writes every file where it is staged, one after another.
    func writeFiles() throws {
        for (write, staged) in zip(plan.writes, stagedPaths) {
            let final = plan.root.absolute(write.path)
            try FileSystem.createFile(write.bytes, at: staged, shownPath: final)
            if write.previous != nil { FileSystem.copyPermissions(from: final, to: staged) }
        }
    }

    /// Puts every staged file in place (renames), deletes stale files and the directories
    /// they leave empty, and puts the manifest in place last; every step is recorded in
    /// `journal`, so that a later failure can undo it.
    func commit(recordingIn journal: CommitJournal) throws -> WriteReport {
        try CommitJournal.fault?(plan.root.path)
        let root = plan.root
        if let staging {
            try FileSystem.move(staging, to: root.path, failing: "create output directory")
            journal.record { FileSystem.removeTree(root.path) }
            return plan.report
        }
        for (write, staged) in zip(plan.writes, stagedPaths) {
            try place(staged, at: root.absolute(write.path), replacing: write.previous, recordingIn: journal)
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
            try place(manifestFile, at: root.absolute(Manifest.fileName), replacing: plan.storedManifest, recordingIn: journal)
        }
        return plan.report
    }

    /// Renames `staged` over `final`; undoing puts `previous` back (or removes the file when there was none).
    private func place(_ staged: String, at final: String, replacing previous: [UInt8]?, recordingIn journal: CommitJournal) throws {
        try FileSystem.move(staged, to: final, failing: "write")
        journal.record {
            if let previous { try? FileSystem.writeAtomically(previous, to: final) } else { unlink(final) }
        }
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

/// Stages plans one after another on a background thread, in the order they are given,
/// while the caller goes on (rendering the next target). Files of one output folder are
/// written by one thread: two threads creating files in the same directory cost the kernel
/// more than they save (Benchmarks/RESULTS.md, issue 12 part E).
final class Stager: @unchecked Sendable {
    private let queue = DispatchQueue(label: "dsgen.stager")
    /// One plan staging at a time: `stage` waits for the one before, so at most two plans'
    /// bytes are held (the one staging, the one just made).
    private let slot = DispatchSemaphore(value: 1)
    // Touched only on `queue`.
    private var staged: [StagedWrite] = []
    private var failure: (any Error)?

    /// Stages `plan` once the plan before it is staged; after a failure, does nothing.
    func stage(_ plan: WritePlan) {
        slot.wait()
        queue.async { [self] in
            defer { slot.signal() }
            guard failure == nil else { return }
            var write: StagedWrite?
            do {
                write = try plan.stage()
                try write!.writeFiles()
                staged.append(write!.withoutNewBytes())
            } catch {
                write?.discard()
                failure = error
            }
        }
    }

    /// Waits until every plan is staged; rethrows the first failure.
    func finish() throws -> [StagedWrite] {
        try queue.sync {
            if let failure { throw failure }
            return staged
        }
    }

    /// Waits, then removes everything staged.
    func discard() {
        queue.sync {
            for write in staged { write.discard() }
            staged = []
        }
    }
}
