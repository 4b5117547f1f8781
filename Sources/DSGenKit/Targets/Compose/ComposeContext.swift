/// What the Compose templates may use for one component file and its scaffold.
///
/// Every name, type, default, literal and KDoc line is computed and escaped by
/// ``ComposeContextBuilder``; templates only iterate. Lists that a template prints
/// one item per line (`whenLines`, `doc`) hold finished lines without their
/// indentation; `isLast` marks the last item of lists separated by blank lines.
/// `dsgen context --target compose` prints this as JSON.
public struct ComposeContext: Codable, Sendable, Equatable {
    /// Generated-file header lines (without `// `).
    public var header: [String]
    /// The schema file name.
    public var schema: String
    /// The Kotlin package (`com.eb.designsystem`).
    public var packageName: String
    /// Imports of the component file: sorted, de-duplicated, only those used.
    public var imports: [String]
    /// Imports of the scaffold (`EBAlertImpl.kt`): what its signature uses.
    public var scaffoldImports: [String]
    /// The component.
    public var component: ComposeComponent
}

/// A component's Compose API.
public struct ComposeComponent: Codable, Sendable, Equatable {
    /// `EBAlert`: the composable function.
    public var functionName: String
    /// `EBAlertImpl`: the hand-written implementation the function delegates to.
    public var implementationName: String
    /// KDoc lines of the composable: summary, paragraphs, `@param` for every parameter.
    public var doc: [String]
    /// KDoc lines of the implementation in the scaffold.
    public var implementationDoc: [String]
    /// Enums, in property order.
    public var enums: [ComposeEnum]
    /// Value types (`EBToastAction`).
    public var valueTypes: [ComposeValueType]
    /// Colour sets (data classes with one companion constant per case).
    public var colorSets: [ComposeColorSet]
    /// Objects of constants (tokens, accessibility, telemetry).
    public var namespaces: [ComposeNamespace]
    /// The composable's parameters in guideline order: required, `modifier`, optional, trailing content.
    public var parameters: [ComposeParameter]
    /// The implementation's parameters: the same names and types, without defaults.
    public var implementationParameters: [ComposeParameter]
    /// `title = title`: the named arguments of the delegating call, in parameter order.
    public var arguments: [String]
    /// Checks of arguments against an enum argument, run in debuggable builds before the call.
    public var argumentChecks: [ArgumentCheck]
    /// Whether there are any: the composable reads `LocalContext` to find out whether the build is debuggable.
    public var hasArgumentChecks: Bool
    /// Per-case composables, one per case of the enum other parameters depend on.
    public var entryPoints: [ComposeEntryPoint]
    /// Deprecated overloads that keep renamed names compiling: the composable under each
    /// previous component name, and one overload per renamed parameter.
    public var deprecatedFunctions: [ComposeDeprecatedFunction]
    /// Deprecated type aliases for the types named after a renamed component or enum property,
    /// and deprecated `supportsX` extensions for renamed constrained parameters.
    public var deprecatedDeclarations: [ComposeDeprecatedDeclaration]
    /// The scaffold's `//` comment inside the implementation's body, wrapped.
    public var scaffoldComment: [String]
}

/// A parameter of the composable or its implementation.
public struct ComposeParameter: Codable, Sendable, Equatable {
    /// `title`.
    public var name: String
    /// `title: String`, `modifier: Modifier = Modifier`, `onDismiss: (() -> Unit)? = null`.
    public var declaration: String
}

/// A deprecated composable that forwards to the current one with named arguments.
public struct ComposeDeprecatedFunction: Codable, Sendable, Equatable {
    /// `@Deprecated("Renamed to EBAlert.")`.
    public var annotation: String
    /// `EBOldAlert`, or the current name for a renamed parameter's overload.
    public var name: String
    /// Its parameters. A renamed parameter comes last (before a trailing content lambda), or
    /// else right after `modifier`, under its previous name and without a default, so the
    /// overload is chosen only when a call names it.
    public var parameters: [ComposeParameter]
    /// `description = details`: the named arguments of the forwarding call.
    public var arguments: [String]
}

/// A declaration kept under a previous name, deprecated in favour of the current one.
public struct ComposeDeprecatedDeclaration: Codable, Sendable, Equatable {
    /// `@Deprecated("Renamed to EBCardLayout.", ReplaceWith("EBCardLayout"))`.
    public var annotation: String
    /// `typealias EBCardStyle = EBCardLayout`, or a forwarding extension property.
    public var declaration: String
}

