/// Builds the docs context of a component: every table, list and example call, as
/// finished Markdown.
///
/// Platform names, types and defaults come from the component's ``PlatformAPI``, so the
/// docs describe exactly the API the native targets generate. All escaping goes through
/// ``Markdown``.
///
/// A class, not a struct: the sections' closures capture `self`, and copying a struct
/// that holds the design system and component three times over retains every array in
/// them.
final class DocsContextBuilder {
    let system: DesignSystem
    let component: Component
    /// The SwiftUI names, types and defaults.
    let swift: SwiftAPI
    /// The Compose names, types and defaults.
    let kotlin: KotlinAPI
    /// Example calls of the component's API.
    let examples: UsageExamples
    /// Every contrast pairing in every case, as the swatch sheet draws them.
    let contrast: [ContrastRow]

    // The headers of tables with constant column titles, built once.
    private static let fieldsHeader = DocsTableHeader(["Field", "SwiftUI", "Compose", "Required", "Description"])

    init(system: DesignSystem, component: Component, examples: UsageExamples, contrast: [ContrastRow]) {
        self.system = system
        self.component = component
        swift = examples.api.swift
        kotlin = examples.api.kotlin
        self.examples = examples
        self.contrast = contrast
    }

    func build() -> DocsContext {
        DocsContext(
            header: GeneratedHeader.lines(schema: component.sourcePath).map(Markdown.commentText),
            schema: component.sourcePath,
            component: DocsComponent(
                title: Self.title(component.name),
                paragraphs: ([component.summary] + component.docs).filter { !$0.isEmpty }.map(Markdown.text),
                overview: overview(),
                homes: DocsList(component.homes.map(Markdown.text)),
                native: DocsList(component.native.map(nativeText)),
                replaces: DocsList(component.replaces.map { replacement in
                    Markdown.strong(Markdown.text(replacement.name)) + (replacement.note.map { ": " + Markdown.text($0) } ?? "")
                }),
                mapping: mappingTable(),
                codeConnect: component.figmaURL == nil ? nil : codeConnectTable(),
                hasEnums: !component.enumProperties.isEmpty,
                enums: component.enumProperties.map { enumSection($0.property, $0.enumeration) },
                valueTypes: component.valueTypes.compactMap(valueTypeSection),
                tokens: tokensSection(),
                accessibility: accessibilitySection(),
                behavior: behaviorSection(),
                variants: variantsSection(),
                legacy: legacySection(),
                audit: auditSection(),
                migrations: DocsList(migrationNotes()),
                usage: usageSection()))
    }

    /// `Ad Space` for `AdSpace`.
    static func title(_ name: String) -> String {
        Markdown.text(Words.split(name).joined(separator: " "))
    }

    // MARK: - Overview

    private func overview() -> [String] {
        var items = [
            "**SwiftUI:** \(Markdown.code(component.swiftName)), a `View`",
            "**Compose:** \(Markdown.code(component.composeName)), a `@Composable` function in \(Markdown.code(system.kotlinPackage))",
        ]
        if let url = component.figmaURL {
            items.append("**Figma:** \(Markdown.link(Markdown.text("\(Self.title(component.name)) component"), to: url))")
        }
        items.append("**Schema:** \(Markdown.code(component.sourcePath))")
        if !component.renamedFrom.isEmpty {
            items.append("**Formerly:** \(Markdown.codeList(component.renamedFrom))")
        }
        return items
    }

    func nativeText(_ native: NativeMapping) -> String {
        let joined = [native.ios.map { "iOS: " + Markdown.text($0) },
                      native.android.map { "Android: " + Markdown.text($0) }].compactMap { $0 }.joined(separator: " · ")
        guard let note = native.note else { return joined }
        return joined.isEmpty ? Markdown.text(note) : "\(Markdown.text(note)) (\(joined))"
    }

    // MARK: - Value types

    private func valueTypeSection(_ valueType: ValueType) -> DocsValueType? {
        let rows = zip(swift.fields(of: valueType), kotlin.fields(of: valueType)).map { swiftField, kotlinField in
            let field = swiftField.property
            return [Markdown.code(field.name),
                    Markdown.code("\(swiftField.name): \(swiftField.storedType)"),
                    Markdown.code("\(kotlinField.name): \(kotlinField.type)"),
                    field.isRequired ? "required" : "optional",
                    Markdown.text(field.doc)]
        }
        guard let table = DocsTable(Self.fieldsHeader, rows: rows) else { return nil }
        let swiftType = swift.valueTypeName(valueType.name)
        return DocsValueType(
            heading: Markdown.code(valueType.name),
            paragraphs: [Markdown.text(valueType.doc),
                         "SwiftUI: \(Markdown.code(swiftType)) · Compose: \(Markdown.code(kotlin.valueTypeName(valueType.name)))"]
                .filter { !$0.isEmpty },
            fields: table)
    }

    // MARK: - Migration notes

    private func migrationNotes() -> [String] {
        var items: [String] = []
        if !component.renamedFrom.isEmpty {
            items.append("Formerly \(Markdown.codeList(component.renamedFrom)); the old names remain as deprecated aliases.")
        }
        for property in component.properties {
            let cases = property.enumeration?.cases ?? []
            guard !property.migrations.isEmpty || !property.renamedFrom.isEmpty
                || cases.contains(where: { !$0.migrations.isEmpty || !$0.renamedFrom.isEmpty }) else { continue }
            let name = Markdown.code(property.name)
            items += property.migrations.map { "\(name): \(Markdown.text($0))" }
            items += component.aliases(of: property).map { "\(name): formerly \(Markdown.code($0)), kept as a deprecated alias." }
            for enumCase in cases where !enumCase.migrations.isEmpty || !enumCase.renamedFrom.isEmpty {
                let caseName = "\(name) \(Markdown.code(enumCase.name))"
                items += enumCase.migrations.map { "\(caseName): \(Markdown.text($0))" }
                items += enumCase.renamedFrom.map { "\(caseName): formerly \(Markdown.code($0)), kept as a deprecated alias." }
            }
        }
        return items
    }

    // MARK: - Usage

    private func usageSection() -> DocsUsage {
        let choices = [("Minimal: the required properties only.", examples.minimalValues),
                       ("Full: every property set, constraints respected.", examples.fullValues)]
        return DocsUsage(
            notes: constraintNotes(),
            swiftUI: choices.map { title, values in snippet(title, "swift", examples.swiftUI(values)) },
            compose: choices.map { title, values in snippet(title, "kotlin", examples.compose(values)) })
    }

    private func snippet(_ title: String, _ language: String, _ call: UsageCall) -> DocsSnippet {
        let lines = Self.codeLines(call)
        return DocsSnippet(title: title, fence: Markdown.fence(for: lines), language: language, lines: lines)
    }

    /// The lines of `call.code`. Only when one of ``UsageCall/codeLines`` holds a line break (or a
    /// carriage return, which could join the line feed after it) is the code joined and split again.
    static func codeLines(_ call: UsageCall) -> [String] {
        let lines = call.codeLines
        return lines.allSatisfy(isOneLine) ? lines : Self.lines(call.code)
    }

    /// Whether `line` holds neither a line feed nor a carriage return.
    private static func isOneLine(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in !bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }
    }

    /// The lines of `code`, split at line feeds as `Character`s split them: a CR LF is
    /// one character, and does not end a line.
    static func lines(_ code: String) -> [String] {
        code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
