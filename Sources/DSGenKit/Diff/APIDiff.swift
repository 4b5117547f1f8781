/// The semantic difference between two versions of a design system's public API.
///
/// ```swift
/// let changes = APIDiff.compare(old: base, new: head)
/// let breaksSwift = changes.contains { $0.swift.isBreaking }
/// ```
///
/// Declarations are paired by name; a `renamed-from` in the new schema that names an old
/// declaration with no partner pairs the two as a rename. Each change is classified for
/// Swift callers, Kotlin callers and Figma / Code Connect (see ``APIChange``), under one
/// policy:
///
/// - **Swift / Kotlin: breaking** when a call site that compiled against the old generated
///   API no longer compiles against the new one, or compiles but binds an argument to a
///   different parameter. Call sites are what apps write: creating components (Swift labels
///   in declaration order and trailing closures; Kotlin required arguments positionally,
///   the rest by name, a trailing lambda), view modifiers, enum cases with exhaustive
///   `switch` / `when`, per-case data, value types, and reading generated tokens. A Kotlin
///   data-class constructor (a value type) may be called positionally.
/// - Renames recorded with `renamed-from` are **compatible** where the targets keep the old
///   name as a deprecated alias; an enum case is the exception, because no alias can make an
///   exhaustive `switch` / `when` over the old name cover the new case.
/// - Changes of value (defaults, token colours, per-case data) are **compatible**, with a
///   note: they change behaviour or appearance, not whether code compiles. Binary
///   compatibility is noted, not classified: a new parameter with a default keeps Kotlin
///   source compatible but changes the function's JVM signature.
/// - **Figma: breaking** when an existing Figma instance that the old Code Connect mapping
///   handled no longer maps, or maps to different code, until the Figma component or its
///   instances change too: a Figma property renamed, retyped or dropped, a Figma value
///   removed or remapped, the component unlinked. Code-only changes are compatible for
///   Figma (republishing the mapping updates the snippets).
public enum APIDiff {
    /// Every change from `old` to `new`: design-system changes first, then components by
    /// name, each in schema order (component, properties, value types, tokens).
    public static func compare(old: DesignSystem, new: DesignSystem) -> [APIChange] {
        var changes: [APIChange] = []
        if old.kotlinPackage != new.kotlinPackage {
            changes.append(APIChange(
                component: "", kind: .kotlinPackageChanged, subject: "kotlin package",
                summary: "Kotlin package changed", old: old.kotlinPackage, new: new.kotlinPackage,
                swift: .compatible("no Swift change"),
                kotlin: .breaking("imports of `\(old.kotlinPackage)` no longer resolve"),
                figma: .compatible("no Figma change; republish the Compose snippets")))
        }
        let matching = Matching(old: old.components, new: new.components, name: \.name, renamedFrom: \.renamedFrom)
        var byComponent = matching.inNewOrder.map { previous, component, renamedFrom -> (name: String, changes: [APIChange]) in
            guard let previous else { return (component.name, [ComponentDiff.added(component)]) }
            var diff = ComponentDiff(oldSystem: old, newSystem: new, old: previous, new: component)
            diff.compare(renamedFrom: renamedFrom)
            return (component.name, diff.changes)
        }
        byComponent += matching.removed.map { ($0.name, [ComponentDiff.removed($0)]) }
        return changes + byComponent.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.flatMap(\.changes)
    }
}

/// The changes within one component present in both versions.
struct ComponentDiff {
    let old: Component
    let new: Component
    private(set) var changes: [APIChange] = []
    /// Old property name → new, for renamed and unchanged properties.
    var propertyNames: [String: String] = [:]
    /// Per new enum property: old case name → new case name.
    var caseNames: [String: [String: String]] = [:]

    /// Each version's API on each platform.
    let oldSwift: SwiftAPI, newSwift: SwiftAPI, oldKotlin: KotlinAPI, newKotlin: KotlinAPI

    init(oldSystem: DesignSystem, newSystem: DesignSystem, old: Component, new: Component) {
        self.old = old
        self.new = new
        let oldAPI = PlatformAPI(system: oldSystem, component: old), newAPI = PlatformAPI(system: newSystem, component: new)
        (oldSwift, oldKotlin, newSwift, newKotlin) = (oldAPI.swift, oldAPI.kotlin, newAPI.swift, newAPI.kotlin)
    }

