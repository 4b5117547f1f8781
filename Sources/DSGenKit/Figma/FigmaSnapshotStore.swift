import Foundation

/// The snapshot folder (`Figma/`): one stable, pretty JSON file per component.
public struct FigmaSnapshotStore: Sendable {
    /// The folder.
    public let directory: String

    /// A store in a folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// The file of a component's snapshot (`Figma/Alert.json`).
    public func path(for component: String) -> String {
        (directory as NSString).appendingPathComponent(component + ".json")
    }

    /// Reads a component's snapshot, or nil when there is none.
    public func read(_ component: String) throws(FigmaError) -> FigmaSnapshot? {
        let path = path(for: component)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try Self.read(at: path)
    }

    /// Reads a snapshot file.
    public static func read(at path: String) throws(FigmaError) -> FigmaSnapshot {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FigmaError("\(path): error: cannot read the snapshot")
        }
        do {
            return try JSONDecoder().decode(FigmaSnapshot.self, from: data)
        } catch {
            throw FigmaError("\(path): error: not a dsgen Figma snapshot (\(FigmaError.describe(error))); pull it again with 'dsgen figma pull'")
        }
    }

    /// Writes a snapshot (sorted keys, two-space indent, a final newline) atomically when
    /// its bytes change; returns whether it wrote.
    @discardableResult
    public func write(_ snapshot: FigmaSnapshot) throws -> Bool {
        let bytes = Array((try StableJSON.string(snapshot) + "\n").utf8)
        let path = path(for: snapshot.component)
        if let existing = FileManager.default.contents(atPath: path), Array(existing) == bytes { return false }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        return true
    }
}

/// A Figma command that cannot go on: a network, HTTP or snapshot problem, already worded for the user.
public struct FigmaError: Error, CustomStringConvertible {
    /// The message, starting with `error:` or a path.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }

    /// A decoding error in a few words (the field it stopped at).
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(path(context.codingPath + [key]))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at '\(path(context.codingPath))'"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "invalid or truncated JSON" : "invalid value at '\(path(context.codingPath))'"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
    }
}

/// Where a schema's `figma` URL points: a file and a node.
public struct FigmaNodeReference: Hashable, Sendable {
    /// The file key (`EBDS0000`), or the branch key for branch URLs.
    public var fileKey: String
    /// The node id as the API writes it (`2001:1024`).
    public var nodeID: String

    /// Parses `https://www.figma.com/design/KEY/Name?node-id=2001-1024` (also `/file/`,
    /// `/proto/`, `/board/` and `/design/KEY/branch/BRANCH/…`); nil without a node id.
    public init?(url: String) {
        guard let components = URLComponents(string: url),
              let node = components.queryItems?.first(where: { $0.name == "node-id" })?.value, !node.isEmpty else { return nil }
        let parts = components.path.split(separator: "/").map(String.init)
        guard let kindIndex = parts.firstIndex(where: { ["design", "file", "proto", "board"].contains($0) }),
              kindIndex + 1 < parts.count else { return nil }
        var key = parts[kindIndex + 1]
        if kindIndex + 3 < parts.count, parts[kindIndex + 2] == "branch" { key = parts[kindIndex + 3] }
        fileKey = key
        nodeID = node.replacingOccurrences(of: "-", with: ":")
    }
}
