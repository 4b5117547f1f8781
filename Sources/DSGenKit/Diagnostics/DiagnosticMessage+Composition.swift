/// Messages about how components fit together, and the quiet gaps lint reports: unmapped
/// components, shared modifiers, Figma booleans that can never match.
extension DiagnosticMessage {
    /// A case that is not one of an enum's, naming the enum it was looked for in.
    static func unknownCase(_ name: String, of enumName: String) -> Self {
        Self("unknown-case", "unknown case '\(name)' of enum '\(enumName)'")
    }
    static func missingFigmaURL(_ component: String) -> Self {
        Self("missing-figma-url", "component '\(component)' has no 'figma' URL, so no Code Connect template is generated for it")
    }
    static func duplicateModifier(_ modifier: String, other: String) -> Self {
        Self("duplicate-modifier",
             "SwiftUI modifier '\(modifier)' is also declared by component '\(other)'; both would be declared in one module")
    }
    /// Two Kotlin top-level composables with one name (`EBCardAlert`), at least one of them
    /// a per-case composable.
    static func entryPointCollision(_ name: String, what: String, other: String) -> Self {
        Self("entry-point-collision", "Kotlin composable '\(name)' would be both \(what) and \(other); "
            + "Kotlin rejects two such functions as conflicting overloads when their parameter types match: "
            + "rename the case or the component")
    }
    /// Two top-level declarations of one name (`EBFooStyle`: Foo's enum `style` and the view
    /// of a component `FooStyle`).
    static func typeNameCollision(_ name: String, platform: String, what: String, other: String) -> Self {
        Self("type-name-collision", "\(platform) name '\(name)' would be both \(what) and \(other), "
            + "which \(platform) rejects as declared twice: rename one of them")
    }
    /// Two generated constants of one namespace with one name (`EBAlertTokens.captionTextStyle`).
    static func constantCollision(_ name: String, namespace: String, source: String, other: String) -> Self {
        Self("constant-collision", "\(source) and \(other) would both declare '\(namespace).\(name)'; rename one of them")
    }
    /// `renamed-from` naming a property the component still has: no alias can take its name.
    static func renamedFromCurrentProperty(_ old: String, property: String) -> Self {
        Self("renamed-from-current-property", "'\(old)' is still a property of this component, so '\(property)' keeps "
            + "no deprecated alias under that name; remove 'renamed-from \(old)'")
    }
    /// A second colour set by the axes of an earlier one: both would declare one type.
    static func duplicateColorSet(_ axes: [String]) -> Self {
        Self("duplicate-color-set", "a second colour set by \(axes.map { "'\($0)'" }.joined(separator: " and ")); "
            + "give its roles to the first one")
    }
    static func cyclicComponents(_ cycle: [String]) -> Self {
        Self("cyclic-components", "component '\(cycle[0])' contains itself through typed slots: "
            + cycle.joined(separator: " → ") + "; a SwiftUI view cannot store itself, make one of them view content")
    }
    static func genericComponentSlot(_ slotType: String) -> Self {
        Self("generic-component-slot", "component '\(slotType)' takes view content, so it has no single SwiftUI type; "
            + "declare the slot as view content ('slot name') instead")
    }
    static func figmaBooleanValue(_ value: String, property: String) -> Self {
        Self("figma-boolean-value", "a Figma boolean is 'true' or 'false', so '\(value)' can never match; "
            + "if '\(property)' is a variant with these values, map it with 'figma variant'")
    }
    static func componentNamedLikeExternal(_ name: String) -> Self {
        Self("component-named-like-external", "component '\(name)' has the name of the design system's external type '\(name)', "
            + "so a slot typed ': \(name)' cannot take the component; rename the component or the external")
    }
    static func figmaKeyLeavesOutRequired(_ key: String, property: String, keyword: String) -> Self {
        let means = key == "omit" ? "leaves the argument out" : "means no value"
        return Self("figma-key-leaves-out-required", "'\(key)' \(means), but '\(property)' is required, so the snippets Figma shows "
            + "for it would not compile; declare '\(keyword)? \(property)' or give it a default, or map no Figma value to '\(key)'")
    }
    static func unbalancedTemplate(_ text: String) -> Self {
        Self("unbalanced-template", "label '\(excerpt(text))' has an unbalanced '{' or '}'; write '{{' and '}}' for literal braces")
    }
    static func unknownTemplateProperty(_ name: String) -> Self {
        Self("unknown-template-property", "'{\(name)}' is not a required text property of this component")
    }
    static func invalidColorAxis(_ name: String, isBoolean: Bool) -> Self {
        isBoolean
            ? Self("invalid-color-axis", "a colour set is keyed first by an enum property; put bool '\(name)' second ('colors by theme, \(name)')")
            : Self("invalid-color-axis", "a colour set is keyed by enum or bool properties, and '\(name)' is neither")
    }
    static func slotOnlyAttribute(_ keyword: String) -> Self {
        Self("slot-only-attribute", "'\(keyword)' applies to optional slots only")
    }
    static func shownByNeedsBool(_ name: String) -> Self {
        Self("shown-by-needs-bool", "'shown-by' names a bool property of the component, and '\(name)' is not one")
    }
    static func pairNeedsOptionalSlot(_ name: String) -> Self {
        Self("figma-pair-needs-optional", "a Figma boolean that shows an instance swap makes the slot optional; declare 'slot? \(name)'")
    }
    static func missingSlotExample(_ platform: String, keyword: String) -> Self {
        Self("missing-slot-example", "a typed slot with a \(platform) function type needs '\(keyword) example' "
            + "with a value of that type for snippets and docs")
    }
}
