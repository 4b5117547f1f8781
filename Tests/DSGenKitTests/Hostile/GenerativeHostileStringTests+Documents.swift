import DSGenKit
import Foundation
import XCTest

/// The documents of an emitted variant: the tokens target's JSON parses and holds the schema's
/// text exactly; the docs Markdown has the structure of the same seed without hostile strings
/// (headings, code fences, table rows and their column counts, HTML), and no hostile text
/// with Markdown syntax in it appears unescaped outside code.
extension GenerativeHostileStringTests {
    func checkDocuments(of variant: Variant, system: DesignSystem, generator: Generator, configuration: SourceFile) throws {
        let component = try XCTUnwrap(system.components.first { $0.name == variant.name })
        for file in try generator.files(for: try target("tokens")) where file.path.hasSuffix(".json") {
            let json = try JSONSerialization.jsonObject(with: Data(file.contents.utf8))
            documentsChecked.json += 1
            guard file.path.hasSuffix("/\(variant.name).tokens.json") || file.path == "\(variant.name).tokens.json" else { continue }
            checkTokenText(json, of: component, in: file.path)
        }
        let (baseSystem, _) = Pipeline.model(from: [configuration, SourceFile(path: "\(variant.name).dsgen", text: variant.base)])
        let baseFiles = try Generator(system: try XCTUnwrap(baseSystem), templates: try TemplateStore()).files(for: try target("docs"))
        let baseByPath = Dictionary(uniqueKeysWithValues: baseFiles.map { ($0.path, $0.contents) })
        for file in try generator.files(for: try target("docs")) where file.path.hasSuffix(".md") {
            let base = try XCTUnwrap(baseByPath[file.path], file.path)
            XCTAssertEqual(MarkdownShape(file.contents), MarkdownShape(base), "\(file.path) changed shape\n\(variant.hostile)\n\(file.contents)")
            let baseText = MarkdownShape.textOutsideCode(base)
            for line in MarkdownShape.textOutsideCode(file.contents) {
                for text in variant.hostile where Self.hasMarkup(text) && !baseText.contains(where: { $0.contains(text) })
                    && MarkdownShape.hasUnescapedOccurrence(of: text, in: line) {
                    XCTFail("\(file.path): \(text.debugDescription) unescaped in: \(line)")
                }
            }
            documentsChecked.markdown += 1
        }
    }

    private func target(_ name: String) throws -> any Target {
        try XCTUnwrap(TargetRegistry.all.first { $0.name == name })
    }

    /// The component's summary is the document's `$description`, and every colour role's
    /// label and every standalone colour's doc come back as written.
    private func checkTokenText(_ json: Any, of component: Component, in path: String) {
        let root = json as? [String: Any]
        XCTAssertEqual(root?["$description"] as? String, component.summary, path)
        let descriptions = Self.strings(in: json, key: "$description")
        for label in component.tokens.colorSets.flatMap(\.roles).map(\.label) {
            XCTAssertTrue(descriptions.contains { $0.hasPrefix(label + " for ") }, "\(path): role label \(label.debugDescription)")
        }
        for color in component.tokens.colors where !color.doc.isEmpty && color.value != nil {
            XCTAssertTrue(descriptions.contains(color.doc), "\(path): colour doc \(color.doc.debugDescription)")
        }
    }

    /// Every string under `key` anywhere in a JSON value.
    static func strings(in json: Any, key: String) -> [String] {
        if let object = json as? [String: Any] {
            return object.flatMap { member in (member.key == key ? [member.value as? String].compactMap { $0 } : []) + strings(in: member.value, key: key) }
        }
        return (json as? [Any])?.flatMap { strings(in: $0, key: key) } ?? []
    }

    /// Whether text holds a character Markdown prose must escape.
    static func hasMarkup(_ text: String) -> Bool {
        text.contains(where: MarkdownShape.isMarkup)
    }
}

/// What a Markdown document's structure is made of, outside code blocks: heading levels,
/// code fences, table rows with their cell counts (GitHub splits at `|` not escaped by `\`),
/// and lines that would start an HTML block or element.
struct MarkdownShape: Equatable {
    var headings: [Int] = []
    var fences = 0
    var rows: [Int] = []
    var html = 0

