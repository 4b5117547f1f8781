import DSGenKit
import Foundation
import Mustache

/// `dsgen template render TEMPLATE --data DATA.json [--partials DIR]`.
enum TemplateCommand: Command {
    static let spec = CommandSpec(
        name: "template",
        summary: "Render a Mustache template against JSON data",
        usage: "template render <template> --data <json> [--partials <dir>] [--html]",
        options: [
            .init(name: "--data", value: "json", help: "JSON file with the data (a context from `dsgen context`, say)"),
            .init(name: "--partials", value: "dir",
                  help: "Directory of *.mustache partials and parents, by relative path; one not found there is an error, as in dsgen"),
            .init(name: "--html", value: nil, help: "HTML-escape {{ }} interpolations (off by default: dsgen output is code)"),
        ],
        discussion: """
        For template authors, and for checking the engine: the same engine dsgen renders with
        (the Mustache spec core, partials, set delimiters and template inheritance). Template
        errors print as template:line:col: error: message. The output is exactly the rendered
        bytes: no newline is added, so it can be compared with a file. Without --partials, a
        partial tag renders as nothing, as the Mustache spec says; with it, a partial or parent
        the folder does not hold is an error, as it is when dsgen renders its targets.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard arguments.positionals.first == "render", arguments.positionals.count == 2 else {
            throw UsageError("expected 'template render <template>'")
        }
        guard let dataPath = arguments.value("--data") else { throw UsageError("template render needs --data <json>") }
        let templatePath = arguments.positionals[1]
        let template = try InputFile.text(templatePath)
        let data = try json(at: dataPath)
        var sources = [templatePath: template]
        if let partials = arguments.value("--partials") {
            for (path, text) in try TemplateStore.files(in: partials) {
                sources[String(path.dropLast(".mustache".count))] = text
            }
        }
        // A TemplateError is printed as template:line:col: error: message (DSGenCommandLine.report).
        let library = TemplateLibrary(sources: sources, strictPartials: arguments.value("--partials") != nil)
        output.write(try library.render(templatePath, data, escaping: arguments.flags.contains("--html") ? .html : .none))
        return ExitCode.success
    }

    /// The JSON data at `path`; malformed JSON is an error located where the parser gave up.
    private static func json(at path: String) throws -> TemplateValue {
        let bytes = try InputFile.read(path)
        do {
            return try TemplateValue(json: Data(bytes))
        } catch {
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "malformed JSON"
            // Located at the offset JSONSerialization names ("around character 16"), or at the
            // end of the data when it names none ("unexpected end of file").
            let digits = reason.split(separator: " ").last.map { $0.filter(\.isNumber) } ?? ""
            let location = SourceFile(path: path, bytes: bytes).location(at: min(Int(digits) ?? bytes.count, bytes.count))
            throw JSONDataError(description: "\(location): error: invalid JSON: \(reason.lowercased().trimmingCharacters(in: ["."]))")
        }
    }
}

/// `--data` that is not JSON, printed `path:line:col: error: invalid JSON: …`.
struct JSONDataError: Error, CustomStringConvertible {
    let description: String
}
