/// What a property belongs to: the component (a parameter of the generated view and
/// composable) or a value type (a field of its memberwise initialiser and data class).
enum PropertyOwner: Equatable {
    case component
    case valueType(String)

    /// The schema path of a property: `title`, `Action.label`.
    func subject(_ name: String) -> String {
        guard case .valueType(let type) = self else { return name }
        return type + "." + name
    }

    /// How summaries name a property: "property `title`", "field `Action.label`".
    func noun(_ name: String) -> String {
        isComponent ? "property `\(name)`" : "field `\(subject(name))`"
    }

    var isComponent: Bool { self == .component }
}

extension ComponentDiff {
    mutating func compareProperties() {
        let matching = Matching(old: old.properties, new: new.properties, name: \.name, renamedFrom: \.renamedFrom)
        propertyNames = matching.newNames(\.name)
        // Case renames first: defaults, constraints and Figma values refer to cases.
        for pair in matching.pairs {
            if let oldCases = pair.old.enumeration?.cases, let newCases = pair.new.enumeration?.cases {
                caseNames[pair.new.name] = Matching(old: oldCases, new: newCases, name: \.name, renamedFrom: \.renamedFrom).newNames(\.name)
            }
        }
        compareMembers(matching, owner: .component)
        compareComponentOrder()
    }

    /// The properties of a component or the fields of a value type: pairs and additions in
    /// new order, then removals.
    mutating func compareMembers(_ matching: Matching<Property>, owner: PropertyOwner) {
        for (previous, property, renamedFrom) in matching.inNewOrder {
            if let previous {
                comparePair(previous, property, renamedFrom: renamedFrom, owner: owner)
            } else {
                propertyAdded(property, owner: owner)
            }
        }
        for property in matching.removed { propertyRemoved(property, owner: owner) }
    }

    // MARK: - Added and removed

    mutating func propertyAdded(_ property: Property, owner: PropertyOwner) {
        let swiftName = newSwift.member(property).name, kotlinName = newKotlin.member(property).name
        let swift: Impact = switch owner.isComponent ? property.swiftUI.passing : .parameter {
        case .modifier: .compatible("new modifier `.\(property.swiftUI.key ?? "")(_:)`")
        case .environment: .compatible("read from SwiftUI's `.\(property.swiftUI.key ?? "")(_:)`")
        case .parameter: property.isRequired ? .breaking("calls must now pass `\(swiftName):`")
            : .compatible("new argument `\(swiftName):` has a default")
        }
        let kotlin: Impact = if property.isRequired {
            .breaking("calls must now pass `\(kotlinName)`")
        } else if owner.isComponent {
            .compatible("new parameter `\(kotlinName)` has a default (source-compatible; the JVM signature changes, so binaries built against the old version must be rebuilt)")
        } else {
            .compatible("new constructor parameter `\(kotlinName)` has a default (source-compatible; the JVM signature changes)")
        }
        let figma: Impact = property.figma.isFigmaProperty
            ? .compatible("additive: maps Figma \(property.figma.kind.rawValue) property '\(property.figma.name ?? "")'")
            : .compatible("not in Figma")
        record(.propertyAdded, owner.subject(property.name), "\(owner.noun(property.name)) added",
               new: newSwift.member(property).declaredType, swift: swift, kotlin: kotlin, figma: figma)
    }

    mutating func propertyRemoved(_ property: Property, owner: PropertyOwner) {
        let swift: Impact = switch owner.isComponent ? property.swiftUI.passing : .parameter {
        case .parameter: .breaking("argument `\(oldSwift.member(property).name):` no longer exists")
        case .modifier: .breaking("modifier `.\(property.swiftUI.key ?? "")(_:)` no longer exists")
        case .environment: .breaking("`\(oldSwift.enumTypeName(property))` no longer exists; `.\(property.swiftUI.key ?? "")(_:)` no longer selects it")
        }
        let figma: Impact = property.figma.isFigmaProperty
            ? .breaking("Figma property '\(property.figma.name ?? "")' no longer maps to code")
            : .compatible("was not in Figma")
        record(.propertyRemoved, owner.subject(property.name), "\(owner.noun(property.name)) removed",
               old: oldSwift.member(property).declaredType,
               swift: swift, kotlin: .breaking("parameter `\(oldKotlin.member(property).name)` no longer exists"), figma: figma)
    }

