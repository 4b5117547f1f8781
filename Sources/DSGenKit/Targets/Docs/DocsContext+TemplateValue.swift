import Mustache

// The docs contexts (component pages and the index) build their template values directly,
// the fast path of `TemplateStore.render` (see `TemplateValueConvertible`): each conversion lists every
// stored member under the key its synthesized `Codable` conformance uses. Lists and
// optionals are mapped here, not through `[T].templateValue` and `T?.templateValue`:
// those are generic in Mustache and not inlinable, so from this module they would run
// unspecialised, with a key-path projection per item.
// `TemplateValueConversionTests` checks that conversion and encoding agree.

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": header.templateValue,
            "schema": schema.templateValue,
            "component": component.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsComponent: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "title": title.templateValue,
            "paragraphs": paragraphs.templateValue,
            "overview": overview.templateValue,
            "homes": homes.templateValue,
            "native": native.templateValue,
            "replaces": replaces.templateValue,
            "mapping": mapping.templateValue,
            "codeConnect": codeConnect.templateValue,
            "hasEnums": hasEnums.templateValue,
            "enums": enums.templateValue,
            "valueTypes": valueTypes.templateValue,
            "tokens": tokens.templateValue,
            "accessibility": accessibility.templateValue,
            "behavior": behavior.templateValue,
            "variants": variants.templateValue,
            "legacy": legacy.templateValue,
            "audit": audit.templateValue,
            "migrations": migrations.templateValue,
            "usage": usage.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsList: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "items": items.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsTable: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "lines": lines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsEnum: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "heading": heading.templateValue,
            "paragraphs": paragraphs.templateValue,
            "facts": facts.templateValue,
            "cases": cases.templateValue,
            "groups": groups.templateValue,
            "data": data.templateValue,
            "fields": fields.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "heading": heading.templateValue,
            "paragraphs": paragraphs.templateValue,
            "fields": fields.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsTokens: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "paragraphs": paragraphs.templateValue,
            "colorSets": colorSets.templateValue,
            "colors": colors.templateValue,
            "typography": typography.templateValue,
            "contrast": contrast.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsColorSet: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "heading": heading.templateValue,
            "table": table.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsAccessibility: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "strings": strings.templateValue,
            "liveRegions": liveRegions.templateValue,
            "facts": facts.templateValue,
            "requirements": requirements.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsBehavior: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "states": states.templateValue,
            "dismissals": dismissals.templateValue,
            "telemetry": telemetry.templateValue,
            "coverage": coverage.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsVariants: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "axes": axes.templateValue,
            "facts": facts.templateValue,
            "breakdown": breakdown.templateValue,
            "constraints": constraints.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsLegacy: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "properties": properties.templateValue,
            "paragraphs": paragraphs.templateValue,
            "groups": groups.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsAudit: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "criteria": criteria.templateValue,
            "aspects": aspects.templateValue,
            "findings": findings.templateValue,
            "recommendations": recommendations.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsUsage: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "notes": notes.templateValue,
            "swiftUI": swiftUI.templateValue,
            "compose": compose.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsSnippet: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "title": title.templateValue,
            "fence": fence.templateValue,
            "language": language.templateValue,
            "lines": lines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsIndexContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": header.templateValue,
            "title": title.templateValue,
            "paragraphs": paragraphs.templateValue,
            "components": components.templateValue,
        ])
    }
}
