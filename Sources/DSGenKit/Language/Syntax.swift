/// The syntax tree of one schema file.
///
/// The language has one uniform shape: every line is a *statement* — a keyword, its
/// arguments, and an optional `{ … }` block of further statements. The parser knows only
/// that shape; the ``Resolver`` gives each keyword its meaning. This keeps the grammar
/// tiny, error recovery trivial, and every node located.
public struct SyntaxFile: Sendable {
    /// The file the tree came from.
    public let source: SourceFile
    /// Its top-level statements.
    public let statements: [Statement]
    /// Whether the file could not be read at all (invalid UTF-8, a NUL byte): it has no
    /// statements, and nothing should be concluded from their absence.
    public var isUnreadable = false
}

/// `keyword argument… { block }`.
public struct Statement: Sendable {
    /// The keyword, such as `enum` or `figma`.
    public var keyword: String
    /// The keyword's span.
    public var keywordSpan: Range<Int>
    /// Everything between the keyword and the block or line end: a slice of the file's
    /// token array, shared rather than copied (its indices are the file's token positions).
    public var arguments: ArraySlice<Token>
    /// The nested statements, if the statement has a block.
    public var block: [Statement]?
    /// The span of the block's opening `{`, if the statement has a block.
    public var openBraceSpan: Range<Int>? = nil
    /// The whole statement's span, block included.
    public var span: Range<Int>
}
