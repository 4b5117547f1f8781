@testable import DSGenKit

/// Reads DTCG files back into values, independently of how dsgen wrote them: tokens by
/// dotted name (later files override earlier ones), aliases followed, colours rebuilt
/// from their components and alpha.
struct TokenReader {
    let files: [(name: String, document: JSONValue)]

    init(_ files: [(name: String, document: JSONValue)]) {
        self.files = files
    }

    /// A token's object by dotted name: from one file, or from the base files (no contexts).
    func token(_ name: String, in file: String? = nil) -> JSONValue? {
        let searched = files.filter { file == nil ? !$0.name.contains(".theme-") && $0.name.hasSuffix(".tokens.json") : $0.name == file }
        for (_, document) in searched.reversed() {
            var node: JSONValue? = document
            for segment in name.split(separator: ".") { node = node?[String(segment)] }
            if let node, node["$value"] != nil { return node }
        }
        return nil
    }

    /// The token's value with aliases followed (within the base files).
    func resolved(_ name: String, in file: String? = nil) -> JSONValue? {
        var value = token(name, in: file)?["$value"]
        var hops = 0
        while let text = value?.string, text.hasPrefix("{"), hops < 10 {
            value = token(String(text.dropFirst().dropLast()))?["$value"]
            hops += 1
        }
        return value
    }

    /// A colour token as the schema writes it: `#RRGGBB` and opacity in percent.
    func color(_ name: String, in file: String? = nil) -> ColorValue? {
        guard let value = resolved(name, in: file), case .array(let components)? = value["components"] else { return nil }
        let bytes = components.compactMap(\.number).map { Int(($0 * 255).rounded()) }
        guard bytes.count == 3 else { return nil }
        let hex = "#" + bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        XCTAssertEqual(value["hex"]?.string, hex.lowercased(), "\(name): hex and components agree")
        return ColorValue(hex: hex, opacityPercent: (value["alpha"]?.number ?? 1) * 100)
    }

    /// A dimension or duration: its number and unit.
    func measure(_ name: String) -> (value: Double, unit: String)? {
        guard let value = resolved(name), let number = value["value"]?.number, let unit = value["unit"]?.string else { return nil }
        return (number, unit)
    }

    /// `token → reference: reason` for each unresolved token a component's file lists.
    func unresolved(in component: String) -> [String] {
        guard let document = files.first(where: { $0.name == component + ".tokens.json" })?.document,
              case .array(let items)? = document["$extensions"]?["dsgen"]?["unresolved"] else { return [] }
        return items.map { item in
            let reference = item["references"]?.string.map { " → " + $0 } ?? ""
            return "\(item["token"]?.string ?? "")\(reference): \(item["reason"]?.string ?? "")"
        }
    }
}

import XCTest
