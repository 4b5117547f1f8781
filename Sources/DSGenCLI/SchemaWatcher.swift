import DSGenKit
import Foundation

/// `dsgen emit --watch`: emits, then polls the schema and template files and emits again
/// whenever one changes, appears or disappears, until the process is stopped.
///
/// Polling (each file's size and modification time, twice a second) works the same on every
/// platform and file system. Errors are printed and the watch goes on: fixing the schema is
/// the next change it sees.
struct SchemaWatcher {
    let arguments: ParsedArguments
    let output: CommandOutput

    /// What a file looked like: its size and modification time.
    struct Stamp: Equatable {
        var size: UInt64
        var modified: Date
    }

    /// Runs until the process is stopped.
    func run() -> Int32 {
        var last = snapshot()
        emitOnce()
        output.print("watching \(last.count) files; Ctrl-C stops")
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            guard now != last else { continue }
            last = now
            emitOnce()
        }
    }

    private func emitOnce() {
        do {
            _ = try EmitCommand.emit(arguments, output: output)
        } catch {
            _ = DSGenCommandLine.report(error, to: output)
        }
    }

    /// Every watched file and its stamp: the schema paths (folders searched recursively,
    /// so new schemas are seen), the configuration beside a schema file, and the templates.
    func snapshot() -> [String: Stamp] {
        var files: [String: Stamp] = [:]
        var roots = (try? arguments.schemaPaths) ?? ["Schemas"]
        roots += roots.map { ($0 as NSString).deletingLastPathComponent }
            .map { $0.isEmpty ? SchemaLoader.configurationFileName : $0 + "/" + SchemaLoader.configurationFileName }
        if let templates = arguments.value("--templates") { roots.append(templates) }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            let paths = isDirectory.boolValue
                ? ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).map { root + "/" + $0 }
                : [root]
            for path in paths { files[path] = stamp(path) }
        }
        return files
    }

    private func stamp(_ path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return Stamp(size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                     modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }
}
