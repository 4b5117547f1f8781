@testable import DSGenKit
import Foundation

/// The instances every template is rendered for: every combination of the component's
/// variant values (every spelling) and booleans, then, on the combination that shows the
/// most, empty text, an empty slot, nested instances without Code Connect, each variant at
/// a value outside the mapping, each boolean-like variant in other casings and words, and
/// each Figma property missing.
struct CodeConnectScenarios {
    typealias Scenario = CodeConnectRenderer.Scenario

    /// A variant value no schema maps, hostile in a comment.
    static let unmappedValue = "Beta \"2\" \\(x) ${y}\n*/"

    let component: Component
    let language: String
    /// What nested instances of the design system's own components render (``CodeConnectInstance/nestedCodes``).
    var nestedCodes: [String: String] = [:]

    /// Every scenario, combinations first.
    var all: [Scenario] {
        let combinations = CodeConnectInstance.combinations(of: component).map { values in
            Scenario(label: CodeConnectInstance.label(values), instance: instance(values))
        }
        return combinations + special
    }

    /// The scenarios after the combinations.
    var special: [Scenario] {
        var scenarios = [
            scenario("empty text") { $0.text = "" },
            scenario("empty slot") { $0.contentPresent = false },
            scenario("nested instances without Code Connect") { $0.nestedHaveCodeConnect = false },
            scenario("nested instances as layers, not in frames") { $0.contentInFrames = false },
        ]
        for property in component.properties {
            if let toggle = property.figma.shownBy {
                scenarios.append(scenario("missing \(toggle)") { $0.missingProperty = toggle })
            }
            guard let name = property.figma.name, property.figma.kind != .children,
                  !scenarios.contains(where: { $0.label == "missing \(name)" }) else { continue }
            if property.figma.kind == .variant {
                scenarios.append(scenario("unmapped \(name)", compiles: canBeLeftOut(name)) { $0.values[name] = .string(Self.unmappedValue) })
                if case .booleanVariant = CodeConnectSource(property.figma) {
                    for word in ["YES", "On", "TRUE", "no", "OFF", "False"] {
                        scenarios.append(scenario("\(name)=\(word)") { $0.values[name] = .string(word) })
                    }
                }
            }
            scenarios.append(scenario("missing \(name)", compiles: canBeLeftOut(name)) { $0.missingProperty = name })
        }
        return scenarios
    }

    /// The combination that shows the most: boolean-like variants and booleans on, other
    /// variants at their first value.
    var richValues: [String: CodeConnectInstance.Value] {
        var values: [String: CodeConnectInstance.Value] = [:]
        for axis in CodeConnectInstance.axes(of: component) {
            let on = axis.values.first { value in
                if case .bool(true) = value { return true }
                if case .string(let text) = value { return CodeConnectSource.booleanWords[text.lowercased()] == true }
                return false
            }
            values[axis.name] = on ?? axis.values[0]
        }
        return values
    }

    func instance(_ values: [String: CodeConnectInstance.Value]) -> CodeConnectInstance {
        var instance = CodeConnectInstance(component: component, language: language, values: values)
        instance.nestedCodes = nestedCodes
        return instance
    }

    private func scenario(_ label: String, compiles: Bool = true, _ change: (inout CodeConnectInstance) -> Void) -> Scenario {
        var instance = instance(richValues)
        change(&instance)
        return Scenario(label: label, instance: instance, compiles: compiles)
    }

    /// Whether a snippet can do without the value of a Figma property: the API lets every
    /// property it drives be left out, or the template shows an example in its place
    /// (text, slots).
    private func canBeLeftOut(_ figmaName: String) -> Bool {
        component.properties.filter { $0.figma.name == figmaName }.allSatisfy { !$0.isRequired || $0.keyword == .text || $0.keyword == .slot }
    }
}
