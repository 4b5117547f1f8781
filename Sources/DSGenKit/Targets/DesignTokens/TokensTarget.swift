/// The `tokens` target: the design system's tokens as Design Tokens Community Group
/// 2025.10 files (``DesignTokensDocuments``), written by code rather than templates —
/// JSON has one right spelling, and the tests check the files against the format
/// (`DesignTokensValidator`, in the test target).
public struct TokensTarget: Target {
    public let name = "tokens"

    /// Creates the target.
    public init() {}

    /// `EB.tokens.json`, `Alert.tokens.json`, …, the themes' context files, `EB.resolver.json`.
    public func files(_ input: TargetInput) throws -> [GeneratedFile] {
        DesignTokensDocuments.files(for: input.system).concurrentMap { file in
            GeneratedFile(path: file.name, bytes: file.document.writtenBytes())
        }
    }

    /// The files these components contribute (their own and their contexts'), by name.
    public func contextJSON(_ input: TargetInput, components: [Component]) throws -> String {
        let prefixes = components.map { $0.name + "." }
        let files = DesignTokensDocuments.files(for: input.system).filter { file in
            prefixes.contains { file.name.hasPrefix($0) }
        }
        return String(JSONValue.object(files.map { JSONMember($0.name, $0.document) }).written().dropLast())
    }
}

extension Target where Self == TokensTarget {
    /// The design-tokens target.
    public static var tokens: TokensTarget { TokensTarget() }
}
