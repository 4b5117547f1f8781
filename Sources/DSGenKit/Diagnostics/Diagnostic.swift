/// A problem found in the input, printed `path:line:col: error: message`.
///
/// Every stage reports through this one type. Messages are lowercase, have no final
/// period and quote the offending token; they come from ``DiagnosticMessage``.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// A secondary location that explains a diagnostic ("previously declared here").
    public struct Note: Hashable, Sendable, Codable {
        /// The note's text.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier of the kind of problem, for tests and tooling.
    public var id: String
    /// The message.
    public var message: String
    /// The span the diagnostic points at.
    public var range: SourceRange
    /// Further explanations.
    public var notes: [Note]
    /// A suggested replacement for the offending token ("did you mean 'information'?").
    public var fixIt: String?

    /// Creates a diagnostic from a catalogue message.
    public init(_ message: DiagnosticMessage, at range: SourceRange, severity: Severity = .error,
                notes: [Note] = [], fixIt: String? = nil) {
        self.severity = severity
        self.id = message.id
        self.message = message.text
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    /// Where the diagnostic starts.
    public var location: SourceLocation { range.start }

    /// `path:line:col: error: message`, then any notes on lines of their own. Quoted schema
    /// text (and paths) cannot forge a line: control, line-separator and text-direction
    /// characters are spelled out (`\n`, `\u{2028}`).
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        text += Suggestion.didYouMean(fixIt)
        text = OutputText.terminal(text)
        for note in notes {
            let prefix = note.location.map { "\($0): " } ?? ""
            text += "\n" + OutputText.terminal("\(prefix)note: \(note.message)")
        }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics ordered by position, then message, without exact duplicates.
    public func sortedByLocation() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }.uniqued()
    }
}

/// Thrown by pipeline stages that cannot go on; carries everything found so far.
public struct DiagnosticsError: Error, CustomStringConvertible {
    /// The diagnostics, sorted by location.
    public let diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sortedByLocation()
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
