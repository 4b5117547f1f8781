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
            "header": .list(header.map { $0.templateValue }),
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
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "overview": .list(overview.map { $0.templateValue }),
            "homes": homes?.templateValue ?? .null,
            "native": native?.templateValue ?? .null,
            "replaces": replaces?.templateValue ?? .null,
            "mapping": mapping.templateValue,
            "hasEnums": hasEnums.templateValue,
            "enums": .list(enums.map { $0.templateValue }),
            "valueTypes": .list(valueTypes.map { $0.templateValue }),
            "tokens": tokens?.templateValue ?? .null,
            "accessibility": accessibility?.templateValue ?? .null,
            "behavior": behavior?.templateValue ?? .null,
            "variants": variants.templateValue,
            "legacy": legacy?.templateValue ?? .null,
            "audit": audit?.templateValue ?? .null,
            "migrations": migrations?.templateValue ?? .null,
            "usage": usage.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsList: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "items": .list(items.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsTable: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "lines": .list(lines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsEnum: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "heading": heading.templateValue,
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "facts": .list(facts.map { $0.templateValue }),
            "cases": cases.templateValue,
            "groups": groups?.templateValue ?? .null,
            "data": data?.templateValue ?? .null,
            "fields": fields?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "heading": heading.templateValue,
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "fields": fields.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsTokens: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "colorSets": .list(colorSets.map { $0.templateValue }),
            "colors": colors?.templateValue ?? .null,
            "typography": typography?.templateValue ?? .null,
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
            "strings": strings?.templateValue ?? .null,
            "liveRegions": .list(liveRegions.map { $0.templateValue }),
            "facts": facts?.templateValue ?? .null,
            "requirements": requirements?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsBehavior: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "states": states?.templateValue ?? .null,
            "dismissals": dismissals?.templateValue ?? .null,
            "telemetry": telemetry?.templateValue ?? .null,
            "coverage": coverage?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsVariants: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "axes": axes?.templateValue ?? .null,
            "facts": .list(facts.map { $0.templateValue }),
            "breakdown": breakdown?.templateValue ?? .null,
            "constraints": constraints?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsLegacy: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "properties": properties?.templateValue ?? .null,
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "groups": groups?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsAudit: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "criteria": criteria?.templateValue ?? .null,
            "aspects": aspects?.templateValue ?? .null,
            "findings": findings?.templateValue ?? .null,
            "recommendations": recommendations?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsUsage: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "swiftUI": .list(swiftUI.map { $0.templateValue }),
            "compose": .list(compose.map { $0.templateValue }),
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
            "lines": .list(lines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension DocsIndexContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": .list(header.map { $0.templateValue }),
            "title": title.templateValue,
            "paragraphs": .list(paragraphs.map { $0.templateValue }),
            "components": components?.templateValue ?? .null,
        ])
    }
}
