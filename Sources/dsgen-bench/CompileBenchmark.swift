import DSGenKit
import Foundation

/// How long the generated Swift takes to compile in a debug build: for plugin users this cost
/// dominates generation.
struct CompileBenchmark {
    let root: String
    let runs: Int
    /// Synthetic design-system sizes to compile as well.
    let sizes: [Int]

    /// The Markdown report.
    func run() throws -> String {
        guard let swiftc = ChildProcess.which("swiftc") else { throw BenchError("swiftc is not on PATH") }
        let scratch = try Workspace.temporaryDirectory("compile")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try ChildProcess.check(swiftc, ["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                                        "-emit-module-path", "\(scratch)/SwiftUI.swiftmodule"]
                                   + swiftFiles(in: "\(root)/Tests/Support/SwiftUI"),
                               log: "\(scratch)/mirror.log")
        var report = "### Compiling the generated Swift (debug)\n\n"
        report += "`swiftc -c -Onone -g -enable-batch-mode -j\(ProcessInfo.processInfo.activeProcessorCount)`, Swift 6 mode, "
            + "against the SwiftUI mirror (Tests/Support/SwiftUI), median of \(runs) runs.\n\n"
        report += "| module | files | Swift source | compile (wall) | CPU |\n|---|---:|---:|---:|---:|\n"

        let generated = try swiftFiles(in: "\(root)/Generated/swiftui")
        let (seeds, _) = try Pipeline.model(at: ["\(root)/Schemas"])
        let stubs = try stubBodies(for: seeds, into: "\(scratch)/seed-stubs")
        report += try row("3 seeds: generated files + stub bodies", generated, extra: stubs, swiftc: swiftc, scratch: scratch)
        report += try row("3 seeds: Examples/DesignSystem (generated + hand-written bodies)", generated,
                          extra: swiftFiles(in: "\(root)/Examples/DesignSystem/Sources/DesignSystem"),
                          swiftc: swiftc, scratch: scratch)
        for size in sizes {
            let schemas = "\(scratch)/schemas-\(size)"
            try Workspace.writeSyntheticSystem(count: size, seedsDirectory: "\(root)/Schemas", into: schemas)
            let (system, _) = try Pipeline.model(at: [schemas])
            let files = try Generator(system: system, templates: try TemplateStore()).files(for: .swiftUI).map { file in
                let path = "\(scratch)/generated-\(size)/\(file.path)"
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                return path
            }
            report += try row("\(size) synthetic components: generated + stub bodies", files,
                              extra: try stubBodies(for: system, into: "\(scratch)/stubs-\(size)"), swiftc: swiftc, scratch: scratch)
        }
        return report
    }

    /// The paths of the `*.swift` files in `directory`, sorted.
    private func swiftFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
            .map { "\(directory)/\($0)" }
    }

    /// One table row: the median compile of `files` plus `extra` as one module.
    private func row(_ name: String, _ files: [String], extra: [String], swiftc: String, scratch: String) throws -> String {
        let objects = "\(scratch)/objects-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: objects, withIntermediateDirectories: true)
        let inputs = files + extra
        let map = Dictionary(inputs.enumerated().map { ($1, ["object": "\(objects)/\($0).o"]) }, uniquingKeysWith: { $1 })
        let mapPath = "\(objects)/output-file-map.json"
        try JSONSerialization.data(withJSONObject: map).write(to: URL(fileURLWithPath: mapPath))
        let arguments = ["-c", "-Onone", "-g", "-swift-version", "6", "-parse-as-library", "-module-name", "DesignSystem",
                         "-I", scratch, "-enable-batch-mode", "-j\(ProcessInfo.processInfo.activeProcessorCount)",
                         "-output-file-map", mapPath, "-emit-module", "-emit-module-path", "\(objects)/DesignSystem.swiftmodule"]
            + inputs
        let samples = try (0..<runs).map { _ in try ChildProcess.check(swiftc, arguments, log: "\(objects)/log") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? NSNumber)??.intValue ?? 0) }
        return "| \(name) | \(files.count) generated + \(extra.count) | \(megabytes(bytes)) generated | "
            + "\(time(samples.map(\.wall).median)) | \(time(samples.map(\.cpu).median)) |\n"
    }

    /// One file of `body` stubs (`EmptyView()`) for every component, plus `EBTextButton`.
    private func stubBodies(for system: DesignSystem, into directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = "import SwiftUI\n\n"
            + system.components.map { "extension \($0.swiftName) { public var body: some View { EmptyView() } }\n" }.joined()
        let stubs = "\(directory)/Bodies.swift"
        try text.write(toFile: stubs, atomically: false, encoding: .utf8)
        return [stubs, "\(root)/Tests/DSGenKitTests/SwiftUI/Fixtures/DesignSystemComponents.swift"]
    }
}
