import Mustache

// The Code Connect contexts (template files and their configs) build
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
            "header": header.templateValue,
            "schema": schema.templateValue,
            "schemaLiteral": schemaLiteral.templateValue,
            "platform": platform.templateValue,
            "url": url.templateValue,
            "componentName": componentName.templateValue,
            "source": source.templateValue,
            "id": id.templateValue,
            "doc": doc.templateValue,
            "stringFunctionName": stringFunctionName.templateValue,
            "stringFunction": stringFunction.templateValue,
            "reads": reads.templateValue,
            "perCase": perCase.templateValue,
            "callee": callee.templateValue,
            "arguments": arguments.templateValue,
            "closures": closures.templateValue,
            "modifiers": modifiers.templateValue,
            "imports": imports.templateValue,
            "importLiterals": importLiterals.templateValue,
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
            "doc": doc.templateValue,
            "constant": constant.templateValue,
            "helper": helper.templateValue,
            "property": property.templateValue,
            "mapping": mapping.templateValue,
            "hasMapping": hasMapping.templateValue,
            "extra": extra.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension CodeConnectMappingEntry: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "key": key.templateValue,
            "value": value.templateValue,
            "comment": comment.templateValue,
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
            "include": include.templateValue,
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
extension CodeConnectPerCase: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "doc": doc.templateValue,
            "axisConstant": axisConstant.templateValue,
            "generalCallee": generalCallee.templateValue,
            "entries": entries.templateValue,
        ])
    }
}
