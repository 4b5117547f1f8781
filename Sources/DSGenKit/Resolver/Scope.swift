/// The file a statement is resolved in and the run's diagnostics.
///
/// A class: scopes are passed to every handler and stored in every `Arguments`, and a
/// reference is one retain where a struct holding a whole `SourceFile` is four.
final class Scope {
    let file: SourceFile
    let sink: DiagnosticSink
    /// Statements (by keyword offset) whose misplaced block has been reported.
    private var claimedBlocks: Set<Int> = []

    init(file: SourceFile, sink: DiagnosticSink) {
        self.file = file
        self.sink = sink
    }

    /// Reports a problem at a span of this file (an error unless told otherwise).
    func report(_ message: DiagnosticMessage, at span: Range<Int>, severity: Diagnostic.Severity = .error,
                notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        sink.diagnostics.append(Diagnostic(message, at: file.range(span), severity: severity, notes: notes, fixIt: fixIt))
    }

    /// Whether a statement's block is still unreported; marks it reported. A block where
    /// none belongs is one mistake, whether a handler rejects the block or misses an argument.
    func claimBlock(of statement: Statement) -> Bool {
        claimedBlocks.insert(statement.keywordSpan.lowerBound).inserted
    }

    /// Reports `name` as invalid when there is a `reason`; whether there is none.
    @discardableResult
    func isValidName(_ name: String, unless reason: String?, at span: Range<Int>) -> Bool {
        guard let reason else { return true }
        report(.invalidName(name, reason: reason), at: span)
        return false
    }

    /// A "previously declared here" note.
    func previous(_ span: Range<Int>) -> Diagnostic.Note {
        Diagnostic.Note(message: DiagnosticMessage.previousDeclaration, location: file.location(at: span.lowerBound))
    }

    /// An unknown name, with a suggestion from the known ones.
    func reportUnknown(_ kind: String, _ name: Located<String>, known: [String]) {
        report(.unknown(kind, name.value), at: name.span, fixIt: Suggestion.closest(to: name.value, in: known))
    }

    /// A statement's block; reports and returns nothing when it has none.
    func block(of statement: Statement) -> [Statement] {
        guard let block = statement.block else {
            report(.missingBlock(statement.keyword), at: statement.keywordSpan)
            return []
        }
        return block
    }

    /// Reports a block on a statement that takes none.
    func rejectBlock(of statement: Statement) {
        guard statement.block != nil, claimBlock(of: statement) else { return }
        report(.unexpectedBlock(statement.keyword), at: statement.keywordSpan)
    }

    /// Records that `name` is declared at `span`; reports `duplicate` (built only then), with a
    /// note at the first declaration, and returns false when `spans` holds it already.
    func isFirst(_ name: String, at span: Range<Int>, in spans: inout [String: Range<Int>],
                 else duplicate: @autoclosure () -> DiagnosticMessage) -> Bool {
        if let first = spans[name] {
            report(duplicate(), at: span, notes: [previous(first)])
            return false
        }
        spans[name] = span
        return true
    }

    func arguments(_ statement: Statement) -> Arguments { Arguments(statement, self) }

    /// Reads the arguments of a statement that takes no block, reporting a block if it has one.
    func blocklessArguments(_ statement: Statement) -> Arguments {
        rejectBlock(of: statement)
        return Arguments(statement, self)
    }
}

/// The keywords valid in one kind of block and what each does to a builder.
///
/// The table's keys are also the candidates for "did you mean" on an unknown keyword.
struct KeywordTable<Builder>: Sendable {
    typealias Handler = @Sendable (inout Builder, Statement, Scope) -> Void

    /// Names the block in messages ("component", "enum case").
    let context: String
    /// Every keyword, sorted (the candidates of a suggestion).
    private let keywords: [String]
    private let handlers: [String: Handler]
    /// The keywords a block may hold only once.
    private let singletons: Set<String>
    /// Handles keywords not in the table (per-case data fields); returns false if unknown.
    private let fallback: (@Sendable (inout Builder, Statement, Scope) -> Bool)?
    /// Extra names to suggest for unknown keywords.
    private let extraKeywords: @Sendable (Builder) -> [String]
    /// Told the suggestion for a misspelled keyword, so later checks need not report it missing.
    private let misspelled: (@Sendable (inout Builder, String) -> Void)?

