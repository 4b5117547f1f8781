/// Checks that every schema name becomes a valid, unique name on every platform.
///
/// Names are converted by ``SwiftNaming`` and ``KotlinNaming`` — the same functions the
/// targets use — so two names that would collide in generated code are a diagnostic,
/// never broken code.
enum NameValidator {
    /// Checks a component's property names and its generated type names.
    static func validate(_ builder: ComponentBuilder, in scope: Scope) {
        let component = builder.component
        validateProperties(builder, in: scope)
        let types = component.properties.filter { $0.kind == .enumeration }.map { ($0.name, builder.propertySpans[$0.name] ?? 0..<0) }
            + component.valueTypes.map { ($0.name, builder.valueTypeSpans[$0.name] ?? 0..<0) }
        checkCollisions(types.map { ($0.0, $0.1, [Words.upperCamel($0.0)]) }, platforms: ["type names"], in: scope)
    }

    /// Checks the property names of a component or the field names of a value type.
    static func validateProperties(_ builder: ComponentBuilder, in scope: Scope) {
        let component = builder.component
        let properties = component.properties.map { property in
            (name: property.name, span: builder.propertySpans[property.name] ?? 0..<0,
             swift: property.swiftUI.name ?? property.name, kotlin: property.compose.name ?? property.name)
        }
        for property in properties {
            if let reason = SwiftNaming.problem(withMemberName: property.swift) ?? KotlinNaming.problem(withMemberName: property.kotlin) {
                scope.report(.invalidName(property.name, reason: reason), at: property.span)
            }
        }
        checkCollisions(properties.map { ($0.name, $0.span, [SwiftNaming.bareMemberName($0.swift), Words.lowerCamel($0.kotlin)]) },
                        platforms: ["Swift", "Kotlin"], in: scope)
    }

    /// Checks an enum's case names.
    ///
    /// `members` are the names the generated enum already declares (per-case data fields,
    /// `group`): a case with one of them would be a redeclaration.
    static func validateCases(_ names: [Located<String>], members: [String], in scope: Scope) {
        let taken = Set(members.map(SwiftNaming.bareMemberName))
        var converted: [(name: String, span: Range<Int>, converted: [String])] = []
        converted.reserveCapacity(names.count)
        for name in names {
            let bare = SwiftNaming.bareMemberName(name.value)
            if let reason = SwiftNaming.problem(withCaseName: name.value)
                ?? (taken.contains(bare) ? "the generated enum already has a member '\(bare)'" : nil) {
                scope.report(.invalidName(name.value, reason: reason), at: name.span)
            }
            converted.append((name.value, name.span, [bare, Words.upperCamel(name.value)]))
        }
        checkCollisions(converted, platforms: ["Swift", "Kotlin"], in: scope)
    }

    /// Reports every name whose converted form was already taken by another: once per name,
    /// for the first platform (in order) where it collides.
    private static func checkCollisions(_ names: [(name: String, span: Range<Int>, converted: [String])],
                                        platforms: [String], in scope: Scope) {
        var taken = Array(repeating: [String: (name: String, span: Range<Int>)](), count: platforms.count)
        for entry in names {
            var reported = false
            for (index, platform) in platforms.enumerated() {
                let converted = entry.converted[index]
                guard let first = taken[index][converted] else {
                    taken[index][converted] = (entry.name, entry.span)
                    continue
                }
                if first.name != entry.name {
                    if !reported {
                        scope.report(.nameCollision(entry.name, other: first.name, platformName: converted, platform: platform),
                                     at: entry.span, notes: [scope.previous(first.span)])
                    }
                    reported = true
                }
            }
        }
    }
}
