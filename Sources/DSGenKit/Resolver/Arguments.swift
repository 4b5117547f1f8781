/// Reads one statement's arguments left to right.
///
/// Only the first problem in a statement is reported: once a read fails, later reads
/// return nil quietly, so one typo never produces a cascade of errors.
struct Arguments {
    let statement: Statement
    let scope: Scope
    /// The position of the next argument in `statement.arguments` (a slice: positions
    /// start at its `startIndex`, not at zero).
    private var index: Int
    private(set) var failed = false

    init(_ statement: Statement, _ scope: Scope) {
        self.statement = statement
        self.scope = scope
        self.index = statement.arguments.startIndex
    }

    /// The next argument, unread.
    var peek: Token? { index < statement.arguments.endIndex ? statement.arguments[index] : nil }

    /// The span of the next argument, or the end of the statement when there is none.
    var nextSpan: Range<Int> {
        if let peek { return peek.span }
        let end = statement.arguments.last?.span.upperBound ?? statement.keywordSpan.upperBound
        return end..<end
    }

    /// A name (`banner-sm`), with its span.
    mutating func name(_ what: String = "a name") -> Located<String>? {
        guard !failed, hasNext, case .identifier(let name) = statement.arguments[index].kind else { return fail(what) }
        let span = statement.arguments[index].span
        index += 1
        return Located(value: name, span: span)
    }

    /// A string literal. (After a failed read it still returns the string, without taking it.)
    mutating func string(_ what: String) -> String? {
        guard hasNext, case .string(let text) = statement.arguments[index].kind else { return fail(what) }
        advance()
        return text
    }

    /// A string literal if one comes next.
    mutating func optionalString() -> String? {
        guard !failed, hasNext, case .string(let text) = statement.arguments[index].kind else { return nil }
        index += 1
        return text
    }

    /// A number with its unit.
    mutating func number(_ what: String) -> Located<(value: Double, unit: String)>? {
        guard !failed, hasNext, case .number(let value, let unit) = statement.arguments[index].kind else { return fail(what) }
        let span = statement.arguments[index].span
        index += 1
        return Located(value: (value, unit), span: span)
    }

    /// Whether the next argument is a name (so that ``name(_:)`` reads it without reporting).
    var nextIsName: Bool {
        guard !failed, hasNext, case .identifier = statement.arguments[index].kind else { return false }
        return true
    }

    /// Whether an argument is left to read (reading it does not copy it, unlike ``peek``).
    var hasNext: Bool { index < statement.arguments.endIndex }

    /// A whole, non-negative number without a unit (`16`), as an `Int`.
    mutating func count(_ what: String) -> Int? {
        guard let number = self.number(what) else { return nil }
        let (value, unit) = number.value
        guard unit.isEmpty, value >= 0, value <= Double(Int32.max), let count = Int(exactly: value) else {
            scope.report(.invalidCount(NumberFormat.plain(value) + unit), at: number.span)
            failed = true
            return nil
        }
        return count
    }

    /// Requires a symbol.
    @discardableResult
    mutating func symbol(_ symbol: String) -> Bool { require(peek?.isSymbol(symbol) == true, "'\(symbol)'") }

    /// Reads a symbol if it comes next.
    mutating func optionalSymbol(_ symbol: String) -> Bool { takeIf(peek?.isSymbol(symbol) == true) }

    /// Requires a keyword-like name (`by`, `of`).
    mutating func word(_ word: String) -> Bool { require(isWord(word), "'\(word)'") }

    /// A keyword-like name if it comes next (`in`, `by`, `token`).
    mutating func optionalWord(_ word: String) -> Bool { takeIf(isWord(word)) }

