import Foundation

/// JSON that is byte-identical on every run and platform: sorted keys, two-space indent.
public enum StableJSON {
    /// Encodes a value.
    public static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
