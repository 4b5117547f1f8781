extension String {
    /// The string with every occurrence of `target` replaced, left to right, comparing UTF-8
    /// bytes: `replacing(_:with:)` compares `Character`s, so it would not find `\n` in `\r\n`
    /// or `x` in `x` followed by a combining mark, and escaping must.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsBytes(target) else { return self }
        return String(decoding: Array(utf8).replacing(Array(target.utf8), with: Array(replacement.utf8)), as: UTF8.self)
    }

    /// Whether `needle` occurs in the string, comparing UTF-8 bytes (as `replacingAll`
    /// does). An empty needle always does.
    func containsBytes(_ needle: String) -> Bool {
        needle.isEmpty || utf8.firstRange(of: needle.utf8) != nil
    }
}
