/// The differences `OutputWriter.check` reports, found from a survey of the disk.
extension OutputSurvey {
    /// One path that differs, with its bytes on disk and as generated (nil when absent).
    private struct Difference {
        let path: String
        let onDisk: [UInt8]?
        let generated: [UInt8]?
    }

    /// The report: every stale, missing and extra path, and their diffs in path order, with
    /// `pathPrefix` before every reported path and diff name (`swiftui/`).
    func checkReport(pathPrefix: String) -> CheckReport {
        let differences = differences()
        let ordered = differences.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return CheckReport(
            stale: differences.filter { $0.onDisk != nil && $0.generated != nil }.map { pathPrefix + $0.path },
            missing: differences.filter { $0.onDisk == nil }.map { pathPrefix + $0.path },
            extra: differences.filter { $0.generated == nil }.map { pathPrefix + $0.path },
            diff: ordered.map { diff($0, pathPrefix: pathPrefix) }.joined(),
            leftovers: leftovers)
    }

    /// The generated files that differ, then the manifest when it changes, then the extra files.
    private func differences() -> [Difference] {
        var differences = entries.compactMap { entry -> Difference? in
            guard entry.file.ownership == .generated else { return nil }
            switch entry.onDisk {
            case .same: return nil
            case .absent: return Difference(path: entry.file.path, onDisk: nil, generated: entry.file.bytes)
            case .different(let bytes): return Difference(path: entry.file.path, onDisk: bytes, generated: entry.file.bytes)
            }
        }
        if manifestChanged {
            let text = Array(manifest.text.utf8)
            differences.append(Difference(path: Manifest.fileName, onDisk: storedManifest, generated: text))
        }
        return differences + staleFiles.map { Difference(path: $0.path, onDisk: $0.bytes, generated: nil) }
    }

    /// A git-style diff of one file; just the "---"/"+++" lines when the text diff is empty
    /// (an empty file created or deleted, or bytes that differ only where UTF-8 is invalid).
    private func diff(_ difference: Difference, pathPrefix: String) -> String {
        let oldName = difference.onDisk == nil ? "/dev/null" : "a/" + pathPrefix + difference.path
        let newName = difference.generated == nil ? "/dev/null" : "b/" + pathPrefix + difference.path
        let text = UnifiedDiff.diff(
            old: String(decoding: difference.onDisk ?? [], as: UTF8.self),
            new: String(decoding: difference.generated ?? [], as: UTF8.self),
            oldName: oldName, newName: newName)
        return text.isEmpty ? "--- \(oldName)\n+++ \(newName)\n" : text
    }
}
