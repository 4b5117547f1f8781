/// The encoding check a source file passes before it is tokenized: no NUL byte, and
/// well-formed UTF-8 only.
extension Lexer {
    /// The first NUL byte or, when there is none, the first invalid UTF-8 sequence.
    static func encodingProblem(in bytes: [UInt8]) -> (offset: Int, message: DiagnosticMessage)? {
        if let nul = bytes.firstIndex(of: 0) { return (nul, .nulByte) }
        var offset = 0
        while offset < bytes.count {
            guard bytes[offset] >= 0x80 else {
                offset += 1
                continue
            }
            guard let length = sequenceLength(in: bytes, at: offset) else { return (offset, .invalidUTF8) }
            offset += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at an offset, or nil when
    /// the bytes there are not one (Unicode table 3-7: no overlong forms, no surrogates,
    /// nothing above U+10FFFF).
    private static func sequenceLength(in bytes: [UInt8], at offset: Int) -> Int? {
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch bytes[offset] {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }
}
