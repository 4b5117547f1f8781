import Foundation

/// Renders a design system into files for each target, and writes or checks them.
///
/// Each target owns one folder of the output directory (`Generated/swiftui`), with
/// its own manifest, so emitting one target never touches another's files.
public struct Generator: Sendable {
    /// What every target renders from: the design system, templates and platform APIs.
    public let input: TargetInput
    /// The design system.
    public var system: DesignSystem { input.system }
    /// Output folders, by target name, that differ from a target's own (`Target.folder`): with
    /// `--package-folders`, Compose writes into its package's folders (`com/eb/designsystem`).
    public var folders: [String: String] = [:]

    /// Creates a generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        input = TargetInput(system: system, templates: templates)
    }

    /// The files of one target, with paths relative to the output directory.
    public func files(for target: some Target) throws -> [GeneratedFile] {
        Self.files(try target.files(input), in: target.folder)
    }

    /// The folder of the output directory a target writes into.
    public func folder(for target: some Target) -> String { folders[target.name] ?? target.folder }

    /// Hand-written starting points for a target: created once, never overwritten. Paths are
    /// relative to the scaffold folder, inside the target's `folders` entry when it has one.
    public func scaffolds(for target: some Target) throws -> [GeneratedFile] {
        guard let scaffolds = try target.scaffolds(input) else {
            throw TemplateStoreError(message: "target '\(target.name)' has no scaffolds")
        }
        return folders[target.name].map { Self.files(scaffolds, in: $0) } ?? scaffolds
    }

    /// `files` with their paths inside `folder`.
    private static func files(_ files: [GeneratedFile], in folder: String) -> [GeneratedFile] {
        files.map { file in
            var file = file
            file.path = folder + "/" + file.path
            return file
        }
    }

    /// The template contexts of components for a target, as stable JSON.
    public func contextJSON(for target: some Target, components: [Component]) throws -> String {
        try target.contextJSON(input, components: components)
    }

    /// Writes targets into an output directory; one writer per target folder.
    ///
    /// Holding the output directory's lock (see `OutputLock`; `waiting` hears once when
    /// another run holds it), each target in turn is rendered, its paths validated and its
    /// files staged; only when every target is staged are all committed, so a template
    /// error, a refused path or a failed write in any target leaves every target folder as
    /// it was. Each target renders on every core (work started inside another concurrent
    /// loop gets one thread: nested loops do not widen) while the target before it is staged
    /// on another thread, and its rendered files are let go once staged, so at most two
    /// targets' output is held at a time.
    public func write(_ targets: [any Target], to directory: URL, waiting: (String) -> Void = { _ in }) throws -> WriteReport {
        let reports = try OutputLock.withLock(on: directory.path, waiting: waiting) {
            try PlannedWrite.execute(targets.map { target in
                {
                    let writer = OutputWriter(root: directory.appendingPathComponent(folder(for: target)))
                    do {
                        return try writer.plan(target.files(input))
                    } catch let error as OutputError {
                        throw error.inFolder(folder(for: target))  // relative to `directory`, like the report's paths
                    }
                }
            })
        }
        var report = WriteReport()
        for (target, targetReport) in zip(targets, reports) {
            for paths in [\WriteReport.written, \.unchanged, \.deleted, \.kept] {
                report[keyPath: paths] += targetReport[keyPath: paths].map { folder(for: target) + "/" + $0 }
            }
            report.removedLeftovers += targetReport.removedLeftovers
        }
        return report
    }

    /// Compares targets with an output directory without writing.
    public func check(_ targets: [any Target], against directory: URL) throws -> CheckReport {
        var report = CheckReport()
        for target in targets {
            let targetReport = try OutputWriter(root: directory.appendingPathComponent(folder(for: target)))
                .check(target.files(input), pathPrefix: folder(for: target) + "/")
            for paths in [\CheckReport.stale, \.missing, \.extra, \.leftovers] {
                report[keyPath: paths] += targetReport[keyPath: paths]
            }
            report.diff += targetReport.diff
        }
        return report
    }
}
