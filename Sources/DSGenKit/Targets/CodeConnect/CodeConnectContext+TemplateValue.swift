import Mustache

// The Code Connect contexts (template files, their configs and the legacy files) build
// their template values directly, the fast path of `TemplateStore.render` (see
// `TemplateValueConvertible`): each conversion lists every
// stored member under the key its synthesized `Codable` conformance uses. Lists and
// optionals are mapped here, not through `[T].templateValue` and `T?.templateValue`:
// those are generic in Mustache and not inlinable, so from this module they would run
// unspecialised, with a key-path projection per item.
// `TemplateValueConversionTests` checks that conversion and encoding agree.

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": .list(header.map { $0.templateValue }),
            "schema": schema.templateValue,
            "platform": platform.templateValue,
            "url": url.templateValue,
            "componentName": componentName.templateValue,
            "id": id.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "stringFunction": .list(stringFunction.map { $0.templateValue }),
            "reads": .list(reads.map { $0.templateValue }),
            "callee": callee.templateValue,
            "arguments": .list(arguments.map { $0.templateValue }),
            "closures": .list(closures.map { $0.templateValue }),
            "modifiers": .list(modifiers.map { $0.templateValue }),
            "imports": .list(imports.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectPlatform: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "folder": folder.templateValue,
            "label": label.templateValue,
            "language": language.templateValue,
            "tag": tag.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectRead: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "doc": .list(doc.map { $0.templateValue }),
            "constant": constant.templateValue,
            "getter": getter.templateValue,
            "property": property.templateValue,
            "mapping": .list(mapping.map { $0.templateValue }),
            "hasMapping": hasMapping.templateValue,
            "fallback": fallback.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectMappingEntry: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "key": key.templateValue,
            "value": value.templateValue,
            "comment": comment?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectPiece: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "comment": comment.templateValue,
            "expression": expression.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectClosure: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "label": label.templateValue,
            "content": content.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectConfigContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": header.templateValue,
            "platform": platform.templateValue,
            "include": .list(include.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectJSONItem: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "literal": literal.templateValue,
            "hasComma": hasComma.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectLegacyContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": .list(header.map { $0.templateValue }),
            "schema": schema.templateValue,
            "componentName": componentName.templateValue,
            "swiftUI": swiftUI.templateValue,
            "compose": compose.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectLegacyFile: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "fileName": fileName.templateValue,
            "packageName": packageName.templateValue,
            "imports": .list(imports.map { $0.templateValue }),
            "connections": .list(connections.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectLegacyConnection: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "annotations": .list(annotations.map { $0.templateValue }),
            "typeName": typeName.templateValue,
            "members": .list(members.map { $0.templateValue }),
            "properties": .list(properties.map { $0.templateValue }),
            "exampleDeclaration": .list(exampleDeclaration.map { $0.templateValue }),
            "example": .list(example.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectLegacyProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "doc": .list(doc.map { $0.templateValue }),
            "lines": .list(lines.map { $0.templateValue }),
        ])
    }
}
