import DSGenKit
import Foundation
import XCTest

/// The seed schemas in `Schemas/`, resolved once per test process, and their generated files.
enum SeedSchemas {
    private static let cell = OnceCell<DesignSystem>()

    /// The resolved seed design system.
    static func system() throws -> DesignSystem {
        try cell.get {
            let (system, _) = try Pipeline.model(at: [PackagePaths.root.appendingPathComponent("Schemas").path])
            return system
        }
    }

    /// A generator over the seeds with the default templates.
    static func generator() throws -> Generator {
        Generator(system: try system(), templates: try TemplateStore())
    }

    /// Writes a target's files (and optionally its scaffolds) into a fresh directory.
    static func write(_ target: some Target, scaffolds: Bool = true, into directory: TemporaryDirectory) throws -> [URL] {
        let generator = try generator()
        var files = try generator.files(for: target)
        if scaffolds { files += try generator.scaffolds(for: target) }
        return try files.map { file in try directory.write(file.path, file.contents) }
    }
}
