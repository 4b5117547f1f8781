import DesignSystem
import XCTest

/// The design system's shared declarations (design-system.dsgen).
final class DesignSystemTests: XCTestCase {
    func testLiveRegions() {
        XCTAssertEqual(EBLiveRegion.allCases, [.polite, .assertive])
        XCTAssertEqual(EBLiveRegion.allCases.map(\.rawValue), ["polite", "assertive"])
    }
}
