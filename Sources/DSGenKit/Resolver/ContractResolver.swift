/// Resolves the contract blocks: `accessibility`, `behavior`, `legacy` and `audit`.
enum ContractResolver {
    /// The `accessibility { … }` block.
    static let accessibility = KeywordTable<Accessibility>(
        context: "accessibility",
        singletons: ["touch-target", "focus-ring", "decorative-images"],
        handlers: [
            "label": accessibilityString,
            "hint": accessibilityString,
            "trait": { contract, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let name = arguments.name("the trait, such as 'button'") else { return }
                let note = arguments.trailingString() ?? ""
                contract.traits.append(Note(name: name.value, text: note))
            },
            "touch-target": { contract, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let ios = arguments.number("the iOS minimum in points"),
                      let android = arguments.number("the Android minimum in dp") else { return }
                let note = arguments.trailingString() ?? ""
                contract.touchTarget = TouchTarget(ios: ios.value.value, android: android.value.value, note: note)
            },
            "focus-ring": { contract, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let width = arguments.number("the outline width"), let token = arguments.string("the colour token") else { return }
                let note = arguments.trailingString() ?? ""
                contract.focusRing = FocusRing(width: width.value.value, token: token, note: note)
            },
            "decorative-images": { contract, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                contract.decorativeImages = arguments.trailingString() ?? ""
            },
            "requirement": { contract, statement, scope in
                guard let row = platformRow(statement, scope, platforms: ["ios", "android"], also: "contrast") else { return }
                contract.requirements.append(PlatformRequirement(name: row.name, ios: row.values[0] ?? "",
                                                                 android: row.values[1] ?? ""))
                for line in statement.block ?? [] where line.keyword == "contrast" {
                    if let claim = ContrastResolver.claim(line, requirement: row.name, in: scope) { contract.contrastClaims.append(claim) }
                }
            },
        ]
    )

    /// `label loading "Loading advertisement" "doc"`, `hint disclosure "Advertisement"`.
    private static func accessibilityString(_ contract: inout Accessibility, _ statement: Statement, _ scope: Scope) {
        var arguments = scope.blocklessArguments(statement)
        guard let name = arguments.name("the \(statement.keyword)'s name"), let text = arguments.string("the text read out") else { return }
        let doc = arguments.trailingString() ?? ""
        if contract.strings.contains(where: { $0.name == name.value && $0.kind == statement.keyword }) {
            scope.report(.duplicate(statement.keyword, name.value), at: name.span)
            return
        }
        contract.strings.append(AccessibilityString(kind: statement.keyword, name: name.value, text: text, doc: doc))
    }

    /// `name { ios "…"; android "…"; … }` rows of a platform table: the name, and per
    /// platform (in the order of `platforms`) the text of its last line, if any.
    /// `also` names one more keyword the row may hold, read by the caller.
    private static func platformRow(_ statement: Statement, _ scope: Scope, platforms: [String],
                                    also: String? = nil) -> (name: String, values: [String?])? {
        var arguments = scope.arguments(statement)
        guard let name = arguments.string("the row's name") else { return nil }
        arguments.finish()
        var values = [String?](repeating: nil, count: platforms.count)
        for line in scope.block(of: statement) where line.keyword != also {
            guard let platform = platforms.firstIndex(of: line.keyword) else {
                scope.report(.unknownKeyword(line.keyword, in: statement.keyword), at: line.keywordSpan,
                             fixIt: Suggestion.closest(to: line.keyword, in: platforms + (also.map { [$0] } ?? [])))
                continue
            }
            var lineArguments = scope.blocklessArguments(line)
            values[platform] = lineArguments.string("a string")
            lineArguments.finish()
        }
        return (name, values)
    }

