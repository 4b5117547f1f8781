/// Messages of `dsgen figma check`: the schema against the component's Figma snapshot.
extension DiagnosticMessage {
    static func figmaNoSnapshot(_ component: String, path: String) -> Self {
        Self("figma-no-snapshot", "no Figma snapshot of '\(component)' at '\(path)'; run 'dsgen figma pull'")
    }
    static func figmaPropertyMissing(_ name: String, component: String) -> Self {
        Self("figma-property-missing", "Figma property '\(name)' does not exist on the Figma component '\(component)'")
    }
    static func figmaPropertyRetyped(_ name: String, figmaType: String, mapped: String) -> Self {
        Self("figma-property-retyped", "Figma property '\(name)' is \(figmaType) in Figma, but the schema maps it as \(mapped)")
    }
    static func figmaOptionMissing(_ option: String, property: String, options: [String]) -> Self {
        Self("figma-option-missing",
             "Figma option '\(option)' of '\(property)' no longer exists; its options are \(options.map { "'\($0)'" }.joined(separator: ", "))")
    }
    static func figmaSpellingUnused(_ option: String, property: String, code: String, others: [String]) -> Self {
        Self("figma-spelling-unused",
             "Figma no longer uses '\(option)' for '\(property)'; \(others.map { "'\($0)'" }.joined(separator: ", ")) still means '\(code)', so this spelling can be dropped")
    }
    static func figmaOptionUnmapped(_ option: String, property: String, schemaProperty: String) -> Self {
        Self("figma-option-unmapped", "Figma option '\(option)' of '\(property)' is not mapped to any value of '\(schemaProperty)'")
    }
    static func figmaPropertyUnmapped(_ name: String, type: String, defaultValue: String, component: String) -> Self {
        Self("figma-property-unmapped",
             "Figma property '\(name)' (\(type), default '\(defaultValue)') is not mapped by any property of '\(component)'")
    }
    static func figmaDefaultDiffers(_ property: String, schema: String, figma: String, figmaDefault: String) -> Self {
        Self("figma-default-differs",
             "default of '\(property)' differs: the schema's '\(schema)' is Figma \(figma), but the Figma default is '\(figmaDefault)'")
    }
    static func figmaPairApart(boolean: String, swap: String, component: String) -> Self {
        Self("figma-pair-apart", "Figma boolean '\(boolean)' shows no layer that '\(swap)' fills in the Figma component '\(component)'")
    }
    static func figmaLayerMissing(_ layer: String, component: String) -> Self {
        Self("figma-layer-missing", "no layer named '\(layer)' in any variant of the Figma component '\(component)'")
    }
}
