@testable import DSGenKit
import Foundation

/// A selected Figma instance of a component, described as Figma's REST API describes a
/// node (the shape `Tests/Support/CodeConnect/figma-runtime.js` takes): its component
/// properties, and the layers the schema names (text layers, nested instances).
struct CodeConnectInstance {
    /// A variant value or a Boolean.
    enum Value: Equatable, CustomStringConvertible {
        case string(String), bool(Bool)

        var json: Any {
            switch self {
            case .string(let value): value
            case .bool(let value): value
            }
        }

        var description: String {
            switch self {
            case .string(let value): value
            case .bool(let value): String(value)
            }
        }
    }

    /// Text every text property and named text layer holds unless a scenario says otherwise:
    /// quotes, backslashes, a Swift interpolation, Kotlin templates, a newline and a tab. A
    /// snippet that does not escape it at run time does not compile (or compiles to other text).
    static let hostileText = "Sale \"50%\" \\ \\(total) $price ${amount}\n\tend"

    let component: Component
    let language: String
    /// Variant and boolean values by Figma property name.
    var values: [String: Value]
    /// The text of every TEXT property and named text layer…
    var text = hostileText
    /// …unless given here, by property or layer name.
    var texts: [String: String] = [:]
    /// Whether nested instances (swapped or in layers) have Code Connect.
    var nestedHaveCodeConnect = true
    /// Whether named layers are in the instance and instance swaps hold an instance.
    var contentPresent = true
    /// A Figma property the instance does not have.
    var missingProperty: String?
    /// The code a nested instance's own template renders, by the slot's type (a component
    /// of the design system); icons and view content otherwise (``nestedCode``).
    var nestedCodes: [String: String] = [:]
    /// Whether a `figma children` layer is a frame holding the nested instance (as Ad
    /// Space's `content` frame is) rather than the nested instance itself.
    var contentInFrames = true

    /// What a nested icon's own template renders, and what a nested content instance's does.
    var nestedCode: (icon: String, content: String) {
        language == "swift" ? ("Image(systemName: \"heart\")", "AdCreative()") : ("Icons.Filled.Info", "AdCreative()")
    }

    /// The node, as JSON-ready values.
    var node: [String: Any] {
        var properties: [String: Any] = [:]
        var children: [[String: Any]] = []
        for property in component.properties {
            if let name = property.figma.name, name != missingProperty, let entry = propertyEntry(property, name) {
                properties[name] = entry
            }
            if let toggle = property.figma.shownBy, toggle != missingProperty, let value = values[toggle] {
                properties[toggle] = ["type": "BOOLEAN", "value": value.json]
            }
            if let layer = layerName(property), contentPresent, !children.contains(where: { $0["name"] as? String == layer }) {
                children.append(layerNode(property, layer))
            }
        }
        return ["name": component.name, "properties": properties, "children": children]
    }

    private func layerNode(_ property: Property, _ layer: String) -> [String: Any] {
        if property.keyword == .text { return ["type": "TEXT", "name": layer, "characters": texts[layer] ?? text] }
        let instance = nestedInstance(property.figma.kind == .children && contentInFrames ? "Creative" : layer, typed: property.slotType != nil,
                                      code: property.slotType.flatMap { nestedCodes[$0] })
        guard property.figma.kind == .children, contentInFrames else { return instance }
        return ["type": "FRAME", "name": layer, "children": [instance]]
    }

    private func propertyEntry(_ property: Property, _ name: String) -> [String: Any]? {
        switch property.figma.kind {
        case .variant: return values[name].map { ["type": "VARIANT", "value": $0.json] }
        case .boolean: return values[name].map { ["type": "BOOLEAN", "value": $0.json] }
        case .text: return ["type": "TEXT", "value": texts[name] ?? text]
        case .instance:
            return ["type": "INSTANCE_SWAP", "value": contentPresent ? nestedInstance(name + " instance", typed: true, code: property.slotType.flatMap { nestedCodes[$0] }) : NSNull()]
        case .children, .implicit, .none: return nil
        }
    }

    /// The layer the schema names for a property: a text layer, or a nested instance.
    private func layerName(_ property: Property) -> String? {
        if property.figma.kind == .children { return property.figma.name }
        return property.figma.layer
    }

    private func nestedInstance(_ name: String, typed: Bool, code: String? = nil) -> [String: Any] {
        let code = code ?? (typed ? nestedCode.icon : nestedCode.content)
        let codeConnect: Any = nestedHaveCodeConnect ? ["id": typed ? "Icon" : "AdCreative", "code": code, "nestable": true] : NSNull()
        return ["type": "INSTANCE", "name": name, "properties": [String: Any](), "children": [[String: Any]](), "codeConnect": codeConnect]
    }

    // MARK: - Combinations

    /// An axis of combinations: a Figma variant with all its spellings, or a Figma boolean.
    struct Axis {
        let name: String
        let values: [Value]
    }

    /// The axes of a component, in property order.
    static func axes(of component: Component) -> [Axis] {
        var axes: [Axis] = []
        for property in component.properties {
            guard let name = property.figma.name, !axes.contains(where: { $0.name == name }) else { continue }
            if let toggle = property.figma.shownBy, !axes.contains(where: { $0.name == toggle }) {
                axes.append(Axis(name: toggle, values: [.bool(true), .bool(false)]))
            }
            switch property.figma.kind {
            case .variant: axes.append(Axis(name: name, values: property.figma.values.flatMap(\.figmaValues).map(Value.string)))
            case .boolean: axes.append(Axis(name: name, values: [.bool(true), .bool(false)]))
            default: continue
            }
        }
        return axes
    }

    /// Every combination of the axes' values.
    static func combinations(of component: Component) -> [[String: Value]] {
        axes(of: component).reduce([[:]]) { partial, axis in
            partial.flatMap { values in axis.values.map { values.merging([axis.name: $0]) { $1 } } }
        }
    }

    /// `Type=Error, Full Width=No`.
    static func label(_ values: [String: Value]) -> String {
        values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: ", ")
    }
}
