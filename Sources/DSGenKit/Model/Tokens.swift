/// A component's design tokens.
public struct Tokens: Hashable, Sendable, Encodable {
    /// Documentation.
    public var doc: String
    /// Colour sets that vary by one or two enum properties (Alert colours by type).
    public var colorSets: [ColorSet]
    /// Colours that do not vary.
    public var colors: [ColorToken]
    /// Typography references.
    public var typography: [TypographyToken]
    /// Which colour role sits on which, in schema order: the contrast to check.
    public var pairings: [ContrastPairing] = []

    /// No tokens.
    public static let empty = Tokens(doc: "", colorSets: [], colors: [], typography: [])
}

/// An sRGB colour with opacity, as a designer writes it: `#072592 @ 80%`.
public struct ColorValue: Hashable, Sendable, Encodable {
    /// `#RRGGBB`, uppercase.
    public var hex: String
    /// Opacity in percent, 0–100.
    public var opacityPercent: Double

    /// Red, green and blue as 0–255.
    public var components: (red: Int, green: Int, blue: Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// `#072592 @ 80%`, or just `#072592` when opaque.
    public var written: String {
        opacityPercent == 100 ? hex : "\(hex) @ \(NumberFormat.plain(opacityPercent))%"
    }
}

/// One colour token.
public struct ColorToken: Hashable, Sendable, Encodable {
    /// The role it plays (`surface`).
    public var role: String
    /// The token path (`main/ad-space/color/surface`).
    public var path: String
    /// Its value; nil while only proposed.
    public var value: ColorValue?
    /// Documentation.
    public var doc: String
}

/// Colours bound to roles and to the cases of one or two enum properties.
public struct ColorSet: Hashable, Sendable, Encodable {
    /// The set's name (`colors`).
    public var name: String
    /// The enum properties it varies by: one, or two (`appearance`, `theme`).
    public var axes: [String]
    /// The roles every entry defines.
    public var roles: [ColorRole]
    /// One entry per case of the first axis, in case order.
    public var entries: [ColorSetEntry]
}

/// A role in a colour set.
public struct ColorRole: Hashable, Sendable, Encodable {
    /// Its name (`background`).
    public var name: String
    /// The designer's label (`bg`).
    public var label: String
}

/// The colours for one case of a set's first axis.
public struct ColorSetEntry: Hashable, Sendable, Encodable {
    /// The first axis's case.
    public var caseName: String
    /// Whether its values depend on the second axis.
    public var variesBySecondAxis: Bool
    /// One value per role, in role order; each lists one colour, or one per second-axis case.
    public var values: [RoleColors]
}

/// A role's colour(s) in one entry.
public struct RoleColors: Hashable, Sendable, Encodable {
    /// The role.
    public var role: String
    /// One colour, or one per case of the second axis, in case order.
    public var colors: [ThemedColor]
}

/// A colour token, possibly for one case of a set's second axis.
public struct ThemedColor: Hashable, Sendable, Encodable {
    /// The second axis's case, if the value depends on it.
    public var caseName: String?
    /// The token path with placeholders filled in.
    public var path: String
    /// The colour.
    public var value: ColorValue
}

/// A typography reference (`Secondary/Bold/Caption`).
public struct TypographyToken: Hashable, Sendable, Encodable {
    /// The role (`caption`).
    public var role: String
    /// The DS text style.
    public var style: String
    /// Documentation.
    public var doc: String
}