    // MARK: - Pairs

    /// Everything that can change about a property present in both versions.
    mutating func comparePair(_ previous: Property, _ property: Property, renamedFrom: String?, owner: PropertyOwner) {
        let subject = owner.subject(property.name)
        compareNames(previous, property, renamedFrom: renamedFrom, owner: owner)
        if owner.isComponent { comparePassing(previous, property) }
        if previous.keyword == .event, property.keyword == .event {
            compareCallbackParameters(previous, property, subject: subject)
        } else {
            compareType(previous, property, owner: owner)
        }
        compareOptionality(previous, property, owner: owner)
        compareDefault(previous, property, owner: owner)
        if let oldEnum = previous.enumeration, let newEnum = property.enumeration {
            compareEnumeration(previous, oldEnum, property, newEnum)
        }
        if owner.isComponent {
            compareConstraint(previous, property)
            compareFigma(previous, property)
        }
    }

    /// A renamed property's names on one platform: the argument (unchanged, kept by the
    /// deprecated alias the targets derive from the old schema name, or lost) and other
    /// derived names the aliases keep.
    private func renameImpact(_ oldName: String?, _ newName: String?, alias: String, also: [String]) -> Impact {
        if let oldName, let newName, oldName != newName, oldName != alias {
            return .breaking("callers use `\(oldName)`, but the deprecated alias is `\(alias)` (derived from the old schema name)")
        }
        var kept = also
        if let oldName, oldName != newName { kept.insert(oldName, at: 0) }
        if kept.isEmpty { return .compatible(newName.map { "name `\($0)` unchanged" } ?? "not an initialiser argument; call sites unchanged") }
        return .compatible((kept.count == 1 ? "a deprecated alias keeps " : "deprecated aliases keep ") + "\(kept.codeList) compiling")
    }

    private mutating func compareNames(_ previous: Property, _ property: Property, renamedFrom: String?, owner: PropertyOwner) {
        let oldLabel = oldSwift.member(previous).name, newLabel = newSwift.member(property).name
        let oldName = oldKotlin.member(previous).name, newName = newKotlin.member(property).name
        let isArgument = !owner.isComponent || (previous.swiftUI.passing == .parameter && property.swiftUI.passing == .parameter)
        if let renamedFrom {
            // Names derived from the schema name that change with it, kept as deprecated aliases.
            var swiftNames: [String] = [], kotlinNames: [String] = []
            if previous.keyword == .enumeration, oldSwift.enumTypeName(previous) != newSwift.enumTypeName(property) {
                swiftNames.append(oldSwift.enumTypeName(previous))
                kotlinNames.append(oldKotlin.enumTypeName(previous))
            }
            if owner.isComponent, let constraint = previous.constraint, renamedFrom != property.name {
                swiftNames.append(oldSwift.qualifiedSupportsName(renamedFrom, on: constraint.property))
                kotlinNames.append(oldKotlin.qualifiedSupportsName(renamedFrom, on: constraint.property))
            }
            let swift = isArgument
                ? renameImpact(oldLabel + ":", newLabel + ":", alias: newSwift.formerLabel(renamedFrom) + ":", also: swiftNames)
                : renameImpact(nil, nil, alias: "", also: swiftNames)
            let overloadKept = !owner.isComponent || newKotlin.keepsParameterAlias(property, from: renamedFrom)
            let kotlin = overloadKept
                ? renameImpact(oldName, newName, alias: newKotlin.formerName(renamedFrom), also: kotlinNames)
                : .breaking("Kotlin cannot overload on parameter names alone: no deprecated overload keeps `\(oldName)` (its types repeat another overload's)")
            record(.propertyRenamed, owner.subject(property.name), "\(owner.noun(renamedFrom)) renamed to `\(property.name)`",
                   old: renamedFrom, new: property.name, swift: swift, kotlin: kotlin,
                   figma: .compatible("no Figma change; republish to use the new name"))
            return
        }
        if oldLabel != newLabel {
            record(.swiftNameChanged, owner.subject(property.name), "SwiftUI name of \(owner.noun(property.name)) changed",
                   old: oldLabel, new: newLabel,
                   swift: isArgument ? .breaking("argument label `\(oldLabel):` is now `\(newLabel):`") : .compatible("not an initialiser argument"),
                   kotlin: .compatible("no Kotlin change"), figma: .compatible("no Figma change; republish the SwiftUI snippets"))
        }
        if oldName != newName {
            record(.composeNameChanged, owner.subject(property.name), "Compose name of \(owner.noun(property.name)) changed",
                   old: oldName, new: newName, swift: .compatible("no Swift change"),
                   kotlin: .breaking("named argument `\(oldName) =` is now `\(newName) =`"),
                   figma: .compatible("no Figma change; republish the Compose snippets"))
        }
    }

