/// How `{{name}}` interpolations are escaped. `{{{name}}}` and `{{& name}}` are never escaped.
public enum Escaping: Sendable {
    /// Replaces `&`, `<`, `>`, `"` and `'` with HTML character references.
    case html
    /// Interpolates values verbatim; meant for generating code, so HTML
    /// escaping never leaks into it.
    case none
}

extension Escaping {
    /// Appends `text` to `output`, escaped as this mode requires.
    func append(_ text: String, to output: inout [UInt8]) {
        switch self {
        case .none: output += text.utf8
        case .html: Self.appendHTMLEscaped(text, to: &output)
        }
    }

    private static func appendHTMLEscaped(_ text: String, to output: inout [UInt8]) {
        let bytes = text.utf8
        var runStart = bytes.startIndex
        var index = runStart
        while index != bytes.endIndex {
            if let reference = htmlReference(for: bytes[index]) {
                output += text.utf8[runStart..<index]
                output += reference.utf8
                runStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        output += text.utf8[runStart...]
    }

    private static func htmlReference(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
