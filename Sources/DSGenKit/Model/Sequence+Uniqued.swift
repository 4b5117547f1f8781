extension Sequence where Element: Hashable {
    /// The elements in order, each only the first time it appears.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Sequence {
    /// The position of each key's first element.
    func firstPositions<Key: Hashable>(by key: (Element) -> Key) -> [Key: Int] {
        Dictionary(enumerated().map { (key($1), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
