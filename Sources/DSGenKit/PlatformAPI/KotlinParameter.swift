/// One parameter of a composable or data class as Kotlin callers see it: a property (or
/// value-type field), or the composable's `modifier`.
struct KotlinParameter: Sendable {
    /// The property it passes; nil for `modifier`.
    let property: Property?
    /// The name, backticked when a keyword (`onClick`).
    var name: String
    /// The argument name: ``name`` without backticks.
    let label: String
    /// The type: nullable when optional (`(() -> Unit)?`, `String?`).
    let type: String
    /// The type without nullability as the API diff compares it (callback parameters
    /// unnamed: `(Double) -> Unit`).
    let apiType: APIType
    /// The default as a Kotlin literal (`EBAlertType.Neutral`, `null`), if any.
    var defaultValue: String?
    /// Whether it takes view content: a `@Composable` lambda.
    let isContentSlot: Bool
    /// Whether a trailing lambda can bind to it.
    let isFunction: Bool

    /// `modifier: Modifier = Modifier`.
    static let modifier = KotlinParameter(
        property: nil, name: "modifier", label: "modifier", type: "Modifier", apiType: APIType("Modifier"),
        defaultValue: "Modifier", isContentSlot: false, isFunction: false)
}

extension KotlinParameter {
    init(property: Property, api: KotlinAPI) {
        self.property = property
        let spelling = property.compose.name ?? property.name
        label = Words.identifierStart(Words.lowerCamel(spelling))
        name = KotlinNaming.escape(label)
        isContentSlot = property.keyword == .slot && property.compose.type == nil
            && (property.slotType == nil || api.takesComponent(property))
        isFunction = property.compose.type == nil && (property.keyword == .event || isContentSlot)
        apiType = Self.apiType(property, api)
        let base = Self.baseType(property, apiType, api)
        type = !property.isOptional ? base : isFunction || APIType.isFunction(base) ? "(" + base + ")?" : base + "?"
        defaultValue = Self.literal(property, api)
    }

    /// `style: EBAlertStyle = EBAlertStyle.Banner`.
    var declaration: String {
        defaultValue.map { name + ": " + type + " = " + $0 } ?? name + ": " + type
    }

    /// The type as the API diff compares it.
    private static func apiType(_ property: Property, _ api: KotlinAPI) -> APIType {
        if let type = property.compose.type { return APIType(type) }
        return api.propertyType(property, slot: {
            guard let slotType = property.slotType, !api.takesComponent(property) else { return APIType("@Composable () -> Unit") }
            return APIType(api.system.external(named: slotType)?.composeType ?? slotType)
        }, result: "Unit")
    }

    /// The declared type without nullability: as compared, with callback parameters named.
    private static func baseType(_ property: Property, _ apiType: APIType, _ api: KotlinAPI) -> String {
        guard property.keyword == .event, property.compose.type == nil else { return apiType.display }
        let parameters = property.parameters.map { KotlinNaming.memberName($0.name) + ": " + api.parameterType($0).display }
        return "(" + parameters.joined(separator: ", ") + ") -> Unit"
    }

    private static func literal(_ property: Property, _ api: KotlinAPI) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return api.caseCode(property, name)
        case .boolean(let value)?: return value ? "true" : "false"
        case .text(let text)?: return KotlinNaming.stringLiteral(text)
        case .number(let number)?: return KotlinAPI.doubleLiteral(number)
        case nil: return property.isOptional ? "null" : nil
        }
    }
}
