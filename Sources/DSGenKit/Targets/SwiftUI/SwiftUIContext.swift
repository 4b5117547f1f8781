/// What the SwiftUI templates may use for one component file.
///
/// Every name, type, default and literal is computed and escaped by
/// ``SwiftUIContextBuilder``; templates only iterate. `dsgen context --target swiftui`
/// prints this as JSON.
public struct SwiftUIContext: Codable, Sendable, Equatable {
    /// Generated-file header lines (without `// `).
    public var header: [String]
    /// The schema file name.
    public var schema: String
    /// The component.
    public var component: SwiftUIComponent
}

/// A component's SwiftUI API.
public struct SwiftUIComponent: Codable, Sendable, Equatable {
    /// `EBAlert`.
    public var typeName: String
    /// `<Content: View>` or empty.
    public var genericParameters: String
    /// Doc comment lines (without `/// `).
    public var doc: [String]
    /// Enums, in property order.
    public var enums: [SwiftUIEnum]
    /// Value types.
    public var valueTypes: [SwiftUIValueType]
    /// Colour sets (structs with one static constant per case).
    public var colorSets: [SwiftUIColorSet]
    /// Custom environment values with their view modifiers.
    public var modifiers: [SwiftUIModifier]
    /// Stored properties of the view, in API order.
    public var properties: [SwiftUIDeclaration]
    /// Properties read from the environment.
    public var environmentProperties: [SwiftUIEnvironmentProperty]
    /// The initialiser's parameters, in order.
    public var initParameters: [SwiftUIParameter]
    /// `self.x = x` lines.
    public var initAssignments: [String]
    /// Debug-build checks of the initialiser's arguments against an enum argument.
    public var initChecks: [ArgumentCheck]
    /// Per-case factories, one per case of the enum other arguments depend on, if any.
    public var caseFactories: SwiftUICaseFactories?
    /// The method `body` calls to check arguments against an environment value, if any.
    public var environmentCheck: SwiftUIEnvironmentCheck?
    /// `- Parameters:` doc lines of the initialiser.
    public var initDoc: [String]
    /// Namespaces of constants (tokens, accessibility, telemetry).
    public var namespaces: [SwiftUINamespace]
    /// Names of the properties, for the scaffold's reminder comment.
    public var propertyNames: String
    /// The body scaffold's doc comment lines (with `/// `): what to build it from, and how
    /// its callbacks go into SwiftUI's actions.
    public var bodyDoc: [String]
    /// Initialisers kept for renamed properties, deprecated.
    public var deprecatedInits: [SwiftUIDeprecatedInit]
    /// Previous type names (of the view and the types named after it or after a renamed
    /// enum property), kept as deprecated type aliases.
    public var deprecatedTypes: [SwiftUIDeprecatedCase]
}

/// An initialiser that still accepts a property's previous name, deprecated.
public struct SwiftUIDeprecatedInit: Codable, Sendable, Equatable {
    /// The current initialiser's name (`init(title:label:)`), for `renamed:`: Xcode's fix-it.
    public var renamed: String
    /// The old initialiser's parameters.
    public var parameters: [SwiftUIParameter]
    /// `title: heading` arguments forwarding to the current initialiser.
    public var arguments: [SwiftUIParameter]
}

/// A public enum with per-case data.
public struct SwiftUIEnum: Codable, Sendable, Equatable {
    /// `EBAlertType`.
    public var typeName: String
    /// Doc lines.
    public var doc: [String]
    /// `String, CaseIterable, Sendable`.
    public var conformances: String
    /// The cases: `bannerSm = "banner-sm"`, without `case `.
    public var cases: [SwiftUIDeclaration]
    /// The nested group enum, if the cases are grouped.
    public var groups: SwiftUIGroups?
    /// Computed properties with one value per case.
    public var dataProperties: [SwiftUIDataProperty]
    /// Whether there are any, so the template opens one extension for them.
    public var hasDataProperties: Bool
    /// Mapping to an existing SwiftUI type (`ControlSize`), if the property uses one.
    public var platformMapping: SwiftUIPlatformMapping?
    /// Deprecated `supportsX` helpers for renamed constrained properties.
    public var deprecatedHelpers: [SwiftUIDeprecatedCase]
    /// Deprecated aliases for renamed cases.
    public var deprecatedCases: [SwiftUIDeprecatedCase]
}

/// A renamed declaration kept as a deprecated alias of its new name.
public struct SwiftUIDeprecatedCase: Codable, Sendable, Equatable {
    /// The old name.
    public var name: String
    /// The new name, bare (`in`, not `` `in` ``): a `renamed:` argument needs it so.
    public var renamed: String
}

/// The nested `Group` enum of a grouped enum and the `group` property.
public struct SwiftUIGroups: Codable, Sendable, Equatable {
    /// Group cases with docs.
    public var cases: [SwiftUIDeclaration]
    /// `case .bannerSm, .bannerLg: .banner` lines.
    public var switchLines: [String]
    /// `?` when some case belongs to no group (its `group` is `nil`); nil when every case has one.
    public var optionality: String?
}

