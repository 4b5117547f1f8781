// dsgen-bench: performance figures for dsgen (not timed tests). Build in release:
//
//   swift build -c release --product dsgen && swift run -c release dsgen-bench [mode] [options]
//
// Modes: `generate` (emit at 10/100/1,000 components, start-up, stages), `compile` (debug
// compile time of the generated Swift), `linked` (emit at 200/2,000 components that reference
// each other through typed slots), `plugin-cost` (Examples/DesignSystem with and without
// DSGenPlugin), `figma` (`figma check` at 10/100/1,000 components, `figma pull` from the tests'
// loopback server), `all` (default: generate and compile). Benchmarks/run runs them all and writes
// Benchmarks/RESULTS.md.
import Foundation

let usage = """
    USAGE: dsgen-bench [generate|compile|linked|plugin-cost|figma|all] [--root <dir>] [--dsgen <path>]
                       [--sizes 10,100,1000] [--runs <n>] [--startup-runs <n>] [--compile-sizes 100]
                       [--linked-sizes 200,2000] [--clean-runs <n>] [--figma-sizes 10,100,1000] [--pull-sizes 3,100]
    """

var mode = "all"
var options: [String: String] = [:]
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument.hasPrefix("--"), !arguments.isEmpty {
        options[argument] = arguments.removeFirst()
    } else if ["generate", "compile", "linked", "plugin-cost", "figma", "all"].contains(argument) {
        mode = argument
    } else {
        FileHandle.standardError.write(Data("error: unexpected '\(argument)'\n\(usage)\n".utf8))
        exit(64)
    }
}

@MainActor func integers(_ name: String, _ fallback: [Int]) -> [Int] {
    options[name].map { $0.split(separator: ",").compactMap { Int($0) } } ?? fallback
}

let root = options["--root"] ?? FileManager.default.currentDirectoryPath
let executableDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let dsgen = options["--dsgen"] ?? "\(executableDirectory)/dsgen"
let runs = integers("--runs", [5])[0]

do {
    guard FileManager.default.fileExists(atPath: "\(root)/Schemas/design-system.dsgen") else {
        throw BenchError("run from the dsgen checkout, or pass --root")
    }
    var report = ""
    if mode == "generate" || mode == "all" {
        guard FileManager.default.isExecutableFile(atPath: dsgen) else {
            throw BenchError("no dsgen at \(dsgen): swift build -c release --product dsgen, or pass --dsgen")
        }
        report += try GenerationBenchmark(root: root, dsgen: dsgen, sizes: integers("--sizes", [10, 100, 1000]), runs: runs,
                                          startupRuns: integers("--startup-runs", [51])[0]).run() + "\n"
    }
    if mode == "linked" || mode == "all" {
        report += try LinkedBenchmark(dsgen: dsgen, sizes: integers("--linked-sizes", [200, 2000]), runs: min(runs, 3)).run() + "\n"
    }
    if mode == "compile" || mode == "all" {
        report += try CompileBenchmark(root: root, runs: min(runs, 3), sizes: integers("--compile-sizes", [100])).run() + "\n"
    }
    if mode == "plugin-cost" {
        report += try PluginCostBenchmark(root: root, cleanRuns: integers("--clean-runs", [3])[0], runs: runs).run() + "\n"
    }
    if mode == "figma" {
        report += try FigmaBenchmark(root: root, dsgen: dsgen, sizes: integers("--figma-sizes", [10, 100, 1000]),
                                     pullSizes: integers("--pull-sizes", [3, 100]), runs: runs).run() + "\n"
    }
    print(report + "Machine: \(Machine.description); 1-minute load average \(Machine.load) at the end of the run.")
} catch {
    FileHandle.standardError.write(Data("dsgen-bench: \(error)\n".utf8))
    exit(1)
}
