/// The stack of values names are looked up in; the innermost value is last.
struct ContextStack {
    private var values: [TemplateValue]

    init(root: TemplateValue) {
        values = [root]
    }

    mutating func push(_ value: TemplateValue) {
        values.append(value)
    }

    /// Removes the innermost value; only ever called after `push`.
    mutating func pop() {
        values.removeLast()
    }

    /// The value `path` names, per the spec: the implicit iterator is the
    /// innermost value; otherwise the first component is looked up from the
    /// innermost object outwards, stopping at the first object that has the
    /// key (even when its value is `.null`), and the other components are
    /// looked up within that value only. Anything not found is `.null`.
    func resolve(_ path: Path) -> TemplateValue {
        guard let first = path.components.first else { return values.last ?? .null }
        for value in values.reversed() {
            if let found = value.member(first) {
                return path.components.dropFirst().reduce(found) { $0.member($1) ?? .null }
            }
        }
        return .null
    }
}
