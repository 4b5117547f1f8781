/// The catalogue of every diagnostic message: lowercase, no final period, tokens quoted.
///
/// One place for wording keeps messages consistent and gives each a stable ``id``.
public struct DiagnosticMessage: Hashable, Sendable {
    /// A stable identifier (`unterminated-string`).
    public let id: String
    /// The text.
    public let text: String

    init(_ id: String, _ text: String) {
        self.id = id
        self.text = text
    }
}

extension DiagnosticMessage {
    // MARK: Files and encoding
    static let invalidUTF8 = Self("invalid-utf8", "file is not valid UTF-8")
    static let nulByte = Self("nul-byte", "file contains a NUL byte")
    static let emptyFile = Self("empty-file", "file is empty; expected a 'component' or 'design-system' declaration")
    static let carriageReturnLineEndings = Self("cr-line-endings",
        "lines end in a carriage return alone (classic Mac line endings); use LF or CRLF")
    static func invalidFileName(_ name: String) -> Self {
        Self("invalid-file-name", "file name '\(name)' holds a control, line-separator or text-direction character; generated headers print it")
    }
    static func unreadableFile(_ reason: String) -> Self { Self("unreadable-file", "cannot read file: \(reason)") }
    static let noSchemas = Self("no-schemas", "no '.dsgen' schema files found")
    static let missingDesignSystem = Self("missing-design-system",
        "no 'design-system' declaration found; add a design-system.dsgen file beside the schemas")

    // MARK: Lexer
    static let unterminatedString = Self("unterminated-string", "unterminated string literal")
    static func disallowedCharacter(_ scalar: Unicode.Scalar) -> Self {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Self("disallowed-character",
            "string contains \(code), a control, line-separator or text-direction character generated code cannot carry safely; "
                + "strings hold printable text, '\\n' and '\\t'")
    }
    static func invalidEscape(_ escape: String) -> Self { Self("invalid-escape", "invalid escape sequence '\(escape)' in string") }
    static func invalidNumber(_ text: String) -> Self { Self("invalid-number", "invalid number '\(excerpt(text))'") }
    static func invalidCount(_ text: String) -> Self {
        Self("invalid-count", "invalid count '\(excerpt(text))'; expected a whole number such as '16'")
    }
    static func invalidColor(_ text: String) -> Self {
        Self("invalid-color", "invalid colour '\(text)'; expected '#RRGGBB' or '#RRGGBBAA'")
    }
    static func unexpectedCharacter(_ text: String) -> Self {
        Self("unexpected-character", "unexpected \(text.count == 1 ? "character" : "characters") '\(excerpt(text))'")
    }

    /// `a` or `an`, for property kinds (`an enum`, `a slot`).
    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// Input quoted in a message, shortened so one message never holds a whole line.
    static func excerpt(_ text: String) -> String {
        text.count > 32 ? String(text.prefix(32)) + "…" : text
    }

    // MARK: Parser
    static func expectedKeyword(found: String) -> Self { Self("expected-keyword", "expected a keyword, found \(found)") }
    static let unbalancedBrace = Self("unbalanced-brace", "unexpected '}' without a matching '{'")
    static let unclosedBrace = Self("unclosed-brace", "expected '}' to close this block")
    static func nestingTooDeep(limit: Int) -> Self {
        Self("nesting-too-deep", "blocks nest more than \(limit) levels deep")
    }

    // MARK: Statements
    static func unknownKeyword(_ keyword: String, in context: String) -> Self {
        Self("unknown-keyword", "unknown keyword '\(keyword)' in \(context)")
    }
    /// `previous` and `found` are already quoted (`'doc'`, `string "Ad"`, `end of line`).
    static func expected(_ what: String, after previous: String, found: String) -> Self {
        Self("expected-argument", "expected \(what) after \(previous), found \(found)")
    }
    static func unexpectedArgument(_ found: String, after keyword: String) -> Self {
        Self("unexpected-argument", "unexpected \(found) in '\(keyword)' statement")
    }
    static func missingBlock(_ keyword: String) -> Self { Self("missing-block", "'\(keyword)' needs a '{ … }' block") }
    static func unexpectedBlock(_ keyword: String) -> Self { Self("unexpected-block", "'\(keyword)' does not take a block") }
    static func duplicateStatement(_ keyword: String) -> Self {
        Self("duplicate-statement", "'\(keyword)' is given more than once")
    }
    static func missingStatement(_ keyword: String, in context: String) -> Self {
        Self("missing-statement", "\(context) needs a '\(keyword)' statement")
    }

