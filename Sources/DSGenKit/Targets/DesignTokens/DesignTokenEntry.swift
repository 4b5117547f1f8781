/// One token on its way into a file: where it goes and its `$type`, `$value` and
/// `$description`.
struct DesignTokenEntry: Hashable, Sendable {
    /// The token's name as group path segments (`main`, `alert`, `color`, `information`, `bg`).
    var path: [String]
    /// `color`, `dimension`, `duration` or `number`.
    var type: String
    /// The value, or an alias (`"{radius.radius-1}"`).
    var value: JSONValue
    /// What it is.
    var description: String

    /// The token's name in an alias: `{main.alert.color.information.bg}`.
    var reference: String { "{" + path.joined(separator: ".") + "}" }
}

/// A token the schemas name but cannot give a value: owned outside them, or not decided yet.
struct UnresolvedToken: Hashable, Sendable {
    /// Where it would go.
    var path: [String]
    /// Its type.
    var type: String
    /// The token it stands for when owned elsewhere (`{border.focus}`), else nil.
    var reference: String?
    /// Why it has no value.
    var reason: String
}

/// Names and values in the DTCG format.
enum DesignTokenNames {
    /// A schema token path as group names: `main/alert/color/information/bg` → five names.
    /// Characters a DTCG name cannot hold (`.`, `{`, `}`, a leading `$`) become `_`.
    static func segments(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { segment in
            var name = String(Substring(segment)).replacingAll("{", with: "_").replacingAll("}", with: "_").replacingAll(".", with: "_")
            if name.hasPrefix("$") { name = "_" + name.dropFirst() }
            return name
        }
    }

    /// `ad-space` for `AdSpace`: the group of a component's own names.
    static func component(_ name: String) -> String {
        Words.split(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// The Color Module's sRGB colour object: components 0–1, alpha 0–1, and the hex.
    static func color(_ value: ColorValue) -> JSONValue {
        let (red, green, blue) = value.components
        var members = [
            JSONMember("colorSpace", .string("srgb")),
            JSONMember("components", .array([red, green, blue].map { .number(channel($0)) })),
        ]
        if value.opacityPercent < 100 { members.append(JSONMember("alpha", .number(value.opacityPercent / 100))) }
        members.append(JSONMember("hex", .string(value.hex.lowercased())))
        return .object(members)
    }

    /// A channel as a fraction of 255, to six decimals (enough to return to the same byte).
    private static func channel(_ byte: Int) -> Double {
        (Double(byte) / 255 * 1_000_000).rounded() / 1_000_000
    }

    /// A dimension or duration: `{ "value": 16, "unit": "px" }` (dp, pt and sp are all written
    /// as px: one density-independent unit on every platform), `{ "value": 3, "unit": "s" }`.
    static func measure(_ value: Double, unit: String) -> JSONValue {
        .object([JSONMember("value", .number(value)), JSONMember("unit", .string(unit))])
    }
}
