/// The schemas `dsgen init` writes: a design system and a first component whose comments
/// teach the language, statement by statement. They lint clean and generate code that
/// compiles on both platforms (`FirstHour/InitCommandTests`).
enum StarterSchemas {
    /// `design-system.dsgen`, for a prefix and a Kotlin package.
    static func designSystem(prefix: String, kotlinPackage: String) -> String {
        """
        // design-system.dsgen: the design system every component schema beside it belongs to.
        //
        // A schema is a list of statements. A statement is a keyword, its arguments and an
        // optional { … } block of further statements; it ends at the end of the line or at `;`.
        // `//` starts a comment. Strings are "double-quoted" (with \\" \\\\ \\n \\t \\u{…} escapes).
        // Check everything with `dsgen lint`; the README's DSL reference lists every statement.
        design-system \(prefix) {                                   // \(prefix): the prefix of every type name (\(prefix)Button)
          summary "The \(prefix) mobile design system."             // one line, at the top of the docs
          kotlin package "\(kotlinPackage)"        // the package of the generated Compose code

          // A component from elsewhere in the design system that typed slots accept
          // (`slot? leadingIcon: Icon`), with the type each platform uses for it and an
          // expression that docs and Code Connect examples may use.
          external Icon {
            doc "An icon from the icon library."
            swiftui type "Image" example "Image(systemName: \\"star\\")"
            compose type "ImageVector" import "androidx.compose.ui.graphics.vector.ImageVector" example "Icons.Filled.Star"
            compose example-import "androidx.compose.material.icons.Icons"
            compose example-import "androidx.compose.material.icons.filled.Star"
          }
        }

        """
    }

    /// `Button.dsgen`: a first component with one statement of each common kind.
    static func button(prefix: String) -> String {
        buttonText.replacingOccurrences(of: "PREFIX", with: prefix)
    }

    /// `Button.dsgen`, with `PREFIX` for the design system's prefix.
    private static let buttonText = """
        // Button.dsgen: one component, one file. `dsgen emit` turns it into a SwiftUI view and a
        // Compose function (both named with the prefix: PREFIXButton), Figma Code Connect
        // templates and a Markdown page; the SwiftPM plugin does the Swift part at build time.
        component Button {
          summary "A tappable control that starts an action."       // required: the first doc line everywhere
          doc "Use one primary button per screen."                  // further paragraphs (repeatable)
          home "Forms, sheets and the bottom of detail screens"     // where it is used (repeatable)
          figma "https://www.figma.com/design/FILE/Design-System?node-id=1-2"   // the Figma component

          // A property is `kind[?] name [: Type] [= default] { attributes }`; `?` makes it optional.
          // An enum lists its cases, and its default must be one of them.
          enum style = primary {
            doc "How much the button stands out."
            figma variant "Style"                                    // a Figma variant: each case is its own value
            case primary { doc "Filled: the screen's main action." }
            case secondary { doc "Outlined: any other action." }
          }

          // Per-case data: declare a field (dp, sp, number, seconds, text, bool or live), then
          // give every case a value. Figma spellings map code ← Figma: `small "S"`.
          enum size = regular {
            doc "The button's height."
            figma variant "Size" { small "S"; regular "M" }
            field height: dp "Height of the button."
            case small { height 32 }
            case regular { height 44 }
          }

          text title {                                               // text: String on iOS, String on Android
            doc "The button's label."
            figma text "Label"                                       // a Figma text property
            example "Continue"                                       // used by docs and Code Connect
          }

          bool isLoading = false {
            doc "Shows a progress indicator instead of the title and ignores taps."
            figma boolean "Loading"
          }

          slot? leadingIcon: Icon {                                  // a typed slot: takes an `external`
            doc "An icon before the title."
            figma instance "Icon"                                    // a Figma instance swap
          }

          // An event is a callback: a @MainActor closure in SwiftUI, a lambda in Compose.
          event onTap {
            doc "Called when the user taps the button."
            figma none "An interaction, not a Figma property."
          }

          // Tokens: colours bound to a role and to each case of an enum, with their values.
          tokens {
            colors by style {
              role background "Background"
              role label "Label and icon"
              primary { background "button/primary/bg" #1F4FE0; label "button/primary/label" #FFFFFF }
              secondary { background "button/secondary/bg" #FFFFFF; label "button/secondary/label" #1F4FE0 }
            }
          }

          accessibility {
            trait button "The whole control is one button."
            touch-target 44 48 "iOS points, Android dp."
          }
        }

        """
}