    init(_ markdown: String) {
        var fence: Substring?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let backticks = line.prefix { $0 == "`" }
            if backticks.count >= 3, fence == nil || (backticks == fence! && line.count == backticks.count) {
                fences += 1
                fence = fence == nil ? backticks : nil
                continue
            }
            guard fence == nil else { continue }
            if line.hasPrefix("#") { headings.append(line.prefix { $0 == "#" }.count) }
            // A `|` line between two lines that are not rows is a paragraph: a GFM table
            // needs its header row beside the delimiter row.
            let inTable = index > 0 && lines[index - 1].hasPrefix("|") || index + 1 < lines.count && lines[index + 1].hasPrefix("|")
            if line.hasPrefix("|"), inTable { rows.append(Self.cells(line)) }
            html += Self.htmlStarts(line)
        }
    }

    /// Cells of a table row: unescaped `|` separators, less the outer two.
    static func cells(_ line: Substring) -> Int {
        var pipes = 0, escaped = false
        for character in line {
            if character == "|", !escaped { pipes += 1 }
            escaped = character == "\\" && !escaped
        }
        return pipes - 1
    }

    /// Unescaped `<` followed by a letter, `/`, `!` or `?`, outside code spans.
    static func htmlStarts(_ line: Substring) -> Int {
        let text = Array(withoutCodeSpans(String(line)))
        return text.indices.filter { index in
            text[index] == "<" && (index == 0 || text[index - 1] != "\\") && index + 1 < text.count
                && (text[index + 1].isLetter || "/!?".contains(text[index + 1]))
        }.count
    }

    /// A character Markdown prose must escape wherever it stands.
    static func isMarkup(_ character: Character) -> Bool {
        "\\`*_[]<~$".contains(character)
    }

    /// Whether `text` occurs in the line as read (each `\` before punctuation escaping it)
    /// with one of its markup characters not escaped.
    static func hasUnescapedOccurrence(of text: String, in line: String) -> Bool {
        var read: [(character: Character, escaped: Bool)] = []
        var characters = line[...]
        while let first = characters.popFirst() {
            if first == "\\", let next = characters.first, next.isASCII, next.isPunctuation || next.isSymbol {
                read.append((characters.removeFirst(), true))
            } else {
                read.append((first, false))
            }
        }
        let wanted = Array(text)
        guard wanted.count <= read.count else { return false }
        return (0...(read.count - wanted.count)).contains { start in
            wanted.indices.allSatisfy { read[start + $0].character == wanted[$0] }
                && wanted.indices.contains { isMarkup(wanted[$0]) && !read[start + $0].escaped }
        }
    }

    /// The lines outside code blocks, with code spans removed.
    static func textOutsideCode(_ markdown: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() } else if !inFence { lines.append(withoutCodeSpans(String(line))) }
        }
        return lines
    }

    /// A line with its code spans (a backtick run up to the next run of the same length) removed.
    static func withoutCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = "", index = 0
        while index < characters.count {
            guard characters[index] == "`", index == 0 || characters[index - 1] != "\\" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            var end = index + run
            while end < characters.count {
                let closing = characters[end...].prefix { $0 == "`" }.count
                if closing == run { break }
                end += max(closing, 1)
            }
            index = end < characters.count ? end + run : index + run
        }
        return result
    }
}

extension GenerativeHostileStringTests {
    /// The document checks can fail: a `|`, heading, fence or HTML tag that text injects
    /// changes the shape, and raw markup from hostile text is found.
    func testDocumentChecksNoticeInjectedMarkup() {
        let base = "# T\n\n| a | b |\n|---|---|\n| x \\| y | `z|w` |\n"
        XCTAssertEqual(MarkdownShape(base).rows, [2, 2, 3])
        XCTAssertNotEqual(MarkdownShape(base), MarkdownShape(base.replacingOccurrences(of: "x \\| y", with: "x | y")))
        XCTAssertNotEqual(MarkdownShape(base), MarkdownShape(base + "# injected\n"))
        XCTAssertEqual(MarkdownShape(base), MarkdownShape(base + "\n|\n\nprose\n"))
        XCTAssertNotEqual(MarkdownShape(base), MarkdownShape(base + "| injected |\n"))
        XCTAssertNotEqual(MarkdownShape(base), MarkdownShape(base + "```\n"))
        XCTAssertNotEqual(MarkdownShape(base), MarkdownShape(base + "a <img src=x> b\n"))
        XCTAssertEqual(MarkdownShape(base), MarkdownShape(base + "a \\<img src=x> `<b>` b\n"))
        XCTAssertTrue(MarkdownShape.hasUnescapedOccurrence(of: "*/x", in: "a */x b"))
        XCTAssertFalse(MarkdownShape.hasUnescapedOccurrence(of: "*/x", in: "a \\*/x b"))
        XCTAssertFalse(MarkdownShape.hasUnescapedOccurrence(of: "\\w", in: "a \\\\w b"))
        XCTAssertTrue(MarkdownShape.hasUnescapedOccurrence(of: "\\*", in: "a \\\\* b"))
    }
}
