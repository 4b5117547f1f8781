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
    ///
    /// It inspects the stacked values in place, copying only the value found.
    func resolve(_ path: Path) -> TemplateValue {
        guard let first = path.components.first else { return values[values.count - 1] }
        for index in values.indices.reversed() {
            if case .object(let members) = values[index], let found = members[first] {
                return path.components.count == 1 ? found : path.components.dropFirst().reduce(found) { $0.member($1) ?? .null }
            }
        }
        return .null
    }
}
