import DSGenKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dsgen emit` on synthetic design systems of growing size, dsgen's start-up time, and where
/// the time of the largest run goes.
struct GenerationBenchmark {
    let root: String
    let dsgen: String
    let sizes: [Int]
    let runs: Int
    let startupRuns: Int

    /// The Markdown report.
    func run() throws -> String {
        let targets = TargetRegistry.all
        let targetArguments = targets.flatMap { ["--target", $0.name] }
        let scratch = try Workspace.temporaryDirectory("generation")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var report = "### `dsgen emit`, all available targets (\(targets.map(\.name).joined(separator: ", ")))\n\n"
        report += "Release build, median of \(runs) runs, each into an empty directory; \"unchanged\" re-runs into the same "
            + "directory (nothing to write). Each size starts with an untimed warm-up run (schemas and binary in the page cache), "
            + "and each timed run with `sync`, so no earlier run's writeback lands in it. "
            + "CPU = user + system time of the process. Peak = `ru_maxrss`. "
            + (try fileCreationProbe(in: scratch)) + "\n\n"
        report += "| components | output files | output | wall | CPU (user + system) | throughput (wall) | per component (CPU) | peak memory | unchanged re-run (wall) |\n"
        report += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        var perComponent: [(size: Int, cpu: Double)] = []
        for size in sizes {
            let schemas = "\(scratch)/schemas-\(size)"
            try Workspace.writeSyntheticSystem(count: size, seedsDirectory: "\(root)/Schemas", into: schemas)
            var samples: [Sample] = [], unchanged: [Sample] = []
            var output = (files: 0, bytes: 0)
            let log = "\(scratch)/emit.log"
            try ChildProcess.check(dsgen, ["emit"] + targetArguments + ["--out", "\(scratch)/warm-up-\(size)", schemas], log: log)
            for index in 0..<runs {
                let out = "\(scratch)/out-\(size)-\(index)"
                let arguments = ["emit"] + targetArguments + ["--out", out, schemas]
                sync()
                samples.append(try ChildProcess.check(dsgen, arguments, log: log))
                output = Workspace.filesAndBytes(under: out)
                unchanged.append(try ChildProcess.check(dsgen, arguments, log: log))
            }
            let wall = samples.map(\.wall).median, cpu = samples.map(\.cpu).median
            let peak = samples.map(\.peakBytes).max() ?? 0
            perComponent.append((size, cpu / Double(size)))
            report += "| \(size) | \(output.files) | \(megabytes(output.bytes)) | \(time(wall)) | \(samples.cpuBreakdown) | "
                + String(format: "%.2f MB/s", Double(output.bytes) / 1e6 / wall) + " | "
                + String(format: "%.2f ms", cpu / Double(size) * 1000) + " | \(megabytes(peak)) | "
                + "\(time(unchanged.map(\.wall).median)) |\n"
        }
        report += growth(perComponent)
        report += "\n" + (try startup()) + "\n" + (try stages(targets, scratch: scratch))
        return report
    }

    /// What creating a file costs the kernel right now, measured with the steps the writer
    /// takes to replace a file (temporary file, write, close, rename; files of a new output
    /// folder skip the rename) on 1,000 files of 9 KB: on some file systems
    /// (ext4 without a journal) it rises for minutes after a mass deletion, which would
    /// otherwise look like a slower dsgen.
    func fileCreationProbe(in scratch: String) throws -> String {
        let directory = "\(scratch)/probe"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 9_000)
        let before = systemSeconds(), start = ChildProcess.now()
        for index in 0..<1_000 {
            let temporary = "\(directory)/.tmp-\(index)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0, bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count,
                  close(descriptor) == 0, rename(temporary, "\(directory)/file-\(index)") == 0
            else { throw BenchError("file-creation probe failed in \(directory)") }
        }
        let system = systemSeconds() - before, wall = ChildProcess.now() - start
        return String(format: "Creating a file cost the kernel %.0f µs (%.0f µs wall) when this was measured "
            + "(1,000 files of 9 KB, each written to a temporary file and renamed, as dsgen replaces a file).", system * 1e6 / 1_000, wall * 1e6 / 1_000)
    }

    /// System CPU seconds of this process so far.
    private func systemSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return ChildProcess.seconds(usage.ru_stime)
    }

    /// `dsgen --version`, median of `startupRuns`.
    func startup() throws -> String {
        let samples = try (0..<startupRuns).map { _ in try ChildProcess.check(dsgen, ["--version"], log: "/dev/null") }
        let walls = samples.map(\.wall)
        return "### Start-up\n\n`dsgen --version`, \(startupRuns) runs: median **\(time(walls.median))** wall "
            + "(min \(time(walls.min() ?? 0)), CPU median \(time(samples.map(\.cpu).median)), "
            + "peak \(megabytes(samples.map(\.peakBytes).max() ?? 0))).\n"
    }

    /// Where the time of the largest size goes, in this process (release build).
    func stages(_ targets: [any Target], scratch: String) throws -> String {
        guard let size = sizes.max() else { return "" }
        let schemas = "\(scratch)/schemas-\(size)"
        let clock = ContinuousClock()
        var rows: [(String, Duration)] = []
        var start = clock.now
        func lap(_ name: String) {
            let end = clock.now
            rows.append((name, end - start))
            start = end
        }
        let files = try SchemaLoader.load(try SchemaLoader.schemaPaths(for: [schemas]))
        lap("read \(files.count) schema files")
        let (model, diagnostics) = Pipeline.model(from: files)
        guard let system = model else { throw BenchError(diagnostics.map(\.description).joined(separator: "\n")) }
        lap("parse and resolve")
        let generator = Generator(system: system, templates: try TemplateStore())
        lap("load templates")
        var generated: [GeneratedFile] = []
        for target in targets {
            generated += try generator.files(for: target)
            lap("render \(target.name)")
        }
        try OutputWriter(root: URL(fileURLWithPath: "\(scratch)/stages-out")).write(generated)
        lap("write \(generated.count) files (new directory)")
        try OutputWriter(root: URL(fileURLWithPath: "\(scratch)/stages-out")).write(generated)
        lap("write again (all unchanged)")
        var text = "### Where the time goes (\(size) components, in-process, release)\n\n| stage | time |\n|---|---:|\n"
        for (name, duration) in rows { text += "| \(name) | \(time(duration / .seconds(1))) |\n" }
        return text
    }
}

/// `12.3 ms`, `1.23 s`.
func time(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

/// How CPU per component grows from the smallest size to the largest, given (size, CPU per
/// component) in size order; empty for one size.
func growth(_ perComponent: [(size: Int, cpu: Double)]) -> String {
    guard let first = perComponent.first, let last = perComponent.last, first.size != last.size else { return "" }
    return "\nGrowth: CPU per component at \(last.size) components is "
        + String(format: "%.2f×", last.cpu / first.cpu) + " that at \(first.size) (1× = linear).\n"
}

/// `1.23 MB` (10^6 bytes).
func megabytes(_ bytes: Int) -> String {
    String(format: bytes < 100_000 ? "%.3f MB" : "%.2f MB", Double(bytes) / 1e6)
}
