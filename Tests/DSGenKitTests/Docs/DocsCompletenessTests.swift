@testable import DSGenKit
import Foundation
import XCTest

/// The generated pages replace the hand-written seed pages, so they must carry every
/// fact the schemas hold. These tests walk the model (not a hand-written list) and look
/// for each fact in the page of its component, where it belongs.
final class DocsCompletenessTests: XCTestCase {
    private struct Page {
        let component: Component
        let markdown: String
        let checker: MarkdownChecker
        var plain: String { MarkdownChecker.plainText(markdown) }

        /// Table rows (as raw cells) that contain `needle` as a code span in a cell.
        func rows(containing codeSpan: String) -> [[String]] {
            checker.tables.flatMap(\.rows).map(\.cells).filter { $0.contains { $0.contains("`\(codeSpan)`") } }
        }
    }

    private func pages() throws -> [Page] {
        let system = try SeedSchemas.system()
        let files = try SeedSchemas.generator().files(for: .docs)
        return try system.components.map { component in
            let file = try XCTUnwrap(files.first { $0.path == "docs/\(component.name).md" }, component.name)
            return Page(component: component, markdown: file.contents, checker: MarkdownChecker(file.contents, name: file.path))
        }
    }

    func testEveryTokenValueAndPathAppearsInATableRowTogether() throws {
        var checked = 0
        for page in try pages() {
            let tokens = page.component.tokens
            var expected: [(path: String, value: String?)] = tokens.colors.map { ($0.path, $0.value?.written) }
            for set in tokens.colorSets {
                for entry in set.entries {
                    for role in entry.values {
                        expected += role.colors.map { ($0.path, $0.value.written) }
                    }
                }
            }
            for (path, value) in expected {
                let rows = page.rows(containing: path)
                XCTAssertFalse(rows.isEmpty, "\(page.component.name): token path \(path) is in no table row")
                if let value {
                    XCTAssertTrue(rows.contains { $0.contains("`\(value)`") }, "\(page.component.name): \(path) = \(value) is not in its row")
                }
                checked += 1
            }
            for style in tokens.typography {
                XCTAssertFalse(page.rows(containing: style.style).isEmpty, "\(page.component.name): typography \(style.style)")
            }
        }
        XCTAssertEqual(checked, 5 + 20 + 20, "every seed colour token was checked")
        let alert = try XCTUnwrap(try pages().first { $0.component.name == "Alert" })
        XCTAssertTrue(alert.markdown.contains("| `information` | `description` | `main/alert/color/information/description` | `#072592 @ 80%` |"))
    }

