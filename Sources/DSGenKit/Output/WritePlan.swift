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
        case (.scaffold, .same), (.scaffold, .different):
            skippedScaffolds.append(path)
        case (_, .absent):
            schedule(entry)
        case (.generated, .same):
            unchanged.append(path)
        case (.generated, .different) where previous.tracks(path, in: root):
            schedule(entry)
        case (.generated, .different):
            throw OutputError.about(
                .handWrittenFile, path, "refusing to overwrite hand-written file ",
                "; delete it or add it to the manifest")
        }
    }

    private mutating func schedule(_ entry: OutputSurvey.Entry) {
        writes.append((entry.file.path, entry.file.bytes))
        written.append(entry.file.path)
    }

    /// Creates what the files need: for an output directory that does not exist yet, a
    /// hidden staging directory beside it (renamed into place by `finish`, so the directory
    /// appears complete or not at all, and each file is simply created, which costs the
    /// kernel half of a create-and-rename); then every directory files go to.
    func begin() throws -> StartedWrite {
        let staging = rootExists ? nil : try FileSystem.createStagingDirectory(for: root.path)
        let byDirectory = Dictionary(grouping: writes) { OutputPath.directory(of: $0.path) }
        let started = StartedWrite(plan: self, staging: staging, byDirectory: byDirectory)
        do {
            for directory in byDirectory.keys.sorted() {
                try FileSystem.createDirectories(directory.isEmpty ? started.base : started.base + "/" + directory)
            }
        } catch {
            started.abandon()
            throw error
        }
        return started
    }

    /// A plan whose directories exist, with its files still to write.
    struct StartedWrite: Sendable {
        fileprivate let plan: WritePlan
        /// The staging directory, when the output directory is new.
        fileprivate let staging: String?
        /// The files to write, by their directory relative to the output directory.
        fileprivate let byDirectory: [String: [(path: String, bytes: [UInt8])]]

        /// Where the files go: the staging directory or the output directory.
        fileprivate var base: String { staging ?? plan.root.path }

        /// The files to write, by directory, each directory's files in one batch per core.
        func fileBatches() -> [[FileWriteBatch]] {
            let parts = ProcessInfo.processInfo.activeProcessorCount
            return byDirectory.keys.sorted().map { directory in
                let files = byDirectory[directory]!
                let size = max(1, (files.count + parts - 1) / parts)
                return stride(from: 0, to: files.count, by: size).map { start in
                    FileWriteBatch(files: Array(files[start..<min(start + size, files.count)]), root: plan.root, staging: staging)
                }
            }
        }

        /// Deletes stale files and the directories they leave empty and writes the manifest
        /// (an interrupted run is finished by the next), or renames the staging directory
        /// into place.
        func finish() throws -> WriteReport {
            if let staging {
                if let manifest = plan.manifest {
                    try FileSystem.createFile(manifest, at: staging + "/" + Manifest.fileName, shownPath: plan.root.absolute(Manifest.fileName))
                }
                try FileSystem.moveDirectory(staging, to: plan.root.path)
            } else {
                for path in plan.deletions {
                    let absolute = plan.root.absolute(path)
                    try FileSystem.removeFile(absolute)
                    FileSystem.removeEmptyDirectories(from: (absolute as NSString).deletingLastPathComponent, upTo: plan.root.path)
                }
                if let manifest = plan.manifest {
                    try FileSystem.writeAtomically(manifest, to: plan.root.absolute(Manifest.fileName))
                }
            }
            return WriteReport(written: plan.written, unchanged: plan.unchanged, deleted: plan.deletions, skippedScaffolds: plan.skippedScaffolds)
        }

        /// Removes the staging directory after a failure; an existing output directory keeps
        /// whatever was written, and its old manifest.
        func abandon() {
            if let staging { FileSystem.removeTree(staging) }
        }
    }
}

/// Files of one plan in one directory, written by one thread: each replaced atomically in an
/// existing output directory, or simply created in a staging directory.
struct FileWriteBatch: Sendable {
    let files: [(path: String, bytes: [UInt8])]
    let root: OutputRoot
    let staging: String?

    func write() throws {
        for file in files {
            if let staging {
                try FileSystem.createFile(file.bytes, at: staging + "/" + file.path, shownPath: root.absolute(file.path))
            } else {
                try FileSystem.writeAtomically(file.bytes, to: root.absolute(file.path))
            }
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
