/// A component's tokens sorted into the files they go to: its own file, one file per
/// case of a theme-like second axis (the Resolver Module's contexts), and the design
/// system's file for global tokens it uses.
struct ComponentTokens: Sendable {
    /// The component.
    var component: Component
    /// The group of its own names (`ad-space`).
    private let group: String
    /// Tokens of the component's own file (themed ones with their default case's value).
    var own: [DesignTokenEntry] = []
    /// Per second-axis modifier (`theme`), per case (`dark`): the themed tokens' values.
    var contexts: [(modifier: String, defaultCase: String, cases: [(name: String, entries: [DesignTokenEntry])])] = []
    /// Global tokens with values the component's schema states (`text/color-text-subtle`).
    var global: [DesignTokenEntry] = []
    /// Tokens without a value.
    var unresolved: [UnresolvedToken] = []

    /// Sorts every colour, per-case dimension and duration of a component.
    init(_ component: Component) {
        self.component = component
        group = DesignTokenNames.component(component.name)
        for set in component.tokens.colorSets { addColorSet(set) }
        for color in component.tokens.colors {
            let description = color.doc.isEmpty ? color.role : color.doc
            add(color.value, path: color.path, aliasPath: [group, "color", color.role], description: description)
        }
        for property in component.properties { addCaseData(property) }
        for style in component.tokens.typography {
            unresolved.append(UnresolvedToken(path: [group, "typography", style.role], type: "typography",
                                              reference: "{" + DesignTokenNames.segments(style.style).joined(separator: ".") + "}",
                                              reason: "text style \(style.style): its font values are owned by the design system's type scale"))
        }
    }

    /// A colour, owned (under its path) or global (in the design system's file, aliased here).
    private mutating func add(_ value: ColorValue?, path: String, aliasPath: [String], description: String) {
        let segments = DesignTokenNames.segments(path)
        // The component's own paths (`main/alert/…` for Alert), not the design system's (`border/focus`).
        let owned = segments.contains(group)
        guard let value else {
            unresolved.append(UnresolvedToken(path: owned ? segments : aliasPath, type: "color",
                                              reference: owned ? nil : "{" + segments.joined(separator: ".") + "}",
                                              reason: owned ? "proposed; no value assigned yet" : "value owned outside these schemas"))
            return
        }
        let entry = DesignTokenEntry(path: segments, type: "color", value: DesignTokenNames.color(value), description: description)
        if owned {
            own.append(entry)
        } else {
            global.append(entry)
            own.append(DesignTokenEntry(path: aliasPath, type: "color", value: .string(entry.reference), description: description))
        }
    }

    private mutating func addColorSet(_ set: ColorSet) {
        let labels = Dictionary(set.roles.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        let secondAxis = set.axes.count > 1 ? component.property(named: set.axes[1]) : nil
        let defaultCase = secondAxis?.defaultCase ?? secondAxis?.enumeration?.cases.first?.name
        for entry in set.entries {
            for role in entry.values {
                let description = "\(labels[role.role] ?? role.role) for \(set.axes[0]) \(entry.caseName)"
                let themed = role.colors.filter { $0.caseName != nil }
                guard let axis = set.axes.dropFirst().first, !themed.isEmpty, let defaultCase else {
                    for color in role.colors {
                        add(color.value, path: color.path, aliasPath: [group, "color", entry.caseName, role.role],
                            description: description)
                    }
                    continue
                }
                for color in themed {
                    guard let themeCase = color.caseName else { continue }
                    let neutral = DesignTokenNames.segments(color.path).filter { $0 != themeCase }
                    let token = DesignTokenEntry(path: neutral, type: "color", value: DesignTokenNames.color(color.value),
                                                 description: description + " (by \(axis))")
                    if themeCase == defaultCase { own.append(token) }
                    let index = contexts.firstIndex { $0.modifier == axis } ?? {
                        contexts.append((axis, defaultCase, secondAxis?.enumeration?.cases.map { ($0.name, []) } ?? []))
                        return contexts.count - 1
                    }()
                    if let caseIndex = contexts[index].cases.firstIndex(where: { $0.name == themeCase }) {
                        contexts[index].cases[caseIndex].entries.append(token)
                    }
                }
            }
        }
    }

    /// Per-case `dp`, `sp`, `number` and `seconds` data as dimension, number and duration
    /// tokens; a value that names its token (`radius/radius-1`) aliases it.
    private mutating func addCaseData(_ property: Property) {
        guard let enumeration = property.enumeration else { return }
        for field in enumeration.fields {
            for enumCase in enumeration.cases {
                guard let value = enumCase.value(of: field.name), let number = value.number else { continue }
                let token: (type: String, value: JSONValue)
                switch field.type {
                case .dp, .sp: token = ("dimension", DesignTokenNames.measure(number, unit: "px"))
                case .seconds: token = ("duration", DesignTokenNames.measure(number, unit: "s"))
                case .number: token = ("number", .number(number))
                case .text, .bool, .live: continue
                }
                let path = [group, property.name, enumCase.name, field.name]
                let description = field.doc.isEmpty ? field.name : field.doc
                guard let global = value.token else {
                    own.append(DesignTokenEntry(path: path, type: token.type, value: token.value, description: description))
                    continue
                }
                let target = DesignTokenEntry(path: DesignTokenNames.segments(global), type: token.type, value: token.value,
                                              description: global)
                self.global.append(target)
                own.append(DesignTokenEntry(path: path, type: token.type, value: .string(target.reference), description: description))
            }
        }
    }
}
