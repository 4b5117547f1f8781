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
            "header": header.templateValue,
            "schema": schema.templateValue,
            "packageName": packageName.templateValue,
            "imports": imports.templateValue,
            "scaffoldImports": scaffoldImports.templateValue,
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
            "doc": doc.templateValue,
            "implementationDoc": implementationDoc.templateValue,
            "enums": enums.templateValue,
            "valueTypes": valueTypes.templateValue,
            "colorSets": colorSets.templateValue,
            "namespaces": namespaces.templateValue,
            "parameters": parameters.templateValue,
            "implementationParameters": implementationParameters.templateValue,
            "arguments": arguments.templateValue,
            "argumentChecks": argumentChecks.templateValue,
            "hasArgumentChecks": hasArgumentChecks.templateValue,
            "entryPoints": entryPoints.templateValue,
            "deprecatedFunctions": deprecatedFunctions.templateValue,
            "deprecatedDeclarations": deprecatedDeclarations.templateValue,
            "scaffoldComment": scaffoldComment.templateValue,
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
            "parameters": parameters.templateValue,
            "arguments": arguments.templateValue,
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
            "doc": doc.templateValue,
            "entries": entries.templateValue,
            "deprecatedEntries": deprecatedEntries.templateValue,
            "hasDeprecatedEntries": hasDeprecatedEntries.templateValue,
            "groups": groups.templateValue,
            "dataProperties": dataProperties.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeEnumEntry: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "name": name.templateValue,
            "doc": doc.templateValue,
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
            "doc": doc.templateValue,
            "entries": entries.templateValue,
            "property": property.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeDataProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "doc": doc.templateValue,
            "declaration": declaration.templateValue,
            "whenLines": whenLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": doc.templateValue,
            "properties": properties.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "doc": doc.templateValue,
            "declaration": declaration.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeColorSet: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": doc.templateValue,
            "roles": roles.templateValue,
            "constants": constants.templateValue,
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
            "doc": doc.templateValue,
            "arguments": arguments.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeArgument: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "text": text.templateValue,
            "comment": comment.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeColorAccessor: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "doc": doc.templateValue,
            "declaration": declaration.templateValue,
            "isProperty": isProperty.templateValue,
            "whenLines": whenLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeNamespace: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": doc.templateValue,
            "constants": constants.templateValue,
            "notes": notes.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension ComposeNote: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isSeparated": isSeparated.templateValue,
            "lines": lines.templateValue,
        ])
    }
}
