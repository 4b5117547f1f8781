import Foundation

/// Checks generated Markdown the way GitHub reads it, independently of the generator:
/// tables (split into cells as GitHub does: `\` escapes the next character, and an
/// unescaped `|` separates cells even inside a code span), fenced code blocks, inline
/// code spans and whitespace.
///
/// Problems it reports:
/// - a table row whose cell count differs from the header's, or a header whose cell
///   count differs from the delimiter row's;
/// - a cell whose backtick runs do not pair up (a code span cut in two by a `|`);
/// - an unescaped `<` outside code (raw HTML; GitHub would swallow it) other than the
///   generated-file comment;
/// - a table not separated from the text before it by a blank line;
/// - trailing whitespace, a carriage return, two blank lines in a row, an unclosed code
///   fence, or a file that does not end in exactly one newline.
struct MarkdownChecker {
    struct Table {
        /// 1-based line of the header row.
        var line: Int
        var header: [String]
        var delimiterCount: Int
        /// Rows with their 1-based line numbers.
        var rows: [(line: Int, cells: [String])]
    }

    struct CodeBlock {
        var line: Int
        var language: String
        var lines: [String]
    }

    private(set) var tables: [Table] = []
    private(set) var codeBlocks: [CodeBlock] = []
    private(set) var problems: [String] = []

    init(_ text: String, name: String) {
        if !text.hasSuffix("\n") || text.hasSuffix("\n\n") { problems.append("\(name): must end in exactly one newline") }
        if text.contains("\r") { problems.append("\(name): contains a carriage return") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var index = 0
        var openFence: (line: Int, fence: String, language: String, body: [String])?
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            if line.last == " " || line.last == "\t" { problems.append("\(name):\(number): trailing whitespace") }
            if index > 0, line.isEmpty, lines[index - 1].isEmpty { problems.append("\(name):\(number): two blank lines in a row") }
            if var fence = openFence {
                if Self.isClosingFence(line, fence.fence) {
                    codeBlocks.append(CodeBlock(line: fence.line, language: fence.language, lines: fence.body))
                    openFence = nil
                } else {
                    fence.body.append(line)
                    openFence = fence
                }
                index += 1
                continue
            }
            if let (fence, language) = Self.openingFence(line) {
                openFence = (number, fence, language, [])
                index += 1
                continue
            }
            if index + 1 < lines.count, Self.isDelimiterRow(lines[index + 1]), Self.splitRow(line).count > 0, line.contains("|") {
                if index > 0, !lines[index - 1].isEmpty { problems.append("\(name):\(number): a table must follow a blank line") }
                var table = Table(line: number, header: Self.splitRow(line), delimiterCount: Self.splitRow(lines[index + 1]).count, rows: [])
                if table.header.count != table.delimiterCount {
                    problems.append("\(name):\(number): header has \(table.header.count) cells, delimiter row \(table.delimiterCount)")
                }
                checkInline(table.header, name: name, line: number)
                index += 2
                while index < lines.count, !lines[index].isEmpty {
                    let cells = Self.splitRow(lines[index])
                    if cells.count != table.header.count {
                        problems.append("\(name):\(index + 1): row has \(cells.count) cells, header \(table.header.count): \(lines[index])")
                    }
                    if lines[index].last == " " { problems.append("\(name):\(index + 1): trailing whitespace") }
                    checkInline(cells, name: name, line: index + 1)
                    table.rows.append((index + 1, cells))
                    index += 1
                }
                tables.append(table)
                continue
            }
            if !line.hasPrefix("<!-- ") { checkInline([line], name: name, line: number) }
            index += 1
        }
        if let fence = openFence { problems.append("\(name):\(fence.line): unclosed code fence") }
    }

    /// GitHub's row split: outer pipes dropped, `\` escapes the next character.
    static func splitRow(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        var sawPipe = false
        for character in line.trimmingCharacters(in: .whitespaces) {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
                sawPipe = true
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if sawPipe, trimmed.hasPrefix("|") { cells.removeFirst() }
        if sawPipe, trimmed.hasSuffix("|"), !trimmed.hasSuffix("\\|"), !cells.isEmpty { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func isDelimiterRow(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.contains("|"), trimmed.contains("-") else { return false }
        return splitRow(trimmed).allSatisfy { cell in
            var body = Substring(cell)
            if body.first == ":" { body = body.dropFirst() }
            if body.last == ":" { body = body.dropLast() }
            return !body.isEmpty && body.allSatisfy { $0 == "-" }
        }
    }

    private static func openingFence(_ line: String) -> (String, String)? {
        let fence = line.prefix { $0 == "`" }
        guard fence.count >= 3 else { return nil }
        let language = line.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        guard !language.contains("`") else { return nil }
        return (String(fence), language)
    }

    private static func isClosingFence(_ line: String, _ fence: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= fence.count && trimmed.allSatisfy { $0 == "`" }
    }

    /// Backtick runs pair up; no unescaped `<` outside code spans.
    private mutating func checkInline(_ texts: [String], name: String, line: Int) {
        for text in texts {
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "<" {
                    problems.append("\(name):\(line): unescaped '<' (raw HTML) in: \(text)")
                }
                if character == "`" {
                    let run = characters[index...].prefix { $0 == "`" }.count
                    var search = index + run
                    var closed = false
                    while search < characters.count {
                        if characters[search] == "`" {
                            let other = characters[search...].prefix { $0 == "`" }.count
                            if other == run {
                                closed = true
                                search += other
                                break
                            }
                            search += other
                        } else {
                            search += 1
                        }
                    }
                    if !closed {
                        problems.append("\(name):\(line): a code span is not closed in: \(text)")
                        break
                    }
                    index = search
                    continue
                }
                index += 1
            }
        }
    }

    /// Markdown as plain text: backslash escapes resolved, backticks and `**` removed,
    /// whitespace collapsed. For checking that facts appear, wherever they are.
    static func plainText(_ markdown: String) -> String {
        var result = ""
        var escaped = false
        for character in markdown {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character != "`" {
                result.append(character)
            }
        }
        return collapse(result.replacingOccurrences(of: "**", with: ""))
    }

    /// Runs of whitespace as one space.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
