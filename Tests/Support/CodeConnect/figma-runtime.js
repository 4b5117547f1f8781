// A strict test double of Figma's Code Connect template runtime: the `figma` module that
// template files `require`. It follows the published type definitions, `cli/figma-types.d.ts`
// of figma/code-connect (v1.5.2), member for member:
//
// - every object it hands to a template answers only the members those definitions declare;
//   reading any other member throws (a template that relies on an undeclared API fails here
//   before it fails in Dev Mode);
// - values come back raw, as Figma stores them: a variant's value is the designer's spelling
//   (`No`, `no`, `Yes`); a property the instance does not have reads as `undefined`
//   (`getInstanceSwap` gives an ERROR handle instead, as the runtime does since CLI 1.4.8);
// - `getBoolean` reads a boolean property, and a variant whose value is boolean-like —
//   yes/no, true/false, on/off in any casing — the way Figma translates those
//   (figma/code-connect issues #45, #66); on any other variant value it throws, because what
//   the runtime returns there is not documented;
// - declared members the generated templates have no use for (`__renderWithFn__`, the React
//   helpers, …) throw "not in the double", so they cannot be relied on silently either.
//
// An instance is described as Figma's REST API describes a node (see FIGMA-REST.md):
//   { name, properties: { "Type": { type: "VARIANT", value: "Error" },
//                         "Label": { type: "TEXT", value: "Filter" },
//                         "Selected": { type: "BOOLEAN", value: true },
//                         "Icon": { type: "INSTANCE_SWAP", value: <instance> } },
//     children: [ { type: "TEXT", name: "Title", characters: "…" }, <instance>, … ],
//     codeConnect: { id: "EBIcon", code: "Image(systemName: \"heart\")", nestable: true } | null }
'use strict'

// Members per declared interface of figma-types.d.ts.
const DECLARED = {
  InstanceHandle: ['type', 'symbolId', 'name', 'children', 'properties', 'path', 'slots', 'codeConnectId', '__find__',
    '__findChildWithCriteria__', '__getPropertyValue__', '__render__', '__getProps__', '__renderWithFn__', 'getString',
    'getBoolean', 'getEnum', 'getInstanceSwap', 'getSlot', 'hasCodeConnect', 'getPropertyValue', 'findInstance',
    'findText', 'findConnectedInstance', 'findConnectedInstances', 'findLayers', 'executeTemplate'],
  SelectedInstance: ['__properties__'],
  TextHandle: ['type', 'name', 'textContent', '__render__'],
  ErrorHandle: ['type', '__render__', 'executeTemplate'],
  FigmaProperties: ['string', 'boolean', 'enum', 'instance', '__instance__', 'slot', 'children'],
  Figma: ['batch', 'selectedInstance', 'currentLayer', 'properties', 'code', 'tsx', 'html', 'swift', 'kotlin', 'value', 'helpers'],
}

// An object that throws on every member its interface does not declare.
function strict(interfaceName, members) {
  const declared = new Set(DECLARED[interfaceName].concat(interfaceName === 'SelectedInstance' ? DECLARED.InstanceHandle : []))
  return new Proxy(members, {
    get(target, key) {
      if (typeof key === 'symbol') {
        if (key === Symbol.toPrimitive) throw new TypeError(`a ${interfaceName} is not text: interpolate its sections`)
        return Reflect.get(target, key)
      }
      if (!declared.has(key)) throw new TypeError(`${interfaceName}.${key} is not declared in figma-types.d.ts`)
      if (!Object.prototype.hasOwnProperty.call(target, key)) throw new TypeError(`${interfaceName}.${key} is not in the double`)
      return target[key]
    },
    set(_, key) { throw new TypeError(`${interfaceName}.${String(key)} is read-only`) },
  })
}

const BOOLEAN_LIKE = { true: true, yes: true, on: true, false: false, no: false, off: false }

function errorHandle(message) {
  const example = [{ type: 'ERROR', message }]
  return strict('ErrorHandle', { type: 'ERROR', __render__: () => example, executeTemplate: () => ({ example }) })
}

function isError(value) {
  return value !== null && typeof value === 'object' && value.type === 'ERROR'
}

function textHandle(node) {
  if (typeof node.characters !== 'string') throw new TypeError(`text layer "${node.name}" has no characters`)
  return strict('TextHandle', { type: 'TEXT', name: node.name, textContent: node.characters, __render__: () => node.characters })
}

