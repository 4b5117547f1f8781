import Foundation

/// One side of `dsgen diff`: schema files in the working tree, or as they are in a git
/// revision of the current repository.
///
/// Written on the command line as a path (a schema file or a directory), `REV` (the
/// default paths as they are in that revision), `REV:path` (a path relative to the
/// repository root, as git writes it) or `REV:./path` (relative to the current directory).
/// An existing file or directory wins over a revision of the same name.
public enum SchemaInput: Hashable, Sendable {
    /// Files and directories in the working tree, relative to the current directory.
    case files([String])
    /// Paths in a revision; `fromRoot` when relative to the repository root, else to the
    /// current directory.
    case revision(String, paths: [String], fromRoot: Bool)

    /// Parses a command-line side; `defaultPaths` serve a bare `REV`.
    public static func parse(_ argument: String, defaultPaths: [String]) -> SchemaInput {
        if FileManager.default.fileExists(atPath: argument) { return .files([argument]) }
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else {
            return .revision(argument, paths: defaultPaths, fromRoot: false)
        }
        let revision = String(argument[..<colon])
        let path = String(argument[argument.index(after: colon)...])
        let fromCurrentDirectory = path.hasPrefix("./") || path.hasPrefix("../") || path == "." || path == ".."
        return .revision(revision, paths: [path.isEmpty ? "." : path], fromRoot: !fromCurrentDirectory)
    }

    /// How reports name it: `Schemas`, `origin/main:Schemas`.
    public var label: String {
        switch self {
        case .files(let paths): return paths.joined(separator: " ")
        case .revision(let revision, let paths, let fromRoot):
            return paths.map { "\(revision):\(fromRoot || $0.hasPrefix(".") ? "" : "./")\($0)" }.joined(separator: " ")
        }
    }

    /// Reads the schema files. Throws ``SchemaInputError`` when it cannot: not a git
    /// repository, an unknown revision, a path outside the repository or missing.
    public func load() throws -> [SourceFile] {
        switch self {
        case .files(let paths):
            let files = try SchemaLoader.load(try SchemaLoader.schemaPaths(for: paths))
            if files.isEmpty { throw SchemaInputError("no *.\(SchemaLoader.fileExtension) files in \(paths.joined(separator: ", "))") }
            return files
        case .revision(let revision, let paths, let fromRoot):
            let repository = try GitRepository.discover(for: revision)
            return try repository.schemaFiles(at: revision, paths: paths, fromRoot: fromRoot)
        }
    }

    /// Loads and resolves the design system; schema errors throw ``DiagnosticsError``.
    public func model() throws -> DesignSystem {
        let (system, diagnostics) = Pipeline.model(from: try load())
        guard let system else { throw DiagnosticsError(diagnostics) }
        return system
    }
}

/// Why a side of `dsgen diff` could not be read (an operational error, exit 2).
public struct SchemaInputError: Error, CustomStringConvertible, Equatable {
    /// The message, lowercase, without a final period.
    public let description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}

/// Read-only access to the git repository around the current directory: revisions are
/// resolved with `git rev-parse`, listed with `git ls-tree` and read with `git cat-file`,
/// so the working tree, the index and HEAD are never touched.
struct GitRepository {
    /// The repository root, symlinks resolved.
    let root: String
    /// The current directory, symlinks resolved.
    let currentDirectory: String

    /// The repository around the current directory.
    static func discover(for revision: String) throws -> GitRepository {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let result = try GitRepository(root: current, currentDirectory: current).run(["rev-parse", "--show-toplevel"])
        guard result.status == 0 else {
            throw SchemaInputError("'\(revision)' is not a schema file or directory, and \(current) is not in a git repository, so it cannot be a revision")
        }
        let root = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return GitRepository(root: URL(fileURLWithPath: root).resolvingSymlinksInPath().path, currentDirectory: current)
    }

