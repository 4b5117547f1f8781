/// The per-case factories of a component, in one extension of the view.
public struct SwiftUICaseFactories: Codable, Sendable, Equatable {
    /// One factory per case, in case order.
    public var factories: [SwiftUIFactory]
}

/// A per-case factory: `public static func promoSm(…) -> EBAdSpace`, which fixes one case
/// of an enum and takes only the arguments that apply to it.
public struct SwiftUIFactory: Codable, Sendable, Equatable, Separable {
    /// Whether it is the last factory.
    public var isLast = false
    /// Doc comment lines (`/// …`).
    public var doc: [String]
    /// `promoSm`.
    public var name: String
    /// Its parameters, in the initialiser's order.
    public var parameters: [SwiftUIParameter]
    /// The arguments of the initialiser it calls: `size: .promoSm`, `caption: caption`.
    public var arguments: [SwiftUIParameter]
}

/// A check of one argument against the enum it depends on, in debug builds: SwiftUI's
/// `assert(condition, message)`, Compose's `require(condition) { message }`.
public struct ArgumentCheck: Codable, Sendable, Equatable {
    /// `caption == nil || size.supportsCaption`.
    public var condition: String
    /// The message as a string literal of the platform.
    public var message: String
}

/// The method that checks, when `body` runs, the arguments an environment value constrains.
public struct SwiftUIEnvironmentCheck: Codable, Sendable, Equatable {
    /// Doc comment lines (`/// …`).
    public var doc: [String]
    /// `assertArgumentsApply`.
    public var name: String
    /// One assertion per constrained argument.
    public var checks: [ArgumentCheck]
}
