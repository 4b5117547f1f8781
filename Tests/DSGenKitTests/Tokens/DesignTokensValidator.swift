@testable import DSGenKit

/// Checks token files against the rules of the DTCG 2025.10 Format and Color Modules and
/// a resolver document against the Resolver Module: names, required members, value
/// shapes per type, aliases that resolve to a token of the same type, and no alias cycles.
enum DesignTokensValidator {
    /// The types this checker knows the value shape of.
    static let types: Set<String> = ["color", "dimension", "duration", "number"]
    /// Group and token properties the format defines.
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$schema", "$extends"]
    static let tokenProperties: Set<String> = ["$type", "$value", "$description", "$extensions", "$deprecated"]

    /// Every problem in a set of token files read together (aliases may cross files), as
    /// `file: token: problem`. Empty when valid.
    static func problems(in files: [(name: String, document: JSONValue)]) -> [String] {
        var tokens: [String: (file: String, type: String?, value: JSONValue)] = [:]
        var problems: [String] = []
        for (name, document) in files {
            guard case .object = document else { problems.append("\(name): the root is not an object"); continue }
            collect(document, path: [], inheritedType: nil, file: name, into: &tokens, problems: &problems)
        }
        for (key, token) in tokens.sorted(by: { $0.key < $1.key }) {
            problems += check(key, token, in: tokens).map { "\(token.file): \(key): \($0)" }
        }
        return problems
    }

    private static func collect(_ group: JSONValue, path: [String], inheritedType: String?, file: String,
                                into tokens: inout [String: (file: String, type: String?, value: JSONValue)], problems: inout [String]) {
        let type = group["$type"]?.string ?? inheritedType
        for member in group.members ?? [] {
            let name = path + [member.key], key = name.joined(separator: ".")
            func report(_ problem: String) { problems.append("\(file): \(key): \(problem)") }
            if member.key.hasPrefix("$") {
                if !groupProperties.contains(member.key) { report("unknown property") }
                continue
            }
            if member.key.contains(where: { "{}.".contains($0) }) { report("a name cannot contain '{', '}' or '.'") }
            guard case .object(let members) = member.value else {
                report("neither a token nor a group")
                continue
            }
            guard let value = member.value["$value"] else {
                collect(member.value, path: name, inheritedType: type, file: file, into: &tokens, problems: &problems)
                continue
            }
            for property in members.map(\.key) where property.hasPrefix("$") && !tokenProperties.contains(property) {
                report("unknown token property '\(property)'")
            }
            if let description = member.value["$description"], description.string == nil {
                report("$description is not a string")
            }
            let tokenType = member.value["$type"]?.string ?? type
            // A later file overriding a token (a modifier's context) is allowed; it must keep the type.
            if let previous = tokens[key], previous.type != tokenType { report("redefined with another type") }
            tokens[key] = (file, tokenType, value)
        }
    }

    /// The problems of one token: type known, value shaped for it, alias resolving without a cycle.
    static func check(_ key: String, _ token: (file: String, type: String?, value: JSONValue),
                      in tokens: [String: (file: String, type: String?, value: JSONValue)]) -> [String] {
        guard let type = token.type else { return ["no $type (on the token or a parent group)"] }
        guard types.contains(type) else { return ["unknown $type '\(type)'"] }
        if let target = alias(token.value) {
            var seen: Set<String> = [key]
            var current = target
            while true {
                guard let next = tokens[current] else { return ["alias {\(current)} does not resolve"] }
                guard seen.insert(current).inserted else { return ["alias cycle through {\(current)}"] }
                guard next.type == type else { return ["alias {\(current)} is a \(next.type ?? "untyped") token, not \(type)"] }
                guard let further = alias(next.value) else { return [] }
                current = further
            }
        }
        return valueProblems(token.value, type: type)
    }

    /// `{main.alert.color.information.bg}` → `main.alert.color.information.bg`.
    static func alias(_ value: JSONValue) -> String? {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    static func valueProblems(_ value: JSONValue, type: String) -> [String] {
        switch type {
        case "color": return colorProblems(value)
        case "dimension": return unitProblems(value, units: ["px", "rem"])
        case "duration": return unitProblems(value, units: ["ms", "s"])
        default: return value.number == nil ? ["a number token's $value is not a number"] : []
        }
    }

    private static func unitProblems(_ value: JSONValue, units: Set<String>) -> [String] {
        guard let members = value.members, Set(members.map(\.key)) == ["value", "unit"] else {
            return ["$value must be an object with exactly 'value' and 'unit'"]
        }
        var problems: [String] = []
        if value["value"]?.number == nil { problems.append("'value' is not a number") }
        if !units.contains(value["unit"]?.string ?? "") { problems.append("'unit' is not one of \(units.sorted().joined(separator: ", "))") }
        return problems
    }

    /// The Color Module's colour object, checked for sRGB (the only space dsgen writes).
    private static func colorProblems(_ value: JSONValue) -> [String] {
        guard let members = value.members else { return ["a colour $value must be an object"] }
        let allowed: Set<String> = ["colorSpace", "components", "alpha", "hex"]
        var problems = members.map(\.key).filter { !allowed.contains($0) }.map { "unknown colour member '\($0)'" }
        guard let space = value["colorSpace"]?.string else { return problems + ["'colorSpace' is required"] }
        guard space == "srgb" else { return problems + ["colour space '\(space)' is not checked here"] }
        guard case .array(let components)? = value["components"], components.count == 3,
              components.allSatisfy({ ($0.number).map { (0...1).contains($0) } ?? false }) else {
            return problems + ["'components' must be three numbers from 0 to 1"]
        }
        if let alpha = value["alpha"], !(alpha.number.map { (0...1).contains($0) } ?? false) {
            problems.append("'alpha' must be a number from 0 to 1")
        }
        if let hex = value["hex"] {
            guard let text = hex.string, text.count == 7, let color = SRGBColor(hex: text) else {
                return problems + ["'hex' must be '#rrggbb'"]
            }
            let bytes = components.compactMap(\.number).map { Int(($0 * 255).rounded()) }
            if bytes != [Int(color.red), Int(color.green), Int(color.blue)] { problems.append("'hex' \(text) disagrees with 'components'") }
        }
        return problems
    }
}
