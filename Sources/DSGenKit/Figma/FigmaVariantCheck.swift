/// The checks of one `figma variant` mapping against the Figma property it reads.
struct VariantCheck {
    let property: FigmaSchemaProperty
    let figma: FigmaSnapshotProperty
    let values: [FigmaSchemaProperty.ValueMapping]
    let spans: SchemaFigmaLocations.PropertySpans?
    let snapshot: FigmaSnapshot

    /// Options that exist and that at least one variant uses (every option, for a
    /// component without variant children).
    private var liveOptions: Set<String> {
        let options = Set(figma.options ?? [])
        let used = Set(snapshot.variants.compactMap { $0.values[figma.name] })
        return used.isEmpty ? options : options.intersection(used)
    }

    func run(into checker: inout FigmaDriftChecker) {
        let live = liveOptions
        for value in values { checkSpellings(of: value, live: live, into: &checker) }
        let mapped = Set(values.flatMap(\.figma))
        for option in figma.options ?? [] where !mapped.contains(option) {
            checker.report(.figmaOptionUnmapped(option, property: figma.name, schemaProperty: property.name),
                           at: spans?.figmaName, .warning)
        }
        let defaultSpellings = property.explicitDefault.flatMap { code in values.first { $0.code == code }?.figma }
        checker.checkDefault(property, spellings: defaultSpellings, figma: figma, spans: spans)
    }

    /// A code value whose every spelling is gone is an error at each spelling; one that
    /// keeps a spelling has its unused spellings noted as droppable.
    private func checkSpellings(of value: FigmaSchemaProperty.ValueMapping, live: Set<String>,
                                into checker: inout FigmaDriftChecker) {
        let kept = value.figma.filter(live.contains)
        for spelling in value.figma where !live.contains(spelling) {
            let span = spans?.span(of: spelling, code: value.code)
            if kept.isEmpty {
                checker.report(.figmaOptionMissing(spelling, property: figma.name, options: figma.options ?? []), at: span,
                               fixIt: Suggestion.closest(to: spelling, in: (figma.options ?? []).filter { !mappedElsewhere($0) }))
            } else {
                checker.report(.figmaSpellingUnused(spelling, property: figma.name, code: value.code, others: kept), at: span, .note)
            }
        }
    }

    private func mappedElsewhere(_ option: String) -> Bool {
        values.contains { $0.figma.contains(option) }
    }
}
