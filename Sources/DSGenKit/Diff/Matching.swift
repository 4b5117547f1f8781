/// Old and new declarations paired by name, or by a `renamed-from` in the new schema.
struct Matching<Element> {
    /// A declaration in both, in new order; `renamedFrom` is the old name when it was renamed.
    struct Pair {
        var old: Element
        var new: Element
        var renamedFrom: String?
    }

    /// Pairs, in new order.
    var pairs: [Pair] = []
    /// Only in the new schema, in new order.
    var added: [Element] = []
    /// Only in the old schema, in old order.
    var removed: [Element] = []
    /// Each new element in order, as a pair or an addition: the order changes are reported in.
    var inNewOrder: [(old: Element?, new: Element, renamedFrom: String?)] = []

    /// Pairs equal names first; then a new element whose `renamed-from` names an old element
    /// left unpaired is that element renamed. Everything else is added or removed.
    init(old: [Element], new: [Element], name: (Element) -> String, renamedFrom: (Element) -> [String] = { _ in [] }) {
        var oldByName: [String: Int] = [:]
        for (index, element) in old.enumerated() where oldByName[name(element)] == nil { oldByName[name(element)] = index }
        let newNames = Set(new.map(name))
        var used = Set<Int>()
        var partner: [Int?] = new.map { element in
            guard let index = oldByName[name(element)] else { return nil }
            used.insert(index)
            return index
        }
        var renames: [Int: String] = [:]
        for (position, element) in new.enumerated() where partner[position] == nil {
            for previous in renamedFrom(element) where !newNames.contains(previous) {
                guard let index = oldByName[previous], !used.contains(index) else { continue }
                used.insert(index)
                partner[position] = index
                renames[position] = previous
                break
            }
        }
        for (position, element) in new.enumerated() {
            if let index = partner[position] {
                pairs.append(Pair(old: old[index], new: element, renamedFrom: renames[position]))
                inNewOrder.append((old[index], element, renames[position]))
            } else {
                added.append(element)
                inNewOrder.append((nil, element, nil))
            }
        }
        removed = old.enumerated().filter { !used.contains($0.offset) }.map(\.element)
    }

    /// Old name → new name for every pair.
    func newNames(_ name: (Element) -> String) -> [String: String] {
        Dictionary(pairs.map { (name($0.old), name($0.new)) }, uniquingKeysWith: { first, _ in first })
    }
}
