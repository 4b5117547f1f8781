/// The loop every language's string-literal function shares: quote, then each Unicode
/// scalar either escaped by the language's rule or copied as is.
enum StringLiteral {
    /// `quote + escaped text + quote`; `escape` returns nil for scalars copied unchanged.
    static func quoted(_ text: String, quote: String, escape: (Unicode.Scalar) -> String?) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 2 * quote.utf8.count)
        result += quote.utf8
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                result += escaped.utf8
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        result += quote.utf8
        return String(decoding: result, as: UTF8.self)
    }

    /// ``quoted(_:quote:escape:)`` that first checks the UTF-8 bytes: text without a byte
    /// for which `mayEscape` holds is copied between the quotes at once. `mayEscape` must
    /// hold for every ASCII byte whose scalar `escape` changes (`escape` may change no
    /// scalar outside ASCII).
    static func quoted(_ text: String, quote: String, mayEscape: (UInt8) -> Bool,
                       escape: (Unicode.Scalar) -> String?) -> String {
        let needsEscaping = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayEscape) }
            ?? text.utf8.contains(where: mayEscape)
        guard !needsEscaping else { return quoted(text, quote: quote, escape: escape) }
        return String.concatenating(quote, text, quote)
    }

    /// `\u0007`: the four-hex-digit escape of Kotlin and JavaScript.
    static func fourDigitEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a scalar is a C0 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}

/// A small set of ASCII words (a language's keywords) that answers `contains` by comparing
/// the few words with the same first byte and length, rather than hashing: identifiers
/// are looked up far more often than they are keywords.
struct ReservedWords: Sendable {
    /// The words by first byte, for ASCII first bytes.
    private let wordsByFirstByte: [[String]]
    /// Every word, for text that does not start with an ASCII byte.
    private let words: Set<String>

    init(_ words: Set<String>) {
        var table = Array(repeating: [String](), count: 128)
        for word in words.sorted() {
            guard let first = word.utf8.first, first < 0x80 else { continue }
            table[Int(first)].append(word)
        }
        wordsByFirstByte = table
        self.words = words
    }

    /// Whether `text` is one of the words (`==`, like `Set.contains`).
    func contains(_ text: String) -> Bool {
        // Non-ASCII text may still equal an ASCII word canonically (the Kelvin sign is `K`).
        guard let first = text.utf8.first, text.utf8.allSatisfy({ $0 < 0x80 }) else { return words.contains(text) }
        let length = text.utf8.count
        for word in wordsByFirstByte[Int(first)] where word.utf8.count == length && word == text { return true }
        return false
    }
}
