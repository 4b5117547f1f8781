/// Old and new declarations paired by name, or by a `renamed-from` in the new schema.
struct Matching<Element> {
    /// Each new element in order, with its old partner (nil: added) and, when it was renamed,
    /// its old name: the order changes are reported in.
    private(set) var inNewOrder: [(old: Element?, new: Element, renamedFrom: String?)] = []
    /// Only in the old schema, in old order.
    private(set) var removed: [Element] = []

    /// Pairs, in new order.
    var pairs: [(old: Element, new: Element)] { inNewOrder.compactMap { entry in entry.old.map { ($0, entry.new) } } }
    /// Only in the new schema, in new order.
    var added: [Element] { inNewOrder.filter { $0.old == nil }.map(\.new) }

    /// Pairs equal names first; then a new element whose `renamed-from` names an old element
    /// left unpaired is that element renamed. Everything else is added or removed.
    init(old: [Element], new: [Element], name: (Element) -> String, renamedFrom: (Element) -> [String] = { _ in [] }) {
        let oldByName = old.firstPositions(by: name)
        let newNames = Set(new.map(name))
        var used = Set(new.compactMap { oldByName[name($0)] })
        inNewOrder = new.map { element -> (old: Element?, new: Element, renamedFrom: String?) in
            if let index = oldByName[name(element)] { return (old[index], element, nil) }
            for previous in renamedFrom(element) where !newNames.contains(previous) {
                guard let index = oldByName[previous], used.insert(index).inserted else { continue }
                return (old[index], element, previous)
            }
            return (nil, element, nil)
        }
        removed = old.indices.filter { !used.contains($0) }.map { old[$0] }
    }

    /// Old name → new name for every pair.
    func newNames(_ name: (Element) -> String) -> [String: String] {
        Dictionary(pairs.map { (name($0.old), name($0.new)) }, uniquingKeysWith: { first, _ in first })
    }
}
