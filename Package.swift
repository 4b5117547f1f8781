// swift-tools-version:6.0
import PackageDescription

/// dsgen has no third-party dependencies: the Swift toolchain and Foundation only.
let package = Package(
    name: "dsgen",
    products: [
        .library(name: "DSGenKit", targets: ["DSGenKit"]),
        .executable(name: "dsgen", targets: ["dsgen"]),
        /// Build-tool plugin: every `*.dsgen` file of a target becomes Swift at build time.
        .plugin(name: "DSGenPlugin", targets: ["DSGenPlugin"]),
        /// Command plugin: `swift package --allow-writing-to-package-directory dsgen emit …`.
        .plugin(name: "DSGenCommand", targets: ["DSGenCommand"]),
    ],
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
            capability: .command(
                intent: .custom(verb: "dsgen", description: "Run dsgen in the package directory (emit, check, lint, …)"),
                permissions: [.writeToPackageDirectory(reason: "dsgen emit writes generated code and docs into the package")]
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
    ]
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
