extension DocsContextBuilder {
    // The headers of tables with constant column titles, built once.
    private static let colorsHeader = DocsTableHeader(["Role", "Token", "Value", "Notes"])
    private static let typographyHeader = DocsTableHeader(["Role", "Text style", "Notes"])
    private static let stringsHeader = DocsTableHeader(["Kind", "Name", "Text", "When"])
    private static let requirementsHeader = DocsTableHeader(["Requirement", "iOS", "Android"])
    private static let statesHeader = DocsTableHeader(["State", "iOS", "Android", "Figma", "Notes"])
    private static let telemetryHeader = DocsTableHeader(["Event", "SwiftUI", "Compose", "Signal", "Threshold", "Notes"])
    private static let legacyPropertiesHeader = DocsTableHeader(["Legacy property", "What became of it"])
    private static let legacyGroupsHeader = DocsTableHeader(["Group", "Count", "Axes"])
    private static let criteriaHeader = DocsTableHeader(["ID", "Criterion", "Status", "Notes"])
    private static let aspectsHeader = DocsTableHeader(["Aspect", "Status", "Notes"])

    // MARK: - Tokens

    func tokensSection() -> DocsTokens? {
        let tokens = component.tokens
        let colorSets = tokens.colorSets.compactMap(colorSet)
        let colors = DocsTable(Self.colorsHeader, rows: tokens.colors.map { color in
            [Markdown.code(color.role), Markdown.code(color.path),
             color.value.map { Markdown.code($0.written) } ?? "not assigned yet", Markdown.text(color.doc)]
        })
        let typography = DocsTable(Self.typographyHeader, rows: tokens.typography.map { style in
            [Markdown.code(style.role), Markdown.code(style.style), Markdown.text(style.doc)]
        })
        let paragraphs = [Markdown.text(tokens.doc)].filter { !$0.isEmpty }
        let contrast = contrastSection()
        guard !paragraphs.isEmpty || !colorSets.isEmpty || colors != nil || typography != nil || contrast != nil else { return nil }
        return DocsTokens(paragraphs: paragraphs, colorSets: colorSets, colors: colors, typography: typography, contrast: contrast)
    }

