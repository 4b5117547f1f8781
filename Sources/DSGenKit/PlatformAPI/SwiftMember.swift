/// One property (or value-type field) as Swift callers see it: its name, its type, its
/// default and whether it is view content.
struct SwiftMember: Sendable {
    /// The property.
    let property: Property
    /// The name, backticked when a keyword (`onTap`, `` `default` ``).
    let name: String
    /// The argument label: ``name`` without backticks.
    let label: String
    /// Whether it is required view content: a generic `@ViewBuilder` closure.
    let isViewBuilder: Bool
    /// The type without optionality: `EBAlertStyle`, `@MainActor () -> Void`, and for view
    /// content its generic parameter (`Content`).
    let baseType: String
    /// The stored property's type: `String?`, `(@MainActor () -> Void)?`.
    let storedType: String
    /// The type as the API diff compares it (view content is `@ViewBuilder () -> some View`).
    let apiType: APIType
    /// The default as a Swift literal (`.neutral`, `false`, `nil` for optionals), if any.
    let defaultLiteral: String?

    init(property: Property, api: SwiftAPI) {
        self.property = property
        let spelling = property.swiftUI.name ?? property.name
        label = SwiftNaming.bareMemberName(spelling)
        name = SwiftNaming.escape(label)
        isViewBuilder = property.keyword == .slot && property.slotType == nil && !property.isOptional
            && property.swiftUI.passing == .parameter
        apiType = Self.apiType(property, isViewBuilder: isViewBuilder, api)
        baseType = isViewBuilder && Self.overrideType(property) == nil ? SwiftNaming.typeName(property.name) : apiType.display
        storedType = !property.isOptional ? baseType
            : property.keyword == .event || APIType.isFunction(baseType) ? "(" + baseType + ")?" : baseType + "?"
        defaultLiteral = Self.literal(property)
    }

    /// The label where a call passes it (`default: …`): ``label``, backticked only where a
    /// call needs it (``SwiftNaming/argumentLabel(_:)``).
    var argumentLabel: String {
        SwiftNaming.argumentLabel(label)
    }

    /// The generic parameter of view content (`Content`).
    var genericName: String {
        SwiftNaming.typeName(property.name)
    }

    /// Whether a trailing closure can bind to it.
    var isClosure: Bool {
        isViewBuilder || (property.keyword == .event && Self.overrideType(property) == nil)
    }

    /// The type as declared, for the API diff: ``storedType``, with view content spelled out.
    var declaredType: String {
        isViewBuilder ? apiType.display : storedType
    }

    /// The initialiser parameter: `title: String`, `isLoading: Bool = false`,
    /// `onTap: @escaping @MainActor () -> Void`, `@ViewBuilder content: () -> Content`.
    var parameterDeclaration: String {
        if isViewBuilder { return "@ViewBuilder " + name + ": () -> " + genericName }
        let type = property.keyword == .event && !property.isOptional ? "@escaping " + baseType : storedType
        return name + ": " + type + (defaultLiteral.map { " = " + $0 } ?? "")
    }

    /// The parameter under a previous name: without a default, so calls without it stay
    /// unambiguous.
    func formerParameterDeclaration(_ oldLabel: String) -> String {
        oldLabel + ": " + (property.keyword == .event && !property.isOptional ? "@escaping " + baseType : storedType)
    }

    private static func overrideType(_ property: Property) -> String? {
        property.swiftUI.passing == .parameter ? property.swiftUI.type : nil
    }

    private static func apiType(_ property: Property, isViewBuilder: Bool, _ api: SwiftAPI) -> APIType {
        if let type = overrideType(property) { return APIType(type) }
        // Callbacks are `@MainActor`, as SwiftUI's own actions are (`Button(action:)`, `onTapGesture`),
        // so a body passes one straight on in the Swift 6 language mode; the key stays the shape,
        // which is what callers' closures must match.
        return api.propertyType(property, slot: {
            if let slotType = property.slotType { return APIType(api.slotTypeName(slotType)) }
            return APIType(isViewBuilder ? "@ViewBuilder () -> some View" : "AnyView")
        }, callbackAttribute: "@MainActor ", result: "Void")
    }

    private static func literal(_ property: Property) -> String? {
        switch property.defaultValue {
        case .enumCase(let name)?: return "." + SwiftAPI.caseName(name)
        case .boolean(let value)?: return value ? "true" : "false"
        case .text(let text)?: return SwiftNaming.stringLiteral(text)
        case .number(let number)?: return NumberFormat.plain(number)
        case nil: return property.isOptional ? "nil" : nil
        }
    }
}
