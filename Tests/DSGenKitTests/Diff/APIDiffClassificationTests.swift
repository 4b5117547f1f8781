import DSGenKit
import XCTest

/// The classification table: before/after schema pairs, each with the exact changes the diff
/// must report and their classification for Swift, Kotlin and Figma (`B`reaking or
/// `C`ompatible, in that order). Every kind of change appears at least once.
final class APIDiffClassificationTests: XCTestCase {
    struct Pair {
        let name: String
        let old: String
        let new: String
        let expected: [ExpectedChange]
        var oldPackage = "com.eb.designsystem"
        var newPackage = "com.eb.designsystem"
    }

    static func E(_ kind: APIChange.Kind, _ levels: String) -> ExpectedChange { ExpectedChange(kind, levels) }
    static func card(_ body: String, name: String = "Card") -> String { DiffFixtures.card(body, name: name) }

    /// A card with one of each kind of property.
    static let base = """
          text title { figma text "Title" }
          enum style = banner {
            figma variant "Style" {
              banner "Banner"
              card "Card"
            }
            case banner
            case card
          }
          text? caption
          event? onDismiss
        """

    static let pairs: [Pair] = [
        // MARK: Components
        Pair(name: "component added", old: card(base), new: card(base) + card("  text label", name: "Badge"),
             expected: [E(.componentAdded, "CCC")]),
        Pair(name: "component linked to Figma removed", old: card(base) + card("  figma \"https://figma.com/x?node-id=1-2\"\n  text label", name: "Badge"),
             new: card(base), expected: [E(.componentRemoved, "BBB")]),
        Pair(name: "component not in Figma removed", old: card(base) + card("  text label", name: "Badge"), new: card(base),
             expected: [E(.componentRemoved, "BBC")]),
        Pair(name: "component renamed with renamed-from", old: card(base), new: card("  renamed-from Card\n" + base, name: "Tile"),
             expected: [E(.componentRenamed, "CCC")]),
        Pair(name: "component renamed without renamed-from", old: card(base), new: card(base, name: "Tile"),
             expected: [E(.componentRemoved, "BBC"), E(.componentAdded, "CCC")]),
        Pair(name: "SwiftUI name changed", old: card(base), new: card("  swiftui name \"EBTile\"\n" + base),
             expected: [E(.swiftNameChanged, "BCC")]),
        Pair(name: "Compose name changed", old: card(base), new: card("  compose name \"EBTile\"\n" + base),
             expected: [E(.composeNameChanged, "CBC")]),
        Pair(name: "Figma link changed", old: card("  figma \"https://figma.com/x?node-id=1-2\"\n" + base),
             new: card("  figma \"https://figma.com/x?node-id=9-9\"\n" + base), expected: [E(.figmaLinkChanged, "CCB")]),
        Pair(name: "Kotlin package changed", old: card(base), new: card(base), expected: [E(.kotlinPackageChanged, "CBC")],
             oldPackage: "com.eb.designsystem", newPackage: "com.eb.ds"),

        // MARK: Properties added, removed, renamed
        Pair(name: "optional property added", old: card(base), new: card(base.replacingOccurrences(of: "  text? caption\n", with: "  text? caption\n  text? footnote\n")),
             expected: [E(.propertyAdded, "CCC")]),
        Pair(name: "required property added", old: card(base), new: card("  text subtitle\n" + base),
             expected: [E(.propertyAdded, "BBC")]),
        Pair(name: "defaulted property added, mapped from Figma", old: card(base),
             new: card("  bool isLoading = false { figma boolean \"Loading\" }\n" + base), expected: [E(.propertyAdded, "CCC")]),
        Pair(name: "property mapped from Figma removed", old: card(base + "\n  bool isLoading = false { figma boolean \"Loading\" }"),
             new: card(base), expected: [E(.propertyRemoved, "BBB")]),
        Pair(name: "property not in Figma removed", old: card(base), new: card(base.replacingOccurrences(of: "  text? caption\n", with: "")),
             expected: [E(.propertyRemoved, "BBC")]),
        Pair(name: "property renamed with renamed-from", old: card(base),
             new: card(base.replacingOccurrences(of: "text? caption", with: "text? subtitle { renamed-from caption }")),
             expected: [E(.propertyRenamed, "CCC")]),
        Pair(name: "renamed property keeps its Compose name", old: card(base + "\n  event? onTap { compose name onClick }"),
             new: card(base + "\n  event? onPress { renamed-from onTap; compose name onClick }"), expected: [E(.propertyRenamed, "CCC")]),
        Pair(name: "renamed property loses its SwiftUI name override", old: card(base + "\n  event? onTap { swiftui name onPress }"),
             new: card(base + "\n  event? onClick { renamed-from onTap }"), expected: [E(.propertyRenamed, "BCC")]),

        // MARK: Types, optionality, defaults
        Pair(name: "type changed text → number", old: card(base + "\n  text? badge"), new: card(base + "\n  number? badge"),
             expected: [E(.typeChanged, "BBC")]),
        Pair(name: "slot type changed", old: card(base + "\n  slot? icon: Icon"), new: card(base + "\n  slot? icon: TextButton"),
             expected: [E(.typeChanged, "BBC")]),
        Pair(name: "Compose type override added", old: card(base + "\n  slot? icon: Icon"),
             new: card(base + "\n  slot? icon: Icon { compose type \"Painter\" }"), expected: [E(.typeChanged, "CBC")]),
        Pair(name: "optional property made required", old: card(base), new: card(base.replacingOccurrences(of: "text? caption", with: "text caption")),
             expected: [E(.optionalityChanged, "BBC")]),
        Pair(name: "required property made optional", old: card(base), new: card(base.replacingOccurrences(of: "text title", with: "text? title")),
             expected: [E(.optionalityChanged, "CCC"), E(.parameterOrderChanged, "CBC")]),
        Pair(name: "view content made optional", old: card(base + "\n  slot content"), new: card(base + "\n  slot? content"),
             expected: [E(.optionalityChanged, "BCC")]),
        Pair(name: "default added to a required property", old: card(base),
             new: card(base.replacingOccurrences(of: "text title", with: "text title = \"Hello\"")),
             expected: [E(.defaultAdded, "CCC"), E(.parameterOrderChanged, "CBC")]),
        Pair(name: "default removed", old: card(base + "\n  bool isLoading = false"), new: card(base + "\n  bool isLoading"),
             expected: [E(.defaultRemoved, "BBC")]),
        Pair(name: "default changed", old: card(base), new: card(base.replacingOccurrences(of: "enum style = banner", with: "enum style = card")),
             expected: [E(.defaultChanged, "CCC")]),

        // MARK: Passing and platform names
        Pair(name: "parameter becomes a SwiftUI modifier", old: card(base),
             new: card(base.replacingOccurrences(of: "    case banner\n", with: "    swiftui modifier ebCardStyle\n    case banner\n")),
             expected: [E(.passingChanged, "BCC")]),
        Pair(name: "SwiftUI modifier renamed", old: card(base.replacingOccurrences(of: "    case banner\n", with: "    swiftui modifier ebCardStyle\n    case banner\n")),
             new: card(base.replacingOccurrences(of: "    case banner\n", with: "    swiftui modifier cardStyle\n    case banner\n")),
             expected: [E(.passingChanged, "BCC")]),
        Pair(name: "SwiftUI environment becomes a parameter",
             old: card(base + "\n  enum size = base {\n    swiftui environment controlSize: ControlSize\n    case small { swiftui \"small\" }\n    case base { swiftui \"regular\" }\n  }"),
             new: card(base + "\n  enum size = base {\n    case small { swiftui \"small\" }\n    case base { swiftui \"regular\" }\n  }"),
             expected: [E(.passingChanged, "BCC")]),
        Pair(name: "SwiftUI argument label changed", old: card(base), new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { swiftui name onClose }")),
             expected: [E(.swiftNameChanged, "BCC")]),
        Pair(name: "Compose parameter name changed", old: card(base), new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { compose name onClose }")),
             expected: [E(.composeNameChanged, "CBC")]),

        // MARK: Constraints
        Pair(name: "constraint added", old: card(base), new: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style == card }")),
             expected: [E(.constraintAdded, "CCC")]),
        Pair(name: "constraint removed", old: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style == card }")), new: card(base),
             expected: [E(.constraintRemoved, "BBC")]),
        Pair(name: "case added to the cases a constraint names", old: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style in wide }")
                .replacingOccurrences(of: "    case banner\n    case card\n", with: "    group wide\n    case banner\n    case card in wide\n")),
             new: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style in wide }")
                .replacingOccurrences(of: "    case banner\n    case card\n", with: "    group wide\n    case banner\n    case card in wide\n    case hero in wide\n")),
             expected: [E(.caseAdded, "BBC")]),
        Pair(name: "constraint cases changed", old: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style == card }")),
             new: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { only style == banner }")),
             expected: [E(.constraintChanged, "CCC")]),

        // MARK: Callbacks and argument binding
        Pair(name: "callback parameter added", old: card(base), new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: text }")),
             expected: [E(.callbackParameterAdded, "BBC")]),
        Pair(name: "callback parameter removed", old: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: text }")), new: card(base),
             expected: [E(.callbackParameterRemoved, "BBC")]),
        Pair(name: "callback parameter renamed", old: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: text }")),
             new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param cause: text }")),
             expected: [E(.callbackParameterRenamed, "CCC")]),
        Pair(name: "callback parameter type changed", old: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: text }")),
             new: card(base.replacingOccurrences(of: "event? onDismiss", with: "event? onDismiss { param reason: style }")),
             expected: [E(.callbackParameterTypeChanged, "BBC")]),
        Pair(name: "new optional callback before the trailing closure", old: card(base),
             new: card(base.replacingOccurrences(of: "  event? onDismiss", with: "  event? onTap\n  event? onDismiss")),
             expected: [E(.propertyAdded, "CCC"), E(.parameterOrderChanged, "BCC")]),
        Pair(name: "new optional property after the trailing lambda", old: card(base), new: card(base + "\n  text? footnote"),
             expected: [E(.propertyAdded, "CCC"), E(.parameterOrderChanged, "CBC")]),
        Pair(name: "optional properties swapped", old: card(base + "\n  slot content"),
             new: card(base.replacingOccurrences(of: "  text? caption\n  event? onDismiss", with: "  event? onDismiss\n  text? caption") + "\n  slot content"),
             expected: [E(.parameterOrderChanged, "BCC")]),

        // MARK: Enum cases, groups, per-case data
        Pair(name: "case added with a Figma value", old: card(base),
             new: card(base.replacingOccurrences(of: "      card \"Card\"\n", with: "      card \"Card\"\n      hero \"Hero\"\n").replacingOccurrences(of: "    case card\n", with: "    case card\n    case hero\n")),
             expected: [E(.caseAdded, "BBC")]),
        Pair(name: "case with a Figma value removed", old: card(base),
             new: card(base.replacingOccurrences(of: "      card \"Card\"\n", with: "").replacingOccurrences(of: "    case card\n", with: "")),
             expected: [E(.caseRemoved, "BBB")]),
        Pair(name: "case renamed with renamed-from", old: card(base),
             new: card(base.replacingOccurrences(of: "      card \"Card\"\n", with: "      tile \"Card\"\n").replacingOccurrences(of: "    case card\n", with: "    case tile { renamed-from card }\n")),
             expected: [E(.caseRenamed, "BBC")]),
        Pair(name: "case respelled to the same platform names", old: card(base + "\n  enum size = banner-sm { case banner-sm; case hero }"),
             new: card(base + "\n  enum size = bannerSm { case bannerSm { renamed-from banner-sm }; case hero }"),
             expected: [E(.caseRenamed, "CCC")]),
        Pair(name: "first group added", old: card(base + "\n  enum size { case small; case large }"),
             new: card(base + "\n  enum size {\n    group compact\n    case small in compact\n    case large\n  }"),
             expected: [E(.groupAdded, "CCC")]),
        Pair(name: "group added to grouped cases", old: card(base + "\n  enum size {\n    group compact\n    case small in compact\n    case large in compact\n  }"),
             new: card(base + "\n  enum size {\n    group compact\n    group wide\n    case small in compact\n    case large in wide\n  }"),
             expected: [E(.caseGroupChanged, "CCC"), E(.groupAdded, "BBC")]),
        Pair(name: "group removed", old: card(base + "\n  enum size {\n    group compact\n    group wide\n    case small in compact\n    case large in wide\n  }"),
             new: card(base + "\n  enum size {\n    group compact\n    case small in compact\n    case large in compact\n  }"),
             expected: [E(.caseGroupChanged, "CCC"), E(.groupRemoved, "BBC")]),
        Pair(name: "per-case field added", old: card(base + "\n  enum size { case small; case large }"),
             new: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             expected: [E(.fieldAdded, "CCC")]),
        Pair(name: "per-case field removed", old: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             new: card(base + "\n  enum size { case small; case large }"), expected: [E(.fieldRemoved, "BBC")]),
        Pair(name: "per-case field type dp → number", old: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             new: card(base + "\n  enum size {\n    field height: number\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             expected: [E(.fieldTypeChanged, "BBC")]),
        Pair(name: "per-case field type number → seconds", old: card(base + "\n  enum size {\n    field delay: number\n    case small { delay 3 }\n    case large { delay 5 }\n  }"),
             new: card(base + "\n  enum size {\n    field delay: seconds\n    case small { delay 3s }\n    case large { delay 5s }\n  }"),
             expected: [E(.fieldTypeChanged, "CBC")]),
        Pair(name: "per-case field made optional", old: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             new: card(base + "\n  enum size {\n    field height: dp?\n    case small { height 24 }\n    case large\n  }"),
             expected: [E(.fieldValueChanged, "CCC"), E(.fieldOptionalityChanged, "BBC")]),
        Pair(name: "per-case field made non-optional", old: card(base + "\n  enum size {\n    field height: dp?\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             new: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             expected: [E(.fieldOptionalityChanged, "BCC")]),
        Pair(name: "per-case value changed", old: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 48 }\n  }"),
             new: card(base + "\n  enum size {\n    field height: dp\n    case small { height 24 }\n    case large { height 56 }\n  }"),
             expected: [E(.fieldValueChanged, "CCC")]),
        Pair(name: "SwiftUI environment values of a case changed",
             old: card(base + "\n  enum size = base {\n    swiftui environment controlSize: ControlSize\n    case small { swiftui \"small\" }\n    case base { swiftui \"regular\" }\n  }"),
             new: card(base + "\n  enum size = base {\n    swiftui environment controlSize: ControlSize\n    case small { swiftui \"small\", \"mini\" }\n    case base { swiftui \"regular\" }\n  }"),
             expected: [E(.caseSwiftValuesChanged, "CCC")]),

        // MARK: Value types
        Pair(name: "value type added", old: card(base),
             new: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"),
             expected: [E(.propertyAdded, "CCC"), E(.parameterOrderChanged, "CBC"), E(.valueTypeAdded, "CCC")]),
        Pair(name: "value type removed", old: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"), new: card(base),
             expected: [E(.propertyRemoved, "BBC"), E(.valueTypeRemoved, "BBC")]),
        Pair(name: "optional value-type field added before the callback",
             old: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"),
             new: card(base + "\n  value? action: Action\n  type Action { text label; slot? icon: Icon; event onClick }"),
             expected: [E(.propertyAdded, "CCC"), E(.parameterOrderChanged, "CBC")]),
        Pair(name: "required value-type field added", old: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"),
             new: card(base + "\n  value? action: Action\n  type Action { text label; text hint; event onClick }"),
             expected: [E(.propertyAdded, "BBC"), E(.parameterOrderChanged, "CBC")]),
        Pair(name: "value-type field removed", old: card(base + "\n  value? action: Action\n  type Action { text label; text? hint; event onClick }"),
             new: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"),
             expected: [E(.propertyRemoved, "BBC")]),
        Pair(name: "value-type field renamed with renamed-from", old: card(base + "\n  value? action: Action\n  type Action { text label; event onClick }"),
             new: card(base + "\n  value? action: Action\n  type Action { text title { renamed-from label }; event onClick }"),
             expected: [E(.propertyRenamed, "CCC")]),

        // MARK: Figma mapping
        Pair(name: "Figma property renamed", old: card(base), new: card(base.replacingOccurrences(of: "figma variant \"Style\"", with: "figma variant \"Layout\"")),
             expected: [E(.figmaPropertyRenamed, "CCB")]),
        Pair(name: "Figma property kind changed", old: card(base + "\n  bool isLoading = false { figma boolean \"Loading\" }"),
             new: card(base + "\n  bool isLoading = false {\n    figma variant \"Loading\" {\n      true \"yes\"\n      false \"no\"\n    }\n  }"),
             expected: [E(.figmaKindChanged, "CCB")]),
        Pair(name: "Figma value remapped", old: card(base),
             new: card(base.replacingOccurrences(of: "      banner \"Banner\"\n      card \"Card\"\n", with: "      banner \"Card\"\n      card \"Banner\"\n")),
             expected: [E(.figmaValueRemapped, "CCB"), E(.figmaValueRemapped, "CCB")]),
        Pair(name: "Figma spelling added", old: card(base), new: card(base.replacingOccurrences(of: "card \"Card\"", with: "card \"Card\", \"card\"")),
             expected: [E(.figmaValueAdded, "CCC")]),
        Pair(name: "Figma spelling removed", old: card(base.replacingOccurrences(of: "card \"Card\"", with: "card \"Card\", \"card\"")), new: card(base),
             expected: [E(.figmaValueRemoved, "CCB")]),
        Pair(name: "Figma mapping added", old: card(base), new: card(base.replacingOccurrences(of: "text? caption", with: "text? caption { figma text \"Caption\" }")),
             expected: [E(.figmaMappingAdded, "CCC")]),
        Pair(name: "Figma mapping removed", old: card(base), new: card(base.replacingOccurrences(of: "text title { figma text \"Title\" }", with: "text title { figma none }")),
             expected: [E(.figmaMappingRemoved, "CCB")]),

        // MARK: Tokens
        Pair(name: "colour-set value changed", old: card(base + tokens(bannerBackground: "#E5F1FF")), new: card(base + tokens(bannerBackground: "#E6F2FF")),
             expected: [E(.colorValueChanged, "CCC")]),
        Pair(name: "colour role added", old: card(base + tokens()), new: card(base + tokens(extraRole: true)),
             expected: [E(.colorRoleAdded, "CCC")]),
        Pair(name: "colour role removed", old: card(base + tokens(extraRole: true)), new: card(base + tokens()),
             expected: [E(.colorRoleRemoved, "BBC")]),
        Pair(name: "colour set added", old: card(base), new: card(base + tokens()), expected: [E(.colorSetAdded, "CCC")]),
        Pair(name: "single colour removed", old: card(base + tokens(single: "#FFFFFF")), new: card(base + tokens()),
             expected: [E(.colorTokenRemoved, "BBC")]),
        Pair(name: "single colour added", old: card(base + tokens()), new: card(base + tokens(single: "#FFFFFF")),
             expected: [E(.colorTokenAdded, "CCC")]),
        Pair(name: "single colour loses its value", old: card(base + tokens(single: "#FFFFFF")), new: card(base + tokens(single: "")),
             expected: [E(.colorValueChanged, "BBC")]),
        Pair(name: "single colour value changed", old: card(base + tokens(single: "#FFFFFF")), new: card(base + tokens(single: "#FAFAFA")),
             expected: [E(.colorValueChanged, "CCC")]),
        Pair(name: "typography changed", old: card(base + tokens(typography: "Secondary/Bold/Caption")),
             new: card(base + tokens(typography: "Primary/Regular/Body")), expected: [E(.typographyChanged, "CCC")]),
        Pair(name: "typography removed", old: card(base + tokens(typography: "Secondary/Bold/Caption")), new: card(base + tokens()),
             expected: [E(.typographyRemoved, "BBC")]),
    ]

    /// A tokens block: a colour set by `style`, optionally a single colour and a text style.
    static func tokens(bannerBackground: String = "#E5F1FF", extraRole: Bool = false, single: String? = nil, typography: String? = nil) -> String {
        var lines = ["", "  tokens {", "    colors by style {", "      role background \"bg\""]
        if extraRole { lines.append("      role border \"border\"") }
        lines += ["      banner {", "        background \"card/banner/bg\" \(bannerBackground)"]
        if extraRole { lines.append("        border \"card/banner/border\" #000000") }
        lines += ["      }", "      card {", "        background \"card/card/bg\" #FFFFFF"]
        if extraRole { lines.append("        border \"card/card/border\" #000000") }
        lines += ["      }", "    }"]
        if let single { lines.append("    color surface \"card/surface\" \(single)".trimmingCharacters(in: .whitespaces)) }
        if let typography { lines.append("    typography caption \"\(typography)\"") }
        lines.append("  }")
        return lines.joined(separator: "\n")
    }

    func testTableHasAtLeastFortyPairsAndCoversEveryKind() {
        XCTAssertGreaterThanOrEqual(Self.pairs.count, 40)
        let covered = Set(Self.pairs.flatMap { $0.expected.map(\.kind) })
        let missing = APIChange.Kind.allCases.filter { !covered.contains($0) }
        // Covered in APIDiffSpecialCaseTests instead.
        let elsewhere: Set<APIChange.Kind> = [.colorSetRemoved, .colorSetAxesChanged, .colorEntryAdded, .colorEntryRemoved,
                                              .colorEntryThemingChanged, .typographyAdded]
        XCTAssertEqual(missing.filter { !elsewhere.contains($0) }, [], "kinds no pair covers")
    }

    func testEveryPairIsClassifiedExactly() throws {
        for pair in Self.pairs {
            let old = try DiffFixtures.system(pair.old, kotlinPackage: pair.oldPackage)
            let new = try DiffFixtures.system(pair.new, kotlinPackage: pair.newPackage)
            let changes = APIDiff.compare(old: old, new: new)
            XCTAssertEqual(changes.map(ExpectedChange.init), pair.expected,
                           "\(pair.name):\n" + changes.map { "  \($0.kind.rawValue) \($0.summary) | \($0.swift.reason) | \($0.kotlin.reason) | \($0.figma.reason)" }.joined(separator: "\n"))
            XCTAssertEqual(APIDiff.compare(old: old, new: old), [], "\(pair.name): a schema compared with itself")
        }
    }
}
