// swift-tools-version:6.0
import PackageDescription

/// dsgen has no third-party dependencies: the toolchain and Foundation only.
let package = Package(
    name: "dsgen",
    products: [
        .library(name: "DSGenKit", targets: ["DSGenKit"]),
        .executable(name: "dsgen", targets: ["dsgen"]),
    ],
    targets: [
        .target(name: "DSGenKit"),
        .executableTarget(name: "dsgen", dependencies: ["DSGenKit"]),
        .testTarget(name: "DSGenKitTests", dependencies: ["DSGenKit"]),
    ]
)
