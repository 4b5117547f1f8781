import DSGenKit
import XCTest

/// Two-axis colour sets, rename edge cases, ordering, and the three report formats.
final class APIDiffSpecialCaseTests: XCTestCase {
    private func changes(_ old: String, _ new: String) throws -> [APIChange] {
        APIDiff.compare(old: try DiffFixtures.system(old), new: try DiffFixtures.system(new))
    }

    private func expected(_ changes: [APIChange]) -> [ExpectedChange] { changes.map(ExpectedChange.init) }

    /// A toast-like component whose colours vary by appearance and theme.
    private func themed(cases: [String] = ["neutral", "destructive"], destructiveThemed: Bool = false,
                        axes: String = "appearance, theme", typography: Bool = false) -> String {
        var entries: [String] = []
        for name in cases {
            if name == "neutral" || (name == "destructive" && destructiveThemed) {
                entries.append("      \(name) {\n        background \"toast/\(name)/{theme}/bg\" { dark #0A2757; light #FFFFFF }\n      }")
            } else {
                entries.append("      \(name) {\n        background \"toast/\(name)/bg\" #D61B2C\n      }")
            }
        }
        let set = axes == "appearance, theme"
            ? "    colors by appearance, theme {\n      role background \"bg\"\n\(entries.joined(separator: "\n"))\n    }"
            : "    colors by theme {\n      role background \"bg\"\n      dark { background \"toast/dark/bg\" #000000 }\n      light { background \"toast/light/bg\" #FFFFFF }\n    }"
        return DiffFixtures.card("""
              text message
              enum appearance = neutral { \(cases.map { "case \($0)" }.joined(separator: "; ")) }
              enum theme = dark { case dark; case light }
              tokens {
            \(set)
            \(typography ? "    typography label \"Primary/Bold/Body\"" : "")
              }
            """, name: "Toast")
    }

    func testTwoAxisColourSets() throws {
        XCTAssertEqual(expected(try changes(themed(), themed(destructiveThemed: true))),
                       [ExpectedChange(.colorEntryThemingChanged, "BBC")])
        let theming = try changes(themed(), themed(destructiveThemed: true))[0]
        XCTAssertEqual(theming.swift.reason, "`EBToastColors.destructive` become `EBToastColors.destructiveDark` and `EBToastColors.destructiveLight`")
        XCTAssertEqual(expected(try changes(themed(), themed(cases: ["neutral", "pending", "destructive"]))),
                       [ExpectedChange(.caseAdded, "BBC"), ExpectedChange(.colorEntryAdded, "CCC")])
        XCTAssertEqual(expected(try changes(themed(), themed(cases: ["neutral"]))),
                       [ExpectedChange(.caseRemoved, "BBC"), ExpectedChange(.colorEntryRemoved, "BBC")])
        XCTAssertEqual(expected(try changes(themed(), themed(axes: "theme"))), [ExpectedChange(.colorSetAxesChanged, "BBC")])
        XCTAssertEqual(expected(try changes(themed(), themed(typography: true))), [ExpectedChange(.typographyAdded, "CCC")])
        let noTokens = DiffFixtures.card("  text message\n  enum appearance = neutral { case neutral; case destructive }\n  enum theme = dark { case dark; case light }", name: "Toast")
        XCTAssertEqual(expected(try changes(themed(), noTokens)), [ExpectedChange(.colorSetRemoved, "BBC")])
    }

    func testRenamedCaseKeepsItsColoursDefaultAndFigmaValues() throws {
        let old = DiffFixtures.card("""
              enum tone = calm {
                figma variant "Tone" {
                  calm "Calm"
                  loud "Loud"
                }
                case calm
                case loud
              }
              tokens {
                colors by tone {
                  role background "bg"
                  calm { background "card/calm/bg" #FFFFFF }
                  loud { background "card/loud/bg" #FF0000 }
                }
              }
            """)
        let new = old.replacingOccurrences(of: "enum tone = calm", with: "enum tone = quiet")
            .replacingOccurrences(of: "calm \"Calm\"", with: "quiet \"Calm\"")
            .replacingOccurrences(of: "case calm\n", with: "case quiet { renamed-from calm }\n")
            .replacingOccurrences(of: "calm { background", with: "quiet { background")
        let found = try changes(old, new)
        XCTAssertEqual(expected(found), [ExpectedChange(.caseRenamed, "BBC")], "\(found)")
        XCTAssertEqual(found[0].swift.reason, "the deprecated alias keeps `.calm` values compiling, but an exhaustive `switch` with `case .calm:` no longer covers `.quiet`")
    }

