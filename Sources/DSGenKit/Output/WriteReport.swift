/// What `OutputWriter.write` did, each list holding relative paths sorted by bytes.
///
/// The manifest itself is not listed.
public struct WriteReport: Equatable, Sendable {
    /// Generated files whose bytes changed or that were new, and scaffolds created this run.
    public var written: [String]
    /// Generated files already byte-identical on disk (including adopted untracked files).
    public var unchanged: [String]
    /// Files of the previous manifest that are no longer generated and were removed.
    public var deleted: [String]
    /// Scaffolds left alone because a file was already there.
    public var skippedScaffolds: [String]
    /// Files of the previous manifest that are no longer generated but were kept because
    /// their bytes are no longer the ones dsgen wrote (someone edited them).
    public var kept: [String]
    /// Absolute paths of what interrupted runs had left behind, removed by this run.
    public var removedLeftovers: [String]

    /// Creates a report; the lists are sorted by bytes.
    public init(
        written: [String] = [], unchanged: [String] = [], deleted: [String] = [], skippedScaffolds: [String] = [],
        kept: [String] = [], removedLeftovers: [String] = []
    ) {
        self.written = written.sortedByBytes()
        self.unchanged = unchanged.sortedByBytes()
        self.deleted = deleted.sortedByBytes()
        self.skippedScaffolds = skippedScaffolds.sortedByBytes()
        self.kept = kept.sortedByBytes()
        self.removedLeftovers = removedLeftovers.sortedByBytes()
    }
}
