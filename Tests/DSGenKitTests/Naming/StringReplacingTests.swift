@testable import DSGenKit
import XCTest

/// The byte-scanning replacement every target's escaping uses.
final class StringReplacingTests: XCTestCase {
    func testReplacesEveryOccurrence() {
        XCTAssertEqual("a*/b*/".replacingAll("*/", with: "* /"), "a* /b* /")
        XCTAssertEqual("line\nbreak\n".replacingAll("\n", with: " "), "line break ")
        XCTAssertEqual("||".replacingAll("|", with: "\\|"), "\\|\\|")
        XCTAssertEqual("{theme}/bg/{theme}".replacingAll("{theme}", with: "dark"), "dark/bg/dark")
    }

    func testLeavesOtherTextAlone() {
        XCTAssertEqual("no match".replacingAll("*/", with: "x"), "no match")
        XCTAssertEqual("".replacingAll("a", with: "b"), "")
        XCTAssertEqual("abc".replacingAll("", with: "x"), "abc")
        XCTAssertEqual("*".replacingAll("*/", with: "x"), "*", "a partial match at the end")
        XCTAssertEqual("aaa".replacingAll("aa", with: "b"), "ba", "left to right, without overlaps")
    }

    func testKeepsMultiByteCharacters() {
        XCTAssertEqual("🎉 — é\n🎉".replacingAll("\n", with: " "), "🎉 — é 🎉")
        XCTAssertEqual("e\u{301}x".replacingAll("x", with: "y"), "e\u{301}y")
        XCTAssertEqual("—|—".replacingAll("—", with: "-"), "-|-")
    }
}
