import Foundation

/// Synthetic design systems and the file-system chores of the benchmarks.
enum Workspace {
    /// The seed component schemas, by file name, and the configuration.
    static let seeds = ["Alert", "Toast", "AdSpace"]

    /// Writes a design system of `count` components shaped like the seeds into `directory`:
    /// the seed configuration and copies of the seeds in turn, renamed `Alert0001`, `Toast0002`, …
    /// (with their modifiers, `ebAlert0001Style`), so the generated Swift of all of them compiles together.
    static func writeSyntheticSystem(count: Int, seedsDirectory: String, into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try copy("\(seedsDirectory)/design-system.dsgen", to: "\(directory)/design-system.dsgen")
        let texts = try seeds.map { try String(contentsOfFile: "\(seedsDirectory)/\($0).dsgen", encoding: .utf8) }
        for index in 1...count {
            let seed = (index - 1) % seeds.count
            let name = seeds[seed] + padded(index, to: count)
            let declaration = "component \(seeds[seed]) {"
            guard let range = texts[seed].range(of: declaration) else {
                throw BenchError("Schemas/\(seeds[seed]).dsgen has no '\(declaration)'")
            }
            // The seeds name their SwiftUI modifiers (`ebAlertStyle`): rename those too.
            let text = texts[seed].replacingCharacters(in: range, with: "component \(name) {")
                .replacingOccurrences(of: "modifier eb\(seeds[seed])", with: "modifier eb\(name)")
            try text.write(toFile: "\(directory)/\(name).dsgen", atomically: false, encoding: .utf8)
        }
    }

    /// `index` with leading zeros, as wide as `count` (`0042` of `1000`).
    static func padded(_ index: Int, to count: Int) -> String {
        String(repeating: "0", count: String(count).count - String(index).count) + String(index)
    }

    /// The number and total size of the files under `directory`, manifests excluded.
    static func filesAndBytes(under directory: String) -> (files: Int, bytes: Int) {
        var files = 0, bytes = 0
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            let attributes = enumerator?.fileAttributes ?? [:]
            guard attributes[.type] as? FileAttributeType == .typeRegular, !relative.hasSuffix(".dsgen-manifest") else { continue }
            files += 1
            bytes += (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
        return (files, bytes)
    }

    /// Copies a file's contents (following symbolic links), creating directories.
    static func copy(_ source: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        guard let data = FileManager.default.contents(atPath: source) else { throw BenchError("cannot read \(source)") }
        try data.write(to: URL(fileURLWithPath: destination))
    }

    /// Copies a directory tree, following symbolic links, skipping `.build`.
    static func copyTree(_ source: String, to destination: String) throws {
        let enumerator = FileManager.default.enumerator(atPath: source)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".build" || relative.hasPrefix(".build/") { enumerator?.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(source)/\(relative)", isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            try copy("\(source)/\(relative)", to: "\(destination)/\(relative)")
        }
    }

    /// A fresh directory under the system temporary directory.
    static func temporaryDirectory(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "dsgen-bench-\(name)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// The machine the figures come from.
enum Machine {
    /// `2 × AMD EPYC …, 23.5 GiB, load 1.2`.
    static var description: String {
        let cpu = field("/proc/cpuinfo", "model name") ?? "unknown CPU"
        let memory = field("/proc/meminfo", "MemTotal").flatMap { Double($0.split(separator: " ")[0]) }
            .map { String(format: "%.1f GiB", $0 / 1_048_576) } ?? "unknown memory"
        return "\(ProcessInfo.processInfo.activeProcessorCount) × \(cpu), \(memory) RAM, \(kernel)"
    }

    /// The 1-minute load average now.
    static var load: String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(String.init) ?? "?"
    }

    private static var kernel: String {
        let release = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "?"
        return "Linux " + release.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func field(_ file: String, _ key: String) -> String? {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix(key) }
        return line?.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