/// A computed property whose value depends on the case.
public struct SwiftUIDataProperty: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// `public var width: CGFloat`.
    public var declaration: String
    /// Doc lines.
    public var doc: [String]
    /// `case .bannerSm, .bannerLg: 320` lines.
    public var switchLines: [String]
}

/// Mapping between a generated enum and an existing SwiftUI environment type.
public struct SwiftUIPlatformMapping: Codable, Sendable, Equatable {
    /// `ControlSize`.
    public var platformType: String
    /// `controlSize`.
    public var propertyName: String
    /// `case .small, .mini: self = .small` lines of the initialiser.
    public var initLines: [String]
    /// `case .small: .small` lines of the property.
    public var propertyLines: [String]
}

/// A value type (`EBToastAction`).
public struct SwiftUIValueType: Codable, Sendable, Equatable {
    /// `EBToastAction`.
    public var typeName: String
    /// Doc lines.
    public var doc: [String]
    /// Stored properties.
    public var properties: [SwiftUIDeclaration]
    /// Initialiser parameters.
    public var initParameters: [SwiftUIParameter]
    /// `self.x = x` lines.
    public var initAssignments: [String]
    /// `- Parameters:` doc lines.
    public var initDoc: [String]
}

/// A declaration with its doc: a stored property, a constant, an enum case.
public struct SwiftUIDeclaration: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// `public let title: String`.
    public var declaration: String
    /// Doc lines.
    public var doc: [String]
}

/// A property the view reads from the environment.
public struct SwiftUIEnvironmentProperty: Codable, Sendable, Equatable {
    /// `@Environment(\.ebAlertStyle) var style`.
    public var declaration: String
    /// Doc lines.
    public var doc: [String]
    /// A computed property that converts the platform value (`var size: EBToastSize { … }`), if any.
    public var conversion: SwiftUIDeclaration?
}

/// An initialiser parameter.
public struct SwiftUIParameter: Codable, Sendable, Equatable {
    /// `type: EBAlertType = .neutral`.
    public var declaration: String
    /// Whether a comma follows.
    public var hasComma: Bool

    /// Parameters (or arguments) of one call or declaration, in order: a comma after each but the last.
    static func list(_ declarations: [String]) -> [SwiftUIParameter] {
        declarations.indices.map { SwiftUIParameter(declaration: declarations[$0], hasComma: $0 < declarations.count - 1) }
    }
}

/// A custom environment value and its view modifier (`.ebAlertStyle(.card)`).
public struct SwiftUIModifier: Codable, Sendable, Equatable {
    /// `ebAlertStyle`.
    public var name: String
    /// `EBAlertStyle`.
    public var valueType: String
    /// `style`.
    public var argumentName: String
    /// `EBAlertStyleKey`.
    public var keyName: String
    /// `.banner`.
    public var defaultValue: String
    /// Doc lines.
    public var doc: [String]
}

/// A colour set: a struct of role colours with a constant per case.
public struct SwiftUIColorSet: Codable, Sendable, Equatable {
    /// `EBAlertColors`.
    public var typeName: String
    /// Doc lines.
    public var doc: [String]
    /// The roles, as stored properties.
    public var roles: [SwiftUIDeclaration]
    /// One constant per case (or case pair).
    public var constants: [SwiftUIColorConstant]
    /// The accessor on the axis enum.
    public var accessor: SwiftUIColorAccessor
}

/// One colour-set constant.
public struct SwiftUIColorConstant: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// `information`.
    public var name: String
    /// The struct's name.
    public var typeName: String
    /// Doc lines.
    public var doc: [String]
    /// `background: Color(ebHex: 0xE5F1FF), // main/alert/color/information/bg`.
    public var arguments: [SwiftUIArgument]
}

/// One argument line of a call spread over lines.
public struct SwiftUIArgument: Codable, Sendable, Equatable {
    /// `background: Color(ebHex: 0xE5F1FF)`.
    public var text: String
    /// Whether a comma follows.
    public var hasComma: Bool
    /// A trailing comment (token path), if any.
    public var comment: String?
}

/// `var colors: EBAlertColors` or `func colors(theme:)` on the axis enum.
public struct SwiftUIColorAccessor: Codable, Sendable, Equatable {
    /// `EBAlertType`.
    public var enumType: String
    /// `public var colors: EBAlertColors` or `public func colors(theme: EBToastTheme) -> EBToastColors`.
    public var declaration: String
    /// `switch self` or `switch (self, theme)`.
    public var subject: String
    /// Doc lines.
    public var doc: [String]
    /// `case .information: .information` lines.
    public var switchLines: [String]
}

/// A caseless enum of constants.
public struct SwiftUINamespace: Codable, Sendable, Equatable {
    /// `EBAdSpaceAccessibility`.
    public var typeName: String
    /// Doc lines.
    public var doc: [String]
    /// The constants.
    public var constants: [SwiftUIDeclaration]
    /// Comments for facts that have no value yet.
    public var notes: [String]
}
