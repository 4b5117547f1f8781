@testable import DSGenKit
import XCTest

/// Variant arithmetic for the three seeds, with the exact numbers and why, and the
/// counting rules on synthetic axes.
final class VariantArithmeticTests: XCTestCase {
    private func arithmetic(_ name: String) throws -> VariantArithmetic {
        let component = try XCTUnwrap(try SeedSchemas.system().components.first { $0.name == name })
        return VariantArithmetic(component: component)
    }

    /// `size` (7 cases, a Figma variant) × `isLoading` (a Figma boolean) = 14; `caption`'s
    /// constraint is on a text property, not an axis, so all 14 are valid. Only `size` is
    /// a variant property, so Figma builds 7 variants (the seed: "would otherwise double
    /// the count to 14"). No presence toggles, no legacy counts.
    func testAdSpace() throws {
        let result = try arithmetic("AdSpace")
        XCTAssertEqual(result.axes.map(\.property), ["size", "isLoading"])
        XCTAssertEqual(result.axes.map(\.values.count), [7, 2])
        XCTAssertEqual(result.toggles, [])
        XCTAssertEqual(result.theoretical, 14)
        XCTAssertEqual(result.valid, 14)
        XCTAssertEqual(result.figmaVariants, 7)
        XCTAssertEqual(result.validWithToggles, 14)
        XCTAssertEqual(result.breakdown.count, 1)
        XCTAssertNil(result.legacyBuilt)
        XCTAssertNil(result.legacyTheoretical)
    }

    /// `type` (5) × `style` (2) × `showsTrailingIcon` (2) = 20, all valid (`action`'s
    /// constraint is on a slot), all variant properties (`Right Icon` is a variant, read as
    /// the `showsTrailingIcon` Boolean, as Toast's `With Icon` is). With the two presence
    /// toggles Figma still models as yes/no variants (`Description`, `Left Icon`): 20 × 2² =
    /// 80, which is the legacy page's "2^4 × 5 = 80 theoretical"; 20 of them were built.
    func testAlert() throws {
        let result = try arithmetic("Alert")
        XCTAssertEqual(result.axes.map(\.property), ["type", "style", "showsTrailingIcon"])
        XCTAssertEqual(result.toggles.map(\.figmaName), ["Description", "Left Icon"])
        XCTAssertEqual(result.theoretical, 20)
        XCTAssertEqual(result.valid, 20)
        XCTAssertEqual(result.figmaVariants, 20)
        XCTAssertEqual(result.validWithToggles, 80)
        XCTAssertEqual(result.legacyBuilt, 20)
        XCTAssertEqual(result.legacyTheoretical, 80)
    }

    /// `appearance` (3) × `theme` (2) × `size` (2) × `showsLeadingIcon` (2) = 24
    /// theoretical. `theme` applies only to `neutral` and `pending`, so `destructive`
    /// contributes 1 theme, not 2: neutral 2 × 2 × 2 + pending 2 × 2 × 2 + destructive
    /// 1 × 2 × 2 = 20 valid, all Figma variants (`With Icon` is a variant, read as the
    /// `showsLeadingIcon` Boolean). `duration` is not an axis (`figma none`: a usage note,
    /// not a visual variant). The legacy component built 16 of 36.
    func testToast() throws {
        let result = try arithmetic("Toast")
        XCTAssertEqual(result.axes.map(\.property), ["appearance", "theme", "size", "showsLeadingIcon"])
        XCTAssertEqual(result.theoretical, 24)
        XCTAssertEqual(result.valid, 20)
        XCTAssertEqual(result.breakdown.map(\.count), [8, 8, 4])
        XCTAssertEqual(result.breakdown.map { $0.values[0] }, ["neutral", "pending", "destructive"])
        XCTAssertEqual(result.breakdown[2].applies, [true, false, true, true])
        XCTAssertEqual(result.figmaVariants, 20)
        XCTAssertEqual(result.toggles.map(\.property), [])
        XCTAssertEqual(result.validWithToggles, 20)
        XCTAssertEqual(result.legacyBuilt, 16)
        XCTAssertEqual(result.legacyTheoretical, 36)
    }

    func testTheDocsStateTheNumbers() throws {
        let files = try SeedSchemas.generator().files(for: .docs)
        func page(_ name: String) throws -> String { try XCTUnwrap(files.first { $0.path == "docs/\(name).md" }).contents }
        XCTAssertTrue(try page("Toast").contains("- **Theoretical combinations:** `appearance` (3) × `theme` (2) × `size` (2) × `showsLeadingIcon` (2) = **24**"))
        XCTAssertTrue(try page("Toast").contains("- **Valid combinations:** 8 + 8 + 4 = **20**"))
        XCTAssertTrue(try page("Toast").contains("| `destructive` | n/a (1) | 2 | 2 | 4 |"))
        XCTAssertTrue(try page("AdSpace").contains("- **Figma variants:** **7**: `isLoading` is a Figma boolean property"))
        XCTAssertTrue(try page("Alert").contains("- **Legacy Figma component:** **20** built variants of **80** theoretical combinations"))
        XCTAssertTrue(try page("Alert").contains("**80** valid combinations"))
    }

    // MARK: - Counting rules

    private func axis(_ name: String, _ count: Int, kind: FigmaMapping.Kind = .variant, only: (String, [String])? = nil) -> VariantArithmetic.Axis {
        VariantArithmetic.Axis(property: name, figmaName: name, figmaKind: kind, values: (1...count).map { "\(name)\($0)" },
                               constraint: only.map { Constraint(property: $0.0, cases: $0.1, written: "") })
    }

    func testNoAxesIsOneVariant() {
        XCTAssertEqual(VariantArithmetic.count([]), 1)
    }

    func testChainedConstraintsCollapseTransitively() {
        // c applies when b is b1; b applies when a is a1. a has 3 values.
        let axes = [axis("c", 4, only: ("b", ["b1"])), axis("a", 3), axis("b", 2, only: ("a", ["a1"]))]
        // a1: b1 → c 4, b2 → c n/a 1 → 5; a2, a3: b n/a, c n/a → 1 each. 5 + 1 + 1 = 7.
        XCTAssertEqual(VariantArithmetic.count(axes), 7)
        XCTAssertEqual(VariantArithmetic.combinations(axes).map(\.count).reduce(0, +), 7)
    }

    func testConstraintOnAPropertyOutsideTheAxesCountsFully() {
        let axes = [axis("a", 3), axis("b", 2, only: ("hidden", ["x"]))]
        XCTAssertEqual(VariantArithmetic.count(axes), 6)
    }

    func testTwoAxesConstrainedOnTheSameSource() {
        let axes = [axis("a", 3), axis("b", 2, only: ("a", ["a1", "a2"])), axis("c", 5, only: ("a", ["a2"]))]
        // a1: 2 × 1, a2: 2 × 5, a3: 1 × 1 → 2 + 10 + 1 = 13.
        XCTAssertEqual(VariantArithmetic.count(axes), 13)
    }
}
