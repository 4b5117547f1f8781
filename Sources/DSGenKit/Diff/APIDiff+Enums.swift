extension ComponentDiff {
    /// Cases, groups, per-case fields and their values of an enum property in both versions.
    mutating func compareEnumeration(_ previous: Property, _ oldEnum: Enumeration, _ property: Property, _ newEnum: Enumeration) {
        let swiftType = newSwift.enumTypeName(property), kotlinType = newKotlin.enumTypeName(property)
        let cases = Matching(old: oldEnum.cases, new: newEnum.cases, name: \.name, renamedFrom: \.renamedFrom)
        // Case name → the Figma values that mean it, when the property is a Figma variant.
        let spellings = { (property: Property) -> [String: [String]] in
            guard property.figma.kind == .variant else { return [:] }
            return Dictionary(property.figma.values.compactMap { mapping in mapping.value.caseName.map { ($0, mapping.figmaValues) } },
                              uniquingKeysWith: { first, _ in first })
        }
        let figmaValues = spellings(property), oldFigmaValues = spellings(previous)
        for (was, enumCase, renamedFrom) in cases.inNewOrder {
            let subject = "\(property.name).\(enumCase.name)"
            guard let was else {
                let spellings = figmaValues[enumCase.name] ?? []
                record(.caseAdded, subject, "case `\(enumCase.name)` added to `\(property.name)`",
                       swift: .breaking("an exhaustive `switch` over `\(swiftType)` must handle `.\(SwiftAPI.caseName(enumCase.name))`"),
                       kotlin: .breaking("an exhaustive `when` over `\(kotlinType)` must handle `\(KotlinAPI.caseName(enumCase.name))`"),
                       figma: spellings.isEmpty ? .compatible("no Figma value maps to it")
                           : .compatible("additive: Figma value \(spellings.figmaList)"))
                continue
            }
            if let renamedFrom { caseRenamed(renamedFrom, enumCase, property: property, swiftType: swiftType, kotlinType: kotlinType) }
            compareCase(was, enumCase, oldEnum: oldEnum, newEnum: newEnum, property: property)
        }
        for enumCase in cases.removed {
            let spellings = oldFigmaValues[enumCase.name] ?? []
            record(.caseRemoved, "\(property.name).\(enumCase.name)", "case `\(enumCase.name)` removed from `\(property.name)`",
                   swift: .breaking("`\(swiftType).\(SwiftAPI.caseName(enumCase.name))` no longer exists"),
                   kotlin: .breaking("`\(kotlinType).\(KotlinAPI.caseName(enumCase.name))` no longer exists"),
                   figma: spellings.isEmpty ? .compatible("no Figma value mapped to it")
                       : .breaking("instances set to \(spellings.figmaList) no longer map"))
        }
        compareGroups(oldEnum, newEnum, property: property, swiftType: swiftType, kotlinType: kotlinType)
        compareFields(oldEnum, newEnum, property: property, swiftType: swiftType, kotlinType: kotlinType)
    }

    private mutating func caseRenamed(_ oldName: String, _ enumCase: EnumCase, property: Property, swiftType: String, kotlinType: String) {
        let oldSwiftName = SwiftAPI.caseName(oldName), newSwiftName = SwiftAPI.caseName(enumCase.name)
        let oldKotlinName = KotlinAPI.caseName(oldName), newKotlinName = KotlinAPI.caseName(enumCase.name)
        let swift: Impact = oldSwiftName == newSwiftName
            ? .compatible("Swift case `.\(newSwiftName)` unchanged; `rawValue` is now \"\(enumCase.name)\"")
            : .breaking("the deprecated alias keeps `.\(oldSwiftName)` values compiling, but an exhaustive `switch` with `case .\(oldSwiftName):` no longer covers `.\(newSwiftName)`")
        let kotlin: Impact = oldKotlinName == newKotlinName
            ? .compatible("Kotlin entry `\(newKotlinName)` unchanged")
            : .breaking("the deprecated alias keeps `\(kotlinType).\(oldKotlinName)` values compiling, but an exhaustive `when` on `\(oldKotlinName)` no longer covers `\(newKotlinName)`")
        record(.caseRenamed, "\(property.name).\(enumCase.name)", "case `\(oldName)` of `\(property.name)` renamed to `\(enumCase.name)`",
               old: oldName, new: enumCase.name, swift: swift, kotlin: kotlin,
               figma: .compatible("no Figma change; the same Figma values map to it"))
    }

    private mutating func compareCase(_ was: EnumCase, _ enumCase: EnumCase, oldEnum: Enumeration, newEnum: Enumeration, property: Property) {
        let subject = "\(property.name).\(enumCase.name)"
        let swiftCase = ".\(SwiftAPI.caseName(enumCase.name))"
        if !oldEnum.groups.isEmpty, !newEnum.groups.isEmpty, was.group != enumCase.group {
            record(.caseGroupChanged, subject, "case `\(enumCase.name)` of `\(property.name)` moved to another group",
                   old: was.group, new: enumCase.group,
                   swift: .compatible("behaviour: `\(swiftCase).group` is now `\(enumCase.group.map { "." + SwiftAPI.caseName($0) } ?? "nil")`"),
                   kotlin: .compatible("behaviour: `.group` of `\(KotlinAPI.caseName(enumCase.name))` changes"),
                   figma: .compatible("not in Figma"))
        }
        if property.swiftUI.passing == .environment, was.swiftValues != enumCase.swiftValues {
            record(.caseSwiftValuesChanged, subject, "SwiftUI values of case `\(enumCase.name)` of `\(property.name)` changed",
                   old: was.swiftValues.joined(separator: ", "), new: enumCase.swiftValues.joined(separator: ", "),
                   swift: .compatible("behaviour: which `\(property.swiftUI.type ?? "")` values select `\(swiftCase)` changes"),
                   kotlin: .compatible("no Kotlin change"), figma: .compatible("not in Figma"))
        }
        for field in newEnum.fields
        where oldEnum.fields.contains(where: { $0.name == field.name && $0.type == field.type }) {
            let before = was.value(of: field.name), after = enumCase.value(of: field.name)
            guard before != after else { continue }
            record(.fieldValueChanged, "\(subject).\(field.name)", "`\(field.name)` of case `\(enumCase.name)` changed",
                   old: before?.written ?? "none", new: after?.written ?? "none",
                   swift: .compatible("behaviour: `\(swiftCase).\(SwiftAPI.memberName(field.name))` changes"),
                   kotlin: .compatible("behaviour: `.\(KotlinAPI.memberName(field.name))` of `\(KotlinAPI.caseName(enumCase.name))` changes"),
                   figma: .compatible("not in Figma"))
        }
    }

    private mutating func compareGroups(_ oldEnum: Enumeration, _ newEnum: Enumeration, property: Property, swiftType: String, kotlinType: String) {
        let groups = Matching(old: oldEnum.groups, new: newEnum.groups, name: \.name)
        let swiftGroup = "\(swiftType).Group", kotlinGroup = "\(kotlinType)Group"
        for group in groups.added {
            let swift: Impact = oldEnum.groups.isEmpty ? .compatible("new `\(swiftGroup)` and `.group`")
                : .breaking("an exhaustive `switch` over `\(swiftGroup)` must handle `.\(SwiftAPI.caseName(group.name))`")
            let kotlin: Impact = oldEnum.groups.isEmpty ? .compatible("new `\(kotlinGroup)` and `.group`")
                : .breaking("an exhaustive `when` over `\(kotlinGroup)` must handle `\(KotlinAPI.caseName(group.name))`")
            record(.groupAdded, "\(property.name).\(group.name)", "group `\(group.name)` added to `\(property.name)`",
                   swift: swift, kotlin: kotlin, figma: .compatible("not in Figma"))
        }
        for group in groups.removed {
            let swift: Impact = newEnum.groups.isEmpty ? .breaking("`\(swiftGroup)` and `.group` no longer exist")
                : .breaking("`\(swiftGroup).\(SwiftAPI.caseName(group.name))` no longer exists")
            let kotlin: Impact = newEnum.groups.isEmpty ? .breaking("`\(kotlinGroup)` and `.group` no longer exist")
                : .breaking("`\(kotlinGroup).\(KotlinAPI.caseName(group.name))` no longer exists")
            record(.groupRemoved, "\(property.name).\(group.name)", "group `\(group.name)` removed from `\(property.name)`",
                   swift: swift, kotlin: kotlin, figma: .compatible("not in Figma"))
        }
    }

    private mutating func compareFields(_ oldEnum: Enumeration, _ newEnum: Enumeration, property: Property, swiftType: String, kotlinType: String) {
        let fields = Matching(old: oldEnum.fields, new: newEnum.fields, name: \.name)
        let figma = Impact.compatible("not in Figma")
        for (was, field, _) in fields.inNewOrder {
            let subject = "\(property.name).\(field.name)"
            let swiftMember = "`\(swiftType).\(SwiftAPI.memberName(field.name))`"
            let kotlinMember = "`\(kotlinType).\(KotlinAPI.memberName(field.name))`"
            let newSwiftType = newSwift.fieldType(field.type), newKotlinType = newKotlin.fieldType(field.type)
            let swiftFieldType = newSwiftType.display + (field.isOptional ? "?" : "")
            let kotlinFieldType = newKotlinType.display + (field.isOptional ? "?" : "")
            guard let was else {
                record(.fieldAdded, subject, "per-case field `\(field.name)` added to `\(property.name)`", new: field.type.rawValue,
                       swift: .compatible("new \(swiftMember)"), kotlin: .compatible("new \(kotlinMember)"), figma: figma)
                continue
            }
            let oldSwiftType = oldSwift.fieldType(was.type), oldKotlinType = oldKotlin.fieldType(was.type)
            if was.type != field.type {
                record(.fieldTypeChanged, subject, "type of per-case field `\(property.name).\(field.name)` changed",
                       old: was.type.rawValue, new: field.type.rawValue,
                       swift: oldSwiftType.key == newSwiftType.key ? .compatible("`\(oldSwiftType.display)` and `\(newSwiftType.display)` are the same Swift type")
                           : .breaking("\(swiftMember) is now `\(newSwiftType.display)`, was `\(oldSwiftType.display)`"),
                       kotlin: oldKotlinType.key == newKotlinType.key ? .compatible("Kotlin type unchanged")
                           : .breaking("\(kotlinMember) is now `\(newKotlinType.display)`, was `\(oldKotlinType.display)`"),
                       figma: figma)
            }
            if was.isOptional != field.isOptional {
                record(.fieldOptionalityChanged, subject,
                       "per-case field `\(property.name).\(field.name)` is now \(field.isOptional ? "optional" : "non-optional")",
                       old: was.isOptional ? "optional" : "required", new: field.isOptional ? "optional" : "required",
                       swift: field.isOptional ? .breaking("\(swiftMember) is now `\(swiftFieldType)`: readers must unwrap it")
                           : .breaking("\(swiftMember) is now `\(swiftFieldType)`: `if let` / `guard let` on it no longer compile"),
                       kotlin: field.isOptional ? .breaking("\(kotlinMember) is now `\(kotlinFieldType)`: readers must handle `null`")
                           : .compatible("\(kotlinMember) is now `\(kotlinFieldType)`; null checks on it only warn"),
                       figma: figma)
            }
        }
        for field in fields.removed {
            record(.fieldRemoved, "\(property.name).\(field.name)", "per-case field `\(field.name)` removed from `\(property.name)`",
                   old: field.type.rawValue,
                   swift: .breaking("`\(swiftType).\(SwiftAPI.memberName(field.name))` no longer exists"),
                   kotlin: .breaking("`\(kotlinType).\(KotlinAPI.memberName(field.name))` no longer exists"), figma: figma)
        }
    }

    // MARK: - Figma

    /// The Figma side of a property: its Figma property's name and kind, and value mapping.
    mutating func compareFigma(_ previous: Property, _ property: Property) {
        let before = previous.figma, after = property.figma
        let code = Impact.compatible("no code change")
        let subject = property.name
        guard before.isFigmaProperty, after.isFigmaProperty else {
            if after.isFigmaProperty {
                record(.figmaMappingAdded, subject, "`\(property.name)` now maps Figma \(after.kind.rawValue) property '\(after.name ?? "")'",
                       new: after.name, swift: code, kotlin: code,
                       figma: .compatible("additive: Code Connect now reads '\(after.name ?? "")'"))
            } else if before.isFigmaProperty {
                record(.figmaMappingRemoved, subject, "`\(property.name)` no longer maps a Figma property", old: before.name,
                       swift: code, kotlin: code,
                       figma: .breaking("instances' '\(before.name ?? "")' values are ignored; code uses the default"))
            }
            return
        }
        if before.name != after.name {
            record(.figmaPropertyRenamed, subject, "Figma property of `\(property.name)` renamed", old: before.name, new: after.name,
                   swift: code, kotlin: code,
                   figma: .breaking("instances still carry '\(before.name ?? "")'; rename the Figma property and republish together"))
        }
        if before.kind != after.kind {
            record(.figmaKindChanged, subject, "Figma property '\(after.name ?? "")' of `\(property.name)` changed kind",
                   old: before.kind.rawValue, new: after.kind.rawValue, swift: code, kotlin: code,
                   figma: .breaking("a \(before.kind.rawValue) property becomes a \(after.kind.rawValue) property; instances must be updated"))
            return
        }
        compareFigmaValues(previous, property, code: code)
    }

    private mutating func compareFigmaValues(_ previous: Property, _ property: Property, code: Impact) {
        let renamed = caseNames[property.name] ?? [:]
        let oldCases = Set(previous.enumeration?.cases.map(\.name) ?? [])
        let newCases = Set(property.enumeration?.cases.map(\.name) ?? [])
        let removedCases = oldCases.filter { !renamed.keys.contains($0) }
        let addedCases = newCases.filter { !renamed.values.contains($0) }
        let before = previous.figma.values.flatMap { mapping in
            let value = mapping.value.caseName.map { renamed[$0] ?? $0 } ?? mapping.value.written
            return mapping.figmaValues.map { (spelling: $0, value: value) }
        }
        let after = property.figma.values.flatMap { mapping in mapping.figmaValues.map { (spelling: $0, value: mapping.value.written) } }
        let oldValue = Dictionary(before.map { ($0.spelling, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newValue = Dictionary(after.map { ($0.spelling, $0.value) }, uniquingKeysWith: { first, _ in first })
        let figmaName = property.figma.name ?? ""
        for (spelling, value) in after {
            guard let was = oldValue[spelling] else {
                // A new case's spelling is reported with the case.
                if addedCases.contains(value) { continue }
                record(.figmaValueAdded, "\(property.name).\(value)", "Figma value '\(spelling)' of '\(figmaName)' now maps to `\(value)`",
                       new: spelling, swift: code, kotlin: code,
                       figma: .compatible("additive: instances set to '\(spelling)' now map to `\(value)`"))
                continue
            }
            if was != value {
                record(.figmaValueRemapped, "\(property.name).\(value)", "Figma value '\(spelling)' of '\(figmaName)' remapped",
                       old: was, new: value, swift: code, kotlin: code,
                       figma: .breaking("instances set to '\(spelling)' now map to `\(value)` instead of `\(was)`"))
            }
        }
        for (spelling, value) in before where newValue[spelling] == nil {
            // A removed case's spellings are reported with the case.
            if removedCases.contains(value), !newCases.contains(value) { continue }
            record(.figmaValueRemoved, "\(property.name).\(value)", "Figma value '\(spelling)' of '\(figmaName)' no longer maps",
                   old: spelling, swift: code, kotlin: code,
                   figma: .breaking("instances set to '\(spelling)' no longer map to code"))
        }
    }
}

extension Array where Element == String {
    /// `'No'`, `'No' and 'no'`.
    var figmaList: String { map { "'\($0)'" }.joined(lastSeparator: " and ") }
}

extension FieldValue {
    /// `320`, `"16:5"`, `true`, `polite`, with its token: `4 (radius/radius-1)`.
    var written: String {
        let value = number.map { NumberFormat.plain($0) } ?? text ?? bool.map { $0 ? "true" : "false" } ?? "none"
        return token.map { "\(value) (\($0))" } ?? value
    }
}
