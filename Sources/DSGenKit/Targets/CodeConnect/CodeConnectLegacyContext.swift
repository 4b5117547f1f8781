/// What the legacy Code Connect templates (`codeconnect-legacy/component.figma.swift`,
/// `codeconnect-legacy/component.figma.kt`) may use for one component.
///
/// Code Connect's framework parsers read these files as source: property wrappers
/// (SwiftUI) or annotations (Compose) map Figma properties to values, and one example
/// (`body` / a `@Composable` function) calls the API with them. Where a constraint makes
/// layouts differ (no caption on banner sizes), variant-specific connections name the
/// Figma variant they apply to. Every line is computed by ``CodeConnectLegacyContextBuilder``.
/// `dsgen context --target codeconnect-legacy` prints this as JSON.
public struct CodeConnectLegacyContext: Codable, Sendable, Equatable {
    /// Generated-file header lines (without `// `).
    public var header: [String]
    /// The schema file name.
    public var schema: String
    /// The component's schema name.
    public var componentName: String
    /// The SwiftUI file.
    public var swiftUI: CodeConnectLegacyFile
    /// The Compose file.
    public var compose: CodeConnectLegacyFile
}

/// One legacy file: its imports and its connections.
public struct CodeConnectLegacyFile: Codable, Sendable, Equatable {
    /// The file name (`EBAlert.figma.swift`).
    public var fileName: String
    /// The Kotlin package, or empty.
    public var packageName: String
    /// Imported modules / fully qualified names, sorted.
    public var imports: [String]
    /// The connections: the general one first, then variant-specific ones.
    public var connections: [CodeConnectLegacyConnection]
}

/// One connection: a `FigmaConnect` struct (SwiftUI) or `@FigmaConnect` class (Compose).
public struct CodeConnectLegacyConnection: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last in its list (templates put blank lines between items).
    public var isLast = false
    /// Doc comment lines, formatted (`/// …`).
    public var doc: [String]
    /// Lines before the declaration (Compose annotations), formatted.
    public var annotations: [String]
    /// `EBAlert_connection`, `EBAlertDoc`.
    public var typeName: String
    /// Stored members before the properties (SwiftUI `component`, `variant`, `figmaNodeUrl`).
    public var members: [String]
    /// The mapped properties.
    public var properties: [CodeConnectLegacyProperty]
    /// The example's declaration line (`var body: some View {`, `fun ComponentExample() {`),
    /// with any lines before it (`@Composable`).
    public var exampleDeclaration: [String]
    /// The example's body lines, relative to the body's indentation.
    public var example: [String]
}

/// A mapped property: its wrapper / annotation and declaration, as lines.
public struct CodeConnectLegacyProperty: Codable, Sendable, Equatable {
    /// Doc comment lines, formatted.
    public var doc: [String]
    /// The lines, relative to the member indentation.
    public var lines: [String]
}
