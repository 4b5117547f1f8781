extension String {
    /// The string with every occurrence of `target` replaced, found by scanning UTF-8 bytes.
    ///
    /// Foundation's `replacingOccurrences` bridges through `NSString` on Linux and the
    /// standard library's `replacing(_:with:)` compares `Character`s; on doc comments and
    /// Markdown cells both dominated rendering time. A string without `target` is returned
    /// as is, without copying.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        var scanned = self
        return scanned.withUTF8 { bytes -> String in
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    if output.isEmpty { output.reserveCapacity(bytes.count + replacement.utf8.count) }
                    output.append(contentsOf: bytes[copied..<index])
                    output.append(contentsOf: replacement.utf8)
                    index += needle.count
                    copied = index
                } else {
                    index += 1
                }
            }
            guard copied > 0 else { return self }
            output.append(contentsOf: bytes[copied...])
            return String(decoding: output, as: UTF8.self)
        }
    }
}
