/// The parts of Figma's REST API responses dsgen reads (`GET /v1/files/{key}/nodes`), as
/// published in Figma's OpenAPI specification. Everything else in a response is ignored.
enum FigmaAPI {
    /// `GetFileNodesResponse`.
    struct NodesResponse: Decodable {
        var name: String
        var lastModified: String
        var version: String
        /// Requested ids → their node, or nil when the file has no such node.
        var nodes: [String: NodeEntry?]
    }

    /// One requested node with the components its subtree uses.
    struct NodeEntry: Decodable {
        var document: Node
        var components: [String: ComponentMetadata]?
    }

    /// A component's metadata (`components` map of a nodes response).
    struct ComponentMetadata: Decodable {
        var name: String
    }

    /// Any layer.
    struct Node: Decodable {
        var id: String
        var name: String
        var type: String
        var visible: Bool?
        var description: String?
        var children: [Node]?
        var componentPropertyDefinitions: [String: PropertyDefinition]?
        var componentPropertyReferences: [String: String]?
        var componentId: String?
        var fills: [Paint]?
        var strokes: [Paint]?
        var boundVariables: BoundVariables?
    }

    /// `ComponentPropertyDefinition`.
    struct PropertyDefinition: Decodable {
        var type: String
        var defaultValue: DefaultValue
        var variantOptions: [String]?
        var preferredValues: [PreferredValue]?
    }

    /// A preferred instance of an instance swap.
    struct PreferredValue: Decodable {
        var type: String
        var key: String
    }

    /// A property default: a boolean or a string.
    struct DefaultValue: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                text = flag ? "true" : "false"
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    /// A fill or stroke.
    struct Paint: Decodable {
        var type: String
        var visible: Bool?
        var opacity: Double?
        var color: Color?
        var boundVariables: PaintVariables?
    }

    /// `{r, g, b, a}` in 0…1.
    struct Color: Decodable {
        var r: Double
        var g: Double
        var b: Double
        var a: Double
    }

    /// A solid paint's own binding (`boundVariables.color`).
    struct PaintVariables: Decodable {
        var color: VariableAlias?
    }

    /// A node's bindings per field; dsgen reads its fills and strokes.
    struct BoundVariables: Decodable {
        var fills: [VariableAlias]?
        var strokes: [VariableAlias]?
    }

    /// `{ type: 'VARIABLE_ALIAS', id }`.
    struct VariableAlias: Decodable {
        var id: String
    }

    /// An error body: `{ "status": 403, "err": "Invalid token" }`.
    struct ErrorBody: Decodable {
        var err: String?
        var message: String?
    }
}
