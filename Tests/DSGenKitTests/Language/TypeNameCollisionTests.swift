import DSGenKit
import XCTest

/// Every component declares its types into one Swift module and one Kotlin package, beside
/// the design system's own (`EBLiveRegion`, the `EBDesignSystem.swift` file): a component
/// named like another's enum, value type, namespace or Compose implementation passed lint,
/// then swiftc reported an invalid redeclaration (or an ambiguous type), kotlinc conflicting
/// overloads, or one generated file replaced another.
final class TypeNameCollisionTests: XCTestCase {
    private var designSystem: MarkedFile { MarkedFile(testDesignSystemPath, standardDesignSystem) }

    private func file(_ name: String, _ body: String = "  text title", marker: String = "") -> MarkedFile {
        MarkedFile(name + ".dsgen", "component \(marker)\(name) {\n  summary \"A test component.\"\n"
            + "  figma \"https://www.figma.com/design/FILE/Test?node-id=1-1\"\n\(body)\n}\n")
    }

    func testAComponentNamedLikeAnotherComponentsTypesIsAnError() {
        assertDiagnostics(files: [designSystem,
                                  file("Note", "  enum style = plain { case plain; case card }\n  type Action { text label }\n  value? action: Action\n"
                                       + "  tokens { color surface \"a/b\" #FFFFFF \"Surface.\" }"),
                                  // Note has no accessibility namespace, so the name is free.
                                  file("NoteAccessibility"),
                                  file("NoteStyle", marker: "1️⃣"), file("NoteAction", marker: "2️⃣"),
                                  file("NoteTokens", marker: "3️⃣"), file("NoteImpl", marker: "4️⃣")], [
            "1️⃣": "Swift name 'EBNoteStyle' would be both the view of component 'NoteStyle' and the enum of Note's 'style', "
                + "which Swift rejects as declared twice: rename one of them",
            "2️⃣": "Swift name 'EBNoteAction' would be both the view of component 'NoteAction' and Note's value type 'Action', "
                + "which Swift rejects as declared twice: rename one of them",
            "3️⃣": "Swift name 'EBNoteTokens' would be both the view of component 'NoteTokens' and the tokens of component 'Note', "
                + "which Swift rejects as declared twice: rename one of them",
            "4️⃣": "Kotlin name 'EBNoteImpl' would be both the composable of component 'NoteImpl' and the implementation of "
                + "component 'Note', which Kotlin rejects as declared twice: rename one of them",
        ])
    }

    func testAComponentNamedLikeTheDesignSystemsOwnTypesIsAnError() {
        assertDiagnostics(files: [designSystem, file("LiveRegion", marker: "1️⃣"), file("DesignSystem", marker: "2️⃣")], [
            "1️⃣": "Swift name 'EBLiveRegion' would be both the view of component 'LiveRegion' and the design system's "
                + "live-region enum, which Swift rejects as declared twice: rename one of them",
            "2️⃣": "Swift name 'EBDesignSystem' would be both the view of component 'DesignSystem' and the design system's "
                + "file, which Swift rejects as declared twice: rename one of them",
        ])
    }

    func testAnEnumNamedLikeItsComponentsNamespaceIsAnError() {
        assertDiagnostics(files: [designSystem, file("Note", """
              enum 1️⃣tokens = a { case a; case b }
              tokens { color surface "a/b" #FFFFFF "Surface." }
            """)], [
            "1️⃣": "Swift name 'EBNoteTokens' would be both the tokens of component 'Note' and the enum of Note's 'tokens', "
                + "which Swift rejects as declared twice: rename one of them",
        ])
    }

    func testADeprecatedAliasNamedLikeACurrentTypeIsAnError() {
        // `renamed-from` keeps the old names as deprecated type aliases (and a Kotlin composable).
        // (A previous name that a current property has keeps no alias: RenamedFromCurrentPropertyTests.)
        assertDiagnostics(files: [designSystem, file("Memo"), file("NoteLayout", marker: "2️⃣"), MarkedFile("Note.dsgen", """
            component 1️⃣Note {
              summary "A test component."
              renamed-from Memo
              enum style = a { renamed-from layout; case a; case b }
            }
            """)], [
            "1️⃣": "Swift name 'EBMemo' would be both the deprecated alias of 'EBNote' and the view of component 'Memo', "
                + "which Swift rejects as declared twice: rename one of them",
            "2️⃣": "Swift name 'EBNoteLayout' would be both the view of component 'NoteLayout' and the deprecated alias of 'EBNoteStyle', "
                + "which Swift rejects as declared twice: rename one of them",
        ])
    }

    func testAComponentNamedLikeAnExternalIsAnError() {
        // `slot? icon: Icon` takes the external `Icon` (Image / ImageVector), so the component
        // `Icon` could never fill it, yet Code Connect showed its call there (swiftc: cannot
        // convert value of type 'EBIcon' to expected argument type 'Image').
        assertDiagnostics(files: [designSystem, file("Icon", marker: "1️⃣"), file("Row", "  slot? icon: Icon")], [
            "1️⃣": "component 'Icon' has the name of the design system's external type 'Icon', so a slot typed ': Icon' "
                + "cannot take the component; rename the component or the external",
        ])
    }
}
