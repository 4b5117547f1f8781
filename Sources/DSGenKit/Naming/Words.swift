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
        withCharacterBytes(spelling) { characters in
            var words: [String] = []
            forEachWord(in: characters) { words.append(String(decoding: characters[$0], as: UTF8.self)) }
            return words
        }
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

    /// A name (words joined, so ASCII) that can start an identifier in Swift and Kotlin: `3x`
    /// becomes `_3x`.
    public static func identifierStart(_ name: String) -> String {
        name.utf8.first?.isASCIIDigit == true ? "_" + name : name
    }

    /// Why `spelling` cannot name a member in `language`: its lowerCamel identifier is empty or `reserved`.
    static func problem(naming spelling: String, reserved: Set<String>, in language: String) -> String? {
        let name = identifierStart(lowerCamel(spelling))
        if name.isEmpty { return "it has no letters or digits" }
        return reserved.contains(name) ? "'\(name)' is reserved in \(language)" : nil
    }

    /// The first letter uppercased, the rest unchanged.
    public static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    // MARK: - Case styles

    /// How a case style writes a word's letters.
    private enum Casing {
        case lowercased, capitalized

        func apply(_ byte: UInt8, isFirst: Bool) -> UInt8 {
            switch self {
            case .lowercased: byte.isASCIIUppercase ? byte + 0x20 : byte
            case .capitalized: isFirst && byte.isASCIILowercase ? byte - 0x20 : byte
            }
        }
    }

    /// The words of `spelling` joined by `separator`, the first in `first` casing and the others in `rest`.
    private static func joined(_ spelling: String, separator: String = "", first: Casing, rest: Casing) -> String {
        withCharacterBytes(spelling) { characters in
            var output: [UInt8] = []
            output.reserveCapacity(characters.count + 4)
            var isFirstWord = true
            forEachWord(in: characters) { word in
                if !isFirstWord { output += separator.utf8 }
                let casing = isFirstWord ? first : rest
                for position in word { output.append(casing.apply(characters[position], isFirst: position == word.lowerBound)) }
                isFirstWord = false
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    // MARK: - Splitting

    /// Calls `body` with where each word is in ``withCharacterBytes(_:_:)``'s bytes, in order:
    /// runs of ASCII letters and digits, split where an uppercase letter starts a word.
    private static func forEachWord(in characters: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        for index in characters.indices {
            let byte = characters[index]
            guard byte.isASCIILetter || byte.isASCIIDigit else {
                if let wordStart = start { body(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start, index > wordStart,
               startsWord(byte, after: characters[index - 1], next: index + 1 < characters.count ? characters[index + 1] : nil) {
                body(wordStart..<index)
                start = index
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { body(wordStart..<characters.count) }
    }

    /// A non-ASCII character that is lowercase, in ``withCharacterBytes(_:_:)``.
    private static let otherLowercase: UInt8 = 0xFF
    /// Any other non-ASCII character, in ``withCharacterBytes(_:_:)``.
    private static let other: UInt8 = 0x80

    /// Calls `body` with one byte per `Character` of `spelling`: an ASCII character's value,
    /// else ``otherLowercase`` or ``other``. Each byte of ASCII text is a character of its own
    /// (but CR LF, which is no letter either way), and schema names nearly always are: those
    /// are read in place, not copied (with ``forEachWord(in:_:)`` instead of an array of
    /// ranges, the case styles went from 104 M to 52 M instructions at 100 components).
    private static func withCharacterBytes<Result>(_ spelling: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        spelling.withUTF8Bytes { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? body(bytes)
                : spelling.map { $0.asciiValue ?? ($0.isLowercase ? otherLowercase : other) }.withUnsafeBufferPointer(body)
        }
    }

    /// Whether an uppercase letter starts a word: after a lowercase letter or a digit, or
    /// as the last capital of an acronym (`URLPath`).
    private static func startsWord(_ byte: UInt8, after previous: UInt8, next: UInt8?) -> Bool {
        guard byte.isASCIIUppercase else { return false }
        return previous.isASCIILowercase || previous.isASCIIDigit || (previous.isASCIIUppercase && next.map { $0.isASCIILowercase || $0 == otherLowercase } == true)
    }
}
