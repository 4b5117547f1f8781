/// A design system while it is being resolved.
struct DesignSystemBuilder {
    var system: DesignSystem
    /// Where each external type's name was written.
    var externalSpans: [String: Range<Int>] = [:]
}

/// Resolves `design-system EB { … }`.
enum DesignSystemResolver {
    static func resolve(_ statement: Statement, in scope: Scope) -> DesignSystem? {
        var arguments = scope.arguments(statement)
        guard let prefix = arguments.name("the design system's prefix, such as 'EB'") else { return nil }
        arguments.finish()
        if prefix.value.contains("-") || prefix.value.first?.isUppercase != true {
            scope.report(.invalidName(prefix.value, reason: "a prefix is an UpperCamel identifier such as 'EB'"), at: prefix.span)
        }
        let system = DesignSystem(prefix: prefix.value, kotlinPackage: prefix.value.lowercased() + ".designsystem",
                                  sourcePath: scope.file.fileName)
        return table.build(statement, from: DesignSystemBuilder(system: system), in: scope).system
    }

    static let table = KeywordTable<DesignSystemBuilder>(
        context: "design-system",
        singletons: ["summary", "figma", "kotlin"],
        handlers: [
            "summary": KeywordTable.text(\.system.summary),
            "figma": KeywordTable.optionalCode(\.system.figmaFile, "the Figma file URL", as: .figmaURL),
            "kotlin": { builder, statement, scope in kotlinPackage(&builder.system, statement, scope) },
            "external": external,
            "contrast": { builder, statement, scope in ContrastResolver.policy(statement, in: scope, into: &builder.system.contrast) },
        ]
    )

    /// `kotlin package "com.eb.designsystem"`.
    private static func kotlinPackage(_ system: inout DesignSystem, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let word = arguments.name("'package'") else { return }
        guard word.value == "package" else {
            scope.reportUnknown("'kotlin' attribute", word, known: ["package"])
            return
        }
        let span = arguments.nextSpan
        guard let package = arguments.string("a package name") else { return }
        arguments.finish()
        guard KotlinNaming.isPackageName(package) else {
            scope.report(.invalidName(package, reason: "a Kotlin package is dot-separated identifiers"), at: span)
            return
        }
        system.kotlinPackage = package
    }

    /// `external Icon { swiftui type "Image" example "…"; compose type "…" import "…" example "…" }`.
    private static func external(_ builder: inout DesignSystemBuilder, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.arguments(statement)
        guard let name = arguments.name("the type's name") else { return }
        arguments.finish()
        guard scope.isFirst(name.value, at: name.span, in: &builder.externalSpans, else: .duplicate("external type", name.value)) else { return }
        let external = ExternalType(name: name.value, swiftType: name.value, composeType: name.value)
        builder.system.externals.append(externalTable.build(statement, from: external, in: scope))
    }

    static let externalTable = KeywordTable<ExternalType>(
        context: "external type",
        singletons: ["doc", "swiftui"],
        handlers: [
            "doc": KeywordTable.text(\.doc),
            "swiftui": { external, statement, scope in
                for (word, text) in pairs(statement, scope, allowed: ["type", "example"], code: ["type": .swiftType, "example": .swiftExpression]) {
                    if word == "type" { external.swiftType = text } else { external.swiftExample = text }
                }
            },
            "compose": { external, statement, scope in
                for (word, text) in pairs(statement, scope, allowed: ["type", "import", "example", "example-import"],
                                           code: ["type": .kotlinType, "import": .kotlinImport, "example": .kotlinExpression,
                                                  "example-import": .kotlinImport]) {
                    switch word {
                    case "type": external.composeType = text
                    case "import": external.composeImports.append(text)
                    case "example": external.composeExample = text
                    default: external.composeExampleImports.append(text)
                    }
                }
            },
        ]
    )

    /// `word "text" word "text" …` with words from a fixed set; a text that is code by design
    /// (`code[word]`) is reported and left out unless it passes as that code.
    static func pairs(_ statement: Statement, _ scope: Scope, allowed: [String],
                      code: [String: CodeFragmentValidator.Kind] = [:]) -> [(String, String)] {
        var arguments = scope.blocklessArguments(statement)
        var result: [(String, String)] = []
        var read = 0
        // What was expected, for a message: only worked out when there is one.
        func words() -> String { allowed.map { "'\($0)'" }.joinedWithOr }
        while arguments.hasNext, !arguments.failed {
            guard let word = arguments.nextIsName ? arguments.name() : arguments.name(words()) else { break }
            guard allowed.contains(word.value) else {
                scope.reportUnknown("'\(statement.keyword)' attribute", word, known: allowed)
                arguments.abandon()
                break
            }
            let span = arguments.nextSpan
            guard let text = arguments.string("a string") else { break }
            read += 1
            if let kind = code[word.value], !scope.isValidCode(text, as: kind, at: span) { continue }
            result.append((word.value, text))
        }
        if read == 0, !arguments.failed { arguments.expected(words()) }
        return result
    }
}
