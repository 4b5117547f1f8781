/// A stack that hands its top elements over as an array of exactly their count, moving them
/// rather than copying them (a copy would retain every element's references once more).
///
/// The lexer and the parser build arrays the syntax trees keep until the model is resolved.
/// Reserved generously or grown by doubling, such arrays are largely empty, and for a large
/// schema set that capacity, once freed and filled again by rendering, made the whole run
/// touch a third more memory (172 MB instead of 127 MB at 1,000 components).
struct StackBuffer<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds.
    private(set) var count = 0

    /// An empty stack with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The top element.
    var last: Element? { count == 0 ? nil : storage[count - 1] }

    /// Pushes an element.
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Removes the elements from position `start` on and returns them, in order.
    mutating func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count)
        let moved = count - start
        count = start
        return [Element](unsafeUninitializedCapacity: moved) { array, initialized in
            if moved > 0 { array.baseAddress!.moveInitialize(from: storage + start, count: moved) }
            initialized = moved
        }
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
