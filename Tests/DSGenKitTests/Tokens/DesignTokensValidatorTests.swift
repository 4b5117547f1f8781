@testable import DSGenKit
import XCTest

/// The validator rejects what the DTCG 2025.10 format does not allow, so its silence on
/// the seeds' files means something.
final class DesignTokensValidatorTests: XCTestCase {
    private func problems(_ json: String, _ more: String? = nil) throws -> [String] {
        var files = [("a.tokens.json", try JSONValue.parse(json))]
        if let more { files.append(("b.tokens.json", try JSONValue.parse(more))) }
        return DesignTokensValidator.problems(in: files)
    }

    private let red = ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" }"##

    func testAValidFileHasNoProblems() throws {
        XCTAssertEqual(try problems(##"""
            { "color": { "$type": "color", "red": { "$value": \##(red) }, "alias": { "$value": "{color.red}" } },
              "size": { "s": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
              "time": { "short": { "$type": "duration", "$value": { "value": 250, "unit": "ms" } } } }
            """##), [])
    }

    func testAliasesMustResolveToATokenOfTheSameTypeWithoutACycle() throws {
        XCTAssertEqual(try problems(##"{ "a": { "$type": "color", "$value": "{missing.token}" } }"##),
                       ["a.tokens.json: a: alias {missing.token} does not resolve"])
        XCTAssertEqual(try problems(##"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "color", "$value": "{a}" } }"##),
                       ["a.tokens.json: a: alias cycle through {a}", "a.tokens.json: b: alias cycle through {b}"])
        XCTAssertEqual(try problems(##"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"##),
                       ["a.tokens.json: a: alias {b} is a dimension token, not color"])
        // Across files, as the resolver merges them.
        XCTAssertEqual(try problems(##"{ "a": { "$type": "color", "$value": "{b}" } }"##, ##"{ "b": { "$type": "color", "$value": \##(red) } }"##), [])
    }

    func testColourObjectsFollowTheColorModule() throws {
        XCTAssertEqual(try problems(##"{ "c": { "$type": "color", "$value": "#ff0000" } }"##), ["a.tokens.json: c: a colour $value must be an object"])
        XCTAssertEqual(try problems(##"{ "c": { "$type": "color", "$value": { "components": [1, 0, 0] } } }"##), ["a.tokens.json: c: 'colorSpace' is required"])
        XCTAssertEqual(try problems(##"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 2, 0] } } }"##),
                       ["a.tokens.json: c: 'components' must be three numbers from 0 to 1"])
        XCTAssertEqual(try problems(##"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5 } } }"##),
                       ["a.tokens.json: c: 'alpha' must be a number from 0 to 1"])
        XCTAssertEqual(try problems(##"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00" } } }"##),
                       ["a.tokens.json: c: 'hex' #00ff00 disagrees with 'components'"])
    }

    func testTypesUnitsNamesAndProperties() throws {
        XCTAssertEqual(try problems(##"{ "n": { "$value": 3 } }"##), ["a.tokens.json: n: no $type (on the token or a parent group)"])
        XCTAssertEqual(try problems(##"{ "n": { "$type": "colour", "$value": 3 } }"##), ["a.tokens.json: n: unknown $type 'colour'"])
        XCTAssertEqual(try problems(##"{ "d": { "$type": "dimension", "$value": { "value": 4, "unit": "dp" } } }"##),
                       ["a.tokens.json: d: 'unit' is not one of px, rem"])
        XCTAssertEqual(try problems(##"{ "d": { "$type": "duration", "$value": 3 } }"##),
                       ["a.tokens.json: d: $value must be an object with exactly 'value' and 'unit'"])
        XCTAssertEqual(try problems(##"{ "a.b": { "$type": "number", "$value": 1 } }"##),
                       ["a.tokens.json: a.b: a name cannot contain '{', '}' or '.'"])
        XCTAssertEqual(try problems(##"{ "n": { "$type": "number", "$value": 1, "$note": "x" } }"##),
                       ["a.tokens.json: n: unknown token property '$note'"])
        XCTAssertEqual(try problems(##"{ "n": { "$type": "number", "$value": 1, "$description": 2 } }"##),
                       ["a.tokens.json: n: $description is not a string"])
    }
}
