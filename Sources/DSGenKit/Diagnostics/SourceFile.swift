/// A schema file's bytes and the table that turns byte offsets into lines and columns.
public struct SourceFile: Sendable {
    /// The path diagnostics print: as given on the command line, or relative to the schema root.
    public let path: String
    /// The file's raw bytes (not yet validated as UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line.
    private let lineStarts: [Int]

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file's name without directories: what generated-file headers print, so output
    /// never depends on where the schemas were checked out.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The 1-based line and column (in UTF-8 bytes, like swiftc and clang) of a byte offset.
    public func location(at offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The range of a span of bytes, for diagnostics.
    public func range(_ span: Range<Int>) -> SourceRange {
        SourceRange(start: location(at: span.lowerBound), end: location(at: span.upperBound))
    }
}

/// A position in a schema file.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// `path:line:col`, the form editors and Xcode jump to.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A span in a schema file.
public struct SourceRange: Hashable, Sendable, Codable {
    /// Where the span starts.
    public var start: SourceLocation
    /// Where the span ends (exclusive).
    public var end: SourceLocation
}
