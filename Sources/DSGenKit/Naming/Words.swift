/// Splits schema and Figma spellings into words and joins them in platform case styles.
///
/// `banner-sm`, `Full Width`, `isLoading`, `URLPath` and `3x` all become words first;
/// every case style is built from those words, so all platforms agree on boundaries.
///
/// Words are always ASCII letters and digits (any other character separates words), so
/// the case styles write them byte by byte into one buffer, without intermediate strings.
/// Spellings that are ASCII (schema names almost always are) are split byte by byte too;
/// others go through `Character`s, where a combining mark makes its base a separator.
public enum Words {
    /// The words of a spelling: split at any non-alphanumeric character and at
    /// lower-to-upper and acronym boundaries (`URLPath` → `URL`, `Path`).
    public static func split(_ spelling: String) -> [String] {
        var utf8 = spelling
        return utf8.withUTF8 { bytes in
            guard isASCII(bytes) else { return splitCharacters(spelling) }
            var words: [String] = []
            forEachASCIIWord(bytes) { words.append(String(decoding: bytes[$0], as: UTF8.self)) }
            return words
        }
    }

    /// `bannerSm`, `fullWidth`, `isLoading`.
    public static func lowerCamel(_ spelling: String) -> String {
        // A lowerCamel spelling (ASCII letters and digits, from a lowercase letter on) is
        // split and joined back unchanged: most names are.
        alphanumericStart(spelling) == .lower ? spelling : styled(spelling, first: .lowercased, rest: .capitalized)
    }

    /// `BannerSm`, `FullWidth`, `IsLoading`.
    public static func upperCamel(_ spelling: String) -> String {
        // In ASCII letters and digits, every word but the first starts with an uppercase
        // letter, so capitalizing the words changes the first byte at most.
        switch alphanumericStart(spelling) {
        case .upperOrDigit: return spelling
        case .lower: return capitalizingFirstByte(spelling)
        case nil: return styled(spelling, first: .capitalized, rest: .capitalized)
        }
    }

    /// How a spelling of only ASCII letters and digits starts.
    private enum AlphanumericStart {
        case lower, upperOrDigit
    }

    /// How `spelling` starts when it is ASCII letters and digits only (and not empty), else nil.
    private static func alphanumericStart(_ spelling: String) -> AlphanumericStart? {
        func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> AlphanumericStart? {
            guard let first = bytes.first else { return nil }
            for byte in bytes where !(isLower(byte) || isUpper(byte) || isDigit(byte)) { return nil }
            return isLower(first) ? .lower : .upperOrDigit
        }
        if let start = spelling.utf8.withContiguousStorageIfAvailable(classify) { return start }
        var spelling = spelling
        return spelling.withUTF8(classify)
    }

