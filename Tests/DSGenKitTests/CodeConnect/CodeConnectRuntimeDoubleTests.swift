import Foundation
import XCTest

/// The runtime double is strict where Figma's type definitions are: it answers only the
/// members `figma-types.d.ts` declares, gives raw values, and refuses what it cannot vouch
/// for — so a template that passes against it relies on nothing Figma does not promise.
final class CodeConnectRuntimeDoubleTests: XCTestCase {
    /// Runs JavaScript statements against the double for an instance; each `check(name, () => …)`
    /// records the value or the error it threw.
    private func run(_ body: String) throws -> [String: String] {
        let directory = try makeTemporaryDirectory()
        let runtime = CodeConnectRenderer.supportDirectory.appendingPathComponent("figma-runtime.js").path
        let script = """
            const { createFigma } = require(\(String(data: try JSONSerialization.data(withJSONObject: runtime, options: .fragmentsAllowed), encoding: .utf8)!))
            const results = {}
            function check(name, read) {
              try { const value = read(); results[name] = value === undefined ? 'undefined' : JSON.stringify(value) }
              catch (error) { results[name] = 'throws: ' + error.message }
            }
            const icon = { type: 'INSTANCE', name: 'Icon', codeConnect: { id: 'Icon', code: 'Image()' }, children: [{ type: 'TEXT', name: 'Inner', characters: 'deep' }] }
            const { figma } = createFigma({ name: 'Alert', properties: {
              'Full Width': { type: 'VARIANT', value: 'No' },
              'Size': { type: 'VARIANT', value: 'maybe' },
              'Loading': { type: 'BOOLEAN', value: false },
              'Title': { type: 'TEXT', value: 'Hello' },
              'Swap': { type: 'INSTANCE_SWAP', value: icon },
            }, children: [{ type: 'TEXT', name: 'Body', characters: 'Text' }, icon] })
            const instance = figma.selectedInstance
            \(body)
            process.stdout.write(JSON.stringify(results))
            """
        let url = try directory.write("check.js", script)
        let (node, prefix) = try CodeConnectRenderer.node()
        let result = try ProcessRunner.run(node, prefix + [url.path])
        XCTAssertEqual(result.exitCode, 0, result.combinedOutput)
        return try JSONDecoder().decode([String: String].self, from: Data(result.stdout.utf8))
    }

    func testOnlyDeclaredMembersAnswer() throws {
        let results = try run("""
            check('undeclared getter', () => instance.getText('Title'))
            check('undeclared module member', () => figma.typescript)
            check('undeclared text member', () => instance.findText('Body').characters)
            check('declared, not in the double', () => figma.helpers)
            check('batch outside batch templates', () => figma.batch)
            check('handle as text', () => 'x' + instance.findInstance('Icon'))
            check('interpolating undefined', () => figma.swift`${undefined}`)
            check('unknown selector option', () => instance.findText('Body', { deep: true }))
            """)
        XCTAssertEqual(results["undeclared getter"], "throws: SelectedInstance.getText is not declared in figma-types.d.ts")
        XCTAssertEqual(results["undeclared module member"], "throws: Figma.typescript is not declared in figma-types.d.ts")
        XCTAssertEqual(results["undeclared text member"], "throws: TextHandle.characters is not declared in figma-types.d.ts")
        XCTAssertEqual(results["declared, not in the double"], "throws: figma.helpers is declared but not in the double")
        XCTAssertEqual(results["batch outside batch templates"], "throws: figma.batch exists only in batch templates")
        XCTAssertEqual(results["handle as text"], "throws: a InstanceHandle is not text: interpolate its sections")
        XCTAssertEqual(results["interpolating undefined"], "throws: cannot interpolate undefined into a template")
        XCTAssertEqual(results["unknown selector option"], "throws: SelectorOptions.deep is not declared")
    }

    func testValuesAreRawAsFigmaStoresThem() throws {
        let results = try run("""
            check('variant, raw', () => instance.getPropertyValue('Full Width'))
            check('enum, exact spelling', () => instance.getEnum('Full Width', { 'no': 'card' }))
            check('enum, mapped', () => instance.getEnum('Full Width', { 'No': 'card' }))
            check('boolean-like variant', () => instance.getBoolean('Full Width'))
            check('boolean-like variant, mapped', () => instance.getBoolean('Full Width', { true: 'a', false: 'b' }))
            check('other variant as boolean', () => instance.getBoolean('Size'))
            check('boolean', () => instance.getBoolean('Loading'))
            check('text', () => instance.getString('Title'))
            check('absent string', () => instance.getString('Nope'))
            check('absent enum', () => instance.getEnum('Nope', {}))
            check('absent value', () => instance.getPropertyValue('Nope'))
            check('absent swap', () => instance.getInstanceSwap('Nope').type)
            check('swap', () => instance.getInstanceSwap('Swap').executeTemplate().example)
            check('text layer', () => instance.findText('Body').textContent)
            check('missing text layer', () => instance.findText('Nope').type)
            check('nested text, not traversed', () => instance.findText('Inner').type)
            check('nested text, traversed', () => instance.findText('Inner', { traverseInstances: true }).textContent)
            check('instance layer', () => instance.findInstance('Icon').hasCodeConnect())
            check('connected instance', () => instance.findConnectedInstance('Icon').name)
            check('properties', () => instance.properties)
            """)
        XCTAssertEqual(results["variant, raw"], "\"No\"")
        XCTAssertEqual(results["enum, exact spelling"], "undefined")
        XCTAssertEqual(results["enum, mapped"], "\"card\"")
        XCTAssertEqual(results["boolean-like variant"], "false")
        XCTAssertEqual(results["boolean-like variant, mapped"], "\"b\"")
        XCTAssertEqual(results["other variant as boolean"], "throws: getBoolean('Size') on variant value \"maybe\", which is not boolean-like")
        XCTAssertEqual(results["boolean"], "false")
        XCTAssertEqual(results["text"], "\"Hello\"")
        XCTAssertEqual(results["absent string"], "undefined")
        XCTAssertEqual(results["absent enum"], "undefined")
        XCTAssertEqual(results["absent value"], "undefined")
        XCTAssertEqual(results["absent swap"], "\"ERROR\"")
        XCTAssertEqual(results["swap"], #"[{"type":"INSTANCE","guid":"guid:Icon","symbolId":"symbol:Icon","resultSections":[{"type":"CODE","code":"Image()"}]}]"#)
        XCTAssertEqual(results["text layer"], "\"Text\"")
        XCTAssertEqual(results["missing text layer"], "\"ERROR\"")
        XCTAssertEqual(results["nested text, not traversed"], "\"ERROR\"")
        XCTAssertEqual(results["nested text, traversed"], "\"deep\"")
        XCTAssertEqual(results["instance layer"], "true")
        XCTAssertEqual(results["connected instance"], "\"Icon\"")
        XCTAssertEqual(results["properties"], #"{"Full Width":{"value":"No"},"Size":{"value":"maybe"},"Loading":{"value":false},"Title":{"value":"Hello"},"Swap":{"value":{"type":"INSTANCE","name":"Icon","codeConnect":{"id":"Icon","code":"Image()"},"children":[{"type":"TEXT","name":"Inner","characters":"deep"}]}}}"#)
    }
}