    /// `#RRGGBB` with an optional `@ 80%`.
    mutating func color() -> ColorValue? {
        guard case .color(let digits)? = peek?.kind else { return fail("a colour such as '#072592'") }
        advance()
        var opacity = 100.0
        if digits.count == 8, let alpha = Int(digits.suffix(2), radix: 16) {
            opacity = (Double(alpha) / 255 * 1000).rounded() / 10
        }
        if optionalSymbol("@") {
            guard let percent = number("an opacity such as '80%'") else { return nil }
            guard percent.value.unit == "%", (0...100).contains(percent.value.value) else {
                scope.report(.invalidOpacity("\(NumberFormat.plain(percent.value.value))\(percent.value.unit)"), at: percent.span)
                failed = true
                return nil
            }
            opacity = percent.value.value
        }
        return ColorValue(hex: "#" + digits.prefix(6), opacityPercent: opacity)
    }

    /// Names separated by commas (`promo, hero`).
    mutating func nameList(_ what: String) -> [Located<String>] { list { $0.name(what) } }

    /// Strings separated by commas (`"No", "no"`).
    mutating func stringList(_ what: String) -> [String] { list { $0.string(what) } }

    /// Items that `read` reads, separated by commas.
    private mutating func list<Item>(_ read: (inout Arguments) -> Item?) -> [Item] {
        var items: [Item] = []
        repeat {
            guard let item = read(&self) else { return items }
            items.append(item)
        } while optionalSymbol(",")
        return items
    }

    /// A string if one comes last (a statement's note or doc), then ``finish()``.
    mutating func trailingString() -> String? {
        let text = optionalString()
        finish()
        return text
    }

    /// Reports arguments left over.
    mutating func finish() {
        guard !failed, let extra = peek else { return }
        failed = true
        guard !extra.isInvalid else { return }
        scope.report(.unexpectedArgument(extra.quoted, after: statement.keyword), at: extra.span)
    }

    /// Reports that something else was expected next, whatever comes.
    mutating func expected(_ what: String) {
        let _: Bool? = fail(what)
    }

    /// Gives up on the rest of the statement quietly, after reporting a problem elsewhere.
    mutating func abandon() {
        failed = true
    }

    /// Whether the next argument is a name spelled `word`.
    private func isWord(_ word: String) -> Bool {
        guard hasNext, case .identifier(let name) = statement.arguments[index].kind else { return false }
        return name == word
    }

    /// Moves past the next argument, unless a read has failed: a failed statement reads no further.
    private mutating func advance() {
        if !failed { index += 1 }
    }

    /// Takes the next argument when it `matches` (and nothing has failed).
    private mutating func takeIf(_ matches: Bool) -> Bool {
        guard !failed, matches else { return false }
        index += 1
        return true
    }

    /// Takes the next argument when it `matches`, else reports that `what` was expected.
    private mutating func require(_ matches: Bool, _ what: @autoclosure () -> String) -> Bool {
        guard matches else { return fail(what()) != nil }
        advance()
        return true
    }

    private mutating func fail<T>(_ what: String) -> T? {
        guard !failed else { return nil }
        failed = true
        // The lexer reported an unreadable token already.
        if peek?.isInvalid == true { return nil }
        let previous = index == statement.arguments.startIndex ? "'\(statement.keyword)'" : statement.arguments[index - 1].quoted
        if peek == nil, let brace = statement.openBraceSpan {
            // A block where an argument belongs: said once, by whoever notices first.
            guard scope.claimBlock(of: statement) else { return nil }
            scope.report(.expected(what, after: previous, found: "'{'"), at: brace)
            return nil
        }
        scope.report(.expected(what, after: previous, found: peek?.quoted ?? "end of line"), at: nextSpan)
        return nil
    }
}

/// A value with the span it was written at.
struct Located<Value> {
    var value: Value
    var span: Range<Int>
}

extension Statement {
    /// The name right after the keyword (`component Alert`), if one is written there.
    var declaredName: Located<String>? {
        guard case .identifier(let name)? = arguments.first?.kind, let first = arguments.first else { return nil }
        return Located(value: name, span: first.span)
    }
}
