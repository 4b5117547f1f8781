/// The SwiftPM package `dsgen init --package` writes around the starter schemas: a manifest
/// that lists the build-tool plugin (and, on Linux, the SwiftUI mirror), the hand-written body
/// of the first component and a test of its generated API. It builds and tests at once.
struct StarterPackage {
    /// The package and library name (`DesignSystem`).
    let name: String
    /// The design system's prefix (`DS`).
    let prefix: String
    /// How the manifest depends on dsgen: `.package(path: "../dsgen")` or `.package(url: …, from: …)`.
    let dependency: String

    /// The package's files by relative path, schemas included.
    func files(kotlinPackage: String) -> [(path: String, text: String)] {
        [
            ("Package.swift", manifest),
            (".gitignore", ".build/\n.swiftpm/\n"),
            ("Sources/\(name)/design-system.dsgen", StarterSchemas.designSystem(prefix: prefix, kotlinPackage: kotlinPackage)),
            ("Sources/\(name)/Button.dsgen", StarterSchemas.button(prefix: prefix)),
            ("Sources/\(name)/\(prefix)Button+Body.swift", body),
            ("Tests/\(name)Tests/\(prefix)ButtonTests.swift", test),
        ]
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        /// The \(name) package: each `*.dsgen` schema in Sources/\(name) becomes a SwiftUI API at
        /// build time (dsgen's build-tool plugin); the `body` of each view is hand-written beside it.
        var designSystemDependencies: [Target.Dependency] = []
        #if os(Linux)
        // SwiftUI does not exist on Linux: there the package builds against dsgen's compile-only
        // mirror of the SwiftUI API, so CI can build it and test the generated API (never a body).
        designSystemDependencies.append(.product(name: "SwiftUIMirror", package: "dsgen"))
        #endif

        let package = Package(
            name: "\(name)",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [
                .library(name: "\(name)", targets: ["\(name)"]),
            ],
            dependencies: [
                \(dependency),
            ],
            targets: [
                .target(
                    name: "\(name)",
                    dependencies: designSystemDependencies,
                    plugins: [.plugin(name: "DSGenPlugin", package: "dsgen")]
                ),
                .testTarget(name: "\(name)Tests", dependencies: ["\(name)"] + designSystemDependencies),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private var body: String {
        """
        // The hand-written half of \(prefix)Button: dsgen generates its properties, initialiser,
        // enums and colour tokens from Button.dsgen at build time; the body is yours.
        // For a new component, `dsgen scaffold --target swiftui` starts this file.

        import SwiftUI

        extension \(prefix)Button {
            /// The title (a progress indicator while loading) on the style's colours, at the size's height.
            @ViewBuilder
            public var body: some View {
                let colors = style.colors
                Button(action: onTap) {
                    HStack(spacing: 8) {
                        if isLoading {
                            ProgressView()
                        } else {
                            if let leadingIcon { leadingIcon }
                            Text(title)
                        }
                    }
                    .frame(maxWidth: .infinity, minHeight: size.height)
                    .foregroundStyle(colors.label)
                    .background(colors.background, in: RoundedRectangle(cornerRadius: 8))
                }
                .disabled(isLoading)
            }
        }

        """
    }

    private var test: String {
        """
        import \(name)
        import SwiftUI
        import XCTest

        /// The generated \(prefix)Button API, as an app sees it. (Tests never evaluate a `body`:
        /// on Linux SwiftUI is dsgen's compile-only mirror.) Views are main-actor types, and
        /// XCTest runs tests on the main thread, so the tests that make one say so.
        final class \(prefix)ButtonTests: XCTestCase {
            func testStyleAndSizeCases() {
                XCTAssertEqual(\(prefix)ButtonStyle.allCases, [.primary, .secondary])
                XCTAssertEqual(\(prefix)ButtonSize.allCases.map(\\.height), [32, 44])
            }

            func testInitialiserDefaults() {
                MainActor.assumeIsolated {
                    let button = \(prefix)Button(title: "Continue", onTap: {})
                    XCTAssertEqual(button.title, "Continue")
                    XCTAssertEqual(button.style, .primary)
                    XCTAssertEqual(button.size, .regular)
                    XCTAssertFalse(button.isLoading)
                    XCTAssertNil(button.leadingIcon)
                }
            }

            func testOnTapRunsTheCallersAction() {
                MainActor.assumeIsolated {
                    final class Taps { var count = 0 }
                    let taps = Taps()
                    let button = \(prefix)Button(title: "Continue", onTap: { taps.count += 1 })
                    button.onTap()
                    XCTAssertEqual(taps.count, 1)
                }
            }
        }

        """
    }
}
