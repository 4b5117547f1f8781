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
        validateEnumMembers(builder, in: scope)
        validateContentSlots(builder, in: scope)
        // `{ $0.name }`, not `\.name`: a key path through Property's dynamic member lookup is
        // built on every call (10 K instructions; 1.4 M at 100 components).
        let enumNames = component.properties.filter { $0.keyword == .enumeration }.map { $0.name }
        let types = enumNames.map { Located(value: $0, span: builder.propertySpans[$0] ?? 0..<0) }
            + component.valueTypes.map { Located(value: $0.name, span: builder.valueTypeSpans[$0.name] ?? 0..<0) }
        checkCollisions(types, converted: types.map { Words.upperCamel($0.value) }, platforms: ["type names"], in: scope)
    }

    /// Checks that no per-case data field of an enum is named like a member the generated
    /// enum type declares besides: `rawValue` (a `String` enum's), `group` (grouped cases), the `supports…` helper of each
    /// constraint on it, the accessor of a colour set it is the only axis of (`colors`) and
    /// the key of its SwiftUI environment value. Reported at the enum property.
    static func validateEnumMembers(_ builder: ComponentBuilder, in scope: Scope) {
        let component = builder.component
        for property in component.properties {
            guard let enumeration = property.enumeration, !enumeration.fields.isEmpty else { continue }
            var members = ["rawValue"] + (enumeration.groups.isEmpty ? [] : ["group"])
            members += component.properties.filter { $0.constraint?.property == property.name }.map { "supports " + $0.name }
            members += component.tokens.colorSets.filter { $0.axes == [property.name] }.map(\.name)
            if property.swiftUI.passing == .environment, let key = property.swiftUI.key { members.append(key) }
            let taken = Set(members.map(SwiftNaming.bareMemberName))
            for field in enumeration.fields {
                let bare = SwiftNaming.bareMemberName(field.name)
                guard taken.contains(bare) else { continue }
                scope.isValidName(field.name, unless: "the generated enum '\(property.name)' already has a member '\(bare)'",
                                  at: builder.propertySpans[property.name] ?? 0..<0)
            }
        }
    }

    /// Checks that the generic parameter of each view-content slot (`Content` for `slot
    /// content`) shadows no type the view uses: `slot string` beside `text title` made
    /// `EBCard<String: View>`, whose `title: String` is then the generic parameter.
    static func validateContentSlots(_ builder: ComponentBuilder, in scope: Scope) {
        // Only a component with view content builds its members here: lint at 100 components
        // takes 345.9 M instructions with this guard, 354.2 M without (callgrind).
        guard builder.component.properties.contains(where: { $0.keyword == .slot && $0.slotType == nil }) else { return }
        let api = SwiftAPI(system: builder.system, component: builder.component)
        let content = api.initParameters.filter(\.isViewBuilder)
        guard !content.isEmpty else { return }
        var used = TypeNameValidator.reservedTypeNames.union(["CGFloat", "Void", "MainActor", "ViewBuilder", "EmptyView"])
        for member in api.members where !member.isViewBuilder {
            used.formUnion(member.storedType.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        for member in content where used.contains(member.genericName) || member.genericName.hasPrefix(builder.system.prefix) {
            let name = member.property.name
            scope.isValidName(name, unless: "view content '\(name)' makes the generic parameter '\(member.genericName)', "
                                  + "which would shadow a type the generated view uses",
                              at: builder.propertySpans[name] ?? 0..<0)
        }
    }

    /// Checks the property names of a component or the field names of a value type.
    static func validateProperties(_ builder: ComponentBuilder, in scope: Scope) {
        var names: [Located<String>] = []
        var converted: [String] = []
        for property in builder.component.properties {
            let name = property.name
            let span = builder.propertySpans[name] ?? 0..<0
            let swift = property.swiftUI.name ?? name
            let kotlin = property.compose.name ?? name
            let reason = SwiftNaming.problem(withMemberName: swift) ?? KotlinNaming.problem(withMemberName: kotlin)
            scope.isValidName(name, unless: reason, at: span)
            for old in property.renamedFrom where builder.component.property(named: old) != nil {
                scope.report(.renamedFromCurrentProperty(old, property: name), at: span, severity: .warning)
            }
            names.append(Located(value: name, span: span))
            converted.append(SwiftNaming.bareMemberName(swift))
            converted.append(Words.lowerCamel(kotlin))
        }
        checkCollisions(names, converted: converted, platforms: ["Swift", "Kotlin"], in: scope)
    }

    /// Checks an enum's case names.
    ///
    /// `members` are the names the generated enum already declares (per-case data fields,
    /// `group`): a case with one of them would be a redeclaration.
    static func validateCases(_ names: [Located<String>], members: [String], in scope: Scope) {
        let taken = Set(members.map(SwiftNaming.bareMemberName))
        var converted: [String] = []
        for name in names {
            let bare = SwiftNaming.bareMemberName(name.value)
            let reason = SwiftNaming.problem(withCaseName: name.value)
                ?? (taken.contains(bare) ? "the generated enum already has a member '\(bare)'" : nil)
            scope.isValidName(name.value, unless: reason, at: name.span)
            converted.append(bare)
            converted.append(Words.upperCamel(name.value))
        }
        checkCollisions(names, converted: converted, platforms: ["Swift", "Kotlin"], in: scope)
    }

    /// Reports every name whose converted form was already taken by another: once per name,
    /// for the first platform (in order) where it collides.
    ///
    /// `converted` holds each name's platform spellings in platform order, name after name
    /// (`converted[name * platforms.count + platform]`): one array rather than one per name.
    private static func checkCollisions(_ names: [Located<String>], converted: [String],
                                        platforms: [String], in scope: Scope) {
        // Per platform, the first name (its position in `names`) that took each spelling.
        var taken = [String: Int]()
        var reported = Array(repeating: false, count: names.count)
        // Platform by platform: a name is reported at the first platform where it collides,
        // as when checking name by name (diagnostics are sorted by location in the end).
        for (platformIndex, platform) in platforms.enumerated() {
            taken.removeAll(keepingCapacity: true)
            for (index, entry) in names.enumerated() {
                let spelling = converted[index * platforms.count + platformIndex]
                guard let first = taken[spelling] else {
                    taken[spelling] = index
                    continue
                }
                let firstName = names[first]
                guard firstName.value != entry.value, !reported[index] else { continue }
                reported[index] = true
                scope.report(.nameCollision(entry.value, other: firstName.value, platformName: spelling, platform: platform),
                             at: entry.span, notes: [scope.previous(firstName.span)])
            }
        }
    }
}
