/// The UTF-8 bytes rendered so far: appending copies bytes, with none of a
/// `String`'s bookkeeping; `Template.render` decodes them once at the end, and
/// `renderUTF8` hands them over as they are.
struct OutputBuffer {
    /// The rendered UTF-8 bytes: valid UTF-8, since everything appended comes from strings.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes rendered so far.
    var count: Int { bytes.count }

    /// Whether the output is empty or ends a line.
    var isAtLineStart: Bool { bytes.last.map { $0 == UInt8(ascii: "\n") } ?? true }

    /// Appends the UTF-8 bytes of `text`; native and small strings are copied
    /// in one go rather than byte by byte.
    mutating func append(_ text: String) {
        append(text.utf8)
    }

    mutating func append(_ text: Substring) {
        append(text.utf8)
    }

    private mutating func append<UTF8Bytes: Collection<UInt8>>(_ utf8: UTF8Bytes) {
        let copied: Void? = utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: utf8) }
    }
}
