import Foundation

/// What DSGenPlugin costs a consumer: Examples/DesignSystem with the plugin, against the same
/// package without it (the generated Swift copied in as ordinary sources, no dsgen dependency).
struct PluginCostBenchmark {
    let root: String
    let cleanRuns: Int
    let runs: Int

    private let firstRebuild = "first rebuild after a clean build (SwiftPM relinks plugin tools once)"

    /// The Markdown report.
    func run() throws -> String {
        guard let swift = ChildProcess.which("swift") else { throw BenchError("swift is not on PATH") }
        let scratch = try Workspace.temporaryDirectory("plugin-cost")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let variants: [(name: String, directory: String)] = [("with-plugin", try withPlugin(in: "\(scratch)/with-plugin")),
                                                             ("without-plugin", try withoutPlugin(in: "\(scratch)/without-plugin"))]
        var rows: [String: [String: Double]] = [:]
        for variant in variants {
            let log = "\(scratch)/\(variant.name).log"
            let build = ["build", "--package-path", variant.directory]
            func timed(_ label: String, count: Int, before: (Int) throws -> Void) throws {
                var walls: [Double] = []
                for index in 0..<count {
                    try before(index)
                    walls.append(try ChildProcess.check(swift, build, log: log).wall)
                    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                    if label == "no-op build", text.contains("dsgen: generating") {
                        throw BenchError("\(variant.name): dsgen ran on a no-op build:\n\(text)")
                    }
                }
                rows[label, default: [:]][variant.name] = walls.median
            }
            var clean: [Double] = [], first: [Double] = []
            for _ in 0..<cleanRuns {
                try? FileManager.default.removeItem(atPath: "\(variant.directory)/.build")
                clean.append(try ChildProcess.check(swift, build, log: log).wall)
                first.append(try ChildProcess.check(swift, build, log: log).wall)
            }
            rows["clean build", default: [:]][variant.name] = clean.median
            rows[firstRebuild, default: [:]][variant.name] = first.median
            try timed("no-op build", count: runs) { _ in }
            try timed("edit of an unrelated file (EBTextButton.swift)", count: runs) { index in
                let path = "\(variant.directory)/Sources/DesignSystem/EBTextButton.swift"
                try (String(contentsOfFile: path, encoding: .utf8) + "// edit \(index)\n")
                    .write(toFile: path, atomically: false, encoding: .utf8)
            }
            if variant.name == "with-plugin" {
                try timed("edit of one schema (Alert.dsgen doc comment)", count: runs) { index in
                    let path = "\(variant.directory)/Sources/DesignSystem/Alert.dsgen"
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                        .replacingOccurrences(of: #"doc "The alert's headline\.[^"]*""#,
                                              with: "doc \"The alert's headline. Edit \(index).\"", options: .regularExpression)
                    try text.write(toFile: path, atomically: false, encoding: .utf8)
                }
            }
        }
        var report = "### DSGenPlugin's cost on Examples/DesignSystem (debug `swift build`)\n\n"
        report += "With the plugin (dsgen built from source as the plugin's tool) against the same package with the "
            + "generated Swift committed and no dsgen dependency. Median of \(cleanRuns) clean and \(runs) other runs; "
            + "every no-op build was checked to run no dsgen.\n\n"
        report += "| build | with plugin | without | difference |\n|---|---:|---:|---:|\n"
        for label in ["clean build", firstRebuild, "no-op build", "edit of an unrelated file (EBTextButton.swift)",
                      "edit of one schema (Alert.dsgen doc comment)"] {
            guard let with = rows[label]?["with-plugin"] else { continue }
            let without = rows[label]?["without-plugin"]
            let difference = without.map { String(format: "%+.2f s (%+.0f %%)", with - $0, ($0 > 0 ? (with - $0) / $0 * 100 : 0)) } ?? "—"
            report += "| \(label) | \(time(with)) | \(without.map(time) ?? "—") | \(difference) |\n"
        }
        return report
    }

    /// The example as it is, depending on this checkout by absolute path, in `directory` (returned).
    private func withPlugin(in directory: String) throws -> String {
        try Workspace.copyTree("\(root)/Examples/DesignSystem", to: directory)
        let manifest = "\(directory)/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        guard text.contains(#"path: "../..""#) else { throw BenchError("\(manifest): no dependency on \"../..\"") }
        try text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(root)\"")
            .write(toFile: manifest, atomically: false, encoding: .utf8)
        return directory
    }

    /// The example without dsgen, in `directory` (returned): Generated/swiftui (which equals the
    /// plugin's output) as sources.
    private func withoutPlugin(in directory: String) throws -> String {
        try Workspace.copyTree("\(root)/Examples/DesignSystem", to: directory)
        let sources = "\(directory)/Sources/DesignSystem"
        for file in try FileManager.default.contentsOfDirectory(atPath: sources) where file.hasSuffix(".dsgen") {
            try FileManager.default.removeItem(atPath: "\(sources)/\(file)")
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: "\(root)/Generated/swiftui") where file.hasSuffix(".swift") {
            try Workspace.copy("\(root)/Generated/swiftui/\(file)", to: "\(sources)/\(file)")
        }
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "DesignSystem",
                platforms: [.iOS(.v17), .macOS(.v14)],
                products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
                targets: [
                    .target(name: "DesignSystem", dependencies: [.target(name: "SwiftUI", condition: .when(platforms: [.linux]))]),
                    .target(name: "SwiftUI"),
                    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "SwiftUI"]),
                ]
            )

            """.write(toFile: "\(directory)/Package.swift", atomically: false, encoding: .utf8)
        return directory
    }
}
