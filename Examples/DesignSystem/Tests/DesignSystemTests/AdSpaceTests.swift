import DesignSystem
import SwiftUI
import XCTest

/// The generated Ad Space API: seven sizes in three families with their dimensions, tokens,
/// accessibility and telemetry constants, and the generic content slot.
final class AdSpaceTests: XCTestCase {
    func testSizesAndGroups() {
        XCTAssertEqual(EBAdSpaceSize.allCases.count, 7)
        XCTAssertEqual(EBAdSpaceSize.allCases.map(\.rawValue),
                       ["banner-sm", "banner-lg", "banner-mrec", "promo-sm", "promo-md", "hero-sm", "hero-md"])
        XCTAssertEqual(EBAdSpaceSize.Group.allCases, [.banner, .promo, .hero])
        XCTAssertEqual(EBAdSpaceSize.allCases.map(\.group), [.banner, .banner, .banner, .promo, .promo, .hero, .hero])
        XCTAssertEqual(EBAdSpaceSize(rawValue: "hero-md"), .heroMd)
    }

    func testDimensionsPerSize() {
        let expected: [(EBAdSpaceSize, CGFloat, CGFloat, CGFloat, String)] = [
            (.bannerSm, 320, 50, 4, "32:5"),
            (.bannerLg, 320, 100, 4, "16:5"),
            (.bannerMrec, 300, 250, 4, "6:5"),
            (.promoSm, 131, 126, 8, "4:3 (image)"),
            (.promoMd, 224, 200, 8, "3:2 (image)"),
            (.heroSm, 296, 174, 12, "17:10"),
            (.heroMd, 336, 174, 12, "15:8"),
        ]
        for (size, width, height, radius, aspect) in expected {
            XCTAssertEqual(size.width, width, "\(size) width")
            XCTAssertEqual(size.height, height, "\(size) height")
            XCTAssertEqual(size.cornerRadius, radius, "\(size) corner radius")
            XCTAssertEqual(size.aspect, aspect, "\(size) aspect")
        }
        XCTAssertEqual(EBAdSpaceSize.bannerMrec.content, "AdMob · IAB MREC")
    }

    func testCaptionOnlyForPromoAndHero() {
        for size in EBAdSpaceSize.allCases {
            XCTAssertEqual(size.supportsCaption, size.group != .banner, "\(size)")
        }
    }

    /// The per-case factories fix the size and take a caption only where it applies
    /// (`EBAdSpace.bannerSm(caption:)` does not compile).
    @MainActor func testPerCaseFactories() {
        let promo = EBAdSpace.promoSm(caption: "Summer sale") { Color.clear }
        XCTAssertEqual(promo.size, .promoSm)
        XCTAssertEqual(promo.caption, "Summer sale")
        let banner = EBAdSpace.bannerSm(isLoading: true) { Color.clear }
        XCTAssertEqual(banner.size, .bannerSm)
        XCTAssertNil(banner.caption)
        XCTAssertTrue(banner.isLoading)
    }

    func testTokens() {
        XCTAssertEqual(EBAdSpaceTokens.surface, hex(0xFFFFFF))
        XCTAssertEqual(EBAdSpaceTokens.loadingSkeleton, hex(0xEEF2F9))
        XCTAssertEqual(EBAdSpaceTokens.adMarker, hex(0x6780A9))
        XCTAssertEqual(EBAdSpaceTokens.captionTextStyle, "Secondary/Bold/Caption")
    }

    func testAccessibilityAndTelemetry() {
        XCTAssertEqual(EBAdSpaceAccessibility.disclosureHint, "Advertisement")
        XCTAssertEqual(EBAdSpaceAccessibility.loadingLabel, "Loading advertisement")
        XCTAssertEqual(EBAdSpaceAccessibility.minimumTouchTarget, 44)
        XCTAssertEqual(EBAdSpaceAccessibility.focusRingWidth, 2)
        for size in EBAdSpaceSize.allCases {
            XCTAssertGreaterThanOrEqual(min(size.width, size.height), EBAdSpaceAccessibility.minimumTouchTarget, "\(size)")
        }
        XCTAssertEqual(EBAdSpaceTelemetry.impressionVisibleFraction, 0.5)
        XCTAssertEqual(EBAdSpaceTelemetry.impressionDuration, 1)
    }

    @MainActor
    func testInitialiserDefaults() {
        let ad = EBAdSpace(size: .bannerSm) { Text("creative") }
        XCTAssertEqual(ad.size, .bannerSm)
        XCTAssertFalse(ad.isLoading)
        XCTAssertNil(ad.caption)
        XCTAssertEqual(ad.content, Text("creative"))
        XCTAssertNil(ad.onImpression)
        XCTAssertNil(ad.onTap)
    }

    @MainActor
    func testInitialiserStoresEveryArgument() {
        var events: [String] = []
        let ad = EBAdSpace(size: .heroMd, isLoading: true, caption: "Summer sale — 20% off",
                           onImpression: { events.append("impression") }, onTap: { events.append("tap") }) {
            Image("hero")
        }
        XCTAssertEqual(ad.size, .heroMd)
        XCTAssertTrue(ad.isLoading)
        XCTAssertEqual(ad.caption, "Summer sale — 20% off")
        XCTAssertEqual(ad.content, Image("hero"))
        ad.onImpression?()
        ad.onTap?()
        XCTAssertEqual(events, ["impression", "tap"])
    }
}
