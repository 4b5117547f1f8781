/// Eight bytes of text read as one `UInt64`, to look for a few byte values eight bytes at a
/// time: most text holds none of the bytes a scan stops at, so whole words are skipped.
///
/// `word ^ ByteWord.repeating(byte)` has a zero byte exactly where `word` holds `byte`, and
/// ``zeroBytes(_:)`` tells whether a word has a zero byte.
enum ByteWord {
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Eight copies of `byte`.
    @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// Nonzero exactly when some byte of `word` is zero: subtracting one from a zero byte
    /// borrows into its high bit, which the byte itself does not have set. (It tells
    /// whether, not where: bits above the first zero byte may be wrong.)
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & highBits
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        zeroBytes(word ^ repeating(byte)) != 0
    }
}