    /// An ASCII spelling whose first byte is a lowercase letter, with that letter uppercased.
    private static func capitalizingFirstByte(_ spelling: String) -> String {
        var spelling = spelling
        return spelling.withUTF8 { bytes in
            String(length: bytes.count) { writer in
                writer.write(byte: bytes[0] - 0x20)
                writer.write(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
            }
        }
    }

    /// `ad space` for `AdSpace`: the words, lowercased, for prose ("Creates the ad space.").
    public static func phrase(_ spelling: String) -> String {
        styled(spelling, separator: UInt8(ascii: " "), first: .lowercased, rest: .lowercased)
    }

    /// `Is Loading` for `isLoading`: the words, capitalized, separated by spaces.
    public static func title(_ spelling: String) -> String {
        styled(spelling, separator: UInt8(ascii: " "), first: .capitalized, rest: .capitalized)
    }

    /// A name that can start an identifier in Swift and Kotlin: `3x` becomes `_3x`.
    public static func identifierStart(_ name: String) -> String {
        guard let firstByte = name.utf8.first else { return name }
        // `Character.isNumber` looks at the first scalar only; an ASCII one is a digit or not.
        let startsWithNumber = firstByte < 0x80 ? isDigit(firstByte) : name.first?.isNumber == true
        return startsWithNumber ? "_" + name : name
    }

    /// `BANNER_SM`.
    public static func screamingSnake(_ spelling: String) -> String {
        styled(spelling, separator: UInt8(ascii: "_"), first: .uppercased, rest: .uppercased)
    }

    /// The first letter uppercased, the rest unchanged.
    public static func capitalized(_ word: String) -> String {
        let bytes = word.utf8
        // An ASCII first byte followed by another is a whole `Character` (no combining marks).
        guard let first = bytes.first, first < 0x80, bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true else {
            return word.prefix(1).uppercased() + word.dropFirst()
        }
        return isLower(first) ? String(Unicode.Scalar(first - 0x20)) + word.dropFirst() : word
    }

    // MARK: - Case styles

    /// How a case style writes one (ASCII) word.
    private enum Casing {
        case lowercased, uppercased, capitalized

        func apply(_ byte: UInt8, isFirst: Bool) -> UInt8 {
            switch self {
            case .lowercased: return isUpper(byte) ? byte + 0x20 : byte
            case .uppercased: return isLower(byte) ? byte - 0x20 : byte
            case .capitalized: return isFirst && isLower(byte) ? byte - 0x20 : byte
            }
        }
    }

    /// The words of `spelling` joined by `separator`, the first written in `first`
    /// casing and the others in `rest`.
    private static func styled(_ spelling: String, separator: UInt8? = nil, first: Casing, rest: Casing) -> String {
        var utf8 = spelling
        return utf8.withUTF8 { bytes in
            // A separator can go between every two bytes, so twice the length always fits;
            // the result is copied out at its length, so a short one is a small string.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count) { buffer in
                var count = 0
                func append<Word: Collection<UInt8>>(_ word: Word) {
                    if count > 0, let separator {
                        buffer[count] = separator
                        count += 1
                    }
                    let casing = count == 0 ? first : rest
                    var isFirst = true
                    for byte in word {
                        buffer[count] = casing.apply(byte, isFirst: isFirst)
                        count += 1
                        isFirst = false
                    }
                }
                if isASCII(bytes) {
                    count = styledASCII(bytes, separator: separator, first: first, rest: rest, into: buffer)
                } else {
                    for word in splitCharacters(spelling) { append(word.utf8) }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
    }

    /// ``styled(_:separator:first:rest:)`` for ASCII text, in one pass: the word boundaries
    /// of ``forEachASCIIWord(_:_:)``, each byte written cased as it is read. Returns the
    /// number of bytes written to `buffer`, which must hold twice as many as `bytes`.
    private static func styledASCII(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8?, first: Casing, rest: Casing,
                                    into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0, words = 0
        var casing = first
        var isInWord = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                isInWord = false
                continue
            }
            var startsWord = !isInWord
            if isInWord, isUpper(byte) {
                let previous = bytes[index - 1]
                startsWord = isLower(previous) || isDigit(previous)
                    || (isUpper(previous) && index + 1 < bytes.count && isLower(bytes[index + 1]))
            }
            if startsWord {
                if words > 0, let separator {
                    buffer[count] = separator
                    count += 1
                }
                casing = words == 0 ? first : rest
                words += 1
            }
            buffer[count] = casing.apply(byte, isFirst: startsWord)
            count += 1
            isInWord = true
        }
        return count
    }

    // MARK: - Splitting

    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Calls `body` with the byte range of every word of ASCII text, in order: the same
    /// words as ``splitCharacters(_:)``, without grapheme breaking (schema names may be
    /// very long).
    private static func forEachASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if let wordStart = start { body(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start, index > wordStart {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let boundary = isUpper(byte) && (isLower(previous) || isDigit(previous)
                    || (isUpper(previous) && next.map(isLower) == true))
                if boundary {
                    body(wordStart..<index)
                    start = index
                }
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { body(wordStart..<bytes.count) }
    }

    /// ``split(_:)`` for any text, `Character` by `Character`: only ASCII letters and
    /// digits belong to words (`é`, and `e` with a combining accent, separate them).
    private static func splitCharacters(_ spelling: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(spelling)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber, character.isASCII else {
                flush(&current, into: &words)
                continue
            }
            if let previous = current.last, startsWord(character, after: previous, next: characters[safe: index + 1]) {
                flush(&current, into: &words)
            }
            current.append(character)
        }
        flush(&current, into: &words)
        return words
    }

    private static func startsWord(_ character: Character, after previous: Character, next: Character?) -> Bool {
        if character.isUppercase, previous.isLowercase || previous.isNumber { return true }
        if character.isUppercase, previous.isUppercase, let next, next.isLowercase { return true }
        return false
    }

    private static func flush(_ current: inout [Character], into words: inout [String]) {
        if !current.isEmpty { words.append(String(current)) }
        current.removeAll(keepingCapacity: true)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
