// Runs one Code Connect template file for many selected instances and prints what Dev Mode
// would show for each, as JSON.
//
//   node render-template.js <spec.json>
//
// spec:   { "template": path, "scenarios": [{ "label": "Type=Error, …", "instance": <node> }, …] }
//         (nodes as figma-runtime.js describes them)
// output: { "directives": { "url": …, "component": …, "source": … },
//           "results": [{ "label", "language", "id", "imports", "nestable", "reads", "layers", "code" }
//                       | { "label", "error" }, …] }
//
// The template runs as Figma runs it: the leading `// key=value` comments are its directives
// (read as the CLI reads them), `require('figma')` gets the runtime double, and the harness
// (not the template) turns the one `export default` into `module.exports =`. A scenario that
// throws, or exports anything but Code Connect's shape, reports an error instead of code.
'use strict'
const fs = require('fs')
const path = require('path')
const vm = require('vm')
const { createFigma, render } = require('./figma-runtime.js')

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const source = fs.readFileSync(spec.template, 'utf8')
if ((source.match(/^export default /gm) || []).length !== 1) throw new Error('the template needs exactly one `export default`')
const script = new vm.Script(source.replace(/^export default /m, 'module.exports = '), { filename: path.basename(spec.template) })

// The directives of the leading comment block, as the Code Connect CLI reads them.
function directives(text) {
  const fields = {}
  for (const line of text.split('\n').map((each) => each.trim())) {
    const match = line.match(/^\/\/\s*(\w+)=(.+)$/)
    if (match) fields[match[1].toLowerCase()] = match[2].trim()
    else if (line !== '' && !line.startsWith('//')) break
  }
  return fields
}

// Code Connect's export: `example`, `id`, `imports`, `metadata` and nothing else.
function checkExport(exported) {
  if (exported === null || typeof exported !== 'object') throw new Error('the template exports no object')
  for (const key of Object.keys(exported)) {
    if (!['example', 'id', 'imports', 'metadata'].includes(key)) throw new Error(`unexpected export member '${key}'`)
  }
  const { example, id, imports, metadata } = exported
  if (!example || example.type !== 'SECTIONS' || !Array.isArray(example.sections)) throw new Error('the example is not a tagged template result')
  if (typeof id !== 'string' || id === '') throw new Error('the id is not a string')
  if (!Array.isArray(imports) || !imports.every((line) => typeof line === 'string')) throw new Error('imports is not a list of lines')
  if (!metadata || typeof metadata.nestable !== 'boolean') throw new Error('metadata.nestable is not a Boolean')
}

function run(scenario) {
  const { figma, log } = createFigma(scenario.instance)
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
  checkExport(exported)
  return {
    label: scenario.label,
    language: exported.example.language,
    id: exported.id,
    imports: exported.imports,
    nestable: exported.metadata.nestable,
    reads: [...new Set(log.reads)].sort(),
    layers: [...new Set(log.layers)].sort(),
    code: render(exported.example.sections),
  }
}

const results = spec.scenarios.map((scenario) => {
  try {
    return run(scenario)
  } catch (error) {
    return { label: scenario.label, error: String(error && error.stack || error) }
  }
})
process.stdout.write(JSON.stringify({ directives: directives(source), results }, null, 1) + '\n')
