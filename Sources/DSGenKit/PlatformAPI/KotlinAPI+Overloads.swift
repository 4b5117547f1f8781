/// A deprecated overload that keeps an old call compiling: a previous component name, or
/// a parameter under its previous name.
struct KotlinOverload: Sendable {
    /// The deprecation message (`Renamed to EBAlert.`).
    let message: String
    /// The call that replaces it (`EBAlert(title = title, …)`).
    let replacement: String
    /// The function's name.
    let name: String
    /// Its parameters, in order.
    let parameters: [KotlinParameter]
    /// The arguments it forwards to the current function, in the current order.
    let arguments: [String]
}

extension KotlinAPI {
    /// `EBOldAlert(…)` for every previous component name, and for every renamed parameter an
    /// overload that takes it under its previous name. Kotlin cannot overload on parameter
    /// names, so the renamed parameter loses its default and moves to the end (before a
    /// last function-typed parameter, which a trailing lambda binds to), or else right after
    /// `modifier`: positional calls still reach the current function, calls naming the old
    /// parameter reach the overload. An overload whose parameter types would repeat
    /// another's is left out (it would not compile).
    var deprecatedOverloads: [KotlinOverload] {
        guard !component.renamedFrom.isEmpty || component.properties.contains(where: { !$0.renamedFrom.isEmpty }) else { return [] }
        let forwarding = parameters.map { $0.name + " = " + $0.name }
        let renamedComponents = component.renamedFrom.map { old in
            KotlinOverload(message: "Renamed to \(componentName).", replacement: "\(componentName)(\(forwarding.joined(separator: ", ")))",
                           name: formerFunctionName(old), parameters: parameters, arguments: forwarding)
        }
        var signatures: Set<[String]> = [parameters.map(\.type)]
        var renamedParameters: [KotlinOverload] = []
        for property in component.properties where !property.renamedFrom.isEmpty {
            guard let index = parameters.firstIndex(where: { $0.property == property }) else { continue }
            for old in component.aliases(of: property) {
                guard let overload = overload(renaming: index, to: old, avoiding: signatures) else { continue }
                signatures.insert(overload.map(\.type))
                var arguments = forwarding
                arguments[index] = parameters[index].name + " = " + formerName(old)
                renamedParameters.append(KotlinOverload(
                    message: "Use \(parameters[index].name) instead of \(formerName(old)).",
                    replacement: "\(componentName)(\(arguments.joined(separator: ", ")))",
                    name: componentName, parameters: overload, arguments: arguments))
            }
        }
        return renamedComponents + renamedParameters
    }

    /// The parameters with the one at `index` renamed, without its default, moved before a
    /// trailing function-typed parameter or else after `modifier`: the first placement
    /// whose types no other overload has.
    private func overload(renaming index: Int, to old: String, avoiding signatures: Set<[String]>) -> [KotlinParameter]? {
        var renamed = parameters[index]
        renamed.name = formerName(old)
        renamed.defaultValue = nil
        var others = parameters
        others.remove(at: index)
        let beforeTrailing = others.last?.type.contains("->") == true ? others.count - 1 : others.count
        let afterModifier = (others.firstIndex { $0.property == nil } ?? -1) + 1
        return [beforeTrailing, afterModifier].lazy.map { position in
            var overload = others
            overload.insert(renamed, at: position)
            return overload
        }.first { !signatures.contains($0.map(\.type)) }
    }

    /// Whether a deprecated overload keeps a parameter's previous name: Kotlin cannot
    /// overload on names alone, so an overload whose parameter types repeat another's is
    /// left out and callers of the old name break.
    func keepsParameterAlias(_ property: Property, from old: String) -> Bool {
        let name = formerName(old)
        return deprecatedOverloads.contains { $0.name == componentName && $0.parameters.contains { $0.name == name } }
    }

    /// The name of the deprecated function a previous component name keeps (`EBOldAlert`).
    func formerFunctionName(_ old: String) -> String {
        system.prefix + Words.upperCamel(old)
    }
}