    func testRenamedFromAnExistingNameIsNotARename() throws {
        // `b` still exists, so `c`'s renamed-from does not claim it: `c` is new.
        let found = try changes(DiffFixtures.card("  text? a\n  text? b"), DiffFixtures.card("  text? a\n  text? b\n  text? c { renamed-from b }"))
        XCTAssertEqual(expected(found), [ExpectedChange(.propertyAdded, "CCC")])
        // A renamed-from naming something the old schema never had is ignored.
        XCTAssertEqual(expected(try changes(DiffFixtures.card("  text? a"), DiffFixtures.card("  text? z { renamed-from y }"))),
                       [ExpectedChange(.propertyAdded, "CCC"), ExpectedChange(.propertyRemoved, "BBC")])
    }

    func testRenameAndTypeChangeAreBothReported() throws {
        // The Toast migration: a `Large Label` flag became the `size` axis. In Kotlin the
        // renamed parameter keeps no overload: (message, modifier, largeLabel) would repeat
        // the composable's own parameter types.
        let found = try changes(DiffFixtures.card("  text message\n  bool largeLabel = true"),
                                DiffFixtures.card("  text message\n  enum size = base { renamed-from largeLabel; case small; case base }"))
        XCTAssertEqual(expected(found), [ExpectedChange(.propertyRenamed, "CBC"), ExpectedChange(.typeChanged, "BBC"),
                                         ExpectedChange(.defaultChanged, "CCC")])
    }

    func testRenameReasonsNameEveryAliasTheTargetsKeep() throws {
        let old = DiffFixtures.card("  enum layout = flat { case flat; case raised }\n  text? note { only layout == raised }\n  value? action: Action\n  type Action { text label; event onClick }")
        let property = try changes(old, old.replacingOccurrences(of: "text? note {", with: "text? caption { renamed-from note;")
            .replacingOccurrences(of: "enum layout = flat {", with: "enum style = flat { renamed-from layout;")
            .replacingOccurrences(of: "only layout ==", with: "only style =="))
        XCTAssertEqual(property.map { "\($0.kind.rawValue) \($0.swift.reason) | \($0.kotlin.reason)" }, [
            "property-renamed deprecated aliases keep `layout:` and `EBCardLayout` compiling | deprecated aliases keep `layout` and `EBCardLayout` compiling",
            "property-renamed deprecated aliases keep `note:` and `EBCardLayout.supportsNote` compiling | deprecated aliases keep `note` and `EBCardLayout.supportsNote` compiling",
        ])
        let component = try changes(old, old.replacingOccurrences(of: "component Card {", with: "component Tile {\n  renamed-from Card"))
        XCTAssertEqual(component.map(\.swift.reason), ["deprecated aliases keep `EBCard`, `EBCardLayout` and `EBCardAction` compiling"])
    }

    func testComponentsAreOrderedByNameAndChangesBySchemaOrder() throws {
        let old = DiffFixtures.card("  text a", name: "Zeta") + DiffFixtures.card("  text a", name: "Alpha")
        let new = DiffFixtures.card("  text a\n  text? b", name: "Zeta") + DiffFixtures.card("  text? z\n  text a", name: "Alpha")
            + DiffFixtures.card("  text a", name: "Mid")
        let found = try changes(old, new)
        XCTAssertEqual(found.map { "\($0.component) \($0.subject)" }, ["Alpha z", "Mid ", "Zeta b"])
        XCTAssertEqual(found, try changes(old, new), "deterministic")
    }

