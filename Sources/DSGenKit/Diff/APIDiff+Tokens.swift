/// Tokens: colour sets (roles, entries per case, values), single colours and typography.
/// Reading generated tokens is the API; token holders are not constructed by callers.
extension ComponentDiff {
    private var notInCodeConnect: Impact { .compatible("tokens are not part of Code Connect") }

    mutating func compareTokens() {
        let sets = Matching(old: old.tokens.colorSets, new: new.tokens.colorSets, name: \.name)
        for (was, set, _) in sets.inNewOrder {
            let swiftType = newSwift.typeName(set.name), kotlinType = newKotlin.typeName(set.name)
            guard let was else {
                record(.colorSetAdded, "tokens.\(set.name)", "colour set `\(set.name)` added",
                       swift: .compatible("new `\(swiftType)`"), kotlin: .compatible("new `\(kotlinType)`"), figma: notInCodeConnect)
                continue
            }
            compareColorSet(was, set, swiftType: swiftType, kotlinType: kotlinType)
        }
        for set in sets.removed {
            record(.colorSetRemoved, "tokens.\(set.name)", "colour set `\(set.name)` removed",
                   swift: .breaking("`\(oldSwift.typeName(set.name))` no longer exists"),
                   kotlin: .breaking("`\(oldKotlin.typeName(set.name))` no longer exists"), figma: notInCodeConnect)
        }
        compareColors()
        compareTypography()
    }

    private mutating func compareColorSet(_ previous: ColorSet, _ set: ColorSet, swiftType: String, kotlinType: String) {
        let subject = "tokens.\(set.name)"
        let oldAxes = previous.axes.map { propertyNames[$0] ?? $0 }
        if oldAxes != set.axes {
            let accessor = { (axes: [String]) in
                axes.count > 1 ? "\(set.name)(\(axes[1]):) on `\(axes[0])`" : "\(set.name) on `\(axes.first ?? "")`"
            }
            let impact = Impact.breaking("accessor `\(accessor(oldAxes))` becomes `\(accessor(set.axes))`")
            record(.colorSetAxesChanged, subject, "colour set `\(set.name)` now varies by \(set.axes.codeList)",
                   old: previous.axes.joined(separator: ", "), new: set.axes.joined(separator: ", "),
                   swift: impact, kotlin: impact, figma: notInCodeConnect)
            return
        }
        let roles = Matching(old: previous.roles, new: set.roles, name: \.name)
        for role in roles.added {
            record(.colorRoleAdded, "\(subject).\(role.name)", "colour role `\(role.name)` added to `\(set.name)`",
                   swift: .compatible("new `\(swiftType).\(SwiftAPI.memberName(role.name))`"),
                   kotlin: .compatible("new `\(kotlinType).\(KotlinAPI.memberName(role.name))` (the data-class constructor, not meant for callers, gains a parameter)"),
                   figma: notInCodeConnect)
        }
        for role in roles.removed {
            record(.colorRoleRemoved, "\(subject).\(role.name)", "colour role `\(role.name)` removed from `\(set.name)`",
                   swift: .breaking("`\(swiftType).\(SwiftAPI.memberName(role.name))` no longer exists"),
                   kotlin: .breaking("`\(kotlinType).\(KotlinAPI.memberName(role.name))` no longer exists"), figma: notInCodeConnect)
        }
        let renamedCases = caseNames[set.axes.first ?? ""] ?? [:]
        var oldEntries = previous.entries
        for index in oldEntries.indices { oldEntries[index].caseName = renamedCases[oldEntries[index].caseName] ?? oldEntries[index].caseName }
        let entries = Matching(old: oldEntries, new: set.entries, name: \.caseName)
        let secondAxis = set.axes.count > 1 ? new.property(named: set.axes[1])?.enumeration?.cases.map(\.name) ?? [] : []
        // The constants an entry generates: one, or one per case of the second axis.
        let constants = { (api: any PlatformNaming, type: String, entry: ColorSetEntry) in
            (entry.variesBySecondAxis ? secondAxis.map { "\(entry.caseName) \($0)" } : [entry.caseName]).map { "\(type).\(api.colorConstantName($0))" }
        }
        let swift = newSwift, kotlin = newKotlin
        let swiftConstants = { constants(swift, swiftType, $0) }, kotlinConstants = { constants(kotlin, kotlinType, $0) }
        for (was, entry, _) in entries.inNewOrder {
            let entrySubject = "\(subject).\(entry.caseName)"
            guard let was else {
                record(.colorEntryAdded, entrySubject, "colours for `\(entry.caseName)` added to `\(set.name)`",
                       swift: .compatible("new \(swiftConstants(entry).codeList)"), kotlin: .compatible("new \(kotlinConstants(entry).codeList)"),
                       figma: notInCodeConnect)
                continue
            }
            if was.variesBySecondAxis != entry.variesBySecondAxis {
                record(.colorEntryThemingChanged, entrySubject,
                       "colours for `\(entry.caseName)` \(entry.variesBySecondAxis ? "now vary" : "no longer vary") by `\(set.axes.last ?? "")`",
                       swift: .breaking("\(swiftConstants(was).codeList) become \(swiftConstants(entry).codeList)"),
                       kotlin: .breaking("\(kotlinConstants(was).codeList) become \(kotlinConstants(entry).codeList)"), figma: notInCodeConnect)
                continue
            }
            compareColorValues(was, entry, subject: entrySubject, setName: set.name)
        }
        for entry in entries.removed {
            record(.colorEntryRemoved, "\(subject).\(entry.caseName)", "colours for `\(entry.caseName)` removed from `\(set.name)`",
                   swift: .breaking("\(swiftConstants(entry).codeList) no longer exist"),
                   kotlin: .breaking("\(kotlinConstants(entry).codeList) no longer exist"), figma: notInCodeConnect)
        }
    }

