/// The encoding check a source file passes before it is tokenized: no NUL byte, and
/// well-formed UTF-8 only.
extension Lexer {
    /// The first NUL byte or, when there is none, the first invalid UTF-8 sequence.
    static func encodingProblem(in bytes: [UInt8]) -> (offset: Int, message: DiagnosticMessage)? {
        if let nul = bytes.firstIndex(of: 0) { return (nul, .nulByte) }
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return (offset, .invalidUTF8)
    }
}
