/// The schema facts the Figma commands read, taken from the model in this one file, so a
/// change to the model's types touches only this adapter.
public struct FigmaSchemaComponent: Sendable {
    /// The component's name (`Alert`).
    public var name: String
    /// Its Figma node URL, if linked.
    public var figmaURL: String?
    /// Its properties in schema order (value types' fields are not mapped to Figma).
    public var properties: [FigmaSchemaProperty] = []
    /// States the schema's `behavior { coverage … }` records as covered.
    public var coveredStates: [String] = []
    /// Dismissal contracts (`swipe`, `tap`, `auto`).
    public var dismissals: [String] = []
    /// The readiness verdicts recorded in `audit { criterion … }`.
    public var recordedCriteria: [RecordedCriterion] = []
    /// Every colour pairing in every case and theme, computed (the docs' contrast table).
    public var contrast: [ContrastRow] = []
    /// The contrast ratios the accessibility contract claims.
    public var contrastClaims: [ContrastClaim] = []

    /// Whether the Code Connect target writes a template for it (it needs the node URL).
    public var hasCodeConnectTemplate: Bool { figmaURL != nil }

    /// The Figma node the schema links, if its URL has one.
    public var node: FigmaNodeReference? { figmaURL.flatMap(FigmaNodeReference.init(url:)) }
}

/// A property as the Figma commands see it.
public struct FigmaSchemaProperty: Sendable {
    /// How the schema says Figma models it.
    public enum Mapping: Sendable, Equatable {
        /// `figma variant "Name" { code "Figma", … }`: code value → Figma spellings.
        case variant(String, [ValueMapping])
        /// `figma boolean "Name"`.
        case boolean(String)
        /// `figma text "Name"`.
        case text(String)
        /// `figma instance "Name"`.
        case instance(String)
        /// `figma children "layer"`.
        case children(String)
        /// A layer's text, not a property.
        case implicit
        /// Not modeled in Figma.
        case none

        /// The Figma property name it reads, if it reads one.
        public var propertyName: String? {
            switch self {
            case .variant(let name, _), .boolean(let name), .text(let name), .instance(let name): return name
            case .children, .implicit, .none: return nil
            }
        }
    }

    /// The Figma properties the property reads: its mapping's, and the BOOLEAN that shows an
    /// instance swap.
    public var figmaPropertyNames: [String] {
        [mapping.propertyName, shownBy].compactMap { $0 }
    }

    /// One code value and the Figma spellings that mean it.
    public struct ValueMapping: Sendable, Equatable {
        /// An enum case, `true` / `false`, or `omit`.
        public var code: String
        /// Figma's spellings, canonical first.
        public var figma: [String]
    }

    /// The schema name.
    public var name: String
    /// Whether it is a callback (`event`).
    public var isEvent: Bool
    /// The default written in the schema, as a code value (`neutral`, `false`), if any.
    public var explicitDefault: String?
    /// The Figma mapping.
    public var mapping: Mapping
    /// For an instance swap, the Figma BOOLEAN that shows its layer (`figma boolean "Show icon"`
    /// paired with `figma instance "Icon"`).
    public var shownBy: String?
}

/// `criterion C1 "Layer Structure & Naming" needs-refinement "…"`: a verdict the schema's
/// `audit` block records.
public typealias RecordedCriterion = AuditItem

extension FigmaSchemaComponent {
    /// The Figma view of a resolved component.
    public init(_ component: Component, contrast policy: ContrastPolicy = .standard) {
        name = component.name
        contrast = ContrastTable.rows(for: component, policy: policy)
        contrastClaims = component.accessibility.contrastClaims
        figmaURL = component.figmaURL
        properties = component.properties.map(FigmaSchemaProperty.init)
        coveredStates = component.behavior.coverage
        dismissals = component.behavior.dismissals.map(\.name)
        recordedCriteria = component.audit.criteria
    }
}

extension FigmaSchemaProperty {
    /// The Figma view of a resolved property.
    init(_ property: Property) {
        name = property.name
        isEvent = property.keyword == .event
        switch property.defaultValue {
        case .enumCase(let value)?: explicitDefault = value
        case .boolean(let value)?: explicitDefault = value ? "true" : "false"
        default: explicitDefault = nil
        }
        let figma = property.figma
        let label = figma.name ?? ""
        shownBy = figma.shownBy
        switch figma.kind {
        case .variant: mapping = .variant(label, figma.values.map { ValueMapping(code: $0.value.written, figma: $0.figmaValues) })
        case .boolean: mapping = .boolean(label)
        case .text: mapping = .text(label)
        case .instance: mapping = .instance(label)
        case .children: mapping = .children(label)
        case .implicit: mapping = .implicit
        case .none: mapping = .none
        }
    }
}
