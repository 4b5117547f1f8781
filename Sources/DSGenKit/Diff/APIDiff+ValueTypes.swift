extension ComponentDiff {
    /// Value types (`type Action { … }`) and their fields.
    mutating func compareValueTypes() {
        let types = Matching(old: old.valueTypes, new: new.valueTypes, name: \.name)
        for (was, valueType, _) in types.inNewOrder {
            let swiftName = newSwift.valueTypeName(valueType.name)
            let kotlinName = newKotlin.valueTypeName(valueType.name)
            guard let was else {
                record(.valueTypeAdded, valueType.name, "value type `\(valueType.name)` added",
                       swift: .compatible("new `\(swiftName)`"), kotlin: .compatible("new `\(kotlinName)`"),
                       figma: .compatible("not in Figma"))
                continue
            }
            let fields = Matching(old: was.fields, new: valueType.fields, name: \.name, renamedFrom: \.renamedFrom)
            compareMembers(fields, owner: .valueType(valueType.name))
            compareValueTypeOrder(was, valueType, names: fields.newNames(\.name))
        }
        for valueType in types.removed {
            record(.valueTypeRemoved, valueType.name, "value type `\(valueType.name)` removed",
                   swift: .breaking("`\(oldSwift.valueTypeName(valueType.name))` no longer exists"),
                   kotlin: .breaking("`\(oldKotlin.valueTypeName(valueType.name))` no longer exists"),
                   figma: .compatible("was not in Figma"))
        }
    }
}
