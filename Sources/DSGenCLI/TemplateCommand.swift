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
            .init(name: "--partials", value: "dir", help: "Directory of *.mustache partials and parents, by relative path"),
            .init(name: "--html", value: nil, help: "HTML-escape {{ }} interpolations (off by default: dsgen output is code)"),
        ],
        discussion: """
        For template authors, and for checking the engine: the same engine dsgen renders with
        (the Mustache spec core, partials, set delimiters and template inheritance). Template
        errors print as template:line:col: error: message. The output is exactly the rendered
        bytes: no newline is added, so it can be compared with a file.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard arguments.positionals.first == "render", arguments.positionals.count == 2 else {
            throw UsageError("expected 'template render <template>'")
        }
        guard let dataPath = arguments.value("--data") else { throw UsageError("template render needs --data <json>") }
        let templatePath = arguments.positionals[1]
        let template = try read(templatePath)
        let data = try TemplateValue(json: Data(try read(dataPath).utf8))
        var sources = [templatePath: template]
        if let partials = arguments.value("--partials") {
            for (path, text) in try TemplateStore.files(in: partials) {
                sources[String(path.dropLast(".mustache".count))] = text
            }
        }
        do {
            let library = TemplateLibrary(sources: sources)
            output.write(try library.render(templatePath, data, escaping: arguments.flags.contains("--html") ? .html : .none))
            return ExitCode.success
        } catch let error as TemplateError {
            output.printDiagnostics(error.description)
            return ExitCode.failure
        }
    }

    private static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateStoreError(message: "cannot read '\(path)'")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
