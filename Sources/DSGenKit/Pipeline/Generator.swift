import Foundation

/// Renders a design system into files for each target, and writes or checks them.
///
/// Each target owns one folder of the output directory (`Generated/swiftui`), with
/// its own manifest, so emitting one target never touches another's files.
public struct Generator: Sendable {
    /// The design system.
    public let system: DesignSystem
    /// The templates.
    public let templates: TemplateStore
    /// Output folders that differ from a target's default (`Target.folder`): with
    /// `--package-folders`, Compose writes into its package's folders (`com/eb/designsystem`).
    public var folders: [Target: String] = [:]

    /// Creates a generator.
    public init(system: DesignSystem, templates: TemplateStore) {
        self.system = system
        self.templates = templates
    }

    /// The files of one target, with paths relative to the output directory.
    public func files(for target: Target) throws -> [GeneratedFile] {
        switch target {
        case .swiftUI: return try SwiftUIGenerator(system: system, templates: templates).files()
        case .compose: return try ComposeGenerator(system: system, templates: templates).files()
        case .codeConnect: return try CodeConnectGenerator(system: system, templates: templates).files()
        case .docs: return try DocsGenerator(system: system, templates: templates).files()
        }
    }

    /// The folder of the output directory a target writes into.
    public func folder(for target: Target) -> String { folders[target] ?? target.folder }

    /// Hand-written starting points for a target: created once, never overwritten.
    public func scaffolds(for target: Target) throws -> [GeneratedFile] {
        switch target {
        case .swiftUI: return try SwiftUIGenerator(system: system, templates: templates).scaffolds()
        case .compose: return try ComposeGenerator(system: system, templates: templates).scaffolds()
        default: throw TemplateStoreError(message: "target '\(target.rawValue)' has no scaffolds")
        }
    }

    /// Writes targets into an output directory; one writer per target folder.
    ///
    /// Everything is rendered and every target's paths validated before the first
    /// write, so a template error or a refused path leaves the directory untouched.
    /// Targets are rendered one after another, each on every core (work started inside
    /// another concurrent loop gets one thread: nested loops do not widen); then all their
    /// files are written in one concurrent loop.
    public func write(_ targets: [Target], to directory: URL) throws -> WriteReport {
        let plans = try targets.map { target in
            (target, try OutputWriter(root: directory.appendingPathComponent(folder(for: target))).plan(relative(files(for: target), to: target)))
        }
        var report = WriteReport()
        let reports = try PlannedWrite.execute(plans.map(\.1))
        for ((target, _), targetReport) in zip(plans, reports) {
            let folder = folder(for: target)
            report.written += targetReport.written.map { folder + "/" + $0 }
            report.unchanged += targetReport.unchanged.map { folder + "/" + $0 }
            report.deleted += targetReport.deleted.map { folder + "/" + $0 }
        }
        return report
    }

    /// Compares targets with an output directory without writing.
    public func check(_ targets: [Target], against directory: URL) throws -> CheckReport {
        let reports = try targets.map { target in
            try OutputWriter(root: directory.appendingPathComponent(folder(for: target)))
                .check(relative(files(for: target), to: target), pathPrefix: folder(for: target) + "/")
        }
        var report = CheckReport()
        for targetReport in reports {
            report.stale += targetReport.stale
            report.missing += targetReport.missing
            report.extra += targetReport.extra
            report.diff += targetReport.diff
        }
        return report
    }

    private func relative(_ files: [GeneratedFile], to target: Target) -> [GeneratedFile] {
        files.map { file in
            var file = file
            file.path = String(Substring(file.path.utf8.dropFirst(target.folder.utf8.count + 1)))
            return file
        }
    }
}

extension Generator {
    /// The template contexts of components for a target, as stable JSON.
    public func contextJSON(for target: Target, components: [Component]) throws -> String {
        switch target {
        case .swiftUI:
            let generator = SwiftUIGenerator(system: system, templates: templates)
            return try StableJSON.string(components.map(generator.context))
        case .compose:
            let generator = ComposeGenerator(system: system, templates: templates)
            return try StableJSON.string(components.map(generator.context))
        case .codeConnect:
            let generator = CodeConnectGenerator(system: system, templates: templates)
            return try StableJSON.string(components.flatMap(generator.contexts))
        case .docs:
            let generator = DocsGenerator(system: system, templates: templates)
            return try StableJSON.string(components.map(generator.context))
        }
    }
}
