/// Renders node trees into one output string.
struct Renderer {
    /// The deepest nesting of sections, partials, parents and blocks while
    /// rendering; it stops runaway recursion, such as a partial including itself.
    static let maximumDepth = 100
    /// The most bytes one render may produce, far above any real file: it stops templates whose
    /// output grows exponentially (partials that each include the next twice) before they exhaust memory.
    static let maximumOutput = 64 << 20
    /// The most sections, list items, partials and blocks one render may enter: it stops templates
    /// whose work grows exponentially without output before they run for hours.
    static let maximumSteps = 20_000_000

    /// The UTF-8 bytes rendered so far.
    private(set) var output: [UInt8] = []
    /// The values names are looked up in; the innermost value is last.
    private var contexts: [TemplateValue]
    private let library: TemplateLibrary?
    private let escaping: Escaping
    /// Prepended to every line: the indentation of the standalone partials,
    /// parents and blocks being rendered.
    private var indentation = ""
    /// The blocks overridden by the parents being rendered; the outermost wins.
    private var overrides: [String: Block] = [:]
    private var depth = 0
    /// The sections, list items, partials and blocks entered so far.
    private var steps = 0

    init(context: TemplateValue, library: TemplateLibrary?, escaping: Escaping, capacity: Int) {
        contexts = [context]
        output.reserveCapacity(capacity)
        self.library = library
        self.escaping = escaping
    }

    /// Renders `nodes` after what was rendered so far.
    mutating func render(_ nodes: [Node]) throws {
        for node in nodes {
            try render(node)
        }
    }

    private mutating func render(_ node: Node) throws {
        switch node {
        case .text(let text):
            output += text
        case .lineStart:
            // A source line start renders the indentation only at the start of an output
            // line: not after an inline partial's or block's preceding text on the same line.
            if !indentation.isEmpty && isAtLineStart { output += indentation.utf8 }
        case .variable(let path, let escaped):
            contexts.resolve(path).interpolate(into: &output, escaping: escaped ? escaping : .none)
        case .section(let section):
            try render(section)
        case .partial(let inclusion):
            try render(inclusion, overriding: [:])
        case .parent(let inclusion, let blocks):
            try render(inclusion, overriding: blocks)
        case .block(let block):
            try render(block)
        }
    }

    private mutating func render(_ section: Section) throws {
        let value = contexts.resolve(section.path)
        guard value.isTruthy != section.inverted else { return }
        try enter(section.location)
        defer { depth -= 1 }
        switch value {
        case _ where section.inverted:
            try render(section.children)
        case .list(let items):
            for item in items {
                try checkOutputSize(at: section.location)
                try render(section.children, in: item)
            }
        default:
            try render(section.children, in: value)
        }
    }

    private mutating func render(_ nodes: [Node], in context: TemplateValue) throws {
        contexts.append(context)
        defer { contexts.removeLast() }
        try render(nodes)
    }

    /// Renders a partial, or a parent whose `blocks` override the included template's.
    private mutating func render(_ inclusion: Inclusion, overriding blocks: [String: Block]) throws {
        guard let template = try library?.template(for: inclusion) else { return }
        try enter(inclusion.location)
        let outerIndentation = indentation
        let outerOverrides = overrides
        defer {
            depth -= 1
            indentation = outerIndentation
            overrides = outerOverrides
        }
        if !inclusion.indentation.isEmpty { indentation += inclusion.indentation }
        if !blocks.isEmpty {
            overrides = blocks.merging(overrides) { _, outer in outer }
        }
        try render(template.nodes)
    }

    /// Renders the overriding content of a block, or its default content.
    private mutating func render(_ block: Block) throws {
        let content = (overrides.isEmpty ? nil : overrides[block.name])?.children ?? block.children
        try enter(block.location)
        let outerIndentation = indentation
        defer {
            depth -= 1
            indentation = outerIndentation
        }
        if !block.indentation.isEmpty { indentation += block.indentation }
        let start = output.count
        try render(content)
        if let newline = block.standaloneNewline, output.count > start, !isAtLineStart {
            output += newline.utf8
        }
    }

    private mutating func enter(_ location: SourceLocation) throws {
        try checkOutputSize(at: location)
        guard depth < Self.maximumDepth else {
            throw location.error("nesting deeper than \(Self.maximumDepth) levels of sections, partials and blocks (is a partial recursive?)")
        }
        depth += 1
    }

    /// Whether the output is empty or ends a line.
    private var isAtLineStart: Bool { output.last.map { $0 == UInt8(ascii: "\n") } ?? true }

    /// Throws once the output has outgrown `maximumOutput` or the work `maximumSteps`. Checked whenever a
    /// section, partial or block starts and before every item of a list section: text and values
    /// between those points are bounded by the template's and the data's own size.
    private mutating func checkOutputSize(at location: SourceLocation) throws {
        guard output.count <= Self.maximumOutput else {
            throw location.error("rendered output exceeds \(Self.maximumOutput >> 20) MiB (do partials include each other repeatedly?)")
        }
        steps += 1
        guard steps <= Self.maximumSteps else {
            throw location.error("rendering takes more than \(Self.maximumSteps) steps (do sections or partials nest over the same list repeatedly?)")
        }
    }
}

extension [TemplateValue] {
    /// The value `path` names in this context stack (innermost value last), per the spec: the
    /// implicit iterator is the innermost value; otherwise the first component is looked up from
    /// the innermost object outwards, stopping at the first object that has the key (even when
    /// its value is `.null`), and the other components are looked up within that value only.
    /// Anything not found is `.null`.
    fileprivate func resolve(_ path: Path) -> TemplateValue {
        guard let first = path.components.first else { return self[count - 1] }
        for index in indices.reversed() {
            if case .object(let members) = self[index], let found = members[first] {
                return path.components.count == 1 ? found : path.components.dropFirst().reduce(found) { $0.member($1) ?? .null }
            }
        }
        return .null
    }
}
