/// The file a statement is resolved in and the run's diagnostics.
///
/// A class: scopes are passed to every handler and stored in every `Arguments`, and a
/// reference is one retain where a struct holding a whole `SourceFile` is four.
final class Scope {
    let file: SourceFile
    let sink: DiagnosticSink

    init(file: SourceFile, sink: DiagnosticSink) {
        self.file = file
        self.sink = sink
    }

    /// Reports a problem at a span of this file.
    func report(_ message: DiagnosticMessage, at span: Range<Int>, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        sink.report(message, at: span, in: file, notes: notes, fixIt: fixIt)
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
        guard statement.block != nil, sink.claimBlock(of: statement, in: file) else { return }
        report(.unexpectedBlock(statement.keyword), at: statement.keywordSpan)
    }

    /// Reads a statement's arguments.
    func arguments(_ statement: Statement) -> Arguments { Arguments(statement, self) }
}

/// The keywords valid in one kind of block and what each does to a builder.
///
/// The table's keys are also the candidates for "did you mean" on an unknown keyword.
struct KeywordTable<Builder>: Sendable {
    typealias Handler = @Sendable (inout Builder, Statement, Scope) -> Void

    /// Names the block in messages ("component", "enum case").
    let context: String
    /// Keywords allowed at most once.
    let singletons: Set<String>
    /// What each keyword does.
    let handlers: [String: Handler]
    /// Handles keywords not in the table (per-case data fields); returns false if unknown.
    var fallback: (@Sendable (inout Builder, Statement, Scope) -> Bool)?
    /// Extra names to suggest for unknown keywords.
    var extraKeywords: @Sendable (Builder) -> [String] = { _ in [] }
    /// Told the suggestion for a misspelled keyword, so later checks need not report it missing.
    var misspelled: (@Sendable (inout Builder, String) -> Void)?

    /// Applies every statement of a block in order.
    func apply(_ statements: [Statement], to builder: inout Builder, in scope: Scope) {
        var seen: [String: Range<Int>] = [:]
        for statement in statements {
            if singletons.contains(statement.keyword), let first = seen[statement.keyword] {
                scope.report(.duplicateStatement(statement.keyword), at: statement.keywordSpan, notes: [scope.previous(first)])
                continue
            }
            if singletons.contains(statement.keyword) { seen[statement.keyword] = statement.keywordSpan }
            if let handler = handlers[statement.keyword] {
                handler(&builder, statement, scope)
            } else if fallback?(&builder, statement, scope) != true {
                let known = handlers.keys.sorted() + extraKeywords(builder)
                let suggestion = Suggestion.closest(to: statement.keyword, in: known)
                scope.report(.unknownKeyword(statement.keyword, in: context), at: statement.keywordSpan, fixIt: suggestion)
                if let suggestion { misspelled?(&builder, suggestion) }
            }
        }
    }
}

extension KeywordTable {
    /// A handler for `keyword "text"` that stores the text.
    static func text(_ keyPath: WritableKeyPath<Builder, String> & Sendable, _ what: String = "a string") -> Handler {
        { builder, statement, scope in
            var arguments = scope.arguments(statement)
            scope.rejectBlock(of: statement)
            if let text = arguments.string(what) { builder[keyPath: keyPath] = text }
            arguments.finish()
        }
    }

    /// A handler for `keyword "text"` that stores optional text.
    static func optionalText(_ keyPath: WritableKeyPath<Builder, String?> & Sendable, _ what: String = "a string") -> Handler {
        { builder, statement, scope in
            var arguments = scope.arguments(statement)
            scope.rejectBlock(of: statement)
            if let text = arguments.string(what) { builder[keyPath: keyPath] = text }
            arguments.finish()
        }
    }

    /// A handler for repeatable `keyword "text"` that appends the text.
    static func appendText(_ keyPath: WritableKeyPath<Builder, [String]> & Sendable, _ what: String = "a string") -> Handler {
        { builder, statement, scope in
            var arguments = scope.arguments(statement)
            scope.rejectBlock(of: statement)
            if let text = arguments.string(what) { builder[keyPath: keyPath].append(text) }
            arguments.finish()
        }
    }

    /// A handler for repeatable `keyword name` that appends the name.
    static func appendName(_ keyPath: WritableKeyPath<Builder, [String]> & Sendable, _ what: String = "a name") -> Handler {
        { builder, statement, scope in
            var arguments = scope.arguments(statement)
            scope.rejectBlock(of: statement)
            if let name = arguments.name(what) { builder[keyPath: keyPath].append(name.value) }
            arguments.finish()
        }
    }
}
