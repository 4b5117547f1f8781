import Foundation
@testable import Mustache
import XCTest

/// The renderer's byte buffer: growth far past its first capacity, every kind of string, and
/// the exact-size array it hands over.
final class OutputBufferTests: XCTestCase {
    func testGrowsPastItsCapacityAndHandsOverExactlyTheBytes() {
        var buffer = OutputBuffer(capacity: 1)
        var expected = ""
        for index in 0..<2_000 {
            let piece = index.isMultiple(of: 3) ? "é\(index)\n" : "line \(index) — a longer piece of text past fifteen bytes"
            buffer.append(piece)
            expected += piece
        }
        let bytes = buffer.bytes()
        XCTAssertEqual(bytes, Array(expected.utf8))
        XCTAssertLessThanOrEqual(bytes.capacity, bytes.count + 32, "no room beyond the allocator's rounding")
        XCTAssertEqual(buffer.count, bytes.count)
    }

    func testAppendsSmallLargeBridgedAndSubstringText() {
        var buffer = OutputBuffer(capacity: 8)
        XCTAssertTrue(buffer.isAtLineStart)
        let large = String(repeating: "x", count: 40)
        let bridged = NSString(string: "bridged ✓").description
        let text = "ab, cd"
        buffer.append("small ")
        buffer.append(large)
        buffer.append(bridged)
        buffer.append(text[text.index(text.startIndex, offsetBy: 2)...])
        buffer.append("")
        XCTAssertFalse(buffer.isAtLineStart)
        buffer.append("\n")
        XCTAssertTrue(buffer.isAtLineStart)
        XCTAssertEqual(String(decoding: buffer.bytes(), as: UTF8.self), "small " + large + "bridged ✓" + ", cd\n")
    }

    func testAnEmptyBufferHandsOverNoBytes() {
        let buffer = OutputBuffer(capacity: 0)
        XCTAssertEqual(buffer.bytes(), [])
    }
}
