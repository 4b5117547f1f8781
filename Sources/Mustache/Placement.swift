/// Where a tag sits in its source line, as far as whitespace handling cares.
struct Placement {
    /// The 0-based index of the tag's line.
    let line: Int
    /// Set when the tag's line is standalone and was removed from the output.
    let standalone: StandaloneLine?
    /// Whether no other tag follows on the same line.
    let isLastOnLine: Bool

    /// A tag on a line that is not standalone.
    static func inline(line: Int) -> Placement {
        Placement(line: line, standalone: nil, isLastOnLine: false)
    }
}

/// A line holding only whitespace and tags that can stand alone; it renders nothing.
struct StandaloneLine {
    /// The whitespace before the first tag.
    let indentation: String
    /// The removed line ending; empty on the last line of a template.
    let newline: String
    /// The leading whitespace of the following line.
    let nextLineIndentation: String
}
