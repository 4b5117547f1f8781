/// A VARIANT property imported as an `enum`, or as a `bool` when its options are a
/// yes/no, on/off or true/false pair (in any casing).
struct VariantImport {
    let property: FigmaSnapshotProperty
    let name: String

    /// Boolean-like option pairs: the spelling that means true, then false.
    static let booleanPairs: [(String, String)] = [("yes", "no"), ("on", "off"), ("true", "false")]

    /// Options that differ only in case, grouped (`No`, `no`), in the designer's order.
    private var groups: [[String]] {
        let options = property.options ?? []
        return options.map { $0.lowercased() }.uniqued().map { key in options.filter { $0.lowercased() == key } }
    }

    func imported() -> ImportedProperty {
        let groups = groups
        var imported = ImportedProperty()
        imported.comments = groups.filter { $0.count > 1 }.map { spellings in
            "Figma spells one value \(spellings.map { "'\($0)'" }.joined(separator: " and ")): settle on one spelling in Figma, then drop the others here."
        }
        let keys = Set(groups.map { $0[0].lowercased() })
        if let pair = Self.booleanPairs.first(where: { keys == [$0.0, $0.1] }) {
            imported.comments.insert("A \(pair.0)/\(pair.1) variant: a Figma boolean property would map to Bool / Boolean directly.", at: 0)
            imported.lines = booleanLines(groups, pair: pair)
        } else {
            imported.comments += defaultAmongValues(groups)
            imported.lines = enumLines(groups)
        }
        return imported
    }

    private func booleanLines(_ groups: [[String]], pair: (String, String)) -> [String] {
        let truthy = groups.first { $0[0].lowercased() == pair.0 } ?? []
        let falsy = groups.first { $0[0].lowercased() == pair.1 } ?? []
        return ["bool \(name) = \(truthy.contains(property.defaultValue)) {",
                "  figma variant \(OutputText.schemaString(property.name)) {",
                "    true \(spellings(truthy))",
                "    false \(spellings(falsy))",
                "  }", "}"]
    }

    private func enumLines(_ groups: [[String]]) -> [String] {
        var cases: [String] = []
        for group in groups {
            var caseName = Self.caseName(group[0])
            while cases.contains(caseName) { caseName += "-2" }
            cases.append(caseName)
        }
        let defaultCase = zip(cases, groups).first { $0.1.contains(property.defaultValue) }?.0
        var lines = ["enum \(name)\(defaultCase.map { " = \($0)" } ?? "") {", "  figma variant \(OutputText.schemaString(property.name)) {"]
        lines += zip(cases, groups).map { "    \($0) \(spellings($1))" } + ["  }"]
        return lines + cases.map { "  case \($0)" } + ["}"]
    }

    /// A comment when `Default` sits among other values: a neutral case or no value?
    private func defaultAmongValues(_ groups: [[String]]) -> [String] {
        guard groups.count > 2, let spelling = groups.first(where: { $0[0].lowercased() == "default" })?[0] else { return [] }
        let others = groups.map { $0[0] }.filter { $0 != spelling }
        return ["'\(spelling)' sits among the values \(others.joined(separator: ", ")): decide whether it is a value of its own "
            + "(rename the case, such as neutral, and keep the Figma spelling) or no value (make the property optional and map '\(spelling)' with `omit`)."]
    }

    private func spellings(_ group: [String]) -> String {
        group.map(OutputText.schemaString).joined(separator: ", ")
    }

    /// A case name: a lowercase spelling as it is (`banner-sm`), anything else lowerCamelCase.
    static func caseName(_ option: String) -> String {
        let isPlain = option.first.map { $0.isASCII && $0.isLowercase } == true
            && option.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } && !option.hasSuffix("-")
        var name = isPlain ? option : ImportedProperty.codeName(option)
        if SwiftNaming.problem(withCaseName: name) != nil || KotlinNaming.problem(withMemberName: name) != nil { name += "Value" }
        return name
    }
}
