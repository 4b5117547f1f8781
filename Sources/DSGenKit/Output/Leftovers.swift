/// What an interrupted run (killed, or its machine stopped) leaves behind: temporary files
/// (`.dsgen-tmp-…`) anywhere under an output directory and staging directories beside it
/// (`.NAME.dsgen-staging-…`). Runs on one output folder are serialized (`OutputLock`), so when
/// a run holds the lock every such entry belongs to a run that is gone: the next `emit`
/// removes them and `check` reports them.
enum Leftovers {
    /// The name prefix of every temporary file the writer creates.
    static let temporaryPrefix = ".dsgen-tmp-"
    /// The name infix of every staging directory: `.swiftui.dsgen-staging-…`.
    static let stagingInfix = ".dsgen-staging-"

    /// The name of a new staging directory for the output directory called `name`.
    static func stagingName(for name: String, suffix: String) -> String {
        "." + name + stagingInfix + suffix
    }

    /// The absolute paths of the leftovers of `root`: temporary files under it (links are not
    /// followed) and staging directories for it beside it, sorted.
    static func find(for root: OutputRoot) -> [String] {
        var found: [String] = []
        if FileSystem.kind(at: root.path) == .directory { collectTemporaryFiles(in: root.path, into: &found) }
        let parent = OutputPath.parent(ofAbsolute: root.path)
        let prefix = stagingName(for: OutputPath.lastComponent(ofAbsolute: root.path), suffix: "")
        for (name, kind) in FileSystem.entries(of: parent) ?? [] where name.hasPrefix(prefix) && kind == .directory {
            found.append(parent == "/" ? "/" + name : parent + "/" + name)
        }
        return found.sortedByBytes()
    }

    private static func collectTemporaryFiles(in directory: String, into found: inout [String]) {
        for (name, kind) in FileSystem.entries(of: directory) ?? [] {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            if name.hasPrefix(temporaryPrefix), kind == .file {
                found.append(path)
            } else if kind == .directory {
                collectTemporaryFiles(in: path, into: &found)
            }
        }
    }
}
