// A test double of Figma's Code Connect template runtime: the `figma` module that
// template files `require`, as documented by Figma (developers.figma.com, Code Connect
// template API; @figma/code-connect figma-types.d.ts).
//
// createFigma(properties, language) returns the module for one selected instance whose
// Figma properties are `properties`:
//   "Type": "Error"                         a variant value (getEnum)
//   "isLoading": true                       a boolean property (getBoolean)
//   "caption": "Summer sale"                a text property (getString)
//   "Icon": { instance: { name, code } }    an instance swap whose own template renders
//                                           `code` (getInstanceSwap); code null: no
//                                           Code Connect
//   "content": { slot: "AdCreative()" }     a slot whose content renders as code (getSlot)
// It is strict where Figma would fail: reading a property the instance does not have,
// or reading it with the wrong getter, throws.
'use strict'

function codeSection(code) {
  return { type: 'CODE', code }
}

// Interpolated values, as the tagged templates treat them: strings and numbers become
// code, arrays of result sections are spliced, undefined / null / false render nothing.
function sectionsOf(value) {
  if (value === undefined || value === null || value === false) return []
  if (typeof value === 'string' || typeof value === 'number' || value === true) return [codeSection(String(value))]
  if (Array.isArray(value)) {
    for (const section of value) {
      if (section === null || typeof section !== 'object' || !['CODE', 'INSTANCE', 'SLOT', 'ERROR'].includes(section.type)) {
        throw new TypeError('interpolated array holds something that is not a result section: ' + JSON.stringify(section))
      }
    }
    return value
  }
  if (typeof value === 'object' && value.type === 'SECTIONS') return value.sections
  throw new TypeError('cannot interpolate ' + JSON.stringify(value) + ' into a template')
}

function tag(language) {
  return (strings, ...values) => {
    const sections = []
    strings.forEach((text, index) => {
      if (text !== '') sections.push(codeSection(text))
      if (index < values.length) sections.push(...sectionsOf(values[index]))
    })
    return { type: 'SECTIONS', language, sections }
  }
}

function instanceHandle(name, spec, language) {
  const code = spec.code === undefined ? null : spec.code
  return {
    type: 'INSTANCE',
    symbolId: 'symbol:' + name,
    name,
    children: [],
    properties: {},
    hasCodeConnect: () => code !== null,
    codeConnectId: () => (code === null ? null : name),
    executeTemplate: () => {
      if (code === null) throw new Error('executeTemplate() on an instance without Code Connect: ' + name)
      return { example: [{ type: 'INSTANCE', guid: 'guid:' + name, symbolId: 'symbol:' + name, resultSections: [codeSection(code)] }], metadata: { nestable: true } }
    },
  }
}

function createFigma(properties, language) {
  const reads = []
  function lookup(name, kind) {
    if (typeof name !== 'string') throw new TypeError('property names are strings, got ' + JSON.stringify(name))
    if (!Object.prototype.hasOwnProperty.call(properties, name)) {
      throw new Error(`the instance has no Figma property "${name}" (it has ${Object.keys(properties).map((key) => JSON.stringify(key)).join(', ')})`)
    }
    reads.push(name)
    const value = properties[name]
    const actual = typeof value === 'object' && value !== null ? (value.instance !== undefined ? 'instance' : 'slot') : typeof value
    if (actual !== kind) throw new TypeError(`property "${name}" is a ${actual} property, read as ${kind}`)
    return value
  }
  function mapped(options, key) {
    return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined
  }
  const getters = {
    getString: (name) => lookup(name, 'string'),
    getBoolean: (name, options) => {
      const value = lookup(name, 'boolean')
      return options === undefined ? value : mapped(options, String(value))
    },
    getEnum: (name, options) => {
      if (options === null || typeof options !== 'object') throw new TypeError('getEnum needs a value mapping')
      return mapped(options, lookup(name, 'string'))
    },
    getInstanceSwap: (name) => {
      const value = lookup(name, 'instance')
      return value.instance === null ? undefined : instanceHandle(value.instance.name || name, value.instance, language)
    },
    getSlot: (name) => {
      const value = lookup(name, 'slot')
      return value.slot === null ? undefined : [{ type: 'INSTANCE', guid: 'slot:' + name, symbolId: 'slot:' + name, resultSections: [codeSection(value.slot)] }]
    },
  }
  const selectedInstance = {
    type: 'INSTANCE',
    symbolId: 'symbol:selected',
    name: 'selected',
    children: [],
    properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, { value }])),
    hasCodeConnect: () => true,
    codeConnectId: () => null,
    ...getters,
  }
  const figmaProperties = {
    string: getters.getString,
    boolean: getters.getBoolean,
    enum: getters.getEnum,
    instance: (name) => {
      const handle = getters.getInstanceSwap(name)
      return handle === undefined ? undefined : handle.executeTemplate().example
    },
    slot: getters.getSlot,
    children: () => [],
  }
  selectedInstance.__properties__ = figmaProperties
  return {
    figma: {
      selectedInstance,
      currentLayer: selectedInstance,
      properties: figmaProperties,
      code: tag('raw'),
      swift: tag('swift'),
      kotlin: tag('kotlin'),
      tsx: tag('typescript'),
      html: tag('html'),
    },
    reads,
  }
}

// Result sections as the code Dev Mode shows, with nested (nestable) instances inline.
function render(sections) {
  return sections.map((section) => {
    switch (section.type) {
      case 'CODE': return section.code
      case 'INSTANCE': return render(section.resultSections || [])
      case 'ERROR': throw new Error('error section: ' + section.message)
      default: throw new Error('cannot render a ' + section.type + ' section')
    }
  }).join('')
}

module.exports = { createFigma, render }
