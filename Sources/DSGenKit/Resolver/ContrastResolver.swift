/// Resolves contrast statements: pairings in `tokens`, claims in accessibility
/// requirements, and the design system's `contrast` policy.
enum ContrastResolver {
    /// A pairing as written, with where its two roles are.
    struct WrittenPairing {
        var pairing: ContrastPairing
        var foreground: Located<String>
        var surface: Located<String>
    }

    private static let contentWords = ContrastContent.allCases.map(\.rawValue)

    /// `contrast description on background text "doc"`.
    static func pairing(_ statement: Statement, in scope: Scope) -> WrittenPairing? {
        var arguments = scope.blocklessArguments(statement)
        guard let foreground = arguments.name("the foreground colour role"), arguments.word("on"),
              let surface = arguments.name("the surface colour role"),
              let content = arguments.name(contentWords.map { "'\($0)'" }.joinedWithOr) else { return nil }
        let doc = arguments.trailingString() ?? ""
        guard let kind = ContrastContent(rawValue: content.value) else {
            scope.reportUnknown("content kind", content, known: contentWords)
            return nil
        }
        let pairing = ContrastPairing(foreground: foreground.value, surface: surface.value, content: kind, doc: doc)
        return arguments.failed ? nil : WrittenPairing(pairing: pairing, foreground: foreground, surface: surface)
    }

    /// The pairings whose roles are colours of the tokens, in one set at most; reports the rest.
    static func validPairings(_ written: [WrittenPairing], tokens: Tokens, in scope: Scope) -> [ContrastPairing] {
        let known = tokens.colorSets.flatMap { $0.roles.map(\.name) } + tokens.colors.map(\.role)
        return written.compactMap { item in
            let unknown = [item.foreground, item.surface].filter { ColorSource.find($0.value, in: tokens) == nil }
            unknown.forEach { scope.reportUnknown("colour role", $0, known: known) }
            guard unknown.isEmpty else { return nil }
            let sets = [item.foreground, item.surface].compactMap { ColorSource.find($0.value, in: tokens)?.set }
            if sets.count == 2, sets[0] != sets[1] {
                scope.report(.pairingAcrossColorSets(item.foreground.value, item.surface.value), at: item.surface.span)
                return nil
            }
            return item.pairing
        }
    }

    /// `contrast 4.5 title, description` inside a requirement: the ratio the row claims.
    static func claim(_ statement: Statement, requirement: String, in scope: Scope) -> ContrastClaim? {
        var arguments = scope.blocklessArguments(statement)
        guard let ratio = arguments.number("the claimed ratio, such as '4.5'") else { return nil }
        guard ratio.value.unit.isEmpty, (1...21).contains(ratio.value.value) else {
            scope.report(.invalidRatio(NumberFormat.plain(ratio.value.value) + ratio.value.unit), at: ratio.span)
            return nil
        }
        let roles = arguments.nameList("a foreground colour role")
        arguments.finish()
        guard !arguments.failed else { return nil }
        return ContrastClaim(requirement: requirement, minimumRatio: ratio.value.value, roles: roles.map(\.value))
    }

    /// `contrast level AAA` or `contrast failures error` in the design system.
    static func policy(_ statement: Statement, in scope: Scope, into policy: inout ContrastPolicy) {
        var arguments = scope.blocklessArguments(statement)
        guard let setting = arguments.name("'level' or 'failures'") else { return }
        let choices = ["level": ContrastLevel.allCases.map(\.rawValue), "failures": ["warning", "error"]]
        guard let allowed = choices[setting.value] else {
            scope.reportUnknown("'contrast' setting", setting, known: ["level", "failures"])
            return
        }
        guard let value = arguments.name(allowed.map { "'\($0)'" }.joinedWithOr) else { return }
        arguments.finish()
        guard allowed.contains(value.value) else {
            scope.reportUnknown("'contrast \(setting.value)' value", value, known: allowed)
            return
        }
        if setting.value == "level" {
            policy.level = ContrastLevel(rawValue: value.value) ?? .aa
        } else {
            policy.failuresAreErrors = value.value == "error"
        }
    }
}
