/// The Compose target (in progress).
public struct ComposeGenerator: Sendable {
    let system: DesignSystem
    let templates: TemplateStore

    /// Creates the generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// Not available yet.
    public func files() throws -> [GeneratedFile] {
        throw TemplateStoreError(message: "target 'compose' is not available yet")
    }

    /// Not available yet.
    public func scaffolds() throws -> [GeneratedFile] {
        throw TemplateStoreError(message: "target 'compose' is not available yet")
    }
}
