import Foundation

/// `dsgen figma check` on synthetic design systems, and `dsgen figma pull` from the loopback
/// server the tests use (`Tests/Support/Figma/figma-server.py`, python3).
struct FigmaBenchmark {
    let root: String
    let dsgen: String
    let sizes: [Int]
    let pullSizes: [Int]
    let runs: Int

    func run() throws -> String {
        let scratch = try Workspace.temporaryDirectory("figma")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var report = "### `dsgen figma check` and `dsgen figma pull`\n\n"
        report += "Release build, median of \(runs) runs. Synthetic components are copies of the seeds (as for `emit`), "
            + "each with a copy of its seed's committed snapshot.\n\n"
        report += "| command | components | wall | CPU (user + system) | per component (wall) | peak memory |\n|---|---:|---:|---:|---:|---:|\n"
        for size in sizes {
            let schemas = try system(size, in: scratch, snapshots: true)
            let samples = try (0..<runs).map { _ in
                try ChildProcess.check(dsgen, ["figma", "check", "--snapshots", "\(schemas)/Figma", schemas], log: "\(scratch)/check.log")
            }
            report += row("`figma check`", size, samples)
        }
        report += try pulls(scratch)
        return report
    }

    /// Pulls from a loopback server, one request per component.
    private func pulls(_ scratch: String) throws -> String {
        guard let python = ChildProcess.which("python3") else { return "\n`figma pull` not measured: python3 is not on PATH.\n" }
        let server = Process()
        let pipe = Pipe()
        server.executableURL = URL(fileURLWithPath: python)
        server.arguments = ["\(root)/Tests/Support/Figma/figma-server.py", "\(root)/Tests/Support/Figma/api"]
        server.standardOutput = pipe
        try server.run()
        defer { server.terminate() }
        let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        guard line.hasPrefix("PORT ") else { throw BenchError("figma-server.py did not start: \(line)") }
        let url = "http://127.0.0.1:" + line.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
        setenv("FIGMA_ACCESS_TOKEN", "valid", 1)
        var rows = ""
        for size in pullSizes {
            let schemas = try system(size, in: scratch, snapshots: false)
            let samples = try (0..<runs).map { index in
                try ChildProcess.check(dsgen, ["figma", "pull", "--api-url", url, "--snapshots", "\(scratch)/pulled-\(size)-\(index)", schemas],
                                       log: "\(scratch)/pull.log")
            }
            rows += row("`figma pull` (loopback)", size, samples)
        }
        return rows
    }

    /// `size` seed copies, and with `snapshots` a `Figma/` folder beside them.
    private func system(_ size: Int, in scratch: String, snapshots: Bool) throws -> String {
        let directory = "\(scratch)/schemas-\(size)-\(snapshots)"
        guard !FileManager.default.fileExists(atPath: directory) else { return directory }
        try Workspace.writeSyntheticSystem(count: size, seedsDirectory: "\(root)/Schemas", into: directory)
        guard snapshots else { return directory }
        try FileManager.default.createDirectory(atPath: "\(directory)/Figma", withIntermediateDirectories: true)
        let seeds = try Workspace.seeds.map { try String(contentsOfFile: "\(root)/Figma/\($0).json", encoding: .utf8) }
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".dsgen") && file != "design-system.dsgen" {
            let name = String(file.dropLast(".dsgen".count))
            guard let seed = Workspace.seeds.firstIndex(where: { name.hasPrefix($0) }) else { continue }
            let text = seeds[seed].replacingOccurrences(of: "\"component\" : \"\(Workspace.seeds[seed])\"", with: "\"component\" : \"\(name)\"")
            try text.write(toFile: "\(directory)/Figma/\(name).json", atomically: false, encoding: .utf8)
        }
        return directory
    }

    private func row(_ command: String, _ size: Int, _ samples: [Sample]) -> String {
        let wall = samples.map(\.wall).median
        return "| \(command) | \(size) | \(time(wall)) | \(samples.cpuBreakdown) | " + String(format: "%.2f ms", wall / Double(size) * 1000)
            + " | \(megabytes(samples.map(\.peakBytes).max() ?? 0)) |\n"
    }
}
