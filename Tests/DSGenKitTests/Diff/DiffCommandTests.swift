import DSGenCLI
import DSGenKit
import Foundation
import XCTest

/// `dsgen diff` end to end, in-process, inside temporary git repositories: revisions, paths,
/// formats, exit codes, and that the working tree is never touched.
final class DiffCommandTests: XCTestCase {
    private var previousDirectory = ""

    override func setUp() {
        super.setUp()
        previousDirectory = FileManager.default.currentDirectoryPath
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        super.tearDown()
    }

    /// Runs dsgen in a directory; returns the exit code, stdout and stderr.
    private func dsgen(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        final class Buffer: @unchecked Sendable { var out = ""; var err = "" }
        let buffer = Buffer()
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
        let code = DSGenCommandLine(output: CommandOutput(out: { buffer.out += $0 }, error: { buffer.err += $0 })).run(arguments)
        return (code, buffer.out, buffer.err)
    }

    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> String {
        guard let git = ProcessRunner.which("git") else { throw XCTSkip("git is not installed") }
        let result = try ProcessRunner.run(git, ["-c", "user.name=dsgen", "-c", "user.email=dsgen@example.com",
                                                 "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments,
                                           currentDirectory: directory)
        guard result.exitCode == 0 else { throw ToolFailure(summary: "git failed", command: result.command, exitCode: result.exitCode, output: result.combinedOutput) }
        return result.stdout
    }

    /// A repository with the seed schemas committed under `Schemas/`.
    private func repository() throws -> URL {
        let directory = try makeTemporaryDirectory(prefix: "dsgen-diff-repo")
        let root = directory.url.appendingPathComponent("repo", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git(["init", "-q"], in: root)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas"), to: root.appendingPathComponent("Schemas"))
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Seed schemas"], in: root)
        return root
    }

    private func edit(_ file: URL, _ edits: [(String, String)]) throws {
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in edits {
            XCTAssertTrue(text.contains(old), "\(file.lastPathComponent) contains \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// Toast: a new `success` appearance with its colours, and `message` renamed to `text`.
    private func changeToast(in root: URL) throws {
        try edit(root.appendingPathComponent("Schemas/Toast.dsgen"), [
            ("      destructive \"error\"\n", "      destructive \"error\"\n      success \"success\"\n"),
            ("    case destructive {", "    case success { doc \"Confirms a completed action.\"; liveRegion polite; defaultIcon \"checkmark\" }\n    case destructive {"),
            ("  text message {\n", "  text text {\n    renamed-from message\n"),
            ("      destructive {\n        background \"main/toast/error/bg\" #D61B2C", """
                  success {
                    background "main/toast/success/bg" #0B3E23
                    border "main/toast/success/border" #E4F7ED
                    label "main/toast/success/label" #FFFFFF
                    icon "main/toast/success/icon" #FFFFFF
                  }
                  destructive {
                    background "main/toast/error/bg" #D61B2C
            """),
        ])
    }

    func testBaseComparesTheWorkingTreeWithARevision() throws {
        let root = try repository()
        try changeToast(in: root)
        let statusBefore = try git(["status", "--porcelain"], in: root)
        let headBefore = try git(["rev-parse", "HEAD"], in: root)

        let text = dsgen(["diff", "--base", "HEAD"], in: root)
        XCTAssertEqual(text.code, 0, text.err)
        XCTAssertEqual(text.out, """
            API changes from HEAD:./Schemas to Schemas: 3 changes; breaking: 1 for Swift, 1 for Kotlin, none for Figma.

            Toast
              ! case `success` added to `appearance`
                  Swift   breaking    an exhaustive `switch` over `EBToastAppearance` must handle `.success`
                  Kotlin  breaking    an exhaustive `when` over `EBToastAppearance` must handle `Success`
                  Figma   compatible  additive: Figma value 'success'
              · property `message` renamed to `text`: message → text
                  Swift   compatible  a deprecated alias keeps `message:` compiling
                  Kotlin  compatible  a deprecated alias keeps `message` compiling
                  Figma   compatible  no Figma change; republish to use the new name
              · colours for `success` added to `colors`
                  Swift   compatible  new `EBToastColors.success`
                  Kotlin  compatible  new `EBToastColors.Success`
                  Figma   compatible  tokens are not part of Code Connect

            Swatch changes (docs/<Component>.swatches.svg):
              · Toast.swatches.svg: 'label' on 'background' (appearance success): new → #FFFFFF on #0B3E23, 12.15:1, pass
              · Toast.swatches.svg: 'icon' on 'background' (appearance success): new → #FFFFFF on #0B3E23, 12.15:1, pass
              · Toast.swatches.svg: 'border' on 'background' (appearance success): new → #E4F7ED on #0B3E23, 10.89:1, decorative

            """)
        XCTAssertEqual(dsgen(["diff", "--base", "HEAD", "--fail-on-breaking"], in: root).code, 3, "breaking changes: exit 3")

        let markdown = dsgen(["diff", "--base", "HEAD", "--format", "markdown"], in: root)
        XCTAssertEqual(markdown.code, 0)
        XCTAssertTrue(markdown.out.contains("| Toast | case `success` added to `appearance` | **breaking** | **breaking** | compatible |"), markdown.out)

        let json = dsgen(["diff", "--base", "HEAD", "--format=json"], in: root)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual((object["changes"] as? [Any])?.count, 3)
        XCTAssertEqual(object["old"] as? String, "HEAD:./Schemas")

        // The same comparison written as OLD NEW, with the revision's path relative to the root.
        XCTAssertEqual(dsgen(["diff", "HEAD:Schemas", "Schemas"], in: root).out, text.out.replacingOccurrences(of: "HEAD:./Schemas", with: "HEAD:Schemas"))
        XCTAssertEqual(dsgen(["diff", "HEAD", "Schemas"], in: root).out, text.out)
        // One file; the configuration beside it comes along.
        let file = dsgen(["diff", "--base", "HEAD", "Schemas/Alert.dsgen"], in: root)
        XCTAssertEqual(file.code, 0, file.err)
        XCTAssertEqual(file.out, "API changes from HEAD:./Schemas/Alert.dsgen to Schemas/Alert.dsgen: No API changes.\n")
        // From a subdirectory, paths are relative to it.
        let inside = dsgen(["diff", "--base", "HEAD", "."], in: root.appendingPathComponent("Schemas"))
        XCTAssertEqual(inside.code, 0, inside.err)
        XCTAssertTrue(inside.out.contains("3 changes"), inside.out)

        XCTAssertEqual(try git(["status", "--porcelain"], in: root), statusBefore, "the working tree is untouched")
        XCTAssertEqual(try git(["rev-parse", "HEAD"], in: root), headBefore)
    }

    /// Schemas that are symbolic links inside the repository (as in the example package) are
    /// read as git checks them out: the link's target, not its text. A link leading outside
    /// the repository is an error.
    func testBaseFollowsSymbolicLinksInsideTheRepository() throws {
        let root = try repository()
        let linked = root.appendingPathComponent("Example/Sources")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        for name in ["design-system", "Alert", "Toast"] {
            try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("\(name).dsgen").path,
                                                       withDestinationPath: "../../Schemas/\(name).dsgen")
        }
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Links"], in: root)

        let unchanged = dsgen(["diff", "--base", "HEAD", "Example/Sources"], in: root)
        XCTAssertEqual(unchanged.code, 0, unchanged.err)
        XCTAssertTrue(unchanged.out.contains("No API changes."), unchanged.out)

        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("Outside.dsgen").path, withDestinationPath: "../../../x.dsgen")
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Outside"], in: root)
        let outside = dsgen(["diff", "--base", "HEAD", "Example/Sources"], in: root)
        XCTAssertEqual(outside.code, 2)
        XCTAssertTrue(outside.err.contains("is a symbolic link leading outside the repository"), outside.err)
    }

    func testTwoRevisions() throws {
        let root = try repository()
        try changeToast(in: root)
        try git(["commit", "-q", "-am", "Toast: success, text"], in: root)
        let result = dsgen(["diff", "HEAD~1", "HEAD", "--format", "json"], in: root)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("\"kind\" : \"case-added\""), result.out)
        XCTAssertEqual(dsgen(["diff", "HEAD", "HEAD"], in: root).out, "API changes from HEAD:./Schemas to HEAD:./Schemas: No API changes.\n")
    }

    func testOperationalErrorsExitTwo() throws {
        let root = try repository()
        let missing = dsgen(["diff", "--base", "no-such-branch"], in: root)
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.err.hasPrefix("error: 'no-such-branch' is not a schema file or directory, nor a revision of the repository at"), missing.err)

        let outside = dsgen(["diff", "--base", "HEAD", "../elsewhere"], in: root)
        XCTAssertEqual(outside.code, 2)
        XCTAssertTrue(outside.err.hasPrefix("error: '../elsewhere' is outside the repository at"), outside.err)
        XCTAssertEqual(dsgen(["diff", "HEAD:../x", "Schemas"], in: root).code, 2)

        try FileManager.default.createDirectory(at: root.appendingPathComponent("More"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Schemas/Alert.dsgen"), to: root.appendingPathComponent("More/Alert.dsgen"))
        let absent = dsgen(["diff", "--base", "HEAD", "More"], in: root)
        XCTAssertEqual(absent.code, 2)
        XCTAssertEqual(absent.err, "error: 'More' does not exist in revision 'HEAD'\n")

        let plain = try makeTemporaryDirectory(prefix: "dsgen-diff-plain")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas"), to: plain.url.appendingPathComponent("Schemas"))
        let notGit = dsgen(["diff", "--base", "HEAD"], in: plain.url)
        XCTAssertEqual(notGit.code, 2)
        XCTAssertTrue(notGit.err.contains("is not in a git repository"), notGit.err)
        // Two directories need no repository.
        XCTAssertEqual(dsgen(["diff", "Schemas", "Schemas"], in: plain.url).code, 0)
    }

    func testSchemaErrorsOnEitherSideExitOneWithLocations() throws {
        let root = try repository()
        try edit(root.appendingPathComponent("Schemas/Toast.dsgen"), [("  text message {", "  text message = 3 {")])
        let working = dsgen(["diff", "--base", "HEAD"], in: root)
        XCTAssertEqual(working.code, 1)
        // The first error (contrast warnings of other schemas may come before it).
        func firstError(_ text: String) -> Substring? { text.split(separator: "\n").first { $0.contains(": error: ") } }
        XCTAssertTrue(firstError(working.err)?.hasPrefix("Schemas/Toast.dsgen:") == true, working.err)
        XCTAssertTrue(working.err.contains(": error: "), working.err)
        XCTAssertTrue(working.out.hasPrefix("No API diff from HEAD:./Schemas to Schemas: the schemas have 1 error\nSchemas/Toast.dsgen:"), working.out)
        let markdown = dsgen(["diff", "--base", "HEAD", "--format", "markdown", "--fail-on-breaking"], in: root)
        XCTAssertEqual(markdown.code, 1, "schema errors exit 1, not 3, with --fail-on-breaking too")
        XCTAssertTrue(markdown.out.hasPrefix("## dsgen API diff\n\nNo API diff for `HEAD:./Schemas` → `Schemas`: the schemas have 1 error."), markdown.out)
        XCTAssertTrue(markdown.out.contains("\n```\nSchemas/Toast.dsgen:"), markdown.out)
        let json = try JSONSerialization.jsonObject(with: Data(dsgen(["diff", "--base", "HEAD", "--format", "json"], in: root).out.utf8))
        XCTAssertEqual((json as? [String: Any])?["errors"] as? [String], firstError(working.err).map { [String($0)] }, "errors only, not warnings")

        try git(["commit", "-q", "-am", "Broken"], in: root)
        try git(["checkout", "-q", "HEAD~1", "--", "Schemas/Toast.dsgen"], in: root)
        let revision = dsgen(["diff", "--base", "HEAD"], in: root)
        XCTAssertEqual(revision.code, 1)
        XCTAssertTrue(firstError(revision.err)?.hasPrefix("HEAD:Schemas/Toast.dsgen:") == true, revision.err)
    }

    func testUsageAndHelp() throws {
        let root = try repository()
        XCTAssertEqual(dsgen(["diff", "Schemas"], in: root).code, 64)
        XCTAssertEqual(dsgen(["diff", "--base", "HEAD", "--format", "xml"], in: root).code, 64)
        let help = dsgen(["diff", "--help"], in: root)
        XCTAssertEqual(help.code, 0)
        for text in ["USAGE: dsgen diff", "REV:path", "REV:./path", "--base", "--fail-on-breaking", "--format"] {
            XCTAssertTrue(help.out.contains(text), "help mentions \(text)")
        }
    }
}
