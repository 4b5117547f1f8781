/// Inline Markdown assembled as UTF-8 bytes, for the docs' many short composite strings
/// (cells, list items, code lists).
///
/// Appending a piece copies its bytes into one buffer, about half the cost of
/// `String`'s append or of an interpolation segment, and a code span or emphasis goes
/// straight into the buffer instead of through a string of its own.
struct InlineMarkdown {
    private var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Whether nothing has been appended yet.
    var isEmpty: Bool { bytes.isEmpty }

    /// Appends `separator` unless nothing has been appended yet: before each item of a list.
    mutating func separate(with separator: String) {
        if !bytes.isEmpty { append(separator) }
    }

    /// Appends already-rendered Markdown, or a literal, as it is.
    mutating func append(_ markdown: String) {
        var markdown = markdown
        markdown.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character.
    mutating func append(ascii: Unicode.Scalar) {
        bytes.append(UInt8(ascii: ascii))
    }

    /// Appends ``Markdown/code(_:)`` of `code`.
    mutating func appendCode(_ code: String) {
        append(Markdown.code(code))
    }

    /// Appends ``Markdown/cell(_:)`` of already-rendered Markdown: on one line, `|` escaped,
    /// never empty.
    mutating func appendCell(_ inline: String) {
        let content = Markdown.oneLine(inline)
        guard !content.isEmpty else { return append("—") }
        content.withUTF8Bytes { cell in
            var start = 0
            for index in cell.indices where cell[index] == UInt8(ascii: "|") {
                bytes += cell[start..<index]
                bytes.append(UInt8(ascii: "\\"))
                start = index
            }
            bytes += cell[start...]
        }
    }

    /// The Markdown.
    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
