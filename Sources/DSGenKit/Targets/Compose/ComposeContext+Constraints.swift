/// A per-case composable: `fun EBPromoSmAdSpace(…)`, which fixes one case of an enum, takes
/// only the parameters that apply to it and calls the general composable.
public struct ComposeEntryPoint: Codable, Sendable, Equatable {
    /// KDoc lines.
    public var doc: [String]
    /// `EBPromoSmAdSpace`.
    public var name: String
    /// Its parameters, in the general composable's order.
    public var parameters: [ComposeParameter]
    /// `size = EBAdSpaceSize.PromoSm`, `caption = caption`: the named arguments of the call.
    public var arguments: [String]
}

