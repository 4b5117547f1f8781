/// The folder-relative lookup of partial and parent names.
enum PartialLookup {
    /// The library names to try for `name` used in the template `templateName`:
    /// first inside the template's folder, then in each enclosing folder, then
    /// at the root. `"header"` used in `"swiftui/forms/field"` tries
    /// `"swiftui/forms/header"`, `"swiftui/header"`, then `"header"`.
    static func candidates(for name: String, usedIn templateName: String) -> [String] {
        var folders = templateName.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var candidates: [String] = []
        while !folders.isEmpty {
            candidates.append(folders.joined(separator: "/") + "/" + name)
            folders = folders.dropLast()
        }
        candidates.append(name)
        return candidates
    }
}
