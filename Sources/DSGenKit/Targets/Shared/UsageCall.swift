/// One example call, ready to print.
public struct UsageCall: Hashable, Sendable {
    /// The language the call is written in.
    public enum Language: String, Hashable, Sendable {
        case swift, kotlin
    }

    /// One labelled argument.
    public struct Argument: Hashable, Sendable {
        /// `title`.
        public var label: String
        /// `"Payment method expired"`.
        public var expression: String
    }

    /// Swift or Kotlin.
    public var language: Language
    /// Imports the call needs (Kotlin), sorted.
    public var imports: [String]
    /// `EBAlert`.
    public var callee: String
    /// Arguments in parameter order.
    public var arguments: [Argument]
    /// The body lines of a trailing content closure, if any.
    public var trailingClosure: [String]?
    /// SwiftUI modifier lines (`.ebAlertStyle(.card)`), in property order.
    public var modifiers: [String]

    /// Calls longer than this are written one argument per line.
    public static let lineLimit = 80

    /// The call's lines: on one line when it fits, else one argument per line (Kotlin
    /// with trailing commas, as the Android style guide suggests).
    public var lines: [String] {
        let separator = language == .swift ? ": " : " = "
        let parts = arguments.map { $0.label + separator + $0.expression }
        let single = parts.isEmpty && trailingClosure != nil ? callee : callee + "(" + parts.joined(separator: ", ") + ")"
        var lines = [single]
        if single.isWider(than: Self.lineLimit - (trailingClosure == nil ? 0 : 2)) {
            let trailingComma = language == .kotlin ? "," : ""
            lines = [callee + "("] + parts.enumerated().map { index, part in
                "    " + part + (index < parts.count - 1 ? "," : trailingComma)
            } + [")"]
        }
        if let trailingClosure {
            lines[lines.count - 1] += " {"
            lines += trailingClosure.map { "    " + $0 } + ["}"]
        }
        return lines + modifiers
    }

    /// The call on one line, as an argument of another call (`EBBadge(label: "New")`).
    var expression: String {
        let separator = language == .swift ? ": " : " = "
        return callee + "(" + arguments.map { $0.label + separator + $0.expression }.joined(separator: ", ") + ")"
            + modifiers.joined()
    }

    /// The import lines then the call, separated by a blank line.
    public var code: String { codeLines.joined(separator: "\n") }

    /// ``code`` before its lines are joined (a line may still hold a line break of its own).
    var codeLines: [String] { imports.map { "import " + $0 } + (imports.isEmpty ? [] : [""]) + lines }
}