    /// Records a change in this component.
    mutating func record(_ kind: APIChange.Kind, _ subject: String, _ summary: String, old: String? = nil, new: String? = nil,
                         swift: Impact, kotlin: Impact, figma: Impact) {
        changes.append(APIChange(component: self.new.name, kind: kind, subject: subject, summary: summary,
                                 old: old, new: new, swift: swift, kotlin: kotlin, figma: figma))
    }

    /// Compares everything, in schema order.
    mutating func compare(renamedFrom: String?) {
        compareComponent(renamedFrom: renamedFrom)
        compareProperties()
        compareValueTypes()
        compareTokens()
    }

    // MARK: - The component itself

    static func added(_ component: Component) -> APIChange {
        APIChange(component: component.name, kind: .componentAdded, subject: "",
                  summary: "component `\(component.name)` added",
                  swift: .compatible("new `\(component.swiftName)`"),
                  kotlin: .compatible("new `\(component.composeName)`"),
                  figma: .compatible(component.figmaURL == nil ? "not linked to Figma" : "additive: a new Code Connect mapping"))
    }

    static func removed(_ component: Component) -> APIChange {
        APIChange(component: component.name, kind: .componentRemoved, subject: "",
                  summary: "component `\(component.name)` removed",
                  swift: .breaking("`\(component.swiftName)` no longer exists"),
                  kotlin: .breaking("`\(component.composeName)` no longer exists"),
                  figma: component.figmaURL == nil ? .compatible("was not linked to Figma")
                      : .breaking("the Figma component no longer maps to code"))
    }

    private mutating func compareComponent(renamedFrom: String?) {
        if let renamedFrom {
            // The aliases the targets keep: the type and the function under the old schema name.
            let swiftAlias = newSwift.formerTypeName(new.swiftName, componentRenamedFrom: renamedFrom)
            let kotlinAlias = newKotlin.formerFunctionName(renamedFrom)
            record(.componentRenamed, "", "component `\(renamedFrom)` renamed to `\(new.name)`", old: renamedFrom, new: new.name,
                   swift: renameImpact(old.swiftName, new.swiftName, alias: swiftAlias, derived: derivedTypeNames(oldSwift, new.swiftName)),
                   kotlin: renameImpact(old.composeName, new.composeName, alias: kotlinAlias, derived: derivedTypeNames(oldKotlin, new.composeName)),
                   figma: .compatible("same Figma component; republish to use the new name"))
        } else {
            if old.swiftName != new.swiftName {
                record(.swiftNameChanged, "", "SwiftUI name changed", old: old.swiftName, new: new.swiftName,
                       swift: .breaking("`\(old.swiftName)` no longer exists"), kotlin: .compatible("no Kotlin change"),
                       figma: .compatible("no Figma change; republish the SwiftUI snippets"))
            }
            if old.composeName != new.composeName {
                record(.composeNameChanged, "", "Compose name changed", old: old.composeName, new: new.composeName,
                       swift: .compatible("no Swift change"), kotlin: .breaking("`\(old.composeName)` no longer exists"),
                       figma: .compatible("no Figma change; republish the Compose snippets"))
            }
        }
        if old.figmaURL != new.figmaURL {
            let figma: Impact = switch (old.figmaURL, new.figmaURL) {
            case (nil, _): .compatible("additive: the component is now linked")
            case (_, nil): .breaking("the Figma component no longer maps to code")
            default: .breaking("Code Connect now links another node; instances of the old one lose their code")
            }
            record(.figmaLinkChanged, "", "Figma component link changed", old: old.figmaURL, new: new.figmaURL,
                   swift: .compatible("no code change"), kotlin: .compatible("no code change"), figma: figma)
        }
    }

    /// A component's platform name after a rename: unchanged, kept by the deprecated alias the
    /// target derives from the old schema name, or lost; with the type names derived from it.
    func renameImpact(_ oldName: String, _ newName: String, alias: String, derived: [String]) -> Impact {
        if oldName == newName { return .compatible("name `\(newName)` unchanged") }
        guard oldName == alias else {
            return .breaking("callers use `\(oldName)`, but the deprecated alias is `\(alias)` (derived from the old schema name)")
        }
        return .compatible("deprecated aliases keep \(([alias] + derived).codeList) compiling")
    }

    /// The old version's types named after the component (enums, value types, colour sets,
    /// namespaces), when its platform name changes.
    func derivedTypeNames(_ old: some PlatformNaming, _ newName: String) -> [String] {
        old.componentName == newName ? [] : old.declaredTypeNames
    }
}

extension Array where Element == String {
    /// `a`, `a and b`, `a, b and c`, each in backticks.
    var codeList: String { map { "`\($0)`" }.joined(lastSeparator: " and ") }
}
