/// The generated files the writer owns, stored as `.dsgen-manifest` in the output directory,
/// each with the hash of the bytes dsgen wrote into it (`ContentHash`).
///
/// Format: a header comment line starting with "#", then one line per file, sorted by the
/// path's UTF-8 bytes: the 16-digit hash, two spaces, the relative path, "\n". Only the
/// first line may be a comment, so a path starting with "#" still round-trips; empty lines
/// are ignored. A line without a hash (manifests of dsgen before 0.2) tracks the path with
/// no record of its bytes: such a file is rewritten as before, but never deleted.
struct Manifest: Equatable {
    /// The manifest's file name in the output directory.
    static let fileName = ".dsgen-manifest"
    /// The first line of every manifest.
    static let header = "# dsgen manifest: files generated into this directory and the hash of their bytes; do not edit"

    /// The tracked paths, sorted by bytes, without duplicates.
    let paths: [String]
    /// The hash of the bytes dsgen wrote, by path (absent for lines without one).
    let hashes: [String: String]
    private let pathSet: Set<String>

    /// A manifest tracking `files` (path and hash of the bytes written), in any order.
    init(files: [(path: String, hash: String?)]) {
        var hashes: [String: String] = [:]
        for file in files { hashes[file.path] = file.hash }
        var seen = Set<String>(minimumCapacity: files.count)
        paths = files.map(\.path).sortedByBytes().filter { seen.insert($0).inserted }
        pathSet = seen
        self.hashes = hashes
    }

    /// A manifest of the generated files among `files`, with the hash of their bytes.
    init(generated files: [GeneratedFile]) {
        self.init(files: files.filter { $0.ownership == .generated }.map { ($0.path, ContentHash.hex($0.bytes)) })
    }

    /// Reads the manifest text; every line but a leading "#" comment is a file.
    init(parsing text: String) {
        var lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
        if lines.first?.hasPrefix("#") == true { lines.removeFirst() }
        self.init(files: lines.map { line in
            let hash = line.prefix(16)
            guard ContentHash.isHash(hash), line.dropFirst(16).hasPrefix("  ") else { return (String(line), nil) }
            return (String(line.dropFirst(18)), String(hash))
        })
    }

    /// The file's text.
    var text: String {
        ([Manifest.header] + paths.map { path in hashes[path].map { $0 + "  " + path } ?? path }).map { $0 + "\n" }.joined()
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

    /// Whether `bytes` are exactly what dsgen wrote at `path` (false without a recorded hash).
    func recordsAsWritten(_ bytes: [UInt8], at path: String) -> Bool {
        hashes[path] == ContentHash.hex(bytes)
    }

    /// The manifest's bytes on disk, or nil when there is none. A manifest that is a symbolic
    /// link is refused: dsgen would read and later replace what it points to.
    static func storedBytes(in root: OutputRoot) throws -> [UInt8]? {
        if FileSystem.kind(at: root.absolute(fileName)) == .symbolicLink {
            throw OutputError.about(.symbolicLink, fileName, "manifest ", " is a symbolic link; dsgen never writes through links")
        }
        return try FileSystem.read(root.absolute(fileName))
    }
}
