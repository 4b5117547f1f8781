/// One file a target produced, with its path relative to the output directory.
public struct GeneratedFile: Equatable, Sendable {
    /// Who owns a file once it is on disk.
    public enum Ownership: Equatable, Sendable {
        /// Rewritten on every run when its contents change, tracked in the manifest,
        /// and deleted once no run produces it any more.
        case generated
        /// Written only when absent, then owned by the user: never overwritten,
        /// never deleted, not listed in the manifest, ignored by `check`.
        case scaffold
    }

    /// The path relative to the output directory, "/"-separated, e.g. "swiftui/EBAlert.swift".
    public var path: String
    /// The text to write, encoded as UTF-8.
    public var contents: String
    /// Whether the file is regenerated every run or created once.
    public var ownership: Ownership

    /// Creates a file; files are `.generated` unless stated otherwise.
    public init(path: String, contents: String, ownership: Ownership = .generated) {
        self.path = path
        self.contents = contents
        self.ownership = ownership
    }

    /// The bytes written to disk.
    var data: [UInt8] { Array(contents.utf8) }
}

extension Sequence where Element == String {
    /// The paths ordered by their UTF-8 bytes, like `git` and `sort` in the C locale.
    func sortedByBytes() -> [String] {
        sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
