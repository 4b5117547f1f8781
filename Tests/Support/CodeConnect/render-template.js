// Runs a Code Connect template file for every combination of Figma property values
// and prints the rendered examples as JSON.
//
//   node render-template.js <spec.json>
//
// spec: { "template": path, "axes": [{ "name": "Type", "values": ["Default", …] }, …],
//         "fixed": { "caption": "…", "content": { "slot": "…" }, … } }
// output: [{ "properties": {…}, "language": "swift", "id": "EBAlert",
//            "metadata": {…}, "reads": ["Type", …], "code": "EBAlert(…)" }, …]
//
// The template runs as Figma runs it: CommonJS `require('figma')` gets the runtime
// double; the harness (not the template) turns `export default` into `module.exports =`.
'use strict'
const fs = require('fs')
const path = require('path')
const vm = require('vm')
const { createFigma, render } = require('./figma-runtime.js')

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const source = fs.readFileSync(spec.template, 'utf8')
const exportDefault = /^export default /m
if ((source.match(/^export default /gm) || []).length !== 1) throw new Error('the template needs exactly one `export default`')
const script = new vm.Script(source.replace(exportDefault, 'module.exports = '), { filename: path.basename(spec.template) })

function combinations(axes) {
  let result = [{}]
  for (const axis of axes) {
    result = result.flatMap((partial) => axis.values.map((value) => ({ ...partial, [axis.name]: value })))
  }
  return result
}

const results = []
for (const combination of combinations(spec.axes)) {
  const properties = { ...spec.fixed, ...combination }
  const { figma, reads } = createFigma(properties)
  const module = { exports: {} }
  const sandbox = {
    module,
    exports: module.exports,
    require: (name) => {
      if (name !== 'figma') throw new Error(`templates may only require 'figma', not '${name}'`)
      return figma
    },
  }
  script.runInNewContext(sandbox)
  const exported = module.exports
  if (exported === null || typeof exported !== 'object' || exported.example === undefined) {
    throw new Error('the template exports no example')
  }
  const example = exported.example
  if (example.type !== 'SECTIONS' || !Array.isArray(example.sections)) throw new Error('the example is not a tagged template result')
  results.push({
    properties: combination,
    language: example.language,
    id: exported.id,
    metadata: exported.metadata,
    reads: [...new Set(reads)].sort(),
    code: render(example.sections),
  })
}
process.stdout.write(JSON.stringify(results, null, 1) + '\n')
