@testable import DSGenKit
import Foundation

/// Walks a component's model generically (through its JSON encoding) to list every
/// string it holds, and finds the ones a page does not show.
enum ModelFacts {
    /// Structural values, exempt: kinds, passing styles, references to names shown in
    /// another form, and a constraint's written form, which pages spell out case by case
    /// (quoting it when it names groups).
    static let structuralKeys: Set<String> = ["kind", "passing", "type", "status", "sourcePath", "field", "value", "caseName", "role", "written"]

    /// The model's strings the page's plain text lacks (case-insensitive, whitespace
    /// collapsed, code-span backticks ignored), and how many strings were checked.
    static func missingStrings(of component: Component, in markdown: String) throws -> (missing: [String], checked: Int) {
        let plain = normalize(MarkdownChecker.plainText(markdown))
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(component))
        var missing: [String] = []
        var checked = 0
        walk(json, key: "", path: component.name) { key, path, text in
            guard !structuralKeys.contains(key), !text.isEmpty else { return }
            checked += 1
            if !plain.contains(normalize(text)) { missing.append("\(path) = \(text)") }
        }
        return (missing, checked)
    }

    private static func normalize(_ text: String) -> String {
        MarkdownChecker.collapse(text.replacingOccurrences(of: "`", with: "")).lowercased()
    }

    private static func walk(_ value: Any, key: String, path: String, _ visit: (String, String, String) -> Void) {
        switch value {
        case let object as [String: Any]:
            for (childKey, child) in object.sorted(by: { $0.key < $1.key }) {
                walk(child, key: childKey, path: "\(path).\(childKey)", visit)
            }
        case let array as [Any]:
            for (index, child) in array.enumerated() { walk(child, key: key, path: "\(path)[\(index)]", visit) }
        case let text as String:
            visit(key, path, text)
        default:
            break
        }
    }
}
