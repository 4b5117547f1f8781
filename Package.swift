// swift-tools-version:6.0
import PackageDescription

/// A compile-only mirror of the SwiftUI API that generated code uses (a module named `SwiftUI`),
/// for Linux CI of design-system packages, where Apple's SwiftUI does not exist: there a
/// package's generated API and hand-written bodies type-check against it and its tests can
/// exercise the API (never a `body`). Declared only on Linux, so on Apple platforms
/// `import SwiftUI` is always the real framework.
var linuxProducts: [Product] = []
var linuxTargets: [Target] = []
#if os(Linux)
linuxProducts.append(.library(name: "SwiftUIMirror", targets: ["SwiftUI"]))
linuxTargets.append(.target(name: "SwiftUI", path: "Tests/Support/SwiftUI"))
#endif

/// dsgen has no third-party dependencies: the Swift toolchain and Foundation only.
let package = Package(
    name: "dsgen",
    products: [
        .library(name: "DSGenKit", targets: ["DSGenKit"]),
        .executable(name: "dsgen", targets: ["dsgen"]),
        /// Build-tool plugin: every `*.dsgen` file of a target becomes Swift at build time.
        .plugin(name: "DSGenPlugin", targets: ["DSGenPlugin"]),
        /// Command plugin, read-only: `swift package dsgen lint|check|diff|dump|context …`.
        .plugin(name: "DSGenCommand", targets: ["DSGenCommand"]),
        /// Command plugin that writes: `swift package --allow-writing-to-package-directory dsgen-write emit …`.
        .plugin(name: "DSGenWriteCommand", targets: ["DSGenWriteCommand"]),
    ] + linuxProducts,
    targets: [
        /// A logic-less Mustache template engine (spec core + inheritance).
        .target(name: "Mustache"),
        /// The generator: language, model, targets, writer.
        .target(name: "DSGenKit", dependencies: ["Mustache"]),
        /// The commands: argument handling and printing around DSGenKit.
        .target(name: "DSGenCLI", dependencies: ["DSGenKit", "Mustache"]),
        /// The `dsgen` executable: `main.swift` only.
        .executableTarget(name: "dsgen", dependencies: ["DSGenCLI"]),
        .plugin(name: "DSGenPlugin", capability: .buildTool(), dependencies: ["dsgen"]),
        .plugin(
            name: "DSGenCommand",
            capability: .command(intent: .custom(verb: "dsgen", description: "Run a read-only dsgen command in the package directory (lint, check, diff, dump, context)")),
            dependencies: ["dsgen"]
        ),
        .plugin(
            name: "DSGenWriteCommand",
            capability: .command(
                intent: .custom(verb: "dsgen-write", description: "Run a dsgen command that writes into the package directory (emit, scaffold, init)"),
                permissions: [.writeToPackageDirectory(reason: "dsgen emit and scaffold write generated code, docs and starting points into the package")]
            ),
            dependencies: ["dsgen"]
        ),
        /// Performance figures (not tests): `swift run -c release dsgen-bench`, see Benchmarks/.
        .executableTarget(name: "dsgen-bench", dependencies: ["DSGenKit"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(
            name: "DSGenKitTests",
            dependencies: ["DSGenKit", "DSGenCLI", "Mustache"],
            // Hand-written Swift and Kotlin that tests compile against generated code.
            exclude: ["SwiftUI/Fixtures", "Compose/Fixtures"]
        ),
    ] + linuxTargets
)

/// libFuzzer targets (`Fuzz/`), declared only when `scripts/fuzz` builds them
/// (`DSGEN_FUZZ=1`, with `-sanitize=fuzzer,address` and a scratch path of their own), so a
/// normal `swift build` never sees them.
if Context.environment["DSGEN_FUZZ"] != nil {
    package.targets += [
        .executableTarget(name: "FuzzFrontEnd", dependencies: ["DSGenKit"], path: "Fuzz/FuzzFrontEnd"),
        .executableTarget(name: "FuzzMustache", dependencies: ["Mustache"], path: "Fuzz/FuzzMustache"),
    ]
}