    /// A table of `handlers`; keywords in `singletons` (each one handled) may appear once per block.
    init(context: String, singletons: Set<String>, handlers: [String: Handler],
         fallback: (@Sendable (inout Builder, Statement, Scope) -> Bool)? = nil,
         extraKeywords: @escaping @Sendable (Builder) -> [String] = { _ in [] },
         misspelled: (@Sendable (inout Builder, String) -> Void)? = nil) {
        precondition(singletons.isSubset(of: handlers.keys), "every singleton keyword needs a handler")
        self.context = context
        self.keywords = handlers.keys.sorted()
        self.handlers = handlers
        self.singletons = singletons
        self.fallback = fallback
        self.extraKeywords = extraKeywords
        self.misspelled = misspelled
    }

    /// Applies every statement of a block in order.
    func apply(_ statements: [Statement], to builder: inout Builder, in scope: Scope) {
        // Where each singleton keyword was first written.
        var seen: [String: Range<Int>] = [:]
        for statement in statements {
            guard let handler = handlers[statement.keyword] else {
                guard fallback?(&builder, statement, scope) != true else { continue }
                // Suggest the closest keyword the table knows.
                let suggestion = Suggestion.closest(to: statement.keyword, in: keywords + extraKeywords(builder))
                scope.report(.unknownKeyword(statement.keyword, in: context), at: statement.keywordSpan, fixIt: suggestion)
                if let suggestion { misspelled?(&builder, suggestion) }
                continue
            }
            if singletons.contains(statement.keyword),
               !scope.isFirst(statement.keyword, at: statement.keywordSpan, in: &seen, else: .duplicateStatement(statement.keyword)) {
                continue
            }
            handler(&builder, statement, scope)
        }
    }

    /// `initial` with every statement of `statement`'s block applied (a missing block is reported).
    func build(_ statement: Statement, from initial: Builder, in scope: Scope) -> Builder {
        var builder = initial
        apply(scope.block(of: statement), to: &builder, in: scope)
        return builder
    }
}

extension KeywordTable {
    /// A handler for `keyword { … }` that `table` reads, starting from `initial`, into `keyPath`.
    static func block<Value: Sendable>(_ keyPath: WritableKeyPath<Builder, Value> & Sendable, _ table: KeywordTable<Value>,
                                       from initial: Value) -> Handler {
        { builder, statement, scope in builder[keyPath: keyPath] = table.build(statement, from: initial, in: scope) }
    }

    /// A handler for `keyword "text"` that gives the text to `store`.
    static func text(_ what: String = "a string", _ store: @escaping @Sendable (inout Builder, String) -> Void) -> Handler {
        { builder, statement, scope in
            var arguments = scope.blocklessArguments(statement)
            if let text = arguments.string(what) { store(&builder, text) }
            arguments.finish()
        }
    }

    /// A handler for `keyword "text"` that stores the text.
    static func text(_ keyPath: WritableKeyPath<Builder, String> & Sendable, _ what: String = "a string") -> Handler {
        text(what) { $0[keyPath: keyPath] = $1 }
    }

    /// A handler for repeatable `keyword "text"` that appends the text.
    static func appendText(_ keyPath: WritableKeyPath<Builder, [String]> & Sendable, _ what: String = "a string") -> Handler {
        text(what) { $0[keyPath: keyPath].append($1) }
    }

    /// A handler for repeatable `keyword name` that appends the name.
    static func appendName(_ keyPath: WritableKeyPath<Builder, [String]> & Sendable, _ what: String = "a name") -> Handler {
        { builder, statement, scope in
            var arguments = scope.blocklessArguments(statement)
            if let name = arguments.name(what) { builder[keyPath: keyPath].append(name.value) }
            arguments.finish()
        }
    }
}
