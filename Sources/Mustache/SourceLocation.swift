/// Where a tag starts: the template's name, a 1-based line and column.
struct SourceLocation: Sendable {
    let templateName: String
    let line: Int
    let column: Int

    /// An error with `message` located here.
    func error(_ message: String) -> TemplateError {
        TemplateError(templateName: templateName, line: line, column: column, message: message)
    }
}

/// Turns byte offsets of a template's UTF-8 source into line and column.
struct SourceMap {
    private let templateName: String
    private let bytes: [UInt8]
    /// Byte offsets at which each line starts; the first is 0.
    private let lineStarts: [Int]

    init(templateName: String, bytes: [UInt8]) {
        self.templateName = templateName
        self.bytes = bytes
        self.lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The location of the byte at `offset`; columns count Unicode scalars.
    func location(of offset: Int) -> SourceLocation {
        let lineIndex = lineStarts.lastIndex { $0 <= offset } ?? 0
        let lineStart = lineStarts[lineIndex]
        let scalars = bytes[lineStart..<offset].reduce(0) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1
        }
        return SourceLocation(templateName: templateName, line: lineIndex + 1, column: scalars + 1)
    }

    /// An error with `message` at the byte at `offset`.
    func error(_ message: String, at offset: Int) -> TemplateError {
        location(of: offset).error(message)
    }
}
