/// The 64-bit FNV-1a hash of a file's bytes, as 16 hexadecimal digits: what the manifest
/// records for each file dsgen wrote, so a stale file is deleted only while its bytes are
/// still the ones dsgen wrote.
///
/// Not cryptographic — it tells an edited file from an untouched one, which needs no
/// defence against someone forging collisions in their own files — and cheap: one xor and
/// one multiply per byte. (Foundation on Linux has no CryptoKit.)
enum ContentHash {
    /// The hash of `bytes`, 16 lowercase hexadecimal digits.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = String(value(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a, 64 bits: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
    static func value(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Whether `text` has the shape of a hash (16 lowercase hexadecimal digits).
    static func isHash(_ text: Substring) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
