/// Where a Code Connect template finds a property's value in the selected instance, and
/// how it reads it.
enum CodeConnectSource: Equatable {
    /// A variant read value by value (`getEnum`): each Figma spelling maps to a code value
    /// (an enum case, `true` / `false`, `omit`).
    case variant(name: String)
    /// A variant whose every spelling is boolean-like (`yes` / `No` / `on` / `FALSE`), read
    /// as Figma reads such a variant: case-insensitively, as true or false.
    case booleanVariant(name: String, whenTrue: FigmaCodeValue, whenFalse: FigmaCodeValue)
    /// A Figma boolean property: the code values for true and false.
    case boolean(name: String, whenTrue: FigmaCodeValue, whenFalse: FigmaCodeValue)
    /// A Figma TEXT property (`getString`).
    case textProperty(name: String)
    /// An instance-swap property (`getInstanceSwap`).
    case instanceSwap(name: String)
    /// An instance swap shown by a Figma BOOLEAN (`Show icon` + `Icon`): nothing while the
    /// boolean is off, else the swapped instance.
    case shownInstanceSwap(toggle: String, name: String)
    /// A layer: a text layer for text, a nested instance for slots (`findText`,
    /// `findInstance`).
    case layer(name: String)
    /// Not in the instance: the schema's example (or the API's default) is shown.
    case none

    /// Figma's boolean-like variant values, lowercased, and what they mean.
    static let booleanWords: [String: Bool] = ["yes": true, "true": true, "on": true, "no": false, "false": false, "off": false]

    /// Where the template finds a property.
    init(_ figma: FigmaMapping) {
        switch figma.kind {
        case .variant:
            let name = figma.name ?? ""
            self = Self.booleanCodes(figma.values).map { .booleanVariant(name: name, whenTrue: $0.whenTrue, whenFalse: $0.whenFalse) }
                ?? .variant(name: name)
        case .boolean:
            let (whenTrue, whenFalse) = Self.booleanCodes(figma.values) ?? (.boolean(true), .boolean(false))
            self = .boolean(name: figma.name ?? "", whenTrue: whenTrue, whenFalse: whenFalse)
        case .text: self = .textProperty(name: figma.name ?? "")
        case .instance:
            self = figma.shownBy.map { .shownInstanceSwap(toggle: $0, name: figma.name ?? "") } ?? .instanceSwap(name: figma.name ?? "")
        case .children: self = .layer(name: figma.name ?? "")
        case .implicit: self = figma.layer.map { .layer(name: $0) } ?? .none
        case .none: self = .none
        }
    }

    /// The code values for true and false when every Figma spelling is boolean-like and
    /// each meaning stands for one code value; nil otherwise.
    static func booleanCodes(_ values: [FigmaValueMapping]) -> (whenTrue: FigmaCodeValue, whenFalse: FigmaCodeValue)? {
        var codes: [Bool: FigmaCodeValue] = [:]
        for mapping in values {
            for spelling in mapping.figmaValues {
                guard let meaning = booleanWords[spelling.lowercased()] else { return nil }
                if let code = codes[meaning], code != mapping.value { return nil }
                codes[meaning] = mapping.value
            }
        }
        guard let whenTrue = codes[true], let whenFalse = codes[false] else { return nil }
        return (whenTrue, whenFalse)
    }
}
