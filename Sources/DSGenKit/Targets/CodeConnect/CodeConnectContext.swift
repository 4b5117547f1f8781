/// What the Code Connect template-file template (`codeconnect/template.figma.js`) may use
/// for one component on one platform.
///
/// The output is JavaScript that Figma runs for the selected instance: it reads the
/// instance's properties, text layers and nested instances, maps each value to code of the
/// platform, leaves out arguments whose value is the API's default, respects constraints,
/// notes (as comment lines above the call) what it cannot show exactly, and assembles the
/// call. ``CodeConnectContextBuilder`` computes every JavaScript literal and expression
/// (already escaped); the template only places them. `dsgen context --target codeconnect`
/// prints this as JSON.
public struct CodeConnectContext: Codable, Sendable, Equatable {
    /// Generated-file header lines (without `// `).
    public var header: [String]
    /// The schema file name.
    public var schema: String
    /// The schema file name as a JavaScript literal, for the notes.
    public var schemaLiteral: String
    /// The platform the template shows code for.
    public var platform: CodeConnectPlatform
    /// The Figma component's node URL (the `// url=` directive).
    public var url: String
    /// The code component (`EBAlert`), for the `// component=` directive.
    public var componentName: String
    /// The generated source of the component, relative to the template file (the
    /// `// source=` directive: `../../swiftui/EBAlert.swift`).
    public var source: String
    /// The Code Connect ID, a JavaScript literal (`'EBAlert'`).
    public var id: String
    /// Comment lines (without `// `) describing the template.
    public var doc: [String]
    /// The name of the runtime function that turns Figma text into a string literal.
    public var stringFunctionName: String
    /// That function, as lines.
    public var stringFunction: [String]
    /// One read of the selected instance per Figma property, in API order.
    public var reads: [CodeConnectRead]
    /// The per-case entry point the snippet calls, chosen by the selected variant, if the
    /// platform generates per-case entry points and Figma models the enum they fix.
    public var perCase: CodeConnectPerCase?
    /// The callee, a JavaScript expression: a literal (`'EBAlert'`), or `callee` when
    /// ``perCase`` chooses it.
    public var callee: String
    /// Arguments of the call, in the platform's parameter order.
    public var arguments: [CodeConnectPiece]
    /// Trailing closures / lambdas (view content), in order.
    public var closures: [CodeConnectClosure]
    /// View modifiers applied after the call (SwiftUI), in property order.
    public var modifiers: [CodeConnectPiece]
    /// The import lines the snippet needs (`import SwiftUI`,
    /// `import com.eb.designsystem.EBAlert`), sorted.
    public var imports: [String]
    /// The same lines as JavaScript literals, for the template's `imports`.
    public var importLiterals: [String]
}

/// One platform's template: which folder, tag and Code Connect label.
public struct CodeConnectPlatform: Codable, Sendable, Equatable {
    /// `swiftui` or `compose`: the output folder under `codeconnect/`.
    public var folder: String
    /// The Code Connect label (`SwiftUI`, `Compose`).
    public var label: String
    /// The snippet language (`swift`, `kotlin`).
    public var language: String
    /// The tagged-template function of the `figma` module (`swift`, `kotlin`).
    public var tag: String

    /// SwiftUI: label `SwiftUI`, language `swift`.
    public static let swiftUI = CodeConnectPlatform(folder: "swiftui", label: "SwiftUI", language: "swift", tag: "swift")
    /// Compose: label `Compose`, language `kotlin`.
    public static let compose = CodeConnectPlatform(folder: "compose", label: "Compose", language: "kotlin", tag: "kotlin")
}

/// Reads one Figma property (or layer) of the selected instance into a JavaScript constant,
/// through one of the template's read helpers.
///
/// The constant holds platform code (`'.error'`), a Boolean (whether an optional is
/// switched on), a string literal of Figma text, or a nested instance's code sections; it
/// is `undefined` when the value cannot be shown (the helper then adds a note).
public struct CodeConnectRead: Codable, Sendable, Equatable {
    /// Comment lines (without `// `).
    public var doc: [String]
    /// The JavaScript constant (`type`).
    public var constant: String
    /// The template's read helper: `variant`, `booleanVariant`, `boolean`, `textProperty`,
    /// `swappedInstance`, `shownInstance` (an instance swap a Figma boolean shows) or
    /// `layerInstance`.
    public var helper: String
    /// The Figma property (or layer) name, a JavaScript literal (`'Full Width'`).
    public var property: String
    /// The value mapping, for `variant` (Figma value → code) and the Boolean helpers
    /// (`true` / `false` → code).
    public var mapping: [CodeConnectMappingEntry]
    /// Whether there is a mapping (templates cannot test an empty list).
    public var hasMapping: Bool
    /// Further arguments of the helper, with their leading comma (`, 'EmptyView()', true`),
    /// or empty.
    public var extra: String
}

/// One entry of a value mapping: a Figma value and what it stands for.
public struct CodeConnectMappingEntry: Codable, Sendable, Equatable {
    /// The Figma value, a JavaScript literal key (`'No'`, or `true` for booleans).
    public var key: String
    /// The JavaScript value (`'.card'`, `true`).
    public var value: String
    /// A trailing comment (`legacy spelling`), if any.
    public var comment: String?
}

/// A piece of the call: one argument or one modifier.
public struct CodeConnectPiece: Codable, Sendable, Equatable {
    /// Comment (without `// `) saying when the piece is shown.
    public var comment: String
    /// A JavaScript expression that evaluates to the piece's code: a string, an array of
    /// strings and code sections, or `undefined` when the piece is left out.
    public var expression: String
}

/// A trailing closure (SwiftUI) or lambda (Compose) holding view content.
public struct CodeConnectClosure: Codable, Sendable, Equatable {
    /// The argument label for closures after the first (`label`), a JavaScript literal, or
    /// `undefined` for the first.
    public var label: String
    /// A JavaScript expression for the content's code sections.
    public var content: String
}

/// What `figma.config.json` of one platform folder may use.
public struct CodeConnectConfigContext: Codable, Sendable, Equatable {
    /// The generated-file header, as one line.
    public var header: String
    /// The platform.
    public var platform: CodeConnectPlatform
    /// Include globs, relative to the config file, as JSON string literals, with commas.
    public var include: [CodeConnectJSONItem]
}

/// A JSON array item with its separator.
public struct CodeConnectJSONItem: Codable, Sendable, Equatable {
    /// A JSON literal.
    public var literal: String
    /// Whether a comma follows.
    public var hasComma: Bool
}

/// The per-case entry point a snippet calls (`EBAdSpace.promoSm`, `EBPromoSmAdSpace`): it
/// takes only the arguments that apply to the selected case, the safe form the docs show.
public struct CodeConnectPerCase: Codable, Sendable, Equatable {
    /// Comment lines (without `// `).
    public var doc: [String]
    /// The read constant of the enum the entry points fix (`size`).
    public var axisConstant: String
    /// The general form's callee, a JavaScript literal: for a value outside the mapping.
    public var generalCallee: String
    /// Per case, its code (the key, a JavaScript literal) and its entry point's callee.
    public var entries: [CodeConnectMappingEntry]
}