    /// Case | Role | (second-axis case) | Token | Value: one row per colour.
    private func colorSet(_ set: ColorSet) -> DocsColorSet? {
        let twoAxes = set.axes.count > 1
        let labels = Dictionary(set.roles.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        var rows: [[String]] = []
        for entry in set.entries {
            let caseCode = Markdown.code(entry.caseName)
            for role in entry.values {
                let roleCell = labels[role.role].flatMap { $0 == role.role ? nil : "\(Markdown.text($0)) · \(Markdown.code(role.role))" }
                    ?? Markdown.code(role.role)
                rows += role.colors.map { color in
                    [caseCode, roleCell] + (twoAxes ? [color.caseName.map(Markdown.code) ?? "any"] : [])
                        + [Markdown.code(color.path), Markdown.code(color.value.written)]
                }
            }
        }
        let header = [Markdown.code(set.axes.first ?? set.name), "Role"] + (twoAxes ? [Markdown.code(set.axes[1])] : []) + ["Token", "Value"]
        guard let table = DocsTable(header: header, rows: rows) else { return nil }
        return DocsColorSet(heading: "Colours by " + Markdown.alternatives(set.axes.map(Markdown.code), conjunction: "and"), table: table)
    }

    // MARK: - Accessibility

    func accessibilitySection() -> DocsAccessibility? {
        let contract = component.accessibility
        let strings = DocsTable(Self.stringsHeader, rows: contract.strings.map { string in
            [Markdown.text(string.kind), Markdown.code(string.name), "“\(Markdown.text(string.text))”", Markdown.text(string.doc)]
        } + component.properties.compactMap { property in
            property.accessibilityLabel.map { label in
                ["label", "\(Markdown.code(property.name)) control", "“\(Markdown.text(label))”",
                 "The control that triggers \(Markdown.code(property.name))."]
            }
        })
        let liveRegions = component.enumProperties.flatMap { property, enumeration in
            enumeration.fields.filter { $0.type == .live }.compactMap { field in
                DocsTable(header: [Markdown.code(property.name), "Live region", "iOS", "Android"], rows: enumeration.cases.compactMap { enumCase in
                    guard let politeness = enumCase.value(of: field.name)?.text else { return nil }
                    let assertive = politeness == "assertive"
                    return [Markdown.code(enumCase.name), Markdown.code(politeness),
                            assertive ? "Announcement with `.high` priority" : "Announcement with default priority",
                            Markdown.code("LiveRegionMode.\(Words.upperCamel(politeness))")]
                })
            }
        }
        var facts = contract.traits.map { trait in
            "\(Markdown.strong("Trait \(Markdown.code(trait.name)):")) \(Markdown.text(trait.text))"
        }
        if let target = contract.touchTarget {
            facts.append("**Minimum touch target:** \(NumberFormat.plain(target.ios)) pt (iOS) · "
                         + "\(NumberFormat.plain(target.android)) dp (Android). \(Markdown.text(target.note))")
        }
        if let ring = contract.focusRing {
            facts.append("**Focus ring:** \(NumberFormat.plain(ring.width)) px outline in \(Markdown.code(ring.token)). "
                         + Markdown.text(ring.note))
        }
        if let decorative = contract.decorativeImages {
            facts.append("**Decorative images:** \(Markdown.text(decorative))")
        }
        let requirements = DocsTable(Self.requirementsHeader, rows: contract.requirements.map { requirement in
            [Markdown.text(requirement.name), Markdown.text(requirement.ios), Markdown.text(requirement.android)]
        })
        guard strings != nil || !liveRegions.isEmpty || !facts.isEmpty || requirements != nil else { return nil }
        return DocsAccessibility(strings: strings, liveRegions: liveRegions, facts: DocsList(facts.map(Markdown.oneLine)),
                                 requirements: requirements)
    }

    // MARK: - Behaviour

    func behaviorSection() -> DocsBehavior? {
        let behavior = component.behavior
        let states = DocsTable(Self.statesHeader, rows: behavior.states.map { state in
            [Markdown.text(state.name), Markdown.text(state.ios), Markdown.text(state.android), Markdown.text(state.figma),
             Markdown.text(state.doc)]
        })
        let dismissals = DocsList(behavior.dismissals.map { "\(Markdown.strong(Markdown.code($0.name))): \(Markdown.text($0.text))" })
        let telemetry = DocsTable(Self.telemetryHeader, rows: component.properties.flatMap { property in
            property.telemetry.map { signal in
                [Markdown.code(property.name), Markdown.code(swift.member(property).name), Markdown.code(kotlin.member(property).name),
                 Markdown.text(signal.kind.rawValue), threshold(signal), signal.note.map(Markdown.text) ?? "—"]
            }
        })
        var coverage: [String] = []
        if !behavior.coverage.isEmpty {
            coverage.append("Interaction states covered: \(Markdown.codeList(behavior.coverage))."
                            + (behavior.coverageNote.map { " " + Markdown.text($0) } ?? ""))
        } else if let note = behavior.coverageNote {
            coverage.append(Markdown.text(note))
        }
        guard states != nil || dismissals != nil || telemetry != nil || !coverage.isEmpty else { return nil }
        return DocsBehavior(states: states, dismissals: dismissals, telemetry: telemetry, coverage: DocsList(coverage))
    }

    /// `≥ 50 % visible for ≥ 1 s`.
    private func threshold(_ telemetry: Telemetry) -> String {
        let parts = [telemetry.visiblePercent.map { "≥ \(NumberFormat.plain($0)) % visible" },
                     telemetry.seconds.map { "≥ \(NumberFormat.plain($0)) s" }].compactMap { $0 }
        return parts.isEmpty ? "—" : parts.joined(separator: " for ")
    }

    // MARK: - Legacy

    func legacySection() -> DocsLegacy? {
        let legacy = component.legacy
        let properties = DocsTable(Self.legacyPropertiesHeader, rows: legacy.properties.map { property in
            [Markdown.code(property.name), Markdown.text(property.text)]
        })
        var paragraphs: [String] = []
        if let built = legacy.builtVariants {
            let of = legacy.theoreticalVariants.map { " of \(Markdown.strong(String($0))) theoretical combinations" } ?? ""
            paragraphs.append("\(Markdown.strong(String(built))) built variants\(of).")
        }
        if let note = legacy.variantNote { paragraphs.append(Markdown.text(note)) }
        let groups = DocsTable(Self.legacyGroupsHeader, rows: legacy.variantGroups.map { group in
            [Markdown.text(group.name), String(group.count), Markdown.text(group.axes)]
        })
        if groups != nil {
            paragraphs.append("The built variants by group (\(legacy.variantGroups.map { String($0.count) }.joined(separator: " + ")) = "
                              + "\(legacy.variantGroups.reduce(0) { $0 + $1.count })):")
        }
        guard properties != nil || !paragraphs.isEmpty else { return nil }
        return DocsLegacy(properties: properties, paragraphs: paragraphs, groups: groups)
    }

    // MARK: - Audit

    func auditSection() -> DocsAudit? {
        let audit = component.audit
        // The few statuses repeat from row to row: each is spelled out once.
        var statuses: [(status: String, shown: String)] = []
        func status(_ status: String) -> String {
            if let known = statuses.first(where: { $0.status == status }) { return known.shown }
            let shown = Markdown.text(Words.title(status)) // `Needs Refinement` for `needs-refinement`
            statuses.append((status, shown))
            return shown
        }
        let criteria = DocsTable(Self.criteriaHeader, rows: audit.criteria.map { item in
            [Markdown.text(item.id), Markdown.text(item.name), status(item.status), Markdown.text(item.note)]
        })
        let aspects = DocsTable(Self.aspectsHeader, rows: audit.aspects.map { item in
            [Markdown.text(item.name), status(item.status), Markdown.text(item.note)]
        })
        let findings = DocsList(audit.findings.map { finding in
            let criterion = audit.criteria.first { $0.id == finding.name }.map { " · " + Markdown.text($0.name) } ?? ""
            return "**" + Markdown.text(finding.name) + criterion + ":** " + Markdown.text(finding.text)
        })
        let recommendations = DocsList(audit.recommendations.map {
            "**" + Markdown.text(Words.capitalized($0.name)) + ":** " + Markdown.text($0.text)
        })
        guard criteria != nil || aspects != nil || findings != nil || recommendations != nil else { return nil }
        return DocsAudit(criteria: criteria, aspects: aspects, findings: findings, recommendations: recommendations)
    }
}
