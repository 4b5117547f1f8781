extension String {
    /// The string with every occurrence of `target` replaced, found by scanning UTF-8 bytes.
    ///
    /// Foundation's `replacingOccurrences` bridges through `NSString` on Linux and the
    /// standard library's `replacing(_:with:)` compares `Character`s; on doc comments and
    /// Markdown cells both dominated rendering time. A string without `target` is returned
    /// as is, without copying or allocating.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var text = self, target = target, replacement = replacement
        return text.withUTF8 { bytes in
            target.withUTF8 { needle in
                replacement.withUTF8 { substitute in
                    Self.replacing(needle, with: substitute, in: bytes) ?? self
                }
            }
        }
    }

    /// `bytes` with every `needle` replaced by `substitute`, or nil when there is none.
    private static func replacing(_ needle: UnsafeBufferPointer<UInt8>, with substitute: UnsafeBufferPointer<UInt8>,
                                  in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !needle.isEmpty else { return nil }
        /// Calls `body` with the start of every match, left to right, without overlaps.
        func forEachMatch(_ body: (Int) -> Void) {
            guard needle.count > 1 else { return forEachIndex(of: (needle[0], needle[0], needle[0]), in: bytes, body) }
            var index = 0
            while let match = firstMatch(of: needle, in: bytes, from: index) {
                body(match)
                index = match + needle.count
            }
        }
        var matches = 0
        forEachMatch { _ in matches += 1 }
        guard matches > 0 else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count + matches * (substitute.count - needle.count)) { output in
            var written = 0, copied = 0
            func copy(_ source: UnsafeBufferPointer<UInt8>) {
                guard let start = source.baseAddress, !source.isEmpty, let end = output.baseAddress else { return }
                (end + written).initialize(from: start, count: source.count)
                written += source.count
            }
            forEachMatch { start in
                copy(UnsafeBufferPointer(rebasing: bytes[copied..<start]))
                copy(substitute)
                copied = start + needle.count
            }
            copy(UnsafeBufferPointer(rebasing: bytes[copied...]))
            return written
        }
    }

    /// Whether `needle` occurs in the string, comparing UTF-8 bytes: literally, as
    /// Foundation's `contains` compares without options, but without bridging. An empty
    /// needle always does.
    func containsBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { needle in Self.firstMatch(of: needle, in: bytes, from: 0) != nil }
        }
    }

    /// Where the first `needle` at or after `start` begins in `bytes`, or nil when there is
    /// none (`start` for an empty needle).
    private static func firstMatch(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
                                   from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// Calls `body` with the index of every byte equal to one of `targets`, in order.
    ///
    /// Most text has few of the bytes looked for (newlines, comment delimiters), so eight
    /// bytes are read at a time and skipped together when they hold none (see ``ByteWord``).
    static func forEachIndex(of targets: (UInt8, UInt8, UInt8), in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        func isTarget(_ byte: UInt8) -> Bool { byte == targets.0 || byte == targets.1 || byte == targets.2 }
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if ByteWord.contains(targets.0, in: word) || ByteWord.contains(targets.1, in: word) || ByteWord.contains(targets.2, in: word) {
                    for chunkIndex in index..<index + 8 where isTarget(bytes[chunkIndex]) { body(chunkIndex) }
                }
                index += 8
            }
        }
        for tailIndex in index..<bytes.count where isTarget(bytes[tailIndex]) { body(tailIndex) }
    }

    /// The string as comment text: each newline becomes a space, and a space goes between
    /// every `*` and a `/` after it, so `*/` cannot end the comment, and, when
    /// `breakingOpeners`, between every `/` and a `*` after it (`/*` opens a nested
    /// Kotlin comment).
    ///
    /// One pass over the UTF-8 bytes, with the same result as replacing `"\n"` with
    /// `" "`, then `"*/"` with `"* /"`, then `"/*"` with `"/ *"`; a string that needs
    /// none of it is returned as is.
    func commentLine(breakingOpeners: Bool) -> String {
        var text = self
        return text.withUTF8 { bytes in
            /// Whether a space goes after the byte at `index`.
            func breaksAfter(_ index: Int) -> Bool {
                guard index + 1 < bytes.count else { return false }
                let pair = (bytes[index], bytes[index + 1])
                return pair == (UInt8(ascii: "*"), UInt8(ascii: "/"))
                    || breakingOpeners && pair == (UInt8(ascii: "/"), UInt8(ascii: "*"))
            }
            var insertions = 0, hasNewline = false
            // What the comment text changes or looks at: newlines, stars and slashes.
            Self.forEachIndex(of: (UInt8(ascii: "\n"), UInt8(ascii: "*"), UInt8(ascii: "/")), in: bytes) { index in
                if bytes[index] == UInt8(ascii: "\n") {
                    hasNewline = true
                } else if breaksAfter(index) {
                    insertions += 1
                }
            }
            guard insertions > 0 || hasNewline else { return self }
            return String(unsafeUninitializedCapacity: bytes.count + insertions) { output in
                var written = 0
                for index in bytes.indices {
                    output[written] = bytes[index] == UInt8(ascii: "\n") ? UInt8(ascii: " ") : bytes[index]
                    written += 1
                    if breaksAfter(index) {
                        output[written] = UInt8(ascii: " ")
                        written += 1
                    }
                }
                return written
            }
        }
    }
}