    // MARK: Declarations
    static func duplicate(_ kind: String, _ name: String) -> Self {
        Self("duplicate-\(String(kind.map { $0 == " " ? "-" : $0 }))", "duplicate \(kind) '\(name)'")
    }
    static let previousDeclaration = "previously declared here"
    static func duplicateDesignSystem(_ name: String) -> Self {
        Self("duplicate-design-system", "second design system '\(name)'; the schemas need exactly one 'design-system' declaration")
    }
    static func unknown(_ kind: String, _ name: String) -> Self {
        Self("unknown-\(String(kind.map { $0 == " " ? "-" : $0 }))", "unknown \(kind) '\(name)'")
    }
    static func emptyEnum(_ name: String) -> Self { Self("empty-enum", "enum '\(name)' has no cases") }
    static func defaultNotACase(_ value: String, enumName: String) -> Self {
        Self("default-not-a-case", "default '\(value)' is not a case of enum '\(enumName)'")
    }
    static func invalidDefault(_ value: String, kind: String) -> Self {
        Self("invalid-default", "default \(value) is not a valid \(kind) value")
    }
    static func defaultNotAllowed(_ kind: String) -> Self {
        Self("default-not-allowed", "\(article(kind)) \(kind) property cannot have a default")
    }
    static func optionalNotAllowed(_ kind: String) -> Self {
        Self("optional-not-allowed", "\(article(kind)) \(kind) property cannot be optional; give it a default instead")
    }
    static func invalidName(_ name: String, reason: String) -> Self {
        Self("invalid-name", "'\(name)' cannot be used as a name: \(reason)")
    }
    static func invalidCode(_ text: String, kind: String, reason: String) -> Self {
        Self("invalid-code", "'\(text)' cannot be pasted as \(kind): \(reason)")
    }
    static func nameCollision(_ name: String, other: String, platformName: String, platform: String) -> Self {
        Self("name-collision", "'\(name)' and '\(other)' both become '\(platformName)' in \(platform)")
    }
    static func cyclicValueType(_ cycle: [String]) -> Self {
        Self("cyclic-value-type", "value type '\(cycle[0])' contains itself: \(cycle.joined(separator: " → "))")
    }

    // MARK: Contrast
    /// `row` describes the pair: `'description' on 'background' (type warning)`.
    static func contrastBelowThreshold(_ row: String, ratio: String, threshold: String, content: String,
                                       level: String, colors: String) -> Self {
        Self("contrast-below-threshold",
             "contrast of \(row) is \(ratio):1, below \(threshold):1 for \(content) (WCAG \(level)): \(colors)")
    }
    static func contrastClaimContradicted(_ row: String, ratio: String, claimed: String, requirement: String, colors: String) -> Self {
        Self("contrast-claim-contradicted",
             "contrast of \(row) is \(ratio):1, below the \(claimed):1 that requirement '\(requirement)' claims: \(colors)")
    }
    static func contrastClaimNote(_ requirement: String, claimed: String) -> String {
        "requirement '\(requirement)' claims at least \(claimed):1 here; the computation contradicts it"
    }
    static func pairingAcrossColorSets(_ foreground: String, _ surface: String) -> Self {
        Self("pairing-across-color-sets", "'\(foreground)' and '\(surface)' belong to different colour sets; a pairing needs both in one set or a standalone colour")
    }
    static func claimWithoutPairing(_ role: String) -> Self {
        Self("claim-without-pairing", "contrast claim names '\(role)', which no 'contrast' pairing in the tokens has as its foreground")
    }
    static func invalidRatio(_ text: String) -> Self {
        Self("invalid-ratio", "invalid contrast ratio '\(text)'; expected a number from 1 to 21, such as '4.5'")
    }

    // MARK: Figma
    static func figmaValueMappedTwice(_ value: String, first: String, second: String) -> Self {
        Self("figma-value-mapped-twice", "Figma value '\(value)' is mapped to both '\(first)' and '\(second)'")
    }
    static func invalidFigmaKind(_ kind: String, property: String) -> Self {
        Self("invalid-figma-kind", "Figma '\(kind)' cannot map \(article(property)) \(property) property")
    }
    static func invalidFigmaLayer(property: String) -> Self {
        Self("invalid-figma-layer", "a Figma layer can hold a text or a slot, not \(article(property)) \(property) property")
    }
    static func invalidFigmaKey(_ key: String, expected: String) -> Self {
        Self("invalid-figma-key", "'\(key)' is not \(expected)")
    }

    // MARK: Constraints and data
    static func constraintNeedsEnum(_ name: String) -> Self {
        Self("constraint-needs-enum", "constraint on '\(name)', which is not an enum property")
    }
    static let constraintInValueType = Self("constraint-in-value-type",
        "'only' is not supported on a value type's fields; constrain the property that holds the value")
    static let selfConstraint = Self("self-constraint", "a property cannot be constrained on itself")
    static func missingField(_ field: String, caseName: String) -> Self {
        Self("missing-field", "case '\(caseName)' has no value for field '\(field)'")
    }
    static func invalidFieldValue(_ found: String, field: String, type: String) -> Self {
        Self("invalid-field-value", "field '\(field)' expects a \(type) value, found \(found)")
    }
    static func invalidOpacity(_ text: String) -> Self {
        Self("invalid-opacity", "invalid opacity '\(text)'; expected a percentage from 0% to 100%")
    }
    static func missingColors(_ caseName: String) -> Self {
        Self("missing-colors", "colour set has no entry for case '\(caseName)'")
    }
    static func missingRole(_ role: String, entry: String) -> Self {
        Self("missing-role", "colour set entry '\(entry)' has no value for role '\(role)'")
    }
    static func invalidModifierTarget(_ passing: String) -> Self {
        Self("invalid-passing", "only enum properties can be passed through \(passing)")
    }
    static func missingSwiftValue(_ caseName: String, type: String) -> Self {
        Self("missing-swift-value", "case '\(caseName)' needs a 'swiftui' value of \(type)")
    }
    static func invalidStatus(_ status: String) -> Self {
        Self("invalid-status", "unknown status '\(status)'; expected 'ready', 'needs-refinement', 'requires-rework' or 'not-mapped'")
    }
}
