import DSGenKit
import XCTest

/// Word splitting, which every platform name and every collision check is built on.
final class WordsTests: XCTestCase {
    func testSplitsAtSeparatorsCaseChangesAndAcronyms() {
        XCTAssertEqual(Words.split("banner-sm"), ["banner", "sm"])
        XCTAssertEqual(Words.split("Full Width"), ["Full", "Width"])
        XCTAssertEqual(Words.split("isLoading"), ["is", "Loading"])
        XCTAssertEqual(Words.split("URLPath"), ["URL", "Path"])
        XCTAssertEqual(Words.split("hero3x"), ["hero3x"])
        XCTAssertEqual(Words.split("3xLarge"), ["3x", "Large"])
        XCTAssertEqual(Words.split("--"), [])
        XCTAssertEqual(Words.lowerCamel("banner-sm"), "bannerSm")
        XCTAssertEqual(Words.upperCamel("is-loading"), "IsLoading")
    }

    /// The ASCII fast path and the general path must find the same words: a trailing
    /// non-ASCII character (a separator) sends the same text down the general path.
    func testASCIIFastPathAgreesWithTheGeneralPath() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("aBcDxYzQ019-_ .Ab")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 12)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            XCTAssertEqual(Words.split(text), Words.split(text + "—"), "'\(text)'")
        }
    }

    func testVeryLongNameSplitsQuickly() {
        let name = "long" + String(repeating: "Name", count: 50_000)
        let start = Date()
        XCTAssertEqual(Words.split(name).count, 50_001)
        XCTAssertEqual(SwiftNaming.memberName(name).utf8.count, name.utf8.count)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
