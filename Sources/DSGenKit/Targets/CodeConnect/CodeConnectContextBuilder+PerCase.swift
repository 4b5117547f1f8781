/// Snippets call the per-case entry point of the selected variant (`EBAdSpace.promoSm(…)`,
/// `EBPromoSmAdSpace(…)`), the safe form the docs show, when the platform generates per-case
/// entry points and Figma models the enum they fix; a value outside the mapping falls back to
/// the general form (and its note).
extension CodeConnectContextBuilder {
    /// The choice of callee, or nil for the general form.
    func perCase(_ constants: [String: String]) -> CodeConnectPerCase? {
        guard let points = dialect.entryPoints, let constant = constants[points.axis.name] else { return nil }
        return CodeConnectPerCase(
            doc: [OutputText.lineComment("The per-case entry point of the selected \(points.axis.name): it takes only the arguments that apply.")],
            axisConstant: constant,
            generalCallee: JavaScript.stringLiteral(dialect.componentName),
            entries: points.entries.map { entry in
                CodeConnectMappingEntry(key: JavaScript.stringLiteral(enumCode(points.axis, entry.caseName)),
                                        value: JavaScript.stringLiteral(dialect.entryPointCallee(entry)), comment: nil)
            })
    }

    /// The import lines as JavaScript; with a per-case callee, the general composable's
    /// import becomes the callee's (`'import com.eb.designsystem.' + callee`).
    func importLiterals(_ imports: [String], perCase: Bool) -> [String] {
        guard perCase, let prefix = dialect.entryPointImportPrefix else { return imports.map(JavaScript.stringLiteral) }
        let general = prefix + dialect.componentName
        return imports.map { $0 == general ? JavaScript.stringLiteral(prefix) + " + callee" : JavaScript.stringLiteral($0) }
    }
}
