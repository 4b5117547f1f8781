import Mustache

// The SwiftUI contexts build their template values directly, the fast path of
// `TemplateStore.render` (see `TemplateValueConvertible`): each conversion lists every
// stored member under the key its synthesized `Codable` conformance uses. Lists and
// optionals are mapped here, not through `[T].templateValue` and `T?.templateValue`:
// those are generic in Mustache and not inlinable, so from this module they would run
// unspecialised, with a key-path projection per item.
// `TemplateValueConversionTests` checks that conversion and encoding agree.

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": header.templateValue,
            "schema": schema.templateValue,
            "component": component.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIComponent: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "genericParameters": genericParameters.templateValue,
            "doc": doc.templateValue,
            "enums": enums.templateValue,
            "valueTypes": valueTypes.templateValue,
            "colorSets": colorSets.templateValue,
            "modifiers": modifiers.templateValue,
            "properties": properties.templateValue,
            "environmentProperties": environmentProperties.templateValue,
            "initParameters": initParameters.templateValue,
            "initAssignments": initAssignments.templateValue,
            "initChecks": initChecks.templateValue,
            "caseFactories": caseFactories.templateValue,
            "environmentCheck": environmentCheck.templateValue,
            "initDoc": initDoc.templateValue,
            "namespaces": namespaces.templateValue,
            "propertyNames": propertyNames.templateValue,
            "bodyDoc": bodyDoc.templateValue,
            "deprecatedInits": deprecatedInits.templateValue,
            "deprecatedTypes": deprecatedTypes.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIDeprecatedInit: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "renamed": renamed.templateValue,
            "parameters": parameters.templateValue,
            "arguments": arguments.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnum: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": doc.templateValue,
            "conformances": conformances.templateValue,
            "cases": cases.templateValue,
            "groups": groups.templateValue,
            "dataProperties": dataProperties.templateValue,
            "hasDataProperties": hasDataProperties.templateValue,
            "platformMapping": platformMapping.templateValue,
            "deprecatedHelpers": deprecatedHelpers.templateValue,
            "deprecatedCases": deprecatedCases.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnumCase: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": doc.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIDeprecatedCase: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "name": name.templateValue,
            "renamed": renamed.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIGroups: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "cases": cases.templateValue,
            "switchLines": switchLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIDataProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": doc.templateValue,
            "switchLines": switchLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIPlatformMapping: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "platformType": platformType.templateValue,
            "propertyName": propertyName.templateValue,
            "initLines": initLines.templateValue,
            "propertyLines": propertyLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": doc.templateValue,
            "properties": properties.templateValue,
            "initParameters": initParameters.templateValue,
            "initAssignments": initAssignments.templateValue,
            "initDoc": initDoc.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": doc.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnvironmentProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "declaration": declaration.templateValue,
            "doc": doc.templateValue,
            "conversion": conversion.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIParameter: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "declaration": declaration.templateValue,
            "hasComma": hasComma.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIModifier: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "name": name.templateValue,
            "valueType": valueType.templateValue,
            "argumentName": argumentName.templateValue,
            "keyName": keyName.templateValue,
            "defaultValue": defaultValue.templateValue,
            "doc": doc.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIColorSet: TemplateValueConvertible {
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
extension SwiftUIColorConstant: TemplateValueConvertible {
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
extension SwiftUIArgument: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "text": text.templateValue,
            "hasComma": hasComma.templateValue,
            "comment": comment.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIColorAccessor: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "enumType": enumType.templateValue,
            "declaration": declaration.templateValue,
            "subject": subject.templateValue,
            "doc": doc.templateValue,
            "switchLines": switchLines.templateValue,
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUINamespace: TemplateValueConvertible {
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
extension SwiftUISharedContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": header.templateValue,
            "liveRegionType": liveRegionType.templateValue,
            "hexInitializer": hexInitializer.templateValue,
        ])
    }
}
