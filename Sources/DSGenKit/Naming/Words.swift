/// Splits schema and Figma spellings into words and joins them in platform case styles.
///
/// `banner-sm`, `Full Width`, `isLoading`, `URLPath` and `3x` all become words first;
/// every case style is built from those words, so all platforms agree on boundaries.
/// Words are ASCII letters and digits; any other character separates them (a combining
/// mark makes its base one too).
public enum Words {
    /// The words of a spelling: split at any other character and at lower-to-upper and
    /// acronym boundaries (`URLPath` → `URL`, `Path`).
    public static func split(_ spelling: String) -> [String] {
        let characters = characterBytes(spelling)
        return wordRanges(characters).map { String(decoding: characters[$0], as: UTF8.self) }
    }

    /// `bannerSm`, `fullWidth`, `isLoading`.
    public static func lowerCamel(_ spelling: String) -> String {
        joined(spelling, first: .lowercased, rest: .capitalized)
    }

    /// `BannerSm`, `FullWidth`, `IsLoading`.
    public static func upperCamel(_ spelling: String) -> String {
        joined(spelling, first: .capitalized, rest: .capitalized)
    }

    /// `ad space` for `AdSpace`: the words, lowercased, for prose ("Creates the ad space.").
    public static func phrase(_ spelling: String) -> String {
        joined(spelling, separator: " ", first: .lowercased, rest: .lowercased)
    }

    /// `Is Loading` for `isLoading`: the words, capitalized, separated by spaces.
    public static func title(_ spelling: String) -> String {
        joined(spelling, separator: " ", first: .capitalized, rest: .capitalized)
    }

    /// `BANNER_SM`.
    public static func screamingSnake(_ spelling: String) -> String {
        joined(spelling, separator: "_", first: .uppercased, rest: .uppercased)
    }

    /// A name that can start an identifier in Swift and Kotlin: `3x` becomes `_3x`.
    public static func identifierStart(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// The first letter uppercased, the rest unchanged.
    public static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    // MARK: - Case styles

    /// How a case style writes a word's letters.
    private enum Casing {
        case lowercased, uppercased, capitalized

        func apply(_ byte: UInt8, isFirst: Bool) -> UInt8 {
            switch self {
            case .lowercased: isUpper(byte) ? byte + 0x20 : byte
            case .uppercased: isLower(byte) ? byte - 0x20 : byte
            case .capitalized: isFirst && isLower(byte) ? byte - 0x20 : byte
            }
        }
    }

    /// The words of `spelling` joined by `separator`, the first in `first` casing and the others in `rest`.
    private static func joined(_ spelling: String, separator: String = "", first: Casing, rest: Casing) -> String {
        let characters = characterBytes(spelling)
        var output: [UInt8] = []
        output.reserveCapacity(characters.count)
        for (index, word) in wordRanges(characters).enumerated() {
            if index > 0 { output += separator.utf8 }
            let casing = index == 0 ? first : rest
            for position in word { output.append(casing.apply(characters[position], isFirst: position == word.lowerBound)) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Splitting

    /// Where the words are in ``characterBytes(_:)``: runs of ASCII letters and digits, split
    /// where an uppercase letter starts a word.
    private static func wordRanges(_ characters: [UInt8]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        for index in characters.indices {
            let byte = characters[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if let wordStart = start { words.append(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start, index > wordStart,
               startsWord(byte, after: characters[index - 1], next: index + 1 < characters.count ? characters[index + 1] : nil) {
                words.append(wordStart..<index)
                start = index
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { words.append(wordStart..<characters.count) }
        return words
    }

    /// A non-ASCII character that is lowercase, in ``characterBytes(_:)``.
    private static let otherLowercase: UInt8 = 0xFF
    /// Any other non-ASCII character, in ``characterBytes(_:)``.
    private static let other: UInt8 = 0x80

    /// One byte per `Character` of `spelling`: an ASCII character's value, else
    /// ``otherLowercase`` or ``other``. Each byte of ASCII text is a character of its own
    /// (but CR LF, which is no letter either way), and schema names nearly always are.
    private static func characterBytes(_ spelling: String) -> [UInt8] {
        if spelling.utf8.allSatisfy({ $0 < 0x80 }) { return Array(spelling.utf8) }
        return spelling.map { $0.asciiValue ?? ($0.isLowercase ? otherLowercase : other) }
    }

    /// Whether an uppercase letter starts a word: after a lowercase letter or a digit, or
    /// as the last capital of an acronym (`URLPath`).
    private static func startsWord(_ byte: UInt8, after previous: UInt8, next: UInt8?) -> Bool {
        guard isUpper(byte) else { return false }
        return isLower(previous) || isDigit(previous) || (isUpper(previous) && next.map { isLower($0) || $0 == otherLowercase } == true)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
