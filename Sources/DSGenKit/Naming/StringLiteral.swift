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
    /// Per ASCII first byte, bit `n` set when some word starting with it is `n` bytes long
    /// (words of 16 bytes or more set bit 0).
    private let lengthsByFirstByte: [UInt16]
    /// The words.
    private let words: Set<String>

    init(_ words: Set<String>) {
        var lengths = Array(repeating: UInt16(0), count: 128)
        for word in words {
            guard let first = word.utf8.first, first < 0x80 else { continue }
            lengths[Int(first)] |= 1 << (word.utf8.count < 16 ? word.utf8.count : 0)
        }
        lengthsByFirstByte = lengths
        self.words = words
    }

    /// Whether `text` is one of the words (`==`, like `Set.contains`).
    func contains(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, first < 0x80 else { return words.contains(text) }
        let length = utf8.count
        if lengthsByFirstByte[Int(first)] & (1 << (length < 16 ? length : 0)) != 0 { return words.contains(text) }
        // No word starts with this byte and has this length; non-ASCII text could still
        // equal one canonically (the Kelvin sign is `K`).
        let isASCII = utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } } ?? !utf8.contains { $0 >= 0x80 }
        return !isASCII && words.contains(text)
    }
}
