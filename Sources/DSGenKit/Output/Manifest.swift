/// The list of generated files the writer owns, stored as `.dsgen-manifest` in the output directory.
///
/// Format: a header comment line starting with "#", then one relative path per line,
/// sorted by UTF-8 bytes, each line ending in "\n". Only the first line may be a comment,
/// so a path starting with "#" still round-trips; empty lines are ignored.
struct Manifest: Equatable {
    /// The manifest's file name in the output directory.
    static let fileName = ".dsgen-manifest"
    /// The first line of every manifest.
    static let header = "# dsgen manifest: files generated into this directory, rewritten on every run; do not edit"

    /// The tracked paths, sorted by bytes, without duplicates.
    let paths: [String]
    private let pathSet: Set<String>

    /// A manifest tracking `paths`, in any order.
    init(paths: [String]) {
        var seen = Set<String>(minimumCapacity: paths.count)
        self.paths = paths.sortedByBytes().filter { seen.insert($0).inserted }
        pathSet = seen
    }

    /// Reads the manifest text; every line but a leading "#" comment is a path.
    init(parsing text: String) {
        var lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
        if lines.first?.hasPrefix("#") == true { lines.removeFirst() }
        self.init(paths: lines.map(String.init))
    }

    /// The file's text.
    var text: String {
        ([Manifest.header] + paths).map { $0 + "\n" }.joined()
    }

    /// Whether `path` is tracked. On a case-insensitive file system a tracked path may
    /// come back with different case; it counts when both names are the same file.
    func tracks(_ path: String, in root: OutputRoot) -> Bool {
        if pathSet.contains(path) { return true }
        let key = OutputPathSet.foldedKey(path)
        return paths.contains {
            OutputPathSet.foldedKey($0) == key && FileSystem.isSameFile(root.absolute($0), root.absolute(path))
        }
    }

    /// The manifest's bytes on disk, or nil when there is none.
    static func storedBytes(in root: OutputRoot) throws -> [UInt8]? {
        try FileSystem.read(root.absolute(fileName))
    }
}
