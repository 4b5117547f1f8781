import DSGenKit

/// `dsgen build-swift`: the build-tool interface. One schema file in, one Swift file out.
enum BuildSwiftCommand: Command {
    static let spec = CommandSpec(
        name: "build-swift",
        summary: "Build-tool interface: render one schema file's SwiftUI into one Swift file",
        usage: """
        build-swift --config <file> --output <file> <schema>
               dsgen build-swift --config <file> --output <file> --shared
        """,
        options: [
            .init(name: "--config", value: "file", help: "The design-system configuration (design-system.dsgen)"),
            .init(name: "--output", value: "file", help: "The Swift file to write"),
            .init(name: "--shared", value: nil,
                  help: "Render the design system's shared file (EBLiveRegion, the Color hex initialiser) instead of a schema"),
            RenderOptions.templates,
        ],
        discussion: """
        This is the command build systems run; the DSGenPlugin build-tool plugin runs it once per
        schema file of a target, plus once with --shared per configuration. Every component the
        schema declares goes into the one output file. The output depends only on the schema, the
        configuration, the templates and the dsgen executable: declare exactly those as the build
        command's inputs, and the output file as its only output.

        The file is written atomically and only when its bytes change: an unchanged output keeps its
        modification time, so nothing recompiles. Diagnostics go to standard error as
        path:line:col: error: message, with paths as given here. On an error nothing is written and
        the exit code is 1. It emits Swift only; `dsgen emit` writes the other targets.
        """)

    static func run(_ arguments: ParsedArguments, output: CommandOutput) throws -> Int32 {
        guard let config = arguments.value("--config"), let path = arguments.value("--output") else {
            throw UsageError("build-swift needs --config and --output")
        }
        let part: BuildToolOutput.Part
        switch (arguments.flags.contains("--shared"), arguments.positionals.count) {
        case (true, 0): part = .shared
        case (false, 1): part = .components(schema: arguments.positionals[0])
        case (true, _): throw UsageError("build-swift --shared takes no schema")
        case (false, _): throw UsageError("build-swift takes exactly one schema file")
        }
        let templates = try TemplateStore(overrides: arguments.value("--templates"))
        let (text, diagnostics) = try BuildToolOutput.swift(part, config: config, templates: templates)
        for diagnostic in diagnostics { output.printDiagnostics(diagnostic.description) }
        try BuildToolOutput.write(text, to: path)
        return ExitCode.success
    }
}
