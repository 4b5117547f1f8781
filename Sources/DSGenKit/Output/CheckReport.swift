/// How the output directory differs from what `OutputWriter.write` would make of it,
/// each list holding relative paths sorted by bytes.
///
/// The report is clean exactly when `write` would change nothing on disk. The manifest
/// takes part under its name `.dsgen-manifest`: stale or missing when `write` would rewrite it.
public struct CheckReport: Equatable, Sendable {
    /// Files on disk whose bytes differ from the generated ones.
    public var stale: [String]
    /// Generated files absent from disk.
    public var missing: [String]
    /// Files `write` would delete: listed in the previous manifest, no longer generated, still on disk.
    public var extra: [String]
    /// A unified diff turning the disk into the generated output, one file after another
    /// in path order, with git-style names ("a/x", "b/x", "/dev/null" for a missing side).
    public var diff: String
    /// Absolute paths of what interrupted runs left behind (`.dsgen-tmp-…` files, staging
    /// directories); the next `write` removes them.
    public var leftovers: [String]

    /// Creates a report; the lists are sorted by bytes.
    public init(stale: [String] = [], missing: [String] = [], extra: [String] = [], diff: String = "", leftovers: [String] = []) {
        self.stale = stale.sortedByBytes()
        self.missing = missing.sortedByBytes()
        self.extra = extra.sortedByBytes()
        self.diff = diff
        self.leftovers = leftovers.sortedByBytes()
    }

    /// Whether nothing is stale, missing or extra, and no run left anything behind.
    public var isClean: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty && leftovers.isEmpty }
}