    /// The `behavior { … }` block.
    static let behavior = KeywordTable<Behavior>(
        context: "behavior",
        singletons: ["coverage"],
        handlers: [
            "state": { behavior, statement, scope in
                guard let row = platformRow(statement, scope, platforms: ["ios", "android", "figma", "doc"]) else { return }
                behavior.states.append(BehaviorState(name: row.name, ios: row.values[0] ?? "", android: row.values[1] ?? "",
                                                     figma: row.values[2] ?? "", doc: row.values[3] ?? ""))
            },
            "dismiss": { behavior, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let kind = arguments.name("'swipe', 'tap' or 'auto'") else { return }
                guard ["swipe", "tap", "auto"].contains(kind.value) else {
                    scope.reportUnknown("dismiss gesture", kind, known: ["swipe", "tap", "auto"])
                    return
                }
                let note = arguments.trailingString() ?? ""
                behavior.dismissals.append(Note(name: kind.value, text: note))
            },
            "coverage": { behavior, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                while case .identifier? = arguments.peek?.kind, let state = arguments.name() {
                    behavior.coverage.append(state.value)
                }
                behavior.coverageNote = arguments.trailingString()
            },
        ]
    )

    /// The `legacy { … }` block.
    static let legacy = KeywordTable<Legacy>(
        context: "legacy",
        singletons: ["built"],
        handlers: [
            "property": { legacy, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let name = arguments.string("the legacy Figma property"), let note = arguments.string("what became of it") else { return }
                arguments.finish()
                legacy.properties.append(Note(name: name, text: note))
            },
            "built": { legacy, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let built = arguments.count("the number of built variants"), arguments.word("of"),
                      let total = arguments.count("the number of theoretical combinations") else { return }
                legacy.variantNote = arguments.trailingString()
                legacy.builtVariants = built
                legacy.theoreticalVariants = total
            },
            "variants": { legacy, statement, scope in
                var arguments = scope.blocklessArguments(statement)
                guard let name = arguments.string("the variant group"), let count = arguments.count("the count"),
                      let axes = arguments.string("the axes' values") else { return }
                arguments.finish()
                legacy.variantGroups.append(VariantGroup(name: name, count: count, axes: axes))
            },
        ]
    )

    static let statuses = ["ready", "needs-refinement", "requires-rework", "not-mapped"]

    /// The `audit { … }` block.
    static let audit = KeywordTable<Audit>(
        context: "audit",
        singletons: [],
        handlers: [
            "criterion": { audit, statement, scope in
                var arguments = scope.arguments(statement)
                guard let id = arguments.name("the criterion's id, such as 'C1'") else { return }
                if let item = auditItem(id: id.value, &arguments, statement, scope) { audit.criteria.append(item) }
            },
            "aspect": { audit, statement, scope in
                var arguments = scope.arguments(statement)
                if let item = auditItem(id: "", &arguments, statement, scope) { audit.aspects.append(item) }
            },
            "finding": taggedNote(\.findings),
            "recommendation": taggedNote(\.recommendations),
        ]
    )

    private static func auditItem(id: String, _ arguments: inout Arguments, _ statement: Statement, _ scope: Scope) -> AuditItem? {
        scope.rejectBlock(of: statement)
        guard let name = arguments.string("what is audited"), let status = arguments.name("a status") else { return nil }
        guard statuses.contains(status.value) else {
            scope.report(.invalidStatus(status.value), at: status.span, fixIt: Suggestion.closest(to: status.value, in: statuses))
            return nil
        }
        let note = arguments.trailingString() ?? ""
        return AuditItem(id: id, name: name, status: status.value, note: note)
    }

    /// A handler for `finding C2 "text"`, `recommendation rename "text"` that appends the note.
    private static func taggedNote(_ keyPath: WritableKeyPath<Audit, [Note]> & Sendable) -> KeywordTable<Audit>.Handler {
        { audit, statement, scope in
            var arguments = scope.blocklessArguments(statement)
            guard let tag = arguments.name("a tag"), let text = arguments.string("the text") else { return }
            arguments.finish()
            audit[keyPath: keyPath].append(Note(name: tag.value, text: text))
        }
    }
}
