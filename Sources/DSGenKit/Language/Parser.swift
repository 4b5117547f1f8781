/// Parses tokens into statements, recording problems and carrying on.
///
/// Recovery is line-based: a malformed statement is skipped to its line end, and an
/// unbalanced `}` is reported once. Blocks nest at most ``maximumDepth`` deep; deeper
/// nesting is reported and skipped without recursion.
struct Parser {
    /// How deep blocks may nest. The language itself needs five levels.
    static let maximumDepth = 32

    private let file: SourceFile
    private let tokens: [Token]
    private var index = 0
    private var reportedUnclosedBrace = false
    private(set) var diagnostics: [Diagnostic] = []

    /// Parses a whole file.
    static func parse(_ file: SourceFile) -> (SyntaxFile, [Diagnostic]) {
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        var parser = Parser(file: file, tokens: tokens)
        let statements = parser.statements(depth: 0)
        let tree = SyntaxFile(source: file, statements: statements, isUnreadable: lexer.isUnreadable)
        return (tree, lexer.diagnostics + parser.diagnostics)
    }

    // MARK: - Grammar

    /// `statement*` up to a closing `}` (left unconsumed) or the end of the file.
    private mutating func statements(depth: Int) -> [Statement] {
        var statements: [Statement] = []
        while true {
            while tokens[currentIndex].kind == .newline || tokens[currentIndex].isSymbol(";") { index += 1 }
            let token = current
            switch token.kind {
            case .end:
                return statements
            case .symbol("}"):
                if depth > 0 { return statements }
                report(.unbalancedBrace, token.span)
                index += 1
            case .identifier(let keyword):
                index += 1
                if let statement = statement(keyword: keyword, at: token.span, depth: depth) {
                    statements.append(statement)
                }
            default:
                // The lexer has reported an invalid token already.
                if !token.isInvalid { report(.expectedKeyword(found: token.quoted), token.span) }
                skipStatement()
            }
        }
    }

    /// The rest of a statement after its keyword.
    private mutating func statement(keyword: String, at keywordSpan: Range<Int>, depth: Int) -> Statement? {
        let argumentsStart = index
        while !tokens[currentIndex].isTerminator, !tokens[currentIndex].isSymbol("{"), !tokens[currentIndex].isSymbol("}") {
            index += 1
        }
        let arguments = tokens[argumentsStart..<index]
        var block: [Statement]?
        var openBraceSpan: Range<Int>?
        var end = arguments.last?.span.upperBound ?? keywordSpan.upperBound
        if current.isSymbol("{") {
            openBraceSpan = current.span
            guard let parsed = self.block(depth: depth + 1) else { return nil }
            block = parsed.statements
            end = parsed.end
        }
        return Statement(keyword: keyword, keywordSpan: keywordSpan, arguments: arguments,
                         block: block, openBraceSpan: openBraceSpan, span: keywordSpan.lowerBound..<end)
    }

    /// `{ statement* }`, starting at the `{`.
    private mutating func block(depth: Int) -> (statements: [Statement], end: Int)? {
        let open = current
        index += 1
        guard depth <= Self.maximumDepth else {
            report(.nestingTooDeep(limit: Self.maximumDepth), open.span)
            skipBalanced()
            return nil
        }
        let body = statements(depth: depth)
        guard current.isSymbol("}") else {
            if !reportedUnclosedBrace { report(.unclosedBrace, open.span) }
            reportedUnclosedBrace = true
            return (body, current.span.lowerBound)
        }
        index += 1
        return (body, tokens[index - 1].span.upperBound)
    }

    // MARK: - Recovery

    private var current: Token { tokens[currentIndex] }

    /// The position of the current token (the end token once past it); tests read
    /// `tokens[currentIndex]` in place instead of copying ``current``.
    private var currentIndex: Int { min(index, tokens.count - 1) }

    /// Skips a malformed statement: to its line end, or past a block it opens (iteratively,
    /// so `{ … }` on the same line never leaves a stray `}` behind). Stops before a `}` that
    /// closes the enclosing block.
    private mutating func skipStatement() {
        var open = 0
        while current.kind != .end {
            if open == 0, current.isTerminator { return }
            if current.isSymbol("{") {
                open += 1
            } else if current.isSymbol("}") {
                if open == 0 { return }
                open -= 1
            }
            index += 1
        }
    }

    /// Skips to just past the `}` matching an already consumed `{`, iteratively.
    private mutating func skipBalanced() {
        var open = 1
        while open > 0, current.kind != .end {
            if current.isSymbol("{") { open += 1 }
            if current.isSymbol("}") { open -= 1 }
            index += 1
        }
    }

    private mutating func report(_ message: DiagnosticMessage, _ span: Range<Int>) {
        diagnostics.append(Diagnostic(message, at: file.range(span)))
    }
}

extension Token {
    /// Whether the token ends a statement.
    var isTerminator: Bool {
        switch kind {
        case .newline, .end, .symbol(";"): return true
        default: return false
        }
    }
}
