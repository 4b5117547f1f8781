import Foundation
import XCTest

/// A GitHub Actions workflow with one job, parsed by PyYAML (python3) into JSON.
struct Workflow {
    /// The `on:` triggers. (YAML 1.1 reads a bare `on` as `true`; GitHub reads it as a key.)
    let on: [String: Any]
    /// The job's environment.
    let env: [String: String]
    /// The job's steps.
    let steps: [[String: Any]]

    static func load(_ url: URL) throws -> Workflow {
        guard let python = ProcessRunner.which("python3") else { throw RequiredTool.missing("python3", reason: "not on PATH") }
        let script = """
            import json, sys, yaml
            data = yaml.safe_load(open(sys.argv[1]))
            data = {("on" if key is True else key): value for key, value in data.items()}
            print(json.dumps(data))
            """
        let result = try ProcessRunner.run(python, ["-c", script, url.path])
        if result.stderr.contains("No module named 'yaml'") { throw RequiredTool.missing("PyYAML", reason: "python3 cannot import yaml") }
        XCTAssertEqual(result.exitCode, 0, "the workflow is valid YAML:\n" + result.combinedOutput)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let jobs = try XCTUnwrap(json["jobs"] as? [String: Any])
        XCTAssertEqual(jobs.count, 1)
        let job = try XCTUnwrap(jobs.values.first as? [String: Any])
        XCTAssertEqual(job["runs-on"] as? String, "ubuntu-latest")
        return Workflow(on: try XCTUnwrap(json["on"] as? [String: Any]),
                        env: (job["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" },
                        steps: try XCTUnwrap(job["steps"] as? [[String: Any]]))
    }

    /// The step with a name.
    func step(_ name: String) throws -> [String: Any] {
        try XCTUnwrap(steps.first { $0["name"] as? String == name }, "a step named '\(name)'")
    }

    /// A step's shell script.
    func run(_ name: String) throws -> String {
        try XCTUnwrap(try step(name)["run"] as? String)
    }

    /// A step's `env:`, with each `${{ … }}` expression replaced as GitHub would.
    func env(of name: String, _ expressions: [String: String]) throws -> [String: String] {
        try (step(name)["env"] as? [String: Any] ?? [:]).mapValues { value in
            var text = "\(value)"
            for (expression, replacement) in expressions { text = text.replacingOccurrences(of: expression, with: replacement) }
            XCTAssertFalse(text.contains("${{"), "an expression the test does not know: \(text)")
            return text
        }
    }
}
