import Foundation

/// Writes a target's files into an output directory, and compares them with it.
///
/// Generated files are tracked in the manifest `.dsgen-manifest` in the output directory
/// (see `Manifest`), which is how the writer knows which files it may rewrite and delete:
/// it never deletes a file the previous manifest does not list, and never overwrites an
/// untracked file unless the bytes are identical.
public struct OutputWriter: Sendable {
    /// The output directory; created on the first write if absent.
    public let root: URL

    /// A writer for the output directory `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Brings the output directory in line with `files`.
    ///
    /// First every path is validated: relative, no "." or ".." or empty components, no
    /// backslashes or control characters, no symbolic link anywhere on the way (the output
    /// directory itself included), no two paths equal or equal ignoring case. Every file to
    /// overwrite is checked to be tracked by the previous manifest (or byte-identical, then
    /// it is adopted). Scaffolds are refused in a folder that holds a manifest. Any failure
    /// throws `OutputError` before the disk is touched.
    ///
    /// The run holds the output directory's lock (`OutputLock`; `waiting` hears once when it
    /// must wait for another run), removes what interrupted runs left behind, stages every
    /// file beside its final name (a new output directory: in a hidden staging directory
    /// beside it), and only then commits: renames, deletes stale files whose bytes are still
    /// the ones dsgen wrote (edited ones are kept and reported), and writes the manifest last.
    /// A failure while staging removes what was staged; a failure while committing also
    /// undoes what was committed. Unchanged files keep their modification time; scaffolds are
    /// written only when absent.
    @discardableResult
    public func write(_ files: [GeneratedFile], waiting: (String) -> Void = { _ in }) throws -> WriteReport {
        try OutputLock.withLock(on: root.path, waiting: waiting) {
            try plan(files).execute()
        }
    }

    /// Validates `files` and decides every write exactly like `write`, without touching the
    /// disk; `execute()` on the result carries it out. Lets a caller validate several
    /// output directories before writing any.
    public func plan(_ files: [GeneratedFile]) throws -> PlannedWrite {
        PlannedWrite(plan: try WritePlan(try OutputSurvey(files, root: OutputRoot(root))))
    }

    /// Compares `files` with the output directory without writing anything (``CheckReport``
    /// says what counts as stale, missing and extra).
    ///
    /// Validates paths exactly like `write` and throws the same errors. An untracked file counts
    /// as stale, though `write` would refuse to overwrite it; other files under the root are the
    /// user's and are not reported. Scaffolds are ignored.
    ///
    /// `pathPrefix` goes before every reported path and diff name, for a caller that shows
    /// this directory as a folder of a larger one (`swiftui/`).
    public func check(_ files: [GeneratedFile], pathPrefix: String = "") throws -> CheckReport {
        try OutputSurvey(files, root: OutputRoot(root)).checkReport(pathPrefix: pathPrefix)
    }
}

/// A write that has been validated and decided but not yet carried out.
public struct PlannedWrite: Sendable {
    let plan: WritePlan

    /// Writes, deletes stale files and updates the manifest.
    public func execute() throws -> WriteReport {
        try PlannedWrite.execute([self])[0]
    }
}

extension PlannedWrite {
    /// Carries out several plans for different output directories as one: every plan is
    /// staged, and only when all are staged is each committed, in order. A failure while
    /// staging discards everything staged; a failure while committing rolls back every plan
    /// committed so far, so the directories hold what they held before.
    static func execute(_ plans: [PlannedWrite]) throws -> [WriteReport] {
        try execute(plans.map { plan in { plan } })
    }

    /// As `execute(_:)`, with each plan made only when the one before it has been handed
    /// to a background thread that stages it (so the next target renders while the last
    /// one is written) and lets its new bytes go once they are on disk: at most two
    /// targets' rendered files are held at a time.
    static func execute(_ plans: [() throws -> PlannedWrite]) throws -> [WriteReport] {
        let stager = Stager()
        let staged: [StagedWrite]
        do {
            for makePlan in plans { stager.stage(try makePlan().plan) }
            staged = try stager.finish()
        } catch {
            stager.discard()
            throw error
        }
        let journal = CommitJournal()
        do {
            return try staged.map { try $0.commit(recordingIn: journal) }
        } catch {
            journal.rollBack()
            for write in staged { write.discard() }
            throw error
        }
    }
}