/// An `enum class` with its per-case data as extension properties.
public struct ComposeEnum: Codable, Sendable, Equatable {
    /// `EBAlertType`.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// The entries (PascalCase).
    public var entries: [ComposeEnumEntry]
    /// Deprecated aliases of renamed entries, declared in the companion object
    /// (`@Deprecated(…) val Default: EBAlertType = Neutral`).
    public var deprecatedEntries: [ComposeDeprecatedDeclaration]
    /// Whether there are deprecated aliases (the enum then has a body after `;`).
    public var hasDeprecatedEntries: Bool
    /// The top-level group enum and the `group` property, if the cases are grouped.
    public var groups: ComposeGroups?
    /// Extension properties with one value per entry: per-case data, then constraint helpers.
    public var dataProperties: [ComposeDataProperty]
}

/// One enum entry.
public struct ComposeEnumEntry: Codable, Sendable, Equatable, Separable {
    /// Whether no blank line follows it: the last entry, or any entry of a list in which
    /// no entry has KDoc (undocumented entries read best one per line).
    public var isLast = false
    /// `BannerSm`.
    public var name: String
    /// KDoc lines.
    public var doc: [String]
}

/// A grouped enum's top-level group enum (`EBAdSpaceSizeGroup`) and `val EBAdSpaceSize.group`.
public struct ComposeGroups: Codable, Sendable, Equatable {
    /// `EBAdSpaceSizeGroup`.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// The groups as entries.
    public var entries: [ComposeEnumEntry]
    /// `val EBAdSpaceSize.group: EBAdSpaceSizeGroup`.
    public var property: ComposeDataProperty
}

/// An extension property whose value depends on the entry: `val EBAdSpaceSize.width: Dp`.
public struct ComposeDataProperty: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// KDoc lines.
    public var doc: [String]
    /// `val EBAdSpaceSize.width: Dp`.
    public var declaration: String
    /// The `when (this)` branches (`EBAdSpaceSize.BannerSm, EBAdSpaceSize.BannerLg -> 320.dp`),
    /// split one condition per line when a branch would pass 100 columns.
    public var whenLines: [String]
}

/// An `@Immutable data class` value type (`EBToastAction`).
public struct ComposeValueType: Codable, Sendable, Equatable {
    /// `EBToastAction`.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// Constructor properties: `val label: String`.
    public var properties: [ComposeProperty]
}

/// A declaration with KDoc: a constructor property or an object constant.
public struct ComposeProperty: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// KDoc lines.
    public var doc: [String]
    /// `val background: Color`, `const val LoadingLabel = "Loading advertisement"`.
    public var declaration: String
}

/// A colour set: an `@Immutable data class` of role colours, a companion constant
/// per case (or case pair) and the accessor on the axis enum.
public struct ComposeColorSet: Codable, Sendable, Equatable {
    /// `EBAlertColors`.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// The roles, as constructor properties.
    public var roles: [ComposeProperty]
    /// One companion constant per case (or case pair).
    public var constants: [ComposeColorConstant]
    /// `val EBAlertType.colors` or `fun EBToastAppearance.colors(theme:)`.
    public var accessor: ComposeColorAccessor
}

/// One colour-set constant: `val Information = EBAlertColors(…)`.
public struct ComposeColorConstant: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// `Information`, `NeutralDark`.
    public var name: String
    /// The data class's name.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// One named argument per role.
    public var arguments: [ComposeArgument]
}

/// One argument line of a call spread over lines (each ends in a comma).
public struct ComposeArgument: Codable, Sendable, Equatable {
    /// `background = Color(0xFFE5F1FF)`.
    public var text: String
    /// A trailing comment (the token path), if any.
    public var comment: String?
}

/// The accessor of a colour set on its axis enum.
public struct ComposeColorAccessor: Codable, Sendable, Equatable {
    /// KDoc lines.
    public var doc: [String]
    /// `val EBAlertType.colors: EBAlertColors` or
    /// `fun EBToastAppearance.colors(theme: EBToastTheme): EBToastColors`.
    public var declaration: String
    /// True for a property (`get() = when …`), false for a function (`= when …`).
    public var isProperty: Bool
    /// The branches of `when (this)`; nested `when (theme)` blocks are indented by four spaces.
    public var whenLines: [String]
}

/// An `object` of constants.
public struct ComposeNamespace: Codable, Sendable, Equatable {
    /// `EBAdSpaceAccessibility`.
    public var typeName: String
    /// KDoc lines.
    public var doc: [String]
    /// The constants (PascalCase, as the Compose guidelines name constants).
    public var constants: [ComposeProperty]
    /// `//` comments for facts that have no value yet.
    public var notes: [ComposeNote]
}

/// A `//` comment of one or more lines.
public struct ComposeNote: Codable, Sendable, Equatable {
    /// Whether a blank line precedes it.
    public var isSeparated: Bool
    /// The lines, each starting with `// `.
    public var lines: [String]
}
