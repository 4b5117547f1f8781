/// An event's callback parameters: names belong to the caller's closure; types and their
/// order decide which closures still match.
extension ComponentDiff {
    mutating func compareCallbackParameters(_ previous: Property, _ property: Property, subject: String) {
        let before = previous.parameters, after = property.parameters
        let swiftBefore = before.map { oldSwift.parameterType($0) }, swiftAfter = after.map { newSwift.parameterType($0) }
        let kotlinBefore = before.map { oldKotlin.parameterType($0) }, kotlinAfter = after.map { newKotlin.parameterType($0) }
        let sameTypes = swiftBefore.map(\.key) == swiftAfter.map(\.key) && kotlinBefore.map(\.key) == kotlinAfter.map(\.key)
        guard before.map(\.name) != after.map(\.name) || !sameTypes else { return }
        let event = "`\(property.name)`"
        let figma = Impact.compatible("not in Figma")
        // Same types in the same places: only names changed, and closures name their own parameters.
        if sameTypes {
            for (was, now) in zip(before, after) where was.name != now.name {
                record(.callbackParameterRenamed, "\(subject)(\(now.name))", "parameter `\(was.name)` of \(event) renamed to `\(now.name)`",
                       old: was.name, new: now.name,
                       swift: .compatible("closure parameter names belong to the caller"),
                       kotlin: .compatible("lambda parameter names belong to the caller"), figma: figma)
            }
            return
        }
        let swiftType = { (types: [APIType]) in "@MainActor (\(types.map(\.display).joined(separator: ", "))) -> Void" }
        let kotlinType = { (types: [APIType]) in "(\(types.map(\.display).joined(separator: ", "))) -> Unit" }
        let swiftImpact = Impact.breaking("closures for \(event) must match `\(swiftType(swiftAfter))`, was `\(swiftType(swiftBefore))`")
        let kotlinImpact = Impact.breaking("lambdas and function references for \(event) must match `\(kotlinType(kotlinAfter))`, was `\(kotlinType(kotlinBefore))`")
        let oldNames = before.map(\.name), newNames = after.map(\.name)
        for (index, parameter) in after.enumerated() where !oldNames.contains(parameter.name) {
            record(.callbackParameterAdded, "\(subject)(\(parameter.name))", "parameter `\(parameter.name)` added to \(event)",
                   new: swiftAfter[index].display, swift: swiftImpact, kotlin: kotlinImpact, figma: figma)
        }
        for (index, parameter) in before.enumerated() where !newNames.contains(parameter.name) {
            record(.callbackParameterRemoved, "\(subject)(\(parameter.name))", "parameter `\(parameter.name)` removed from \(event)",
                   old: swiftBefore[index].display, swift: swiftImpact, kotlin: kotlinImpact, figma: figma)
        }
        let common = newNames.filter(oldNames.contains)
        let commonBefore = oldNames.filter(newNames.contains)
        for name in common {
            guard let was = oldNames.firstIndex(of: name), let now = newNames.firstIndex(of: name) else { continue }
            let swiftChanged = swiftBefore[was].key != swiftAfter[now].key
            let kotlinChanged = kotlinBefore[was].key != kotlinAfter[now].key
            let moved = common.firstIndex(of: name) != commonBefore.firstIndex(of: name)
            guard swiftChanged || kotlinChanged || moved else { continue }
            record(.callbackParameterTypeChanged, "\(subject)(\(name))",
                   moved && !swiftChanged && !kotlinChanged ? "parameter `\(name)` of \(event) moved" : "type of parameter `\(name)` of \(event) changed",
                   old: swiftBefore[was].display, new: swiftAfter[now].display,
                   swift: swiftChanged || moved ? swiftImpact : .compatible("Swift type unchanged"),
                   kotlin: kotlinChanged || moved ? kotlinImpact : .compatible("Kotlin type unchanged"), figma: figma)
        }
    }
}
