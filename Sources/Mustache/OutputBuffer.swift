/// The UTF-8 bytes rendered so far: appending copies bytes, with none of a
/// `String`'s bookkeeping, and the text is decoded once at the end.
struct OutputBuffer {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes rendered so far.
    var count: Int { bytes.count }

    /// Whether the output is empty or ends a line.
    var isAtLineStart: Bool { bytes.last.map { $0 == UInt8(ascii: "\n") } ?? true }

    /// The rendered text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }
}