    private mutating func compareColorValues(_ previous: ColorSetEntry, _ entry: ColorSetEntry, subject: String, setName: String) {
        for role in entry.values {
            guard let oldColors = previous.values.first(where: { $0.role == role.role })?.colors else { continue }
            for color in role.colors {
                let was = oldColors.first { $0.caseName == color.caseName } ?? (color.caseName == nil ? oldColors.first : nil)
                guard let was, was.value != color.value || was.path != color.path else { continue }
                let label = ([entry.caseName] + [color.caseName].compactMap { $0 }).map { "`\($0)`" }.joined(separator: " · ")
                let impact = Impact.compatible("token \(was.value != color.value ? "value" : "path") change (appearance only)")
                let samePath = was.path == color.path
                record(.colorValueChanged, "\(subject).\(role.role)" + (color.caseName.map { "." + $0 } ?? ""),
                       "`\(role.role)` colour of \(label)" + (samePath ? " (`\(color.path)`)" : "") + " changed",
                       old: samePath ? was.value.written : "\(was.path) \(was.value.written)",
                       new: samePath ? color.value.written : "\(color.path) \(color.value.written)",
                       swift: impact, kotlin: impact, figma: notInCodeConnect)
            }
        }
    }

    private mutating func compareColors() {
        let colors = Matching(old: old.tokens.colors, new: new.tokens.colors, name: \.role)
        let constant = { (api: any PlatformNaming, role: String) in "`\(api.tokensTypeName).\(api.colorConstantName(role))`" }
        for (was, token, _) in colors.inNewOrder {
            let subject = "tokens.\(token.role)"
            guard let was else {
                let impact = { (api: any PlatformNaming) -> Impact in
                    .compatible(token.value != nil ? "new \(constant(api, token.role))" : "proposed without a value: nothing generated yet")
                }
                record(.colorTokenAdded, subject, "colour token `\(token.role)` added", new: token.value.map { "\(token.path) \($0.written)" } ?? token.path,
                       swift: impact(newSwift), kotlin: impact(newKotlin), figma: notInCodeConnect)
                continue
            }
            guard was.value != token.value || was.path != token.path else { continue }
            let impact = { (api: any PlatformNaming) -> Impact in
                switch (was.value, token.value) {
                case (_?, nil): return .breaking("\(constant(api, token.role)) is no longer generated (value removed)")
                case (nil, _?): return .compatible("new \(constant(api, token.role)) (value assigned)")
                default: return .compatible("token \(was.value != token.value ? "value" : "path") change (appearance only)")
                }
            }
            record(.colorValueChanged, subject, "colour token `\(token.role)` changed",
                   old: "\(was.path)" + (was.value.map { " " + $0.written } ?? ""),
                   new: "\(token.path)" + (token.value.map { " " + $0.written } ?? ""),
                   swift: impact(newSwift), kotlin: impact(newKotlin), figma: notInCodeConnect)
        }
        for token in colors.removed {
            let impact = { (api: any PlatformNaming) -> Impact in
                token.value != nil ? .breaking("\(constant(api, token.role)) no longer exists") : .compatible("had no value: nothing was generated")
            }
            record(.colorTokenRemoved, "tokens.\(token.role)", "colour token `\(token.role)` removed", old: token.path,
                   swift: impact(oldSwift), kotlin: impact(oldKotlin), figma: notInCodeConnect)
        }
    }

    private mutating func compareTypography() {
        let styles = Matching(old: old.tokens.typography, new: new.tokens.typography, name: \.role)
        let constant = { (api: any PlatformNaming, role: String) in "`\(api.tokensTypeName).\(api.textStyleName(role))`" }
        for (was, style, _) in styles.inNewOrder {
            let subject = "tokens.typography.\(style.role)"
            guard let was else {
                record(.typographyAdded, subject, "text style `\(style.role)` added", new: style.style,
                       swift: .compatible("new \(constant(newSwift, style.role))"), kotlin: .compatible("new \(constant(newKotlin, style.role))"),
                       figma: notInCodeConnect)
                continue
            }
            guard was.style != style.style else { continue }
            record(.typographyChanged, subject, "text style `\(style.role)` changed", old: was.style, new: style.style,
                   swift: .compatible("token value change (appearance only)"), kotlin: .compatible("token value change (appearance only)"),
                   figma: notInCodeConnect)
        }
        for style in styles.removed {
            record(.typographyRemoved, "tokens.typography.\(style.role)", "text style `\(style.role)` removed", old: style.style,
                   swift: .breaking("\(constant(oldSwift, style.role)) no longer exists"),
                   kotlin: .breaking("\(constant(oldKotlin, style.role)) no longer exists"), figma: notInCodeConnect)
        }
    }
}