    /// How SwiftUI callers set a property: `style:`, `.ebAlertStyle(_:)`, `.controlSize(_:)`.
    private func passingDescription(_ property: Property, _ surface: SwiftAPI) -> String {
        switch property.swiftUI.passing {
        case .parameter: return "argument `\(surface.member(property).name):`"
        case .modifier: return "modifier `.\(property.swiftUI.key ?? "")(_:)`"
        case .environment: return "environment `.\(property.swiftUI.key ?? "")(_:)` (\(property.swiftUI.type ?? ""))"
        }
    }

    private mutating func comparePassing(_ previous: Property, _ property: Property) {
        let before = previous.swiftUI, after = property.swiftUI
        let oldKey = before.passing == .parameter ? nil : before.key
        let newKey = after.passing == .parameter ? nil : after.key
        let oldType = before.passing == .environment ? before.type : nil
        let newType = after.passing == .environment ? after.type : nil
        guard before.passing != after.passing || oldKey != newKey || oldType != newType else { return }
        let was = passingDescription(previous, oldSwift), now = passingDescription(property, newSwift)
        let swift = Impact.breaking(before.passing == .environment
            ? "\(was) no longer selects it; callers' modifiers are silently ignored; set it with \(now)"
            : "\(was) no longer exists; set it with \(now)")
        record(.passingChanged, property.name, "how SwiftUI passes `\(property.name)` changed", old: was, new: now,
               swift: swift, kotlin: .compatible("Compose passes it as a parameter either way"),
               figma: .compatible("no Figma change; republish the SwiftUI snippets"))
    }

    private mutating func compareType(_ previous: Property, _ property: Property, owner: PropertyOwner) {
        let oldSwiftType = oldSwift.member(previous).apiType, newSwiftType = newSwift.member(property).apiType
        let oldKotlinType = oldKotlin.member(previous).apiType, newKotlinType = newKotlin.member(property).apiType
        // A view-content slot's Swift form follows its optionality, reported there.
        let viewContent = { (property: Property, type: APIType) in
            property.keyword == .slot && property.slotType == nil && property.swiftUI.type == nil ? "view content" : type.key
        }
        let swiftChanged = viewContent(previous, oldSwiftType) != viewContent(property, newSwiftType)
        let kotlinChanged = oldKotlinType.key != newKotlinType.key
        guard swiftChanged || kotlinChanged || previous.keyword != property.keyword else { return }
        let kindNote = previous.keyword == property.keyword ? "" : " (\(previous.keyword.rawValue) → \(property.keyword.rawValue))"
        record(.typeChanged, owner.subject(property.name), "type of \(owner.noun(property.name)) changed" + kindNote,
               old: oldSwiftType.display, new: newSwiftType.display,
               swift: swiftChanged ? .breaking("`\(oldSwiftType.display)` → `\(newSwiftType.display)`")
                   : .compatible("Swift type `\(newSwiftType.display)` unchanged"),
               kotlin: kotlinChanged ? .breaking("`\(oldKotlinType.display)` → `\(newKotlinType.display)`")
                   : .compatible("Kotlin type `\(newKotlinType.display)` unchanged"),
               figma: .compatible("no Figma change"))
    }

