/// The checks of one `figma variant` mapping against the Figma property it reads.
extension FigmaDriftChecker {
    typealias ValueMapping = FigmaSchemaProperty.ValueMapping

    mutating func checkVariant(_ property: FigmaSchemaProperty, figma: FigmaSnapshotProperty, values: [ValueMapping],
                               spans: SchemaFigmaLocations.PropertySpans?) {
        // The options that exist and that at least one variant uses (every option, for a
        // component without variant children).
        let options = Set(figma.options ?? [])
        let used = Set(snapshot.variants.compactMap { $0.values[figma.name] })
        let live = used.isEmpty ? options : options.intersection(used)
        for value in values { checkSpellings(of: value, among: values, figma: figma, live: live, spans: spans) }
        let mapped = Set(values.flatMap(\.figma))
        for option in figma.options ?? [] where !mapped.contains(option) {
            report(.figmaOptionUnmapped(option, property: figma.name, schemaProperty: property.name), at: spans?.figmaName, .warning)
        }
        let defaultSpellings = property.explicitDefault.flatMap { code in values.first { $0.code == code }?.figma }
        checkDefault(property, spellings: defaultSpellings, figma: figma, spans: spans)
    }

    /// A code value whose every spelling is gone is an error at each spelling (suggesting an
    /// option no value maps); one that keeps a spelling has its unused spellings noted as droppable.
    private mutating func checkSpellings(of value: ValueMapping, among values: [ValueMapping], figma: FigmaSnapshotProperty,
                                         live: Set<String>, spans: SchemaFigmaLocations.PropertySpans?) {
        let kept = value.figma.filter(live.contains)
        for spelling in value.figma where !live.contains(spelling) {
            let span = spans?.span(of: spelling, code: value.code)
            if kept.isEmpty {
                let unmapped = (figma.options ?? []).filter { option in !values.contains { $0.figma.contains(option) } }
                report(.figmaOptionMissing(spelling, property: figma.name, options: figma.options ?? []), at: span,
                       fixIt: Suggestion.closest(to: spelling, in: unmapped))
            } else {
                report(.figmaSpellingUnused(spelling, property: figma.name, code: value.code, others: kept), at: span, .note)
            }
        }
    }
}
