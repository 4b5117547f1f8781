/// A template that cannot be compiled or rendered, located in its source.
///
/// `description` reads `name:line:column: error: message`, the format
/// compilers use, so editors and terminals can jump to the spot.
public struct TemplateError: Error, CustomStringConvertible, Equatable {
    /// The name of the template whose source holds the problem.
    public let templateName: String
    /// The 1-based line of the offending tag.
    public let line: Int
    /// The 1-based column of the offending tag, counted in Unicode scalars.
    public let column: Int
    /// A lowercase message without a final period.
    public let message: String

    /// Creates an error located at `line` and `column` of `templateName`.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
