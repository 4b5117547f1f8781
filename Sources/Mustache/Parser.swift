/// Builds the node tree of a template from its tokens.
///
/// It works line by line. A line holding only whitespace and a single tag
/// other than an interpolation, or only parent and block tags, is
/// *standalone*: it is removed from the output together with its line ending.
/// Every other non-empty line starts with a `.lineStart` node.
struct Parser {
    /// The deepest nesting of sections, parents and blocks a template may have.
    static let maximumNesting = 100

    private let bytes: [UInt8]
    private let tokens: [Token]
    private let sourceMap: SourceMap
    private let templateName: String
    private var root: [Node] = []
    private var frames: [Frame] = []
    private var pendingText = ""
    private var lineIndex = 0

    /// The nodes of the template `templateName` whose UTF-8 source is `bytes`.
    /// - Throws: `TemplateError` for malformed tags or unbalanced sections.
    static func nodes(of bytes: [UInt8], templateName: String) throws -> [Node] {
        let sourceMap = SourceMap(templateName: templateName, bytes: bytes)
        let tokens = try Scanner.tokens(of: bytes, sourceMap: sourceMap)
        var parser = Parser(bytes: bytes, tokens: tokens, sourceMap: sourceMap, templateName: templateName)
        return try parser.run()
    }

    private mutating func run() throws -> [Node] {
        var start = 0
        while start < tokens.count {
            let end = tokens[start...].firstIndex { $0.kind == .newline } ?? tokens.count
            try parseLine(start..<end, newline: end < tokens.count ? tokens[end] : nil)
            start = end + 1
            lineIndex += 1
        }
        if let unclosed = frames.last {
            throw sourceMap.error("unclosed \(unclosed.noun) '\(unclosed.opener.name)'", at: unclosed.opener.start)
        }
        flushText()
        return root
    }

    private mutating func parseLine(_ range: Range<Int>, newline: Token?) throws {
        if let tags = StandaloneLines.tags(of: tokens[range], bytes: bytes, openKinds: frames.compactMap(\.opener.tagKind)) {
            let line = StandaloneLine(
                indentation: StandaloneLines.indentation(ofLineAt: range.lowerBound, in: tokens, bytes: bytes),
                newline: newline.map(text(of:)) ?? "",
                nextLineIndentation: StandaloneLines.indentation(ofLineAt: range.upperBound + 1, in: tokens, bytes: bytes)
            )
            for (position, tag) in tags.enumerated() {
                let placement = Placement(line: lineIndex, standalone: line, isLastOnLine: position == tags.count - 1)
                try parseTag(tag, placement)
            }
            return
        }
        if !range.isEmpty { append(.lineStart) }
        for token in tokens[range] {
            if token.kind == .text {
                pendingText.append(text(of: token))
            } else {
                try parseTag(token, .inline(line: lineIndex))
            }
        }
        if let newline { pendingText.append(text(of: newline)) }
    }

    private mutating func parseTag(_ token: Token, _ placement: Placement) throws {
        switch token.tagKind {
        case .variable, .unescaped:
            append(.variable(try path(of: token), escaped: token.tagKind == .variable))
        case .section, .inverted, .parent, .block:
            try open(token, placement)
        case .close:
            try close(token, placement)
        case .partial:
            append(.partial(inclusion(token, placement)))
        case .comment, .delimiters, nil:
            break
        }
    }

    private mutating func open(_ token: Token, _ placement: Placement) throws {
        guard frames.count < Self.maximumNesting else {
            throw sourceMap.error("sections nested deeper than \(Self.maximumNesting) levels", at: token.start)
        }
        let kind: Frame.Kind = switch token.tagKind {
        case .parent: .parent
        case .block: .block
        default: .section(try path(of: token), inverted: token.tagKind == .inverted)
        }
        flushText()
        frames.append(Frame(kind: kind, opener: token, placement: placement))
    }

    private mutating func close(_ token: Token, _ placement: Placement) throws {
        flushText()
        guard let frame = frames.popLast() else {
            throw sourceMap.error("unexpected closing tag '\(token.name)', no section is open", at: token.start)
        }
        guard frame.opener.name == token.name else {
            throw sourceMap.error("closing tag '\(token.name)' does not match open \(frame.noun) '\(frame.opener.name)'", at: token.start)
        }
        append(node(closing: frame, placement))
    }

    private func node(closing frame: Frame, _ placement: Placement) -> Node {
        switch frame.kind {
        case .parent:
            return .parent(inclusion(frame.opener, frame.placement), blocks: frame.blocks)
        case .block:
            return .block(frame.block(closedAt: placement, location: sourceMap.location(of: frame.opener.start)))
        case .section(let path, let inverted):
            let location = sourceMap.location(of: frame.opener.start)
            return .section(Section(path: path, inverted: inverted, children: frame.children, location: location))
        }
    }

    private func inclusion(_ token: Token, _ placement: Placement) -> Inclusion {
        Inclusion(
            name: token.name,
            candidates: Self.candidates(for: token.name, usedIn: templateName),
            indentation: placement.standalone?.indentation ?? "",
            location: sourceMap.location(of: token.start)
        )
    }

    /// The library names to try for `name` used in the template `templateName`:
    /// first inside the template's folder, then in each enclosing folder, then
    /// at the root. `"header"` used in `"swiftui/forms/field"` tries
    /// `"swiftui/forms/header"`, `"swiftui/header"`, then `"header"`.
    static func candidates(for name: String, usedIn templateName: String) -> [String] {
        let folders = templateName.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return (0...folders.count).reversed().map { (folders.prefix($0) + [Substring(name)]).joined(separator: "/") }
    }

    private func path(of token: Token) throws -> Path {
        guard let path = Path(token.name) else {
            throw sourceMap.error("invalid name '\(token.name)', dotted names need a non-empty part between dots", at: token.start)
        }
        return path
    }

    private mutating func append(_ node: Node) {
        flushText()
        appendToInnermost(node)
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        appendToInnermost(.text(Array(pendingText.utf8)))
        pendingText = ""
    }

    private mutating func appendToInnermost(_ node: Node) {
        if frames.isEmpty {
            root.append(node)
        } else {
            frames[frames.count - 1].children.append(node)
        }
    }

    private func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
