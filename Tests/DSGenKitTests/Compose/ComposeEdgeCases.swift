import DSGenKit
import Foundation
import XCTest

/// `Fixtures/EdgeCases`: a schema with everything the seeds do not exercise (escaping,
/// keyword names, renames, event parameters, several content slots, partial groups, rare
/// field types, translucent colours), in its own Kotlin package.
enum ComposeEdgeCases {
    private static let cell = OnceCell<DesignSystem>()

    static let directory = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures/EdgeCases")

    /// The resolved edge-case design system.
    static func system() throws -> DesignSystem {
        try cell.get { try Pipeline.model(at: [directory.path]).0 }
    }

    /// Its Compose files and scaffolds, written under `folder` of a directory.
    static func write(into directory: TemporaryDirectory, folder: String) throws -> [URL] {
        let generator = Generator(system: try system(), templates: try TemplateStore())
        let files = try generator.files(for: .compose) + generator.scaffolds(for: .compose)
        return try files.map { file in try directory.write(folder + "/" + file.path, file.contents) }
    }
}
