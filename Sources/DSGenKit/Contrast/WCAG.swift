import Foundation

/// An opaque sRGB colour with 8 bits per channel: what a screen shows.
public struct SRGBColor: Hashable, Sendable, Codable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (or `#RRGGBBAA`, alpha ignored); nil unless six or eight hex digits follow `#`.
    public init?(hex: String) {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
              let value = UInt32(String(Substring(digits.prefix(6))), radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, uppercase.
    public var hex: String {
        let digits = String(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue), radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// White, the backdrop a translucent surface is drawn on.
    public static let white = SRGBColor(red: 255, green: 255, blue: 255)
}

/// The colour arithmetic of WCAG 2.2: relative luminance, contrast ratio, and how a
/// translucent colour looks once drawn.
public enum WCAG {
    /// Relative luminance per WCAG 2.2 (definition "relative luminance"): each channel
    /// linearised from sRGB (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`),
    /// then weighted 0.2126 R + 0.7152 G + 0.0722 B. 0 for black, 1 for white.
    public static func relativeLuminance(_ color: SRGBColor) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter colour's luminance over the darker's:
    /// 1 for equal colours, 21 for black on white.
    public static func contrastRatio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A colour at `opacity` (0–1) drawn over an opaque one, as platforms and browsers
    /// blend by default: per channel in gamma-encoded sRGB, `opacity·fg + (1 − opacity)·bg`,
    /// rounded to the nearest 8-bit value the screen shows.
    public static func composite(_ foreground: SRGBColor, opacity: Double, over background: SRGBColor) -> SRGBColor {
        let alpha = min(max(opacity, 0), 1)
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((alpha * Double(top) + (1 - alpha) * Double(bottom)).rounded())
        }
        return SRGBColor(red: blend(foreground.red, background.red), green: blend(foreground.green, background.green),
                         blue: blend(foreground.blue, background.blue))
    }

    /// A ratio as WCAG states it, to two decimals, never rounded up: 4.499 is `4.49`, so
    /// a shown ratio is never above the threshold a failing pair misses.
    public static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}

/// What a foreground colour draws, which decides the contrast it needs (WCAG 2.2
/// success criteria 1.4.3, 1.4.6 and 1.4.11).
public enum ContrastContent: String, Hashable, Sendable, Codable, CaseIterable {
    /// Body text: 4.5:1 (AA), 7:1 (AAA).
    case text
    /// Large text (18 pt, or 14 pt bold): 3:1 (AA), 4.5:1 (AAA).
    case largeText = "large-text"
    /// Icons, borders and other graphics that identify a control or its state: 3:1.
    case nonText = "non-text"
    /// Decoration, skeletons, disabled controls: no requirement.
    case decorative

    /// How the docs and messages name it.
    public var label: String {
        switch self {
        case .text: return "text"
        case .largeText: return "large text"
        case .nonText: return "non-text UI"
        case .decorative: return "decorative"
        }
    }
}

/// The WCAG conformance level contrast is checked at.
public enum ContrastLevel: String, Hashable, Sendable, Codable, CaseIterable {
    /// Level AA, the default: 1.4.3 and 1.4.11.
    case aa = "AA"
    /// Level AAA (opt-in): 1.4.6 for text; non-text UI keeps 1.4.11's 3:1, which has no AAA level.
    case aaa = "AAA"

    /// The minimum ratio for a kind of content, or nil when it has none.
    public func threshold(for content: ContrastContent) -> Double? {
        switch (self, content) {
        case (_, .decorative): return nil
        case (.aa, .text): return 4.5
        case (.aaa, .text): return 7
        case (.aa, .largeText): return 3
        case (.aaa, .largeText): return 4.5
        case (_, .nonText): return 3
        }
    }
}
