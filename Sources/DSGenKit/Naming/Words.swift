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
        var words: [String] = []
        var current = ""
        let characters = Array(spelling)
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
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

    /// `Is Loading` for `isLoading`: the words, capitalized, separated by spaces.
    public static func title(_ spelling: String) -> String {
        split(spelling).map(capitalized).joined(separator: " ")
    }

    /// `BANNER_SM`.
    public static func screamingSnake(_ spelling: String) -> String {
        split(spelling).map { $0.uppercased() }.joined(separator: "_")
    }

    /// A name that can start an identifier in Swift and Kotlin: `3x` becomes `_3x`.
    public static func identifierStart(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// The first letter uppercased, the rest unchanged.
    public static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func startsWord(_ character: Character, after previous: Character, next: Character?) -> Bool {
        if character.isUppercase, previous.isLowercase || previous.isNumber { return true }
        if character.isUppercase, previous.isUppercase, let next, next.isLowercase { return true }
        return false
    }

    private static func flush(_ current: inout String, into words: inout [String]) {
        if !current.isEmpty { words.append(current) }
        current = ""
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
