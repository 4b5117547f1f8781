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
            "header": .list(header.map { $0.templateValue }),
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
            "doc": .list(doc.map { $0.templateValue }),
            "enums": .list(enums.map { $0.templateValue }),
            "valueTypes": .list(valueTypes.map { $0.templateValue }),
            "colorSets": .list(colorSets.map { $0.templateValue }),
            "modifiers": .list(modifiers.map { $0.templateValue }),
            "properties": .list(properties.map { $0.templateValue }),
            "environmentProperties": .list(environmentProperties.map { $0.templateValue }),
            "initParameters": .list(initParameters.map { $0.templateValue }),
            "initAssignments": .list(initAssignments.map { $0.templateValue }),
            "initDoc": .list(initDoc.map { $0.templateValue }),
            "namespaces": .list(namespaces.map { $0.templateValue }),
            "propertyNames": propertyNames.templateValue,
            "deprecatedInits": .list(deprecatedInits.map { $0.templateValue }),
            "deprecatedTypes": .list(deprecatedTypes.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIDeprecatedInit: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "message": message.templateValue,
            "parameters": .list(parameters.map { $0.templateValue }),
            "arguments": .list(arguments.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnum: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "conformances": conformances.templateValue,
            "cases": .list(cases.map { $0.templateValue }),
            "groups": groups?.templateValue ?? .null,
            "dataProperties": .list(dataProperties.map { $0.templateValue }),
            "hasDataProperties": hasDataProperties.templateValue,
            "platformMapping": platformMapping?.templateValue ?? .null,
            "deprecatedHelpers": .list(deprecatedHelpers.map { $0.templateValue }),
            "deprecatedCases": .list(deprecatedCases.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnumCase: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
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
            "cases": .list(cases.map { $0.templateValue }),
            "switchLines": .list(switchLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIDataProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "switchLines": .list(switchLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIPlatformMapping: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "platformType": platformType.templateValue,
            "propertyName": propertyName.templateValue,
            "initLines": .list(initLines.map { $0.templateValue }),
            "propertyLines": .list(propertyLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIValueType: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "typeName": typeName.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "properties": .list(properties.map { $0.templateValue }),
            "initParameters": .list(initParameters.map { $0.templateValue }),
            "initAssignments": .list(initAssignments.map { $0.templateValue }),
            "initDoc": .list(initDoc.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "isLast": isLast.templateValue,
            "declaration": declaration.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIEnvironmentProperty: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "declaration": declaration.templateValue,
            "doc": .list(doc.map { $0.templateValue }),
            "conversion": conversion?.templateValue ?? .null,
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
            "doc": .list(doc.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUIColorSet: TemplateValueConvertible {
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
extension SwiftUIColorConstant: TemplateValueConvertible {
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
extension SwiftUIArgument: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "text": text.templateValue,
            "hasComma": hasComma.templateValue,
            "comment": comment?.templateValue ?? .null,
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
            "doc": .list(doc.map { $0.templateValue }),
            "switchLines": .list(switchLines.map { $0.templateValue }),
        ])
    }
}

/// The members templates read; the same keys as its `Codable` encoding.
extension SwiftUINamespace: TemplateValueConvertible {
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
extension SwiftUISharedContext: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        .object([
            "header": .list(header.map { $0.templateValue }),
            "liveRegionType": liveRegionType.templateValue,
            "hexInitializer": hexInitializer.templateValue,
        ])
    }
}