// An instance handle over a node; `log` records every property and layer name read.
function createInstance(node, log, interfaceName = 'InstanceHandle', extra = {}) {
  const properties = node.properties || {}
  const property = (name, getter) => {
    if (typeof name !== 'string') throw new TypeError(`${getter} takes a property name, got ${JSON.stringify(name)}`)
    log.reads.push(name)
    return Object.prototype.hasOwnProperty.call(properties, name) ? properties[name] : undefined
  }
  // Its instance and text layers (frames and shapes are not handles).
  const handles = () => (node.children || []).filter((child) => child.type === 'INSTANCE' || child.type === 'TEXT').map((child) => handleOf(child, log))
  const descendants = (predicate, opts) => findAll(node, predicate, opts, log)
  const members = {
    type: 'INSTANCE',
    symbolId: 'symbol:' + node.name,
    name: node.name,
    get children() { return handles() },
    properties: Object.fromEntries(Object.entries(properties).map(([key, entry]) => [key, { value: entry.value }])),
    codeConnectId: () => (node.codeConnect ? node.codeConnect.id : null),
    hasCodeConnect: () => Boolean(node.codeConnect),
    getString: (name) => {
      const entry = property(name, 'getString')
      if (entry === undefined) return undefined
      if (entry.type !== 'TEXT' && entry.type !== 'VARIANT') throw new TypeError(`getString('${name}') on a ${entry.type} property`)
      return entry.value
    },
    getBoolean: (name, options) => {
      const value = booleanValue(name, property(name, 'getBoolean'))
      if (options === undefined || value === undefined) return value
      return own(options, String(value))
    },
    getEnum: (name, options) => {
      if (options === null || typeof options !== 'object') throw new TypeError(`getEnum('${name}') needs a value mapping`)
      const entry = property(name, 'getEnum')
      if (entry === undefined) return undefined
      if (entry.type !== 'VARIANT') throw new TypeError(`getEnum('${name}') on a ${entry.type} property`)
      return own(options, entry.value)
    },
    getPropertyValue: (name) => {
      const entry = property(name, 'getPropertyValue')
      if (entry !== undefined && entry.type === 'INSTANCE_SWAP') throw new TypeError(`getPropertyValue('${name}') on an instance swap`)
      return entry === undefined ? undefined : entry.value
    },
    getInstanceSwap: (name) => {
      const entry = property(name, 'getInstanceSwap')
      if (entry === undefined) return errorHandle(`no instance-swap property "${name}"`)
      if (entry.type !== 'INSTANCE_SWAP') throw new TypeError(`getInstanceSwap('${name}') on a ${entry.type} property`)
      return entry.value === null ? undefined : createInstance(entry.value, log)
    },
    getSlot: (name) => {
      const entry = property(name, 'getSlot')
      if (entry === undefined) return undefined
      if (entry.type !== 'SLOT') throw new TypeError(`getSlot('${name}') on a ${entry.type} property`)
      return [{ type: 'SLOT', propertyName: name }]
    },
    findText: (layerName, opts) => {
      log.layers.push(layerName)
      const found = descendants((child) => child.type === 'TEXT' && child.name === layerName, opts)
      return found.length > 0 ? textHandle(found[0]) : errorHandle(`no text layer "${layerName}"`)
    },
    findInstance: (layerName, opts) => {
      log.layers.push(layerName)
      const found = descendants((child) => child.type === 'INSTANCE' && child.name === layerName, opts)
      return found.length > 0 ? createInstance(found[0], log) : errorHandle(`no instance layer "${layerName}"`)
    },
    findConnectedInstance: (id, opts) => {
      const found = descendants((child) => child.type === 'INSTANCE' && child.codeConnect && child.codeConnect.id === id, opts)
      return found.length > 0 ? createInstance(found[0], log) : null
    },
    findConnectedInstances: (selector, opts) => descendants((child) => child.type === 'INSTANCE' && Boolean(child.codeConnect), opts)
      .map((child) => createInstance(child, log)).filter((handle) => selector(handle)),
    findLayers: (selector, opts) => descendants((child) => child.type === 'INSTANCE' || child.type === 'TEXT', opts)
      .map((child) => handleOf(child, log)).filter((handle) => selector(handle)),
    executeTemplate: () => {
      if (!node.codeConnect) throw new Error(`executeTemplate() on "${node.name}", which has no Code Connect`)
      const { code, nestable } = node.codeConnect
      const section = { type: 'INSTANCE', guid: 'guid:' + node.name, symbolId: 'symbol:' + node.name, resultSections: [{ type: 'CODE', code }] }
      return { example: [section], metadata: { nestable: nestable !== false, __props: {} } }
    },
  }
  Object.defineProperties(members, Object.getOwnPropertyDescriptors(extra))
  return strict(interfaceName, members)
}

