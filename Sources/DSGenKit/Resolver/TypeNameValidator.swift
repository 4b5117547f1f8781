/// The one check every platform type name and identifier-valued string of a schema passes
/// (component name overrides, SwiftUI values an enum case maps to), so that `lint` rejects
/// with a location what would otherwise be pasted into generated code as an identifier.
enum TypeNameValidator {
    /// The longest type name: "NAME+Body.swift" and "NAME.figma.js" must stay far below the
    /// 255-byte file-name limit of common file systems.
    static let maximumLength = 128

    /// Names a generated type may not take: they would shadow what the generated code itself
    /// uses (`View`, `Color`, …) or are not usable as a type name.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Self", "Type", "Protocol", "View", "Color", "Text", "Image", "Button", "String", "Bool",
        "Double", "Int", "Float", "Unit", "Modifier", "Composable", "Never", "Optional", "Array", "Set", "Dictionary",
    ]

    /// Why `spelling` cannot be a type name on every platform, if it cannot.
    static func problem(withTypeName spelling: String) -> String? {
        if let problem = problem(withIdentifier: spelling) { return problem }
        if reservedTypeNames.contains(spelling) { return "'\(spelling)' would shadow a type the generated code uses" }
        if spelling.utf8.count > maximumLength { return "it is longer than \(maximumLength) characters, too long for a file name" }
        return nil
    }

    /// Why `spelling` cannot be a plain identifier in Swift and Kotlin (ASCII letters, digits
    /// and `_`, not starting with a digit, not a keyword), if it cannot.
    static func problem(withIdentifier spelling: String) -> String? {
        guard let first = spelling.utf8.first else { return "it is empty" }
        guard spelling.utf8.allSatisfy(\.isIdentifierByte), !first.isASCIIDigit else {
            return "an identifier holds only ASCII letters, digits and '_', and does not start with a digit"
        }
        if SwiftNaming.keywords.contains(spelling) || KotlinNaming.keywords.contains(spelling) {
            return "'\(spelling)' is a keyword"
        }
        return nil
    }
}
