extension String {
    /// The string with every occurrence of `target` replaced, left to right, comparing UTF-8
    /// bytes: `replacing(_:with:)` compares `Character`s, so it would not find `\n` in `\r\n`
    /// or `x` in `x` followed by a combining mark, and escaping must.
    ///
    /// It searches the string's own bytes and returns the string itself when nothing matches
    /// (nearly always), instead of copying both strings into arrays first: with Markdown's and
    /// Words' byte loops, 1.47 G instructions instead of 1.80 G for `emit --target all` at 100
    /// components (callgrind; Benchmarks/RESULTS.md).
    func replacingAll(_ target: String, with replacement: String) -> String {
        withUTF8Bytes { bytes in
            target.withUTF8Bytes { needle in
                guard !needle.isEmpty, var match = Self.firstMatch(of: needle, in: bytes, from: 0) else { return self }
                var output: [UInt8] = []
                output.reserveCapacity(bytes.count + replacement.utf8.count)
                var index = 0
                while true {
                    output += bytes[index..<match]
                    output += replacement.utf8
                    index = match + needle.count
                    guard let next = Self.firstMatch(of: needle, in: bytes, from: index) else { break }
                    match = next
                }
                output += bytes[index...]
                return String(decoding: output, as: UTF8.self)
            }
        }
    }

    /// Whether `needle` occurs in the string, comparing UTF-8 bytes (as `replacingAll`
    /// does). An empty needle always does.
    func containsBytes(_ needle: String) -> Bool {
        withUTF8Bytes { bytes in needle.withUTF8Bytes { Self.firstMatch(of: $0, in: bytes, from: 0) != nil } }
    }

    /// Calls `body` with the string's UTF-8 bytes, copying them only if the string does not
    /// keep them contiguously (a bridged string).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Where the first `needle` at or after `start` begins in `bytes` (`start` for an empty needle).
    private static func firstMatch(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }
}
