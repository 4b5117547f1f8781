/// A list item that knows whether it is last, so logic-less templates can put
/// separators (blank lines) between items but not after the last.
public protocol Separable {
    /// Whether the item is the last of its list.
    var isLast: Bool { get set }
}

extension Array where Element: Separable {
    /// The items with the last one marked.
    var markingLast: [Element] {
        var items = self
        if !items.isEmpty { items[items.count - 1].isLast = true }
        return items
    }
}
