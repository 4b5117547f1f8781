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
    /// backslashes or control characters, nothing reaching outside the root through an
    /// existing symbolic link, no two paths equal or equal ignoring case. Every file to
    /// overwrite is checked to be tracked by the previous manifest (or byte-identical, then
    /// it is adopted). Any failure throws `OutputError` before the disk is touched.
    ///
    /// When the output directory does not exist yet, everything is written into a hidden
    /// staging directory beside it (`.NAME.dsgen-staging-…`), which is renamed into place
    /// last: the directory appears complete or not at all.
    ///
    /// Otherwise generated files are written only when their bytes differ (an unchanged file
    /// keeps its modification time), scaffolds only when absent. Each file is replaced
    /// atomically, but the run as a whole is not: files are written one after another,
    /// then stale files from the previous manifest are deleted (with directories left empty,
    /// never the root), and the manifest is written last, only if it changed. A run that
    /// fails midway with an I/O error leaves the old manifest, so the next run completes it.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws -> WriteReport {
        try plan(files).execute()
    }

    /// Validates `files` and decides every write exactly like `write`, without touching the
    /// disk; `execute()` on the result carries it out. Lets a caller validate several
    /// output directories before writing any.
    public func plan(_ files: [GeneratedFile]) throws -> PlannedWrite {
        PlannedWrite(plan: try WritePlan(try OutputSurvey(files, root: OutputRoot(root))))
    }

    /// Compares `files` with the output directory without writing anything.
    ///
    /// Validates paths exactly like `write` and throws the same errors. A generated file is
    /// missing when absent and stale when its bytes differ (an untracked file counts as stale,
    /// though `write` would refuse to overwrite it). Extra files are the ones `write` would
    /// delete: listed in the previous manifest, no longer generated, still on disk; other files
    /// under the root are the user's and are not reported. Scaffolds are ignored. The manifest
    /// is reported stale or missing when `write` would rewrite it, so a clean report means
    /// `write` would change nothing.
    ///
    /// `pathPrefix` goes before every reported path and diff name, for a caller that shows
    /// this directory as a folder of a larger one (`swiftui/`).
    public func check(_ files: [GeneratedFile], pathPrefix: String = "") throws -> CheckReport {
        let survey = try OutputSurvey(files, root: OutputRoot(root))
        return try OutputComparison(survey, pathPrefix: pathPrefix).report()
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
    /// Carries out several plans for different output directories together: their files
    /// are written in one concurrent loop (each directory split in a few batches, batches
    /// of different directories side by side), then each plan is finished in order. A
    /// failure removes the staging directories of every plan that created one.
    static func execute(_ plans: [PlannedWrite]) throws -> [WriteReport] {
        var started: [WritePlan.StartedWrite] = []
        do {
            for plan in plans { started.append(try plan.plan.begin()) }
            try FileWriteBatch.run(started.flatMap { $0.fileBatches() })
            return try started.map { try $0.finish() }
        } catch {
            for write in started { write.abandon() }
            throw error
        }
    }
}