function booleanValue(name, entry) {
  if (entry === undefined) return undefined
  if (entry.type === 'BOOLEAN') return entry.value
  if (entry.type === 'VARIANT') {
    const key = String(entry.value).toLowerCase()
    if (Object.prototype.hasOwnProperty.call(BOOLEAN_LIKE, key)) return BOOLEAN_LIKE[key]
    throw new TypeError(`getBoolean('${name}') on variant value "${entry.value}", which is not boolean-like`)
  }
  throw new TypeError(`getBoolean('${name}') on a ${entry.type} property`)
}

function own(options, key) {
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined
}

function handleOf(node, log) {
  if (node.type === 'TEXT') return textHandle(node)
  if (node.type === 'INSTANCE') return createInstance(node, log)
  throw new TypeError(`layers of type ${node.type} are not in the double`)
}

// Depth-first, in layer order. Without `traverseInstances`, the search does not enter
// nested instances (their own layers belong to their own templates); `path` narrows it to
// a chain of frame names.
function findAll(node, predicate, opts = {}, log) {
  for (const key of Object.keys(opts)) {
    if (key !== 'path' && key !== 'traverseInstances') throw new TypeError(`SelectorOptions.${key} is not declared`)
  }
  const results = []
  const visit = (parent, path) => {
    for (const child of parent.children || []) {
      const matchesPath = !opts.path || opts.path.every((name, index) => path[index] === name)
      if (matchesPath && predicate(child)) results.push(child)
      if (child.type !== 'INSTANCE' || opts.traverseInstances) visit(child, path.concat([child.name]))
    }
  }
  visit(node, [])
  return results
}

// Interpolated values, as the tagged templates take them: text, numbers, arrays of result
// sections and template results. Anything else (undefined, a handle, an object) throws:
// the generated templates never interpolate it, and Figma would render it as nonsense.
function sectionsOf(value) {
  if (typeof value === 'string' || typeof value === 'number') return [{ type: 'CODE', code: String(value) }]
  if (Array.isArray(value)) {
    for (const section of value) {
      if (section === null || typeof section !== 'object' || !['CODE', 'INSTANCE', 'SLOT', 'ERROR'].includes(section.type)) {
        throw new TypeError('interpolated array holds something that is not a result section: ' + JSON.stringify(section))
      }
    }
    return value
  }
  if (value !== null && typeof value === 'object' && value.type === 'SECTIONS') return value.sections
  throw new TypeError('cannot interpolate ' + String(value && value.type || value) + ' into a template')
}

function tag(language) {
  return (strings, ...values) => {
    if (!Array.isArray(strings) || !Array.isArray(strings.raw)) throw new TypeError(`figma.${language} is a template-literal tag`)
    const sections = []
    strings.forEach((text, index) => {
      if (text !== '') sections.push({ type: 'CODE', code: text })
      if (index < values.length) sections.push(...sectionsOf(values[index]))
    })
    return { type: 'SECTIONS', language, sections }
  }
}

function notInDouble(name) {
  return () => { throw new TypeError(`${name} is declared but not in the double`) }
}

/// The `figma` module for one selected instance, and the log of what the template read.
function createFigma(instance) {
  const log = { reads: [], layers: [] }
  const holder = {}
  const selected = createInstance(instance, log, 'SelectedInstance', { get __properties__() { return holder.properties } })
  const properties = holder.properties = strict('FigmaProperties', {
    string: (name) => selected.getString(name),
    boolean: (name, options) => selected.getBoolean(name, options),
    enum: (name, options) => selected.getEnum(name, options),
    instance: (name) => { const handle = selected.getInstanceSwap(name); return handle === undefined ? undefined : handle.executeTemplate().example },
    __instance__: (name) => selected.getInstanceSwap(name),
    slot: (name) => selected.getSlot(name),
    children: notInDouble('figma.properties.children'),
  })
  const figma = strict('Figma', {
    get batch() { throw new TypeError('figma.batch exists only in batch templates') },
    selectedInstance: selected,
    currentLayer: selected,
    properties,
    code: tag('raw'),
    tsx: tag('tsx'),
    html: tag('html'),
    swift: tag('swift'),
    kotlin: tag('kotlin'),
    value: notInDouble('figma.value'),
    get helpers() { throw new TypeError('figma.helpers is declared but not in the double') },
  })
  return { figma, log }
}

// Result sections as Dev Mode shows them, nested instances inline; a slot or error section
// is a failure of the snippet under test.
function render(sections) {
  return sections.map((section) => {
    switch (section.type) {
      case 'CODE': return section.code
      case 'INSTANCE': return render(section.resultSections || [])
      case 'ERROR': throw new Error('the snippet holds an error section: ' + section.message)
      default: throw new Error('the snippet holds a ' + section.type + ' section')
    }
  }).join('')
}

module.exports = { createFigma, render, isError }
