import Mustache

// The Compose contexts build their template values directly, the fast path of
// `TemplateStore.render` (see `TemplateValueConvertible`): each conversion lists every
// stored member under the key its synthesized `Codable` conformance uses. Lists and
// optionals are mapped here, not through `[T].templateValue` and `T?.templateValue`:
// those are generic in Mustache and not inlinable, so from this module they would run
// unspecialised, with a key-path projection per item.
// `TemplateValueConversionTests` checks that conversion and encoding agree.

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": .list(header.map { $0.templateValue }),
            "schema": schema.templateValue,
            "packageName": packageName.templateValue,
            "imports": .list(imports.map { $0.templateValue }),
            "scaffoldImports": .list(scaffoldImports.map { $0.templateValue }),
            "component": component.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeComponent: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "functionName": functionName.templateValue,
            "implementationName": implementationName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "implementationDoc": .list(implementationDoc.map { $0.templateValue }),
            "enums": .list(enums.map { $0.templateValue }),
            "valueTypes": .list(valueTypes.map { $0.templateValue }),
            "colorSets": .list(colorSets.map { $0.templateValue }),
            "namespaces": .list(namespaces.map { $0.templateValue }),
            "parameters": .list(parameters.map { $0.templateValue }),
            "implementationParameters": .list(implementationParameters.map { $0.templateValue }),
            "arguments": .list(arguments.map { $0.templateValue }),
            "deprecatedFunctions": .list(deprecatedFunctions.map { $0.templateValue }),
            "deprecatedDeclarations": .list(deprecatedDeclarations.map { $0.templateValue }),
            "scaffoldComment": .list(scaffoldComment.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeParameter: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "name": name.templateValue,
            "declaration": declaration.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeDeprecatedFunction: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "annotation": annotation.templateValue,
            "name": name.templateValue,
            "parameters": .list(parameters.map { $0.templateValue }),
            "arguments": .list(arguments.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeDeprecatedDeclaration: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "annotation": annotation.templateValue,
            "declaration": declaration.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeEnum: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "entries": .list(entries.map { $0.templateValue }),
            "deprecatedEntries": .list(deprecatedEntries.map { $0.templateValue }),
            "hasDeprecatedEntries": hasDeprecatedEntries.templateValue,
            "groups": groups?.templateValue ?? .null,
            "dataProperties": .list(dataProperties.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeEnumEntry: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "name": name.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeDeprecatedEntry: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "annotation": annotation.templateValue,
            "declaration": declaration.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeGroups: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "entries": .list(entries.map { $0.templateValue }),
            "property": property.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeDataProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "declaration": declaration.templateValue,
            "whenLines": .list(whenLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "properties": .list(properties.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "declaration": declaration.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeColorSet: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "roles": .list(roles.map { $0.templateValue }),
            "constants": .list(constants.map { $0.templateValue }),
            "accessor": accessor.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeColorConstant: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "name": name.templateValue,
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "arguments": .list(arguments.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeArgument: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "text": text.templateValue,
            "comment": comment?.templateValue ?? .null,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeColorAccessor: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "doc": .list(doc.map { $0.templateValue }),
            "declaration": declaration.templateValue,
            "isProperty": isProperty.templateValue,
            "whenLines": .list(whenLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeNamespace: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "constants": .list(constants.map { $0.templateValue }),
            "notes": .list(notes.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeNote: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isSeparated": isSeparated.templateValue,
            "lines": .list(lines.map { $0.templateValue }),
        ])
    }
}
