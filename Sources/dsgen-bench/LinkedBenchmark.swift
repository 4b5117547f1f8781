import Foundation

/// `dsgen emit` on design systems whose components reference each other through typed
/// slots (issue 18): every slot's type is looked up by name in every target, so this shows
/// whether those look-ups stay constant-time as the design system grows.
struct LinkedBenchmark {
    let dsgen: String
    let sizes: [Int]
    let runs: Int

    /// The Markdown report: one row per size, and the growth of CPU per component.
    func run() throws -> String {
        let scratch = try Workspace.temporaryDirectory("linked")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var report = "### `dsgen emit --target all`, components that reference each other\n\n"
            + "Each component has a text, an external-typed slot (`Icon`) and three slots typed with earlier components "
            + "(n − 1, n / 2, n / 3). Release build, median of \(runs) runs into an empty directory; CPU = user + system.\n\n"
            + "| components | wall | CPU (user + system) | per component (CPU) |\n|---:|---:|---:|---:|\n"
        var perComponent: [(size: Int, cpu: Double)] = []
        for size in sizes {
            let schemas = "\(scratch)/schemas-\(size)"
            try Self.writeLinkedSystem(count: size, into: schemas)
            let log = "\(scratch)/emit.log"
            let samples = try (0..<runs).map { index in
                sync()
                return try ChildProcess.check(dsgen, ["emit", "--target", "all", "--out", "\(scratch)/out-\(size)-\(index)", schemas],
                                              log: log)
            }
            let cpu = samples.map(\.cpu).median
            perComponent.append((size, cpu / Double(size)))
            report += "| \(size) | \(time(samples.map(\.wall).median)) | \(samples.cpuBreakdown) | "
                + String(format: "%.2f ms", cpu / Double(size) * 1000) + " |\n"
        }
        return report + growth(perComponent)
    }

    /// Writes `count` components `Node0001…` into `directory` with a design system that
    /// declares the `Icon` external.
    static func writeLinkedSystem(count: Int, into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try """
            design-system EB {
              summary "Components that reference each other."
              external Icon {
                swiftui type "Image" example "Image(systemName: \\"star\\")"
                compose type "ImageVector" import "androidx.compose.ui.graphics.vector.ImageVector" example "Icons.Filled.Star"
              }
            }

            """.write(toFile: "\(directory)/design-system.dsgen", atomically: false, encoding: .utf8)
        func name(_ index: Int) -> String { "Node" + Workspace.padded(index, to: count) }
        for index in 1...count {
            var lines = ["component \(name(index)) {", "  summary \"Node \(index).\"",
                         "  figma \"https://www.figma.com/design/FILE/Linked?node-id=\(index)-1\"", "  text title", "  slot? icon: Icon"]
            for (slot, target) in [("previous", index - 1), ("half", index / 2), ("third", index / 3)] where target >= 1 {
                lines.append("  slot? \(slot): \(name(target))")
            }
            try (lines + ["}", ""]).joined(separator: "\n").write(toFile: "\(directory)/\(name(index)).dsgen", atomically: false, encoding: .utf8)
        }
    }
}
