import Foundation

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
    /// The bytes to write: the contents in UTF-8.
    public var bytes: [UInt8]
    /// Whether the file is regenerated every run or created once.
    public var ownership: Ownership

    /// The text to write.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// Creates a file; files are `.generated` unless stated otherwise.
    public init(path: String, contents: String, ownership: Ownership = .generated) {
        self.init(path: path, bytes: Array(contents.utf8), ownership: ownership)
    }

    /// Creates a file from UTF-8 bytes (as rendered); files are `.generated` unless stated otherwise.
    public init(path: String, bytes: [UInt8], ownership: Ownership = .generated) {
        self.path = path
        self.bytes = bytes
        self.ownership = ownership
    }
}

extension Sequence where Element == String {
    /// The paths ordered by their UTF-8 bytes, like `git` and `sort` in the C locale.
    func sortedByBytes() -> [String] {
        sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
