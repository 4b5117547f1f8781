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

    // `concatenating` comes in one overload per piece count (2 to 9) on purpose: `String...`
    // allocates an array per call, and a parameter pack (`repeat each Piece`) measured 15 %
    // more instructions for the whole run, since its loops are not specialised.

    /// `first + second`, allocated once.
    static func concatenating(_ first: String, _ second: String) -> String {
        String(length: first.utf8.count + second.utf8.count) {
            $0.write(first)
            $0.write(second)
        }
    }

    /// `first + second + third`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
        }
    }

    /// `first + … + fourth`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
        }
    }

    /// `first + … + fifth`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
            $0.write(fifth)
        }
    }

    /// `first + … + sixth`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String, _ sixth: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count + sixth.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
            $0.write(fifth)
            $0.write(sixth)
        }
    }

    /// `first + … + seventh`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String, _ sixth: String, _ seventh: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count + sixth.utf8.count + seventh.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
            $0.write(fifth)
            $0.write(sixth)
            $0.write(seventh)
        }
    }

    /// `first + … + eighth`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String, _ sixth: String, _ seventh: String, _ eighth: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count + sixth.utf8.count + seventh.utf8.count + eighth.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
            $0.write(fifth)
            $0.write(sixth)
            $0.write(seventh)
            $0.write(eighth)
        }
    }

    /// `first + … + ninth`, allocated once.
    static func concatenating(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String, _ sixth: String, _ seventh: String, _ eighth: String, _ ninth: String) -> String {
        String(length: first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count + sixth.utf8.count + seventh.utf8.count + eighth.utf8.count + ninth.utf8.count) {
            $0.write(first)
            $0.write(second)
            $0.write(third)
            $0.write(fourth)
            $0.write(fifth)
            $0.write(sixth)
            $0.write(seventh)
            $0.write(eighth)
            $0.write(ninth)
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
