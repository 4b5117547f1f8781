// swift-tools-version:6.0
import PackageDescription

/// dsgen has no third-party dependencies: the Swift toolchain and Foundation only.
let package = Package(
    name: "dsgen",
    products: [
        .library(name: "DSGenKit", targets: ["DSGenKit"]),
        .executable(name: "dsgen", targets: ["dsgen"]),
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
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(
            name: "DSGenKitTests",
            dependencies: ["DSGenKit", "DSGenCLI", "Mustache"],
            // Hand-written Swift and Kotlin that tests compile against generated code.
            exclude: ["SwiftUI/Fixtures", "Compose/Fixtures"]
        ),
    ]
)
