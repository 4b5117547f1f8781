@testable import DSGenKit
import Foundation
import XCTest

/// The docs builders' byte-level helpers give exactly what the interpolations, joins and
/// `Character` loops they replaced gave (``OldDocs``), on the tricky and random samples
/// of ``MarkdownEscapingTests``.
final class DocsEquivalenceTests: XCTestCase {
    static let samples = MarkdownEscapingTests.samples()

    func testCodeListsAlternativesAndStrongMatchJoins() {
        let samples = Self.samples
        for index in samples.indices {
            let items = Array(samples[index..<min(index + index % 5, samples.count)])
            XCTAssertEqual(Markdown.codeList(items), items.map(Markdown.code).joined(separator: ", "), "\(items)")
            XCTAssertEqual(Markdown.codeList(items, separator: "; "), items.map(Markdown.code).joined(separator: "; "), "\(items)")
            XCTAssertEqual(Markdown.alternatives(items), OldDocs.alternatives(items), "\(items)")
            XCTAssertEqual(Markdown.alternatives(items, conjunction: "and"), OldDocs.alternatives(items, conjunction: "and"), "\(items)")
        }
    }

    func testContainsIsALiteralSearch() {
        let needles = ["", "-", "--", "a", "é", "e", "\u{301}", "|", "`", "ab", "\r\n", "\n"]
        for text in Self.samples {
            for needle in needles + [text] {
                XCTAssertEqual(text.containsBytes(needle), needle.isEmpty || text.range(of: needle, options: .literal) != nil,
                               "\(text) / \(needle)")
            }
        }
    }

    func testSnippetLinesMatchJoiningAndSplitting() {
        let pieces = ["a", "", "import x", "b\r", "\nc", "d\r\n", "\r", "é\n", "plain line"]
        for first in pieces {
            for second in pieces {
                let call = UsageCall(language: .kotlin, imports: first.isEmpty ? [] : [first], callee: "EBAlert\(second)",
                                     arguments: [.init(label: "title", expression: second)], trailingClosure: [first, second],
                                     modifiers: [second])
                XCTAssertEqual(DocsContextBuilder.codeLines(call), DocsContextBuilder.lines(call.code), "\(first) / \(second)")
            }
        }
    }

    func testConstraintSentencesMatchInterpolation() {
        let names = ["size", "banner-sm", "promo", "a|b", "é", "`x`", "hero"]
        for count in 0...4 {
            let cases = Array(names.prefix(count))
            for written in ["size in promo, hero", "size in banner-sm, promo, a|b, é, `x`", "", "size"] {
                let constraint = Constraint(property: "size", cases: cases, written: written)
                XCTAssertEqual(DocsContextBuilder.constraintClause(constraint) + ".", OldDocs.constraintSentence(constraint), "\(cases) \(written)")
            }
        }
    }

    func testFieldValuesMatchInterpolation() {
        let numbers: [Double?] = [nil, 0, 1, 2.5, -3, 320]
        let texts: [String?] = [nil, "", "assertive", "a | b", "  spaced  text ", "`code`"]
        for type in Field.FieldType.allCases {
            for number in numbers {
                for text in texts {
                    for token in [nil, "radius/radius-1", "a b", "`x`"] as [String?] {
                        for bool in [nil, true, false] as [Bool?] {
                            let value = FieldValue(field: "f", number: number, text: text, bool: bool, token: token)
                            XCTAssertEqual(DocsContextBuilder.fieldValue(value, type), OldDocs.fieldValue(value, type), "\(value) \(type)")
                        }
                    }
                }
            }
        }
    }
}

/// The helpers as they were written before they assembled bytes.
private enum OldDocs {
    static func alternatives(_ items: [String], conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    static func constraintSentence(_ constraint: Constraint) -> String {
        let cases = alternatives(constraint.cases.map(Markdown.code))
        let usesGroups = !constraint.cases.allSatisfy { constraint.written.range(of: $0, options: .literal) != nil }
        return "Only when \(Markdown.code(constraint.property)) is \(cases)" + (usesGroups ? " (\(Markdown.code(constraint.written)))." : ".")
    }

    static func fieldValue(_ value: FieldValue, _ type: Field.FieldType) -> String {
        let shown: String
        switch type {
        case .dp, .number: shown = value.number.map(NumberFormat.plain) ?? "—"
        case .sp: shown = value.number.map { "\(NumberFormat.plain($0)) sp" } ?? "—"
        case .seconds: shown = value.number.map { "\(NumberFormat.plain($0)) s" } ?? "—"
        case .text: shown = value.text.map(Markdown.text) ?? "—"
        case .bool: shown = value.bool.map { $0 ? "yes" : "no" } ?? "—"
        case .live: shown = value.text.map(Markdown.code) ?? "—"
        }
        return shown + (value.token.map { " (\(Markdown.code($0)))" } ?? "")
    }
}
