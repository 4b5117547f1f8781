/// Resolves what an optional slot with a default of the component's own means:
/// `shown-by showsTrailingIcon` (the Bool that hides it) and `default-for type in
/// information, error` (the cases for which nil shows that default). Together they let the
/// docs and Code Connect tell "hide" (the Bool off), "default" (nil, for those cases) and
/// "given" (a value) apart.
enum SlotDefaultResolver {
    /// `shown-by NAME`.
    static func shownBy(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let name = arguments.name("the bool property that shows the slot") else { return }
        arguments.finish()
        guard isOptionalSlot(builder, statement, scope) else { return }
        builder.shownBy = name
    }

    /// `default-for type in information, error` (also `==` and `!=`).
    static func defaultFor(_ builder: inout PropertyBuilder, _ statement: Statement, _ scope: Scope) {
        guard let syntax = ConstraintResolver.parse(statement, scope), isOptionalSlot(builder, statement, scope) else { return }
        builder.defaultFor = syntax
    }

    private static func isOptionalSlot(_ builder: PropertyBuilder, _ statement: Statement, _ scope: Scope) -> Bool {
        guard builder.property.keyword == .slot, builder.property.isOptional else {
            scope.report(.slotOnlyAttribute(statement.keyword), at: statement.keywordSpan)
            return false
        }
        return true
    }

    /// Resolves every slot's `shown-by` and `default-for` once all properties are known.
    static func resolve(_ builder: inout ComponentBuilder, in scope: Scope) {
        for (name, shownBy, defaultFor) in builder.slotDefaults {
            guard let index = builder.component.properties.firstIndex(where: { $0.name == name }) else { continue }
            if let shownBy {
                let target = builder.component.property(named: shownBy.value)
                if target == nil {
                    scope.reportUnknown("property", shownBy, known: builder.component.properties.filter { $0.keyword == .boolean }.map(\.name))
                } else if target?.keyword != .boolean {
                    scope.report(.shownByNeedsBool(shownBy.value), at: shownBy.span)
                } else {
                    builder.component.properties[index].shownBy = shownBy.value
                }
            }
            if let defaultFor {
                builder.component.properties[index].defaultFor =
                    ConstraintResolver.constraint(for: name, defaultFor, in: builder.component, scope: scope)
            }
        }
    }
}
