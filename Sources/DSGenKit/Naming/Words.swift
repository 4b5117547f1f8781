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
        words(of: spelling).map { String(decoding: $0, as: UTF8.self) }
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

    /// How a case style writes one word.
    private enum Casing {
        case lowercased, uppercased, capitalized

        func apply(_ word: [UInt8]) -> [UInt8] {
            switch self {
            case .lowercased: word.map { isUpper($0) ? $0 + 0x20 : $0 }
            case .uppercased: word.map { isLower($0) ? $0 - 0x20 : $0 }
            case .capitalized: (isLower(word[0]) ? [word[0] - 0x20] : [word[0]]) + word.dropFirst()
            }
        }
    }

    /// The words of `spelling` joined by `separator`, the first in `first` casing and the others in `rest`.
    private static func joined(_ spelling: String, separator: String = "", first: Casing, rest: Casing) -> String {
        var output: [UInt8] = []
        for (index, word) in words(of: spelling).enumerated() {
            if index > 0 { output += separator.utf8 }
            output += (index == 0 ? first : rest).apply(word)
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Splitting

    /// The words of a spelling, as ASCII bytes.
    private static func words(of spelling: String) -> [[UInt8]] {
        let characters = characterBytes(spelling)
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for (index, byte) in characters.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if let previous = current.last, startsWord(byte, after: previous, next: next) {
                words.append(current)
                current = []
            }
            current.append(byte)
        }
        if !current.isEmpty { words.append(current) }
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

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
