// swift-tools-version:6.0
import PackageDescription

/// An iOS design-system package as dsgen's users write one: the `DesignSystem` target holds
/// the component schemas (`*.dsgen`, plus the `design-system.dsgen` configuration) and the
/// hand-written `body` of each component; `DSGenPlugin` turns the schemas into the component
/// API at build time. Nothing generated is committed here.
///
/// The schemas are symbolic links to the repository's `Schemas/`, so this package always
/// builds exactly what dsgen's golden files show. It is compiled in the Swift 6 language mode,
/// which checks concurrency completely.
var designSystemDependencies: [Target.Dependency] = []
#if os(Linux)
// SwiftUI does not exist on Linux. There the package builds against dsgen's compile-only
// mirror of the SwiftUI API (the `SwiftUIMirror` product, a module named `SwiftUI`), so the
// generated API and the hand-written bodies type-check and the tests can exercise the API.
// The mirror's `body` getters must never run. The product exists only on Linux, so on Apple
// platforms `import SwiftUI` is always the real framework.
designSystemDependencies.append(.product(name: "SwiftUIMirror", package: "dsgen"))
#endif

let package = Package(
    name: "DesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    dependencies: [
        .package(name: "dsgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "DesignSystem",
            dependencies: designSystemDependencies,
            plugins: [.plugin(name: "DSGenPlugin", package: "dsgen")]
        ),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"] + designSystemDependencies),
    ],
    swiftLanguageModes: [.v6]
)
