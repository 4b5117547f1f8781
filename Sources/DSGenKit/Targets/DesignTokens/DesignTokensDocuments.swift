/// The design system's tokens as Design Tokens Community Group files, following the
/// 2025.10 reports: the Format Module (`$value`, `$type`, `$description`, groups,
/// `{group.token}` aliases), the Color Module (sRGB colour objects with `components`,
/// `alpha` and `hex`) and the Resolver Module (themes as a modifier's contexts).
///
/// - `EB.tokens.json`: global tokens the components state values for (`text/color-text-subtle`,
///   `radius/radius-1`);
/// - `Alert.tokens.json` per component: its own tokens under their paths, per-case
///   dimensions and durations under `alert.<property>.<case>.<field>`, and aliases of the
///   global tokens it uses; themed tokens take their default case's value here;
/// - `Toast.theme-light.tokens.json` per case of a theme-like second axis: the themed
///   tokens' values in that context;
/// - `EB.resolver.json`: the sets, the modifiers with their contexts, and the order.
///
/// Tokens without a value are never given one: each file lists them under
/// `$extensions.dsgen.unresolved`, with the token they stand for when owned elsewhere.
public enum DesignTokensDocuments {
    /// The version of the reports followed.
    public static let version = "2025.10"
    /// The Format Module's JSON schema for that version.
    public static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"

    /// Every file, by name: the design system's, then each component's, its contexts, and the resolver.
    public static func files(for system: DesignSystem) -> [(name: String, document: JSONValue)] {
        let components = system.components.concurrentMap(ComponentTokens.init)
        var global: [DesignTokenEntry] = []
        for tokens in components {
            for entry in tokens.global where !global.contains(where: { $0.path == entry.path }) { global.append(entry) }
        }
        var files = [(name: system.prefix + ".tokens.json",
                      document: document(global, description: system.summary, schema: system.sourcePath,
                                         external: components.flatMap(\.unresolved).compactMap(\.reference)))]
        for tokens in components {
            let component = tokens.component
            files.append((component.name + ".tokens.json",
                          document(tokens.own, description: component.summary, schema: component.sourcePath,
                                   unresolved: tokens.unresolved)))
            for context in tokens.contexts {
                for themeCase in context.cases {
                    files.append((contextFileName(component, modifier: context.modifier, caseName: themeCase.name),
                                  document(themeCase.entries, description: "\(component.name) tokens for \(context.modifier) \(themeCase.name).",
                                           schema: component.sourcePath)))
                }
            }
        }
        files.append((system.prefix + ".resolver.json", resolver(system, components: components)))
        return files
    }

    /// `Toast.theme-dark.tokens.json`.
    static func contextFileName(_ component: Component, modifier: String, caseName: String) -> String {
        "\(component.name).\(modifier)-\(caseName).tokens.json"
    }

    /// A token file: the entries nested into groups, in first-seen order.
    static func document(_ entries: [DesignTokenEntry], description: String, schema: String,
                         unresolved: [UnresolvedToken] = [], external: [String] = []) -> JSONValue {
        var root = TokenGroup()
        for entry in entries { root.insert(entry, at: entry.path[...]) }
        var extensions = [JSONMember("generated", .string(GeneratedHeader.lines(schema: schema).joined(separator: " ")))]
        if !unresolved.isEmpty {
            extensions.append(JSONMember("unresolved", .array(unresolved.map { token in
                var members = [JSONMember("token", .string(token.path.joined(separator: "."))), JSONMember("$type", .string(token.type))]
                if let reference = token.reference { members.append(JSONMember("references", .string(reference))) }
                members.append(JSONMember("reason", .string(token.reason)))
                return .object(members)
            })))
        }
        if !external.isEmpty {
            var seen = Set<String>()
            extensions.append(JSONMember("external", .array(external.filter { seen.insert($0).inserted }.map(JSONValue.string))))
        }
        let header = [JSONMember("$schema", .string(Self.schema)),
                      JSONMember("$description", .string(description)),
                      JSONMember("$extensions", .object([JSONMember("dsgen", .object(extensions))]))]
        return .object(header + root.members)
    }

    /// The Resolver Module document: one set per file, one modifier per theme-like axis.
    static func resolver(_ system: DesignSystem, components: [ComponentTokens]) -> JSONValue {
        var sets = [JSONMember(system.prefix, set(system.prefix + ".tokens.json"))]
        sets += components.map { JSONMember($0.component.name, set($0.component.name + ".tokens.json")) }
        var modifiers: [(name: String, defaultCase: String, contexts: [(String, [String])])] = []
        for tokens in components {
            for context in tokens.contexts {
                let index = modifiers.firstIndex { $0.name == context.modifier } ?? {
                    modifiers.append((context.modifier, context.defaultCase, []))
                    return modifiers.count - 1
                }()
                for themeCase in context.cases {
                    let file = contextFileName(tokens.component, modifier: context.modifier, caseName: themeCase.name)
                    if let caseIndex = modifiers[index].contexts.firstIndex(where: { $0.0 == themeCase.name }) {
                        modifiers[index].contexts[caseIndex].1.append(file)
                    } else {
                        modifiers[index].contexts.append((themeCase.name, [file]))
                    }
                }
            }
        }
        let modifierMembers = modifiers.map { modifier in
            JSONMember(modifier.name, .object([
                JSONMember("contexts", .object(modifier.contexts.map { JSONMember($0.0, .array($0.1.map(reference))) })),
                JSONMember("default", .string(modifier.defaultCase)),
            ]))
        }
        let order = sets.map { reference("#/sets/" + $0.key) } + modifiers.map { reference("#/modifiers/" + $0.name) }
        return .object([
            JSONMember("name", .string(system.prefix)),
            JSONMember("version", .string(version)),
            JSONMember("description", .string(GeneratedHeader.lines(schema: system.sourcePath).joined(separator: " "))),
            JSONMember("sets", .object(sets)),
            JSONMember("modifiers", .object(modifierMembers)),
            JSONMember("resolutionOrder", .array(order)),
        ])
    }

    private static func set(_ file: String) -> JSONValue {
        .object([JSONMember("sources", .array([reference(file)]))])
    }

    private static func reference(_ target: String) -> JSONValue {
        .object([JSONMember("$ref", .string(target))])
    }
}

/// Groups being filled: each child a token or a further group, in first-inserted order.
struct TokenGroup {
    private var children: [(name: String, group: TokenGroup?, token: DesignTokenEntry?)] = []

    mutating func insert(_ entry: DesignTokenEntry, at path: ArraySlice<String>) {
        guard let name = path.first else { return }
        let index = children.firstIndex { $0.name == name } ?? {
            children.append((name, nil, nil))
            return children.count - 1
        }()
        if path.count == 1 {
            if children[index].token == nil { children[index].token = entry }
            return
        }
        var group = children[index].group ?? TokenGroup()
        group.insert(entry, at: path.dropFirst())
        children[index].group = group
    }

    /// `"name": { "$type": …, "$value": …, "$description": … }` or a nested group.
    var members: [JSONMember] {
        children.map { child in
            if let token = child.token {
                return JSONMember(child.name, .object([JSONMember("$type", .string(token.type)), JSONMember("$value", token.value),
                                                       JSONMember("$description", .string(token.description))]))
            }
            return JSONMember(child.name, .object(child.group?.members ?? []))
        }
    }
}
