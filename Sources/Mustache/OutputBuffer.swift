/// The UTF-8 bytes rendered so far, in a buffer of its own: appending copies bytes, with none
/// of a `String`'s or an `Array`'s bookkeeping; `bytes()` hands them over in an array of exactly
/// their count (a rendered file is kept until every file is rendered, so no capacity is wasted).
struct OutputBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes rendered so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Whether the output is empty or ends a line.
    var isAtLineStart: Bool { count == 0 || storage[count - 1] == UInt8(ascii: "\n") }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil { append(Array(text.utf8)) }
    }

    mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil { append(Array(text.utf8)) }
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func grow(toHold needed: Int) {
        let larger = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }

    /// The rendered bytes: valid UTF-8, since everything appended comes from strings.
    func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { array, initialized in
            if count > 0 { array.baseAddress!.initialize(from: storage, count: count) }
            initialized = count
        }
    }
}
