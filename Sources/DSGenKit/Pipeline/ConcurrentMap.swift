import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` spread over every core, with the results in the original order, so output
    /// stays deterministic. Throws the error of the lowest index that failed.
    func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) throws -> Transformed) throws -> [Transformed] {
        let results = ConcurrentResults<Transformed>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(Result { try transform(self[index]) }, at: index)
        }
        return try results.values()
    }
}

/// Results written from several threads, one slot each, read once all are written.
private final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func values() throws -> [Value] {
        try slots.map { slot in try (slot ?? .failure(CancellationError())).get() }
    }
}