    func testSeedSchemasComparedWithThemselvesHaveNoChanges() throws {
        let seeds = try SeedSchemas.system()
        XCTAssertEqual(APIDiff.compare(old: seeds, new: seeds), [])
    }

    // MARK: - Reports

    private func sampleReport() throws -> APIDiffReport {
        let old = DiffFixtures.card("""
              text? caption
              enum style = banner {
                figma variant "Full | Width" {
                  banner "yes"
                  card "No", "no"
                }
                case banner
                case card
              }
            """, name: "Alert")
        let new = old.replacingOccurrences(of: "card \"No\", \"no\"", with: "card \"no\"")
            .replacingOccurrences(of: "text? caption", with: "text caption")
        return APIDiffReport(old: try DiffFixtures.system(old), new: try DiffFixtures.system(new),
                             oldLabel: "HEAD:Schemas", newLabel: "Schemas")
    }

    func testMarkdownReportIsAGitHubTableWithEscapedPipes() throws {
        let markdown = try sampleReport().markdown()
        XCTAssertEqual(markdown, """
            ## dsgen API diff

            Comparing `HEAD:Schemas` → `Schemas`: 2 changes; breaking: 1 for Swift, 1 for Kotlin, 1 for Figma.

            | Component | Change | Swift | Kotlin | Figma |
            |---|---|---|---|---|
            | Alert | property `caption` is now non-optional | **breaking** | **breaking** | compatible |
            | Alert | Figma value 'No' of 'Full \\| Width' no longer maps | compatible | compatible | **breaking** |

            ### Alert

            - **property `caption` is now non-optional**: `optional` → `required`
              - Swift: **breaking**, `caption:` is now required and no longer accepts `nil`
              - Kotlin: **breaking**, `caption` is now required and no longer accepts `null`
              - Figma: compatible, no Figma change
            - **Figma value 'No' of 'Full | Width' no longer maps**: `No`
              - Swift: compatible, no code change
              - Kotlin: compatible, no code change
              - Figma: **breaking**, instances set to 'No' no longer map to code

            """)
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            let unescaped = line.replacingOccurrences(of: "\\|", with: "")
            XCTAssertEqual(unescaped.filter { $0 == "|" }.count, 6, "six cell borders: \(line)")
        }
    }

    func testTextReport() throws {
        XCTAssertEqual(try sampleReport().text(), """
            API changes from HEAD:Schemas to Schemas: 2 changes; breaking: 1 for Swift, 1 for Kotlin, 1 for Figma.

            Alert
              ! property `caption` is now non-optional: optional → required
                  Swift   breaking    `caption:` is now required and no longer accepts `nil`
                  Kotlin  breaking    `caption` is now required and no longer accepts `null`
                  Figma   compatible  no Figma change
              ! Figma value 'No' of 'Full | Width' no longer maps
                  Swift   compatible  no code change
                  Kotlin  compatible  no code change
                  Figma   breaking    instances set to 'No' no longer map to code

            """)
    }

    func testJSONReportIsStableAndSorted() throws {
        let json = try sampleReport().json()
        XCTAssertEqual(json, try sampleReport().json())
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), ["changes", "new", "old", "summary"])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["changes"] as? Int, 2)
        XCTAssertEqual(summary["breaking"] as? [String: Int], ["figma": 1, "kotlin": 1, "swift": 1])
        XCTAssertEqual(summary["hasBreakingChanges"] as? Bool, true)
        let changes = try XCTUnwrap(object["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["kind"] as? String }, ["optionality-changed", "figma-value-removed"])
        XCTAssertEqual((changes[1]["figma"] as? [String: String])?["level"], "breaking")
        XCTAssertNil(changes[1]["new"], "absent values are left out")
        XCTAssertTrue(json.contains("\"breaking\" : true"), json)
    }

    func testEmptyReports() {
        let report = APIDiffReport(changes: [], oldLabel: "a", newLabel: "b")
        XCTAssertEqual(report.text(), "API changes from a to b: No API changes.\n")
        XCTAssertEqual(report.markdown(), "## dsgen API diff\n\nComparing `a` → `b`: No API changes.\n")
        XCTAssertFalse(report.hasBreakingChanges)
    }
}
