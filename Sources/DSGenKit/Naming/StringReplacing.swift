extension String {
    /// The string with every occurrence of `target` replaced, left to right, comparing UTF-8
    /// bytes: `replacing(_:with:)` compares `Character`s, so it would not find `\n` in `\r\n`
    /// or `x` in `x` followed by a combining mark, and escaping must.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), needle = Array(target.utf8)
        guard !needle.isEmpty else { return self }
        var output: [UInt8] = []
        var index = 0
        while let match = Self.firstMatch(of: needle, in: bytes, from: index) {
            output += bytes[index..<match]
            output += replacement.utf8
            index = match + needle.count
        }
        guard index > 0 else { return self }
        output += bytes[index...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `needle` occurs in the string, comparing UTF-8 bytes (as `replacingAll`
    /// does). An empty needle always does.
    func containsBytes(_ needle: String) -> Bool {
        Self.firstMatch(of: Array(needle.utf8), in: Array(utf8), from: 0) != nil
    }

    /// Where the first `needle` at or after `start` begins in `bytes` (`start` for an empty needle).
    private static func firstMatch(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        return bytes[start...].indices.first { bytes[$0] == first && bytes[$0...].starts(with: needle) }
    }
}