    private mutating func compareOptionality(_ previous: Property, _ property: Property, owner: PropertyOwner) {
        guard previous.isOptional != property.isOptional else { return }
        let label = newSwift.member(property).name, name = newKotlin.member(property).name
        let isViewContent = property.keyword == .slot && property.slotType == nil && property.swiftUI.type == nil
        let swift: Impact, kotlin: Impact
        if property.isOptional {
            swift = isViewContent ? .breaking("the `@ViewBuilder` closure `\(label):` becomes an `AnyView?` argument")
                : .compatible("`\(label):` now also accepts `nil`; reading the stored property gives an optional")
            kotlin = .compatible("`\(name)` now also accepts `null`")
        } else {
            swift = isViewContent ? .breaking("the `AnyView?` argument `\(label):` becomes a `@ViewBuilder` closure")
                : .breaking(property.isRequired ? "`\(label):` is now required and no longer accepts `nil`" : "`\(label):` no longer accepts `nil`")
            kotlin = .breaking(property.isRequired ? "`\(name)` is now required and no longer accepts `null`" : "`\(name)` no longer accepts `null`")
        }
        record(.optionalityChanged, owner.subject(property.name),
               "\(owner.noun(property.name)) is now \(property.isOptional ? "optional" : "non-optional")",
               old: previous.isOptional ? "optional" : "required", new: property.isOptional ? "optional" : "required",
               swift: swift, kotlin: kotlin, figma: .compatible("no Figma change"))
    }

    private mutating func compareDefault(_ previous: Property, _ property: Property, owner: PropertyOwner) {
        let renamed = caseNames[property.name] ?? [:]
        var before = previous.defaultValue
        if case .enumCase(let name)? = before { before = .enumCase(renamed[name] ?? name) }
        let after = property.defaultValue
        guard before != after else { return }
        let label = newSwift.member(property).name, name = newKotlin.member(property).name
        let isArgument = !owner.isComponent || property.swiftUI.passing == .parameter
        let subject = owner.subject(property.name)
        switch (before, after) {
        case (nil, let value?):
            let note = previous.isOptional ? "calls that leave it out now get `\(value.written)` instead of `nil`"
                : "calls may now leave it out (defaults to `\(value.written)`)"
            record(.defaultAdded, subject, "\(owner.noun(property.name)) now defaults to `\(value.written)`", new: value.written,
                   swift: .compatible(isArgument ? "`\(label):` " + note : "the environment default is now `\(value.written)`"),
                   kotlin: .compatible("`\(name)` " + note), figma: .compatible("no Figma change"))
        case (let value?, nil):
            let swift: Impact, kotlin: Impact
            if property.isOptional {
                swift = .compatible("calls that leave out `\(label):` now get `nil` (behaviour)")
                kotlin = .compatible("calls that leave out `\(name)` now get `null` (behaviour)")
            } else {
                let fallback = property.enumeration?.cases.first.map { "`.\(SwiftAPI.caseName($0.name))`" } ?? "the first case"
                swift = isArgument ? .breaking("calls that leave out `\(label):` no longer compile")
                    : .compatible("the environment default becomes \(fallback) (behaviour)")
                kotlin = .breaking("calls that leave out `\(name)` no longer compile")
            }
            record(.defaultRemoved, subject, "default of \(owner.noun(property.name)) removed", old: value.written,
                   swift: swift, kotlin: kotlin, figma: .compatible("no Figma change"))
        case (let was?, let now?):
            record(.defaultChanged, subject, "default of \(owner.noun(property.name)) changed", old: was.written, new: now.written,
                   swift: .compatible("behaviour: calls that leave out `\(label):` now get `\(now.written)`"),
                   kotlin: .compatible("behaviour: calls that leave out `\(name)` now get `\(now.written)`"),
                   figma: .compatible("no Figma change; instances keep their values"))
        case (nil, nil):
            break
        }
    }
}
