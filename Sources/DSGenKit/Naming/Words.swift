/// Splits schema and Figma spellings into words and joins them in platform case styles.
///
/// `banner-sm`, `Full Width`, `isLoading`, `URLPath` and `3x` all become words first;
/// every case style is built from those words, so all platforms agree on boundaries.
public enum Words {
    /// The words of a spelling: split at any non-alphanumeric character and at
    /// lower-to-upper and acronym boundaries (`URLPath` → `URL`, `Path`).
    public static func split(_ spelling: String) -> [String] {
        if spelling.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(Array(spelling.utf8)) }
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

    /// `bannerSm`, `fullWidth`, `isLoading`.
    public static func lowerCamel(_ spelling: String) -> String {
        let words = split(spelling)
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// `BannerSm`, `FullWidth`, `IsLoading`.
    public static func upperCamel(_ spelling: String) -> String {
        split(spelling).map(capitalized).joined()
    }

    /// `ad space` for `AdSpace`: the words, lowercased, for prose ("Creates the ad space.").
    public static func phrase(_ spelling: String) -> String {
        split(spelling).map { $0.lowercased() }.joined(separator: " ")
    }

    /// A name that can start an identifier in Swift and Kotlin: `3x` becomes `_3x`.
    public static func identifierStart(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.isNumber ? "_" + name : name
    }

    /// `BANNER_SM`.
    public static func screamingSnake(_ spelling: String) -> String {
        split(spelling).map { $0.uppercased() }.joined(separator: "_")
    }

    /// The first letter uppercased, the rest unchanged.
    public static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// ``split(_:)`` for ASCII text, byte by byte: the same words, without grapheme breaking
    /// (schema names are ASCII, and may be very long).
    private static func splitASCII(_ bytes: [UInt8]) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var words: [String] = []
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if let wordStart = start { words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self)) }
                start = nil
                continue
            }
            if let wordStart = start, index > wordStart {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let boundary = isUpper(byte) && (isLower(previous) || isDigit(previous)
                    || (isUpper(previous) && next.map(isLower) == true))
                if boundary {
                    words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self))
                    start = index
                }
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { words.append(String(decoding: bytes[wordStart...], as: UTF8.self)) }
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
