/// Turns a schema file's bytes into tokens, recording problems and carrying on.
///
/// The lexer works on raw bytes with an index cursor: no substring copies, linear in
/// the input. Identifiers are ASCII; strings may hold any UTF-8.
struct Lexer {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var index = 0
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether the file could not be read at all (invalid UTF-8, a NUL byte).
    private(set) var isUnreadable = false

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// Lexes the whole file. Invalid UTF-8 and NUL bytes stop lexing at once.
    mutating func tokenize() -> [Token] {
        if let problem = Self.encodingProblem(in: bytes) {
            report(problem.message, problem.offset..<problem.offset + 1)
            isUnreadable = true
            return [Token(kind: .end, span: problem.offset..<problem.offset)]
        }
        // A UTF-8 byte order mark (some editors write one) is not content; columns still count its bytes.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var tokens: [Token] = []
        while let token = next() {
            if token.kind == .newline, tokens.last?.kind == .newline { continue }
            tokens.append(token)
        }
        tokens.append(Token(kind: .end, span: bytes.count..<bytes.count))
        return tokens
    }

    // MARK: - Scanning

    private mutating func next() -> Token? {
        skipSpacesAndComments()
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
            index += 1
            return Token(kind: .newline, span: start..<index)
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "#"):
            return color()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number()
        case _ where (byte.isASCIILetter || byte == UInt8(ascii: "_")):
            return identifier()
        default:
            return symbol()
        }
    }

    private mutating func skipSpacesAndComments() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default:
                return
            }
        }
    }

    private mutating func identifier() -> Token {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return Token(kind: .identifier(text(start..<index)), span: start..<index)
    }

    private mutating func number() -> Token {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index].isASCIIDigit || bytes[index] == UInt8(ascii: ".") { index += 1 }
        let numberEnd = index
        while index < bytes.count, bytes[index].isASCIILetter || bytes[index] == UInt8(ascii: "%") { index += 1 }
        let spelling = text(start..<numberEnd)
        guard digitsStart < numberEnd, bytes[numberEnd - 1] != UInt8(ascii: "."), let value = Double(spelling), value.isFinite else {
            let span = start..<max(index, start + 1)
            report(.invalidNumber(text(span)), span)
            return Token(kind: .invalid(text(span)), span: span)
        }
        return Token(kind: .number(value, unit: text(numberEnd..<index)), span: start..<index)
    }

    private mutating func color() -> Token {
        let start = index
        index += 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let digits = text(start + 1..<index)
        if !digits.utf8.allSatisfy(\.isASCIIHexDigit) || (digits.count != 6 && digits.count != 8) {
            report(.invalidColor("#" + digits), start..<index)
        }
        return Token(kind: .color(digits.uppercased()), span: start..<index)
    }

    private mutating func symbol() -> Token {
        let start = index
        let byte = bytes[index]
        index += 1
        if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!")), peek(0) == UInt8(ascii: "=") {
            index += 1
            return Token(kind: .symbol(byte == UInt8(ascii: "=") ? "==" : "!="), span: start..<index)
        }
        if let spelling = Self.singleSymbols[Int(byte)] {
            return Token(kind: .symbol(spelling), span: start..<index)
        }
        // One diagnostic and one token for a whole run of unreadable characters.
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 || !startsToken(at: index) { index += 1 }
        let spelling = text(start..<index)
        report(.unexpectedCharacter(spelling), start..<index)
        return Token(kind: .invalid(spelling), span: start..<index)
    }

    /// Whether the byte at an offset starts a token, a space or a comment.
    private func startsToken(at offset: Int) -> Bool {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
             UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"):
            return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "=")
        case UInt8(ascii: "/"):
            return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")
        default:
            return (byte.isASCIILetter || byte == UInt8(ascii: "_")) || Self.singleSymbols[Int(byte)] != nil
        }
    }

    // MARK: - Strings

    private mutating func string() -> Token {
        let start = index
        index += 1
        // Most strings have no escapes and decode straight from the file's bytes.
        let end = bytes[index...].firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") } ?? bytes.count
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let value = String(decoding: bytes[index..<end], as: UTF8.self)
            // Only a byte outside printable ASCII can start a disallowed character (scanning the
            // characters of every string cost 48 M instructions at 100 components, this test 5 M).
            let isPrintable = bytes[index..<end].allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            index = end + 1
            let token = Token(kind: .string(value), span: start..<index)
            return isPrintable ? token : checked(token)
        }
        var value = Array(bytes[index..<end])
        index = end
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") {
                escape(into: &value)
            } else {
                value.append(bytes[index])
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
        } else {
            report(.unterminatedString, start..<start + 1)
        }
        return checked(Token(kind: .string(String(decoding: value, as: UTF8.self)), span: start..<index))
    }

    private mutating func escape(into value: inout [UInt8]) {
        let start = index
        index += 1
        // A backslash at the end of the line: the string is unterminated, nothing more.
        guard index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") else { return }
        let byte = bytes[index]
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(byte)
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"): unicodeEscape(start: start, into: &value)
        default: report(.invalidEscape(text(start..<index)), start..<index)
        }
    }

    /// `\u{1F600}`: one to eight hex digits in braces naming a Unicode scalar.
    private mutating func unicodeEscape(start: Int, into value: inout [UInt8]) {
        guard peek(0) == UInt8(ascii: "{") else {
            report(.invalidEscape("\\u"), start..<index)
            return
        }
        let digitsStart = index + 1
        var end = digitsStart
        while end < bytes.count, bytes[end].isASCIIHexDigit, end - digitsStart < 8 { end += 1 }
        let closed = end < bytes.count && bytes[end] == UInt8(ascii: "}")
        guard closed, let code = UInt32(text(digitsStart..<end), radix: 16), let scalar = UnicodeScalar(code) else {
            // Never swallow the closing quote or the line end: only the escape's own bytes.
            let escapeEnd = closed ? end + 1 : end
            report(.invalidEscape(text(start..<escapeEnd)), start..<escapeEnd)
            index = escapeEnd
            return
        }
        value.append(contentsOf: String(scalar).utf8)
        index = end + 1
    }

    /// Reports a string holding a character no generated file can carry safely: a control
    /// character other than newline and tab (a CR, NUL or escape ends or corrupts a comment or
    /// literal), a line or paragraph separator (a line end in JavaScript), or a bidirectional
    /// control (source that reads differently than it compiles).
    private mutating func checked(_ token: Token) -> Token {
        guard case .string(let value) = token.kind,
              let scalar = value.unicodeScalars.first(where: Self.isDisallowedInStrings) else { return token }
        report(.disallowedCharacter(scalar), token.span)
        return token
    }

    static func isDisallowedInStrings(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    // MARK: - Helpers

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func text(_ span: Range<Int>) -> String {
        String(decoding: bytes[span], as: UTF8.self)
    }

    private mutating func report(_ message: DiagnosticMessage, _ span: Range<Int>) {
        diagnostics.append(Diagnostic(message, at: file.range(span)))
    }

    /// The spelling of each one-byte symbol by its byte, made once (no string is built per token).
    private static let singleSymbols: [String?] = (0...UInt8.max).map { byte in
        "{}();:,=?@|".utf8.contains(byte) ? String(UnicodeScalar(byte)) : nil
    }

    /// A byte of a schema name after its first: a letter, a digit, `_` or `-` (`banner-sm`).
    private static func isNameByte(_ byte: UInt8) -> Bool { byte.isIdentifierByte || byte == UInt8(ascii: "-") }
}