    /// The schema files at paths in a revision, with the configuration beside the first
    /// when none is named (as ``SchemaLoader`` does), as `REV:path` sources.
    func schemaFiles(at revision: String, paths: [String], fromRoot: Bool) throws -> [SourceFile] {
        let commit = try resolve(revision)
        var files: [String] = []
        var repositoryPaths: [String] = []
        for path in paths {
            let relative = try repositoryPath(path, fromRoot: fromRoot)
            repositoryPaths.append(relative)
            guard exists(commit, relative) else {
                throw SchemaInputError("'\(relative.isEmpty ? "." : relative)' does not exist in revision '\(revision)'")
            }
            files += try list(commit, relative)
        }
        let configuration = SchemaLoader.configurationFileName
        if !files.contains(where: { $0 == configuration || $0.hasSuffix("/" + configuration) }),
           let first = files.first ?? repositoryPaths.first {
            let directory = (first as NSString).deletingLastPathComponent
            let candidate = directory.isEmpty ? configuration : directory + "/" + configuration
            if exists(commit, candidate) { files.append(candidate) }
        }
        files = files.uniqued()
        guard !files.isEmpty else {
            throw SchemaInputError("no *.\(SchemaLoader.fileExtension) files in \(paths.joined(separator: ", ")) in revision '\(revision)'")
        }
        return try files.map { path in
            let target = try resolvingLinks(commit, path, revision: revision)
            let result = try run(["cat-file", "blob", "\(commit):\(target)"])
            guard result.status == 0 else { throw SchemaInputError("cannot read '\(path)' in revision '\(revision)': \(result.error)") }
            return SourceFile(path: "\(revision):\(path)", bytes: Array(result.output))
        }
    }

    /// The path a file's symbolic links lead to within the revision's tree, as a checkout
    /// would read it: a link blob (mode 120000) holds its target, relative to the link's
    /// folder. A link leading outside the repository, or through more than 40 links, is an error.
    func resolvingLinks(_ commit: String, _ path: String, revision: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            let entry = try run(["ls-tree", "-z", commit, "--", current])
            guard String(decoding: entry.output, as: UTF8.self).hasPrefix("120000 ") else { return current }
            let target = String(decoding: try run(["cat-file", "blob", "\(commit):\(current)"]).output, as: UTF8.self)
            var parts = current.split(separator: "/").dropLast().map(String.init)
            for part in target.split(separator: "/") where part != "." {
                guard !target.hasPrefix("/"), part != ".." || !parts.isEmpty else {
                    throw SchemaInputError("'\(path)' in revision '\(revision)' is a symbolic link leading outside the repository ('\(target)')")
                }
                if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
            }
            current = parts.joined(separator: "/")
        }
        throw SchemaInputError("'\(path)' in revision '\(revision)' goes through more than 40 symbolic links")
    }

    /// The commit a revision names.
    func resolve(_ revision: String) throws -> String {
        guard !revision.hasPrefix("-") else { throw SchemaInputError("'\(revision)' is not a revision") }
        let result = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        let commit = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !commit.isEmpty else {
            // A clone with only part of the history (`git clone --depth`, actions/checkout's default)?
            let shallow = try run(["rev-parse", "--is-shallow-repository"])
            let isShallow = shallow.status == 0 && String(decoding: shallow.output, as: UTF8.self).hasPrefix("true")
            throw SchemaInputError("'\(revision)' is not a schema file or directory, nor a revision of the repository at \(root)"
                + (isShallow ? " (a shallow clone: fetch the history, e.g. actions/checkout with fetch-depth: 0)" : ""))
        }
        return commit
    }

    /// A path relative to the repository root; throws when it leads outside.
    func repositoryPath(_ path: String, fromRoot: Bool) throws -> String {
        let base = path.hasPrefix("/") ? "" : (fromRoot ? root : currentDirectory)
        var components: [String] = []
        for part in (base + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(part))
            }
        }
        let absolute = "/" + components.joined(separator: "/")
        if absolute == root { return "" }
        guard absolute.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw SchemaInputError("'\(path)' is outside the repository at \(root)")
        }
        return String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    private func exists(_ commit: String, _ path: String) -> Bool {
        path.isEmpty || (try? run(["cat-file", "-e", "\(commit):\(path)"]).status) == 0
    }

    /// Schema files at a path (a file, or every `*.dsgen` below a directory, skipping hidden
    /// folders and files), sorted.
    private func list(_ commit: String, _ path: String) throws -> [String] {
        let result = try run(["ls-tree", "-r", "-z", "--name-only", "--full-tree", commit, "--"] + (path.isEmpty ? [] : [path]))
        guard result.status == 0 else { throw SchemaInputError("cannot list '\(path)' in \(commit): \(result.error)") }
        let names = result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        if names == [path] { return names }
        let prefix = path.isEmpty ? "" : path + "/"
        return names.filter { name in
            name.hasPrefix(prefix) && name.hasSuffix("." + SchemaLoader.fileExtension)
                && !name.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }

    /// Runs git with the given arguments at the root; never prompts, never takes locks.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        guard let git = Self.executable() else { throw SchemaInputError("git is not installed (needed to read revisions)") }
        let process = Process()
        process.executableURL = git
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let settings = ["GIT_OPTIONAL_LOCKS": "0", "GIT_LITERAL_PATHSPECS": "1", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]
        process.environment = ProcessInfo.processInfo.environment.merging(settings) { _, setting in setting }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SchemaInputError("cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data,
                String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