    func testEveryPerCaseValueAppearsInItsCaseRow() throws {
        var checked = 0
        for page in try pages() {
            for (property, enumeration) in page.component.enumProperties {
                for enumCase in enumeration.cases {
                    let rows = page.rows(containing: enumCase.name)
                    XCTAssertFalse(rows.isEmpty, "\(page.component.name).\(property.name): case \(enumCase.name) is in no table")
                    for value in enumCase.values {
                        var parts: [String] = []
                        if let number = value.number { parts.append(NumberFormat.plain(number)) }
                        if let text = value.text { parts.append(text) }
                        if let bool = value.bool { parts.append(bool ? "yes" : "no") }
                        if let token = value.token { parts.append(token) }
                        let found = rows.contains { row in
                            let plain = row.map(MarkdownChecker.plainText)
                            return parts.allSatisfy { part in plain.contains { $0.contains(part) } }
                        }
                        XCTAssertTrue(found, "\(page.component.name).\(property.name).\(enumCase.name).\(value.field) = \(parts) is not in the case's row")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50)
        let adSpace = try XCTUnwrap(try pages().first { $0.component.name == "AdSpace" })
        XCTAssertTrue(adSpace.markdown.contains(
            "| `banner` | `banner-sm` | 320 × 50 | 32:5 | 4 (`radius/radius-1`) | AdMob · IAB Mobile Banner | no |"))
        let toast = try XCTUnwrap(try pages().first { $0.component.name == "Toast" })
        XCTAssertTrue(toast.markdown.contains("| `long` | 5 s |"))
    }

    func testEveryFigmaPropertyNameAndValueSpellingIsInTheMappingRow() throws {
        var checked = 0
        for page in try pages() {
            let mapping = try XCTUnwrap(page.checker.tables.first { $0.header.first == "Figma property" }, page.component.name)
            XCTAssertEqual(mapping.rows.count, page.component.properties.count, page.component.name)
            for (property, row) in zip(page.component.properties, mapping.rows.map(\.cells)) {
                XCTAssertTrue(row[2].contains(property.swiftUI.name ?? property.name), "\(property.name): row out of order: \(row)")
                if let name = property.figma.name {
                    XCTAssertTrue(row[0].contains("`\(name)`"), "\(page.component.name): Figma property \(name) not in \(row[0])")
                    checked += 1
                }
                for mapping in property.figma.values {
                    for spelling in mapping.figmaValues {
                        XCTAssertTrue(row[1].contains("`\(spelling)`"), "\(page.component.name).\(property.name): Figma value \(spelling) not in \(row[1])")
                        checked += 1
                    }
                }
                if property.figma.kind == .none {
                    XCTAssertEqual(row[0], "not modeled in Figma")
                    if let note = property.figma.note {
                        XCTAssertTrue(MarkdownChecker.plainText(row[5]).contains(note), "\(property.name): Figma note missing")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 30)
        let alert = try XCTUnwrap(try pages().first { $0.component.name == "Alert" })
        XCTAssertTrue(alert.markdown.contains("| `Full Width` (variant) | `yes` → `banner`; `No`, `no` → `card` | `style: EBAlertStyle = .banner` via the `.ebAlertStyle(_:)` modifier | `style: EBAlertStyle = EBAlertStyle.Banner` | optional |"))
    }

    func testEveryEnumCaseIsInItsCasesTableWithBothPlatformNames() throws {
        for page in try pages() {
            for (property, enumeration) in page.component.enumProperties {
                for enumCase in enumeration.cases {
                    let rows = page.rows(containing: enumCase.name).filter { $0.count == 5 }
                    let kotlin = "`\(page.component.composeName)\(Words.upperCamel(property.name)).\(KotlinNaming.typeName(enumCase.name))`"
                    XCTAssertTrue(rows.contains { $0[3] == kotlin }, "\(page.component.name).\(property.name).\(enumCase.name): no cases row with \(kotlin)")
                    XCTAssertTrue(rows.contains { $0[2].contains(SwiftNaming.memberName(enumCase.swiftValues.first ?? enumCase.name)) },
                                  "\(page.component.name).\(property.name).\(enumCase.name): no SwiftUI literal")
                }
            }
        }
    }

    /// Every piece of text in the model — docs, notes, names, requirements, audit rows,
    /// legacy inventory — appears somewhere in the page (compared as plain text).
    func testEveryStringInTheModelAppearsInThePage() throws {
        var checked = 0
        for page in try pages() {
            let (missing, count) = try ModelFacts.missingStrings(of: page.component, in: page.markdown)
            XCTAssertEqual(missing, [], "\(page.component.name): facts missing from the page")
            checked += count
        }
        XCTAssertGreaterThan(checked, 400)
        let adSpace = try XCTUnwrap(try pages().first { $0.component.name == "AdSpace" })
        XCTAssertTrue(adSpace.markdown.contains("Only when `size` is `promo-sm`, `promo-md`, `hero-sm` or `hero-md` (`size in promo, hero`)."))
    }

    func testTelemetryAccessibilityAndBehaviourFacts() throws {
        let pages = try pages()
        let adSpace = try XCTUnwrap(pages.first { $0.component.name == "AdSpace" })
        XCTAssertTrue(adSpace.markdown.contains("| `onImpression` | `onImpression` | `onImpression` | impression | ≥ 50 % visible for ≥ 1 s |"))
        XCTAssertTrue(adSpace.markdown.contains("| `onTap` | `onTap` | `onClick` | tap | — |"))
        XCTAssertTrue(adSpace.markdown.contains("**Minimum touch target:** 44 pt (iOS) · 48 dp (Android)."))
        XCTAssertTrue(adSpace.markdown.contains("**Focus ring:** 2 px outline in `border/focus`."))
        let toast = try XCTUnwrap(pages.first { $0.component.name == "Toast" })
        XCTAssertTrue(toast.markdown.contains("| `destructive` | `assertive` | Announcement with `.high` priority | `LiveRegionMode.Assertive` |"))
        XCTAssertTrue(toast.markdown.contains("- **`auto`**: Dismisses itself after duration.seconds (3 s short, 5 s long); calls onDismiss."))
        XCTAssertTrue(toast.markdown.contains("| `destructive` | Surface bg · `background` | any | `main/toast/error/bg` | `#D61B2C` |"))
    }
}
