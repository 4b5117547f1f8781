/// What dsgen keeps of one Figma component set: the part of the file its Figma commands read.
///
/// `dsgen figma pull` writes one snapshot per component (`Figma/Alert.json`); `figma check`,
/// `figma import` and `audit` read it offline. Everything is sorted or in the designer's
/// order, never in the order a dictionary happened to hold it, so re-pulling an unchanged
/// file rewrites nothing.
public struct FigmaSnapshot: Hashable, Sendable, Codable {
    /// The schema component the snapshot belongs to (`Alert`).
    public var component: String
    /// The Figma file key (`EBDS0000`).
    public var fileKey: String
    /// The file's name.
    public var fileName: String
    /// The file's version, which increases on every change.
    public var version: String
    /// When the file last changed (ISO 8601).
    public var lastModified: String
    /// The component set's node.
    public var node: FigmaSnapshotNode
    /// Its component properties, by visible name (then by key).
    public var properties: [FigmaSnapshotProperty]
    /// Its variants (the set's `COMPONENT` children), by name.
    public var variants: [FigmaSnapshotVariant]

    /// Every layer of every variant.
    public var allLayers: [FigmaSnapshotLayer] { variants.flatMap(\.layers) }
}

/// The component set node itself.
public struct FigmaSnapshotNode: Hashable, Sendable, Codable {
    /// The node id as the API writes it (`2001:1024`).
    public var id: String
    /// The component set's name in Figma (`Alert`).
    public var name: String
    /// The node type (`COMPONENT_SET`, or `COMPONENT` for a component without variants).
    public var type: String
    /// The designer's description, if any.
    public var description: String?
}

/// One entry of `componentPropertyDefinitions`.
public struct FigmaSnapshotProperty: Hashable, Sendable, Codable {
    /// The property types Figma has.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case variant = "VARIANT", boolean = "BOOLEAN", text = "TEXT", instanceSwap = "INSTANCE_SWAP"
    }

    /// The visible name, before any `#id` suffix (`Show Icon`).
    public var name: String
    /// The full key (`Show Icon#1173:2`; the same as the name for variants).
    public var key: String
    /// The type.
    public var type: Kind
    /// The default: an option, `true`/`false`, text, or a component id.
    public var defaultValue: String
    /// A variant's options, in the designer's order.
    public var options: [String]?
    /// How many preferred instances an instance swap lists.
    public var preferredValues: Int?
}

/// One variant: a `COMPONENT` child of the set, named `Prop=Value, Prop=Value`.
public struct FigmaSnapshotVariant: Hashable, Sendable, Codable {
    /// Its name (`Type=Error, Full Width=yes`).
    public var name: String
    /// Its layers, depth first, in document order.
    public var layers: [FigmaSnapshotLayer]

    /// The variant values its name sets (`Type` → `Error`).
    public var values: [String: String] {
        let pairs = name.split(separator: ",").map { $0.split(separator: "=", maxSplits: 1) }.filter { $0.count == 2 }
        return Dictionary(pairs.map { ($0[0].trimmingSpaces, $0[1].trimmingSpaces) }, uniquingKeysWith: { $1 })
    }
}

/// A layer inside a variant.
public struct FigmaSnapshotLayer: Hashable, Sendable, Codable {
    /// Names from the variant down to the layer, joined by ` / `.
    public var path: String
    /// The layer's name.
    public var name: String
    /// Its type (`FRAME`, `TEXT`, `INSTANCE`, …).
    public var type: String
    /// False when the layer is hidden.
    public var visible: Bool?
    /// For an instance: the name of the component it instantiates.
    public var component: String?
    /// The component properties the layer's fields follow (`characters` → `Title#12:0`).
    public var references: [String: String]?
    /// Its solid fills and strokes.
    public var paints: [FigmaSnapshotPaint]?
}

/// A solid fill or stroke.
public struct FigmaSnapshotPaint: Hashable, Sendable, Codable {
    /// `fill` or `stroke`.
    public var role: String
    /// `#RRGGBB`.
    public var color: String
    /// Opacity below 1, if any (`0.8`).
    public var opacity: Double?
    /// The variable it is bound to, if any: its id, or its name when the file's variables were readable.
    public var variable: String?
}

extension Substring {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
