import DSGenCLI
import Foundation
import XCTest

/// `Examples/ci/api-diff.yml`, the pull-request recipe: the YAML parses, it checks out the whole
/// history, pins the version dsgen reports, and its diff, comment and failure steps — run here
/// by bash, as the runner would, with a stand-in `gh` — post the right report and fail exactly
/// on breaking changes (exit 3) and schema errors (exit 1).
final class CIWorkflowTests: XCTestCase {
    private var workflowURL: URL { PackagePaths.root.appendingPathComponent("Examples/ci/api-diff.yml") }

    func testTheWorkflowIsWhatGitHubNeeds() throws {
        let workflow = try Workflow.load(workflowURL)
        let pullRequest = try XCTUnwrap(workflow.on["pull_request"] as? [String: Any])
        XCTAssertEqual(pullRequest["paths"] as? [String], ["Schemas/**", ".github/workflows/api-diff.yml"])
        let checkout = try XCTUnwrap(workflow.steps.first { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        XCTAssertEqual((checkout["with"] as? [String: Any])?["fetch-depth"] as? Int, 0, "dsgen diff --base needs the history")
        XCTAssertEqual(workflow.env["DSGEN_VERSION"], DSGenCommandLine.version, "the workflow pins the version dsgen --version reports")
        let install = try workflow.run("Install dsgen")
        XCTAssertTrue(install.contains(#"scripts/install" --prefix "$HOME/.local" --version "$DSGEN_VERSION""#), install)
        for step in workflow.steps {
            XCTAssertFalse((step["run"] as? String ?? "").contains("${{"), "run scripts take expressions through env: only")
        }
    }

    func testACompatibleChangePostsTheReportAndPasses() throws {
        let result = try runDiffSteps { root in
            try edit(root.appendingPathComponent("Schemas/Alert.dsgen"), "doc \"The alert's headline.\"", "doc \"The alert's main line.\"")
        }
        XCTAssertEqual(result.status, "0")
        XCTAssertEqual(result.comment, "## dsgen API diff\n\nComparing `origin/main:./Schemas` → `Schemas`: No API changes.\n")
        XCTAssertNil(result.failExit, "the failing step is skipped")
    }

    func testABreakingChangeFailsWithExitThree() throws {
        let result = try runDiffSteps { root in
            try edit(root.appendingPathComponent("Schemas/Alert.dsgen"), "  text title {", "  text headline {")
        }
        XCTAssertEqual(result.status, "3")
        XCTAssertTrue(result.comment.contains("| Alert | property `title` removed | **breaking** |"), result.comment)
        XCTAssertEqual(result.failExit, 3)
    }

    func testSchemaErrorsAreCommentedAndFailWithExitOne() throws {
        let result = try runDiffSteps { root in
            let file = root.appendingPathComponent("Schemas/Toast.dsgen")
            try (try String(contentsOf: file, encoding: .utf8) + "broken {\n").write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(result.status, "1")
        XCTAssertTrue(result.comment.contains("No API diff for `origin/main:./Schemas` → `Schemas`: the schemas have"), result.comment)
        XCTAssertTrue(result.comment.contains("\nSchemas/Toast.dsgen:"), result.comment)
        XCTAssertEqual(result.failExit, 1)
    }

    // MARK: - Running the steps

    private struct StepsResult {
        var status: String
        var comment: String
        var failExit: Int32?
    }

    /// A repository whose origin/main has the seed schemas and whose work tree has `change`;
    /// runs the workflow's diff, comment and failure steps in it.
    private func runDiffSteps(_ change: (URL) throws -> Void) throws -> StepsResult {
        let workflow = try Workflow.load(workflowURL)
        let dsgen = try DSGenRunner.executable()
        guard let bash = ProcessRunner.which("bash"), let git = ProcessRunner.which("git") else {
            throw RequiredTool.missing("bash and git", reason: "not on PATH")
        }
        let sandbox = try makeTemporaryDirectory(prefix: "dsgen-ci")
        let root = sandbox.url.appendingPathComponent("repo"), home = sandbox.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".local/bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: home.appendingPathComponent(".local/bin/dsgen"), withDestinationURL: dsgen)
        let fakeBin = sandbox.url.appendingPathComponent("bin")
        try sandbox.write("bin/gh", "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$GH_LOG\"\ncp api-diff.md \"$GH_LOG.body\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeBin.appendingPathComponent("gh").path)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas"), to: root.appendingPathComponent("Schemas"))
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=ci", "-c", "user.email=ci@example.com", "commit", "-q", "-m", "base"],
                          ["update-ref", "refs/remotes/origin/main", "HEAD"]] {
            let result = try ProcessRunner.run(git, arguments, currentDirectory: root)
            XCTAssertEqual(result.exitCode, 0, result.combinedOutput)
        }
        try change(root)

        let output = sandbox.url.appendingPathComponent("github-output"), ghLog = sandbox.url.appendingPathComponent("gh.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
        var environment = workflow.env.merging([
            "HOME": home.path, "GITHUB_BASE_REF": "main", "GITHUB_OUTPUT": output.path, "GH_LOG": ghLog.path,
            "PATH": fakeBin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "NO_COLOR": "1",
        ]) { _, new in new }
        let diff = try ProcessRunner.run(bash, ["-e", "-c", try workflow.run("API diff")], environment: environment, currentDirectory: root)
        XCTAssertEqual(diff.exitCode, 0, "the diff step itself succeeds when there is a report:\n" + diff.combinedOutput)
        let status = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").last { $0.hasPrefix("status=") }
            .map { String($0.dropFirst("status=".count)) } ?? ""

        let expressions = ["${{ github.token }}": "token", "${{ github.event.pull_request.number }}": "42",
                           "${{ steps.diff.outputs.status }}": status]
        environment.merge(try workflow.env(of: "Comment on the pull request", expressions)) { _, new in new }
        let comment = try ProcessRunner.run(bash, ["-e", "-c", try workflow.run("Comment on the pull request")], environment: environment, currentDirectory: root)
        XCTAssertEqual(comment.exitCode, 0, comment.combinedOutput)
        XCTAssertEqual(try String(contentsOf: ghLog, encoding: .utf8), "pr\ncomment\n42\n--body-file\napi-diff.md\n--edit-last\n--create-if-none\n")

        let fail = try workflow.step("Fail on breaking changes or schema errors")
        XCTAssertEqual(fail["if"] as? String, "steps.diff.outputs.status != '0'")
        var failExit: Int32?
        if status != "0" {
            environment.merge(try workflow.env(of: "Fail on breaking changes or schema errors", expressions)) { _, new in new }
            failExit = try ProcessRunner.run(bash, ["-e", "-c", try workflow.run("Fail on breaking changes or schema errors")],
                                             environment: environment, currentDirectory: root).exitCode
        }
        return StepsResult(status: status, comment: try String(contentsOf: URL(fileURLWithPath: ghLog.path + ".body"), encoding: .utf8),
                           failExit: failExit)
    }

    private func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file.lastPathComponent) contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }
}
