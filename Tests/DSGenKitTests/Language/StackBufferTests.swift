@testable import DSGenKit
import XCTest

/// The stack the lexer and parser build exact-size arrays with: order, growth, and that
/// moving elements neither leaks nor frees anything twice.
final class StackBufferTests: XCTestCase {
    /// Counts its live instances, so a test can see every element freed exactly once.
    private final class Tracked {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) { self.value = value; Tracked.live += 1 }
        deinit { Tracked.live -= 1 }
    }

    func testPopsTopElementsInOrderAndGrowsPastItsCapacity() {
        var stack = StackBuffer<Int>(capacity: 2)
        for value in 0..<10 { stack.append(value) }
        XCTAssertEqual(stack.count, 10)
        XCTAssertEqual(stack.last, 9)
        XCTAssertEqual(stack.popArray(from: 7), [7, 8, 9])
        XCTAssertEqual(stack.count, 7)
        XCTAssertEqual(stack.popArray(from: 7), [])
        XCTAssertEqual(stack.popArray(from: 0), [0, 1, 2, 3, 4, 5, 6])
        XCTAssertNil(stack.last)
    }

    func testPoppedArraysHaveExactlyTheirCount() {
        var stack = StackBuffer<String>(capacity: 100)
        stack.append("a")
        stack.append("b")
        let array = stack.popArray(from: 0)
        XCTAssertEqual(array, ["a", "b"])
        XCTAssertEqual(array.capacity, 2)
    }

    func testMovedAndLeftoverElementsAreEachFreedOnce() {
        Tracked.live = 0
        var kept: [Tracked] = []
        do {
            var stack = StackBuffer<Tracked>(capacity: 1)
            for value in 0..<5 { stack.append(Tracked(value)) }
            kept = stack.popArray(from: 2)
            XCTAssertEqual(Tracked.live, 5)
        }
        XCTAssertEqual(Tracked.live, 3, "the two elements left on the stack are freed with it")
        XCTAssertEqual(kept.map(\.value), [2, 3, 4])
        kept = []
        XCTAssertEqual(Tracked.live, 0)
    }

    func testLexesInputDenserThanItsReservation() {
        // One token per byte: four times the room reserved up front.
        let text = String(repeating: "{}", count: 5_000)
        let file = SourceFile(path: "dense.dsgen", bytes: Array(text.utf8))
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        XCTAssertEqual(tokens.count, 10_001)
        XCTAssertEqual(tokens.capacity, tokens.count)
        XCTAssertTrue(tokens[9_999].isSymbol("}"))
        XCTAssertEqual(tokens.last?.kind, .end)
    }
}
