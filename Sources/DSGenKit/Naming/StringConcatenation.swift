extension String {
    /// A string of `length` UTF-8 bytes that `write` produces piece by piece, allocated once.
    ///
    /// Generated declarations are short strings glued from many pieces; interpolation and
    /// `+=` check capacity and uniqueness on every piece, and `reserveCapacity` alone
    /// costs as much as several copies. Here the caller adds the pieces' lengths up front
    /// (``UTF8Writer/length(of:)``), then each piece is one `memcpy`. Writing more than
    /// `length` bytes traps; writing fewer gives the shorter string.
    init(length: Int, _ write: (inout UTF8Writer) -> Void) {
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var writer = UTF8Writer(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }
}

/// Copies UTF-8 pieces into the buffer of ``Swift/String/init(length:_:)``.
struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        if let copied = text.utf8.withContiguousStorageIfAvailable({ write($0) }) { return copied }
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends bytes.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= buffer.count, "UTF8Writer: more bytes than the string's length")
        if let source = bytes.baseAddress, let target = buffer.baseAddress {
            (target + count).initialize(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Appends one byte (ASCII).
    mutating func write(byte: UInt8) {
        precondition(count < buffer.count, "UTF8Writer: more bytes than the string's length")
        buffer[count] = byte
        count += 1
    }
}
