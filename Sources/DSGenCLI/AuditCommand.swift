import DSGenKit
import Foundation

/// `dsgen audit`: the C1–C7 readiness audit of every component, as Markdown.
enum AuditCommand: Command {
    static let spec = CommandSpec(
        name: "audit",
        summary: "Compute the C1–C7 readiness audit from the schemas and their Figma snapshots",
        usage: "audit [--snapshots <dir>] [--out <dir>] [paths…]",
        options: [
            .snapshots,
            .init(name: "--out", value: "dir", help: "Write <dir>/README.md (the summary) and <dir>/<Component>.md instead of printing"),
        ],
        discussion: """
        Computed from the snapshot and the schema: C1 generic layer names; C2 yes/no strings,
        inconsistent casing, a Default among other values; C3 fills and strokes bound to
        variables against raw colours, and colour contrast (pairings below WCAG, contradicted
        claims, colours without a value); C5 pressed / focused / disabled states (in Figma or
        the schema's behavior coverage) and a close control for a dismiss contract, for
        components with events; C6 placeholder instances; C7 every Figma property mapped and
        a Code Connect template generated. C4 needs judgement: its verdict comes from the
        schema's `audit { criterion C4 … }`, marked as recorded. Where a computed verdict
        differs from a recorded one, the page shows both and says what computing cannot see.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        let schemas = try FigmaSchemas.load(arguments.schemaPaths)
        let store = arguments.snapshots
        let audits = try schemas.entries.map { entry in ReadinessAudit(entry.component, snapshot: try store.read(entry.component.name)) }
        let pages = [("README.md", ReadinessAudit.summary(audits))] + audits.map { ("\($0.component).md", $0.markdown()) }
        guard let directory = arguments.value("--out") else {
            output.print(pages.map(\.1).joined(separator: "\n"))
            return ExitCode.success
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, page) in pages {
            try Data(page.utf8).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(name)), options: .atomic)
        }
        output.print("wrote \(pages.count) pages into \(directory)")
        return ExitCode.success
    }
}
