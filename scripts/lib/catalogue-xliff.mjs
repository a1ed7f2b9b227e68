// The council's translators' round trip (docs/decisions/0069): a language's catalogue out as XLIFF 2.0, one unit
// per Spanish text, and a translated XLIFF file back into the catalogue's TypeScript, literal by literal, or
// refused whole with the line and the reason of each problem.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { parseSync } from 'oxc-parser'
import { SaxesParser } from 'saxes'
import { readCatalogue, readReference } from './catalogue-source.mjs'

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0'
export const CATALOGUE_LANGUAGES = ['ca', 'va', 'eu', 'gl']
const INHERITS = { va: 'ca' }
// What a function of an inserted translation may use besides its own arguments.
const GLOBALS = new Set(['String', 'Number', 'Math', 'Intl', 'Array', 'Object', 'JSON', 'Date', 'undefined', 'Boolean'])

/** A refusal of the whole file: every problem found, each with its line. */
export class CatalogueRefusal extends Error {
  constructor(problems) {
    super(
      `No se ha importado nada: el archivo tiene ${problems.length === 1 ? 'un problema' : `${problems.length} problemas`}.\n${problems
        .map((p) => `  Línea ${p.line}: ${p.message}`)
        .join('\n')}`,
    )
    this.problems = problems
  }
}

// A unit's id is an XLIFF NMTOKEN (letters, digits, '.', '-', '_', ':'): any other character of a key
// ('Otras categorias / Varios') is written as _hex_.
const idSegment = (key) => key.replace(/[^\p{L}\p{N}-]/gu, (c) => `_${c.codePointAt(0).toString(16)}_`)
const oneLine = (text) => text.replace(/\s+/g, ' ').trim()

/** A literal's pieces (text and placeholders), each placeholder with its id from the Spanish one. */
function piecesOf(literal, ids) {
  const pieces = []
  literal.quasis.forEach((q, i) => {
    if (q.text) pieces.push(q.text)
    if (i < literal.expressions.length) pieces.push({ id: ids[i] })
  })
  return pieces
}

/**
 * The ids of a translation's placeholders: the Spanish placeholder written the same way (its shape), else
 * the next one not yet matched (a catalogue may write the same datum otherwise: `whole(heading, …)`).
 */
function matchPlaceholders(source, target) {
  const free = source.expressions.map((e, i) => ({ id: String(i + 1), shape: e.shape }))
  const ids = target.expressions.map((e) => {
    const at = free.findIndex((f) => f.shape === e.shape)
    return at >= 0 ? free.splice(at, 1)[0].id : undefined
  })
  return ids.map((id, i) => id ?? free.shift()?.id ?? `sobra-${i + 1}`)
}

/**
 * Whether a catalogue's function says its words as the Spanish one does, text by text: as many texts, each
 * with as many data. Otherwise its texts cannot be paired with the Spanish ones (Basque puts the count of
 * '3 vecinos ponen' in another text of the plural), and the function is translated in its file.
 */
const samePattern = (spanish, own) =>
  spanish.length === own.length && spanish.every((w, i) => w.expressions.length === own[i].expressions.length)

const samePieces = (a, b) =>
  a.length === b.length && a.every((p, i) => (typeof p === 'string' ? p === b[i] : typeof b[i] === 'object' && p.id === b[i].id))

/**
 * Every unit of a language: the Spanish text with its placeholders, the translation if the catalogue has
 * one, and where a new translation goes: its literal, an insertion into an object of the catalogue, or
 * nowhere (with the reason).
 */
function catalogueUnits(root, language) {
  if (!CATALOGUE_LANGUAGES.includes(language))
    throw new Error(`No hay catálogo «${language}»: los idiomas son ${CATALOGUE_LANGUAGES.join(', ')}.`)
  const reference = readReference(root)
  const catalogue = readCatalogue(root, language, new Set(reference.map((e) => e.name)))
  const units = []
  // An overlay (Valencian) shows what it reads where it has no text of its own: its base's (Catalan's).
  const base = INHERITS[language] && new Map(catalogueUnits(root, INHERITS[language]).units.map((u) => [u.id, u]))
  const ids = new Set()
  for (const exported of reference) {
    for (const entry of exported.texts) {
      if (entry.kind !== 'text' && entry.kind !== 'function') continue
      const path = [exported.name, ...entry.path].join('.')
      const own = catalogue.byPath.get(path)
      const words = entry.kind === 'text' ? [entry.literal] : entry.words
      words.forEach((source, i) => {
        const id =
          [exported.module, exported.name, entry.path.map(idSegment).join('.')].join(':') + (entry.kind === 'function' ? `:${i + 1}` : '')
        if (ids.has(id)) throw new Error(`Dos textos tienen la misma unidad «${id}»`)
        ids.add(id)
        const sourceIds = source.expressions.map((_, k) => String(k + 1))
        const unit = {
          id,
          module: exported.module,
          original: relative(root, entry.file.path),
          name: path,
          entry,
          source: piecesOf(source, sourceIds),
          sourceLiteral: source,
          placeholders: source.expressions.map((e, k) => ({ id: sourceIds[k], disp: oneLine(e.text) })),
          notes: [path, exported.doc, ...(entry.comments ?? [])].filter(Boolean),
        }
        if (entry.kind === 'function')
          unit.notes.push(
            `Función de los datos (${entry.params.join(', ')})${words.length > 1 ? `: texto ${i + 1} de ${words.length}, en el orden en que se escriben` : ''}.`,
          )
        if (own?.kind === entry.kind && (entry.kind === 'text' || samePattern(words, own.words))) {
          const literal = entry.kind === 'text' ? own.literal : own.words[i]
          const targetIds = matchPlaceholders(source, literal)
          unit.target = piecesOf(literal, targetIds)
          unit.place = {
            kind: 'literal',
            file: own.file,
            literal,
            expressionOf: new Map(targetIds.map((tid, k) => [tid, literal.expressions[k]])),
          }
        } else if (own?.kind === 'function') {
          const where = relative(root, own.file.path)
          unit.place = {
            kind: 'none',
            reason: `en el catálogo la función reparte sus textos de otra forma (${own.words.map((w) => w.expressions.length).join('-')} datos en ${own.words.length} textos donde el español pone ${words.map((w) => w.expressions.length).join('-')} en ${words.length}); se corrige en ${where}`,
          }
          unit.notes.push(`En ${where} esta función tiene otra forma: ${oneLine(own.file.text.slice(own.node.start, own.node.end))}`)
        } else if (own?.kind === 'twice')
          unit.place = {
            kind: 'none',
            reason: `el catálogo lo escribe dos veces (${own.places.map((p) => relative(root, p)).join(' y ')})`,
          }
        else if (own)
          unit.place = { kind: 'none', reason: `en el catálogo este texto se escribe con código (${relative(root, own.file.path)})` }
        else unit.place = insertionPlace(catalogue, [exported.name, ...entry.path])
        const inherited = !own && base?.get(id)?.target
        if (inherited) {
          unit.target = inherited
          unit.notes.push(`Sin texto propio: es el del catálogo «${INHERITS[language]}». Si lo cambia, este idioma tendrá el suyo.`)
        }
        units.push(unit)
      })
    }
  }
  return { units, catalogue }
}

/** Where a missing text would be inserted: the innermost object of the catalogue on its path, if any. */
function insertionPlace(catalogue, path) {
  for (let n = path.length - 1; n >= 1; n--) {
    const at = catalogue.byPath.get(path.slice(0, n).join('.'))
    if (!at) continue
    if (at.kind === 'object') return { kind: 'insert', anchor: at, keys: path.slice(n) }
    if (at.kind === 'twice')
      return {
        kind: 'none',
        reason: `falta en el catálogo y ${path.slice(0, n).join('.')} está repartido entre ${at.places.map((p) => basename(p)).join(' y ')}; escríbalo en el que corresponda`,
      }
    return {
      kind: 'none',
      reason: `falta en el catálogo y su lugar, ${path.slice(0, n).join('.')}, no es un objeto de textos (una lista se traduce entera)`,
    }
  }
  return { kind: 'none', reason: `el catálogo no tiene ${path[0]}; añada esa exportación en un archivo del catálogo antes de importar` }
}

// ——— Export ———

const xmlText = (text) => {
  // XML 1.0 has no way to write the control characters other than tab and line breaks.
  if ([...text].some((c) => c < ' ' && !'\t\n\r'.includes(c)))
    throw new Error(`Un texto tiene un carácter que XML no admite: ${JSON.stringify(text)}`)
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
const xmlAttribute = (text) => xmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;').replace(/\r/g, '&#13;')

const content = (pieces, placeholders) =>
  pieces
    .map((p) =>
      typeof p === 'string'
        ? xmlText(p)
        : `<ph id="${xmlAttribute(p.id)}" disp="${xmlAttribute(placeholders.find((ph) => ph.id === p.id)?.disp ?? p.id)}"/>`,
    )
    .join('')

/** The XLIFF 2.0 document of a language: a <file> per Spanish module, a <unit> per text. */
export function exportXliff(root, language) {
  const { units } = catalogueUnits(root, language)
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="es" trgLang="${language}">`]
  let module
  for (const unit of units) {
    if (unit.module !== module) {
      if (module) lines.push('  </file>')
      module = unit.module
      lines.push(`  <file id="${xmlAttribute(module)}" original="${xmlAttribute(unit.original)}" xml:space="preserve">`)
    }
    const translated = unit.target?.length
    lines.push(
      `    <unit id="${xmlAttribute(unit.id)}" name="${xmlAttribute(unit.name)}">`,
      '      <notes>',
      ...unit.notes.map((note) => `        <note category="context">${xmlText(note)}</note>`),
      ...(unit.place.kind === 'none'
        ? [`        <note category="no-editable">Un cambio aquí no se importa: ${xmlText(unit.place.reason)}.</note>`]
        : []),
      '      </notes>',
      `      <segment state="${translated ? 'translated' : 'initial'}">`,
      `        <source>${content(unit.source, unit.placeholders)}</source>`,
      ...(translated ? [`        <target>${content(unit.target, unit.placeholders)}</target>`] : []),
      '      </segment>',
      '    </unit>',
    )
  }
  if (module) lines.push('  </file>')
  lines.push('</xliff>', '')
  return lines.join('\n')
}

// ——— Import ———

/** The translations an XLIFF file holds, by unit id, or the problems that refuse it. */
function readXliff(xml, units, language) {
  const byId = new Map(units.map((u) => [u.id, u]))
  const problems = []
  const targets = new Map()
  const refused = new Set()
  const parser = new SaxesParser({ xmlns: true, position: true })
  const stack = []
  let unit
  const seen = new Set()
  let target
  let inSource = false
  let rootChecked = false
  const problem = (message, line = parser.line) => {
    problems.push({ line, message })
    if (unit) refused.add(unit.id)
  }
  const name = () => (unit ? `la unidad «${unit.id}»` : 'el archivo')
  parser.on('opentag', (tag) => {
    const attribute = (n) => tag.attributes[n]?.value
    stack.push(tag)
    if (!rootChecked) {
      rootChecked = true
      if (tag.local !== 'xliff' || tag.uri !== XLIFF_NS || attribute('version') !== '2.0')
        return problem(`el archivo no es XLIFF 2.0: debe empezar por <xliff xmlns="${XLIFF_NS}" version="2.0">.`)
      if (attribute('srcLang') !== 'es')
        problem(`el idioma de origen (srcLang) es «${attribute('srcLang') ?? ''}»; los textos de origen son los españoles («es»).`)
      if (attribute('trgLang') !== language)
        problem(
          `el idioma de la traducción (trgLang) es «${attribute('trgLang') ?? ''}», pero se está importando el catálogo «${language}».`,
        )
      return
    }
    if (target || inSource) {
      if (tag.local === 'ph' && tag.uri === XLIFF_NS && (target || inSource)) {
        if (target) target.pieces.push({ id: attribute('id') ?? '' })
        return
      }
      if (target)
        problem(
          `en ${name()}, la traducción lleva la marca <${tag.name}>, y es un texto sin formato: escriba solo el texto y los datos (<ph/>).`,
        )
      return
    }
    if (tag.uri !== XLIFF_NS) return
    if (tag.local === 'unit') {
      const id = attribute('id') ?? ''
      unit = byId.get(id)
      if (!unit) problem(`la unidad «${id}» no existe en los textos del portal (¿se ha cambiado su id, o el texto español ya no existe?).`)
      else if (seen.has(id)) problem(`la unidad «${id}» está dos veces.`)
      else seen.add(id)
    } else if (tag.local === 'source') inSource = true
    else if (tag.local === 'target' && unit) target = { line: parser.line, pieces: [] }
    else if (tag.local === 'segment' && unit && targets.has(unit.id))
      problem(`la unidad «${unit.id}» tiene más de un segmento; cada texto es uno.`)
  })
  parser.on('text', (text) => {
    if (target && stack.at(-1)?.local === 'target') {
      if (typeof target.pieces.at(-1) === 'string') target.pieces[target.pieces.length - 1] += text
      else target.pieces.push(text)
    }
  })
  parser.on('closetag', (tag) => {
    stack.pop()
    if (tag.uri !== XLIFF_NS) return
    if (tag.local === 'source') inSource = false
    else if (tag.local === 'target' && target) {
      if (unit) {
        targets.set(unit.id, target)
        checkPlaceholders(unit, target, problem)
      }
      target = undefined
    } else if (tag.local === 'unit') unit = undefined
  })
  try {
    parser.write(xml).close()
  } catch (error) {
    problem(`el archivo no es XML válido (el lector de XML dice: ${String(error.message).replace(/^(?:[^:]*:)?\d+:\d+: /, '')}).`)
  }
  if (!rootChecked) problem('el archivo está vacío: no es XLIFF 2.0.', 1)
  return { problems, targets, refused }
}

/** A translation fills the same data as the Spanish text: each placeholder once, none other. */
function checkPlaceholders(unit, target, problem) {
  const want = unit.placeholders.map((p) => p.id)
  const have = target.pieces.filter((p) => typeof p === 'object').map((p) => p.id)
  for (const ph of unit.placeholders) {
    const count = have.filter((id) => id === ph.id).length
    if (count === 0 && isTranslated(target.pieces))
      problem(
        `en la unidad «${unit.id}», la traducción no tiene el dato «${ph.disp}» que tiene el texto español (<ph id="${ph.id}"/>).`,
        target.line,
      )
    else if (count > 1) problem(`en la unidad «${unit.id}», la traducción repite el dato «${ph.disp}» (<ph id="${ph.id}"/>).`, target.line)
  }
  for (const id of new Set(have.filter((id) => !want.includes(id))))
    problem(`en la unidad «${unit.id}», la traducción tiene un dato que el texto español no tiene (<ph id="${id}"/>).`, target.line)
}

const isTranslated = (pieces) => pieces.some((p) => typeof p === 'object' || p.trim())

// A literal's text written back in the literal's own quotes.
const escapeIn = (text, quote) =>
  quote === '`'
    ? text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\r/g, '\\r')
    : text
        .replace(/\\/g, '\\\\')
        .replace(new RegExp(quote, 'g'), `\\${quote}`)
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')

/**
 * A text with some ranges replaced: each edit's range by its text (a function of the text, so that a
 * placeholder moved elsewhere in its sentence carries the edits inside it). An edit inside another one is
 * that one's business.
 */
function render(text, start, end, edits) {
  const inside = edits.filter((e) => e.start >= start && e.end <= end).sort((a, b) => a.start - b.start || b.end - a.end)
  let out = ''
  let at = start
  for (const edit of inside) {
    if (edit.start < at) continue
    out += text.slice(at, edit.start) + edit.text()
    at = edit.end
  }
  return out + text.slice(at, end)
}

/** The edits that write a translation into its literal: each changed text, each placeholder moved. */
function literalEdits(place, pieces, editsOfFile) {
  const { literal, expressionOf } = place
  const texts = ['']
  const order = []
  for (const piece of pieces) {
    if (typeof piece === 'string') texts[texts.length - 1] += piece
    else {
      order.push(piece.id)
      texts.push('')
    }
  }
  if (literal.quote !== '`' && order.length) return undefined
  const edits = []
  literal.quasis.forEach((q, i) => {
    if (texts[i] !== q.text) edits.push({ start: q.start, end: q.end, text: () => escapeIn(texts[i], literal.quote) })
  })
  order.forEach((id, j) => {
    const moved = expressionOf.get(id)
    const slot = literal.expressions[j]
    if (!moved || !slot) return
    if (moved !== slot)
      edits.push({ start: slot.start, end: slot.end, text: () => render(place.file.text, moved.start, moved.end, editsOfFile()) })
  })
  return edits
}

const keyText = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key))
const stringText = (text) => `'${escapeIn(text, "'")}'`

/** The Spanish function, its words replaced by their translations: what a missing function is inserted as. */
function translatedFunction(units, targets) {
  const { entry } = units[0]
  const file = entry.file
  const edits = []
  const spanishEdits = () => edits
  for (const unit of units) {
    const place = {
      file,
      literal: unit.sourceLiteral,
      expressionOf: new Map(unit.sourceLiteral.expressions.map((e, k) => [String(k + 1), e])),
    }
    const own = literalEdits(place, targets.get(unit.id).pieces, spanishEdits)
    if (!own) return undefined
    edits.push(...own)
  }
  return render(file.text, entry.node.start, entry.node.end, edits)
}

/** The free names a function reads besides its arguments (a Spanish helper would not exist in a catalogue). */
function foreignNames(entry) {
  const names = new Set()
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type)) return
    if (
      node.type === 'Identifier' &&
      !(parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) &&
      !(parent?.type === 'Property' && parent.key === node)
    )
      names.add(node.name)
    for (const key of Object.keys(node)) {
      const value = node[key]
      if (key === 'start' || key === 'end' || key === 'type') continue
      if (Array.isArray(value)) for (const v of value) visit(v, node)
      else if (value && typeof value === 'object') visit(value, node)
    }
  }
  visit(entry.node.body, entry.node)
  const own = new Set()
  const collect = (p) => {
    if (!p) return
    if (p.type === 'Identifier') own.add(p.name)
    else if (p.type === 'AssignmentPattern') collect(p.left)
    else if (p.type === 'RestElement') collect(p.argument)
    else if (p.type === 'ObjectPattern') for (const q of p.properties) collect(q.value ?? q.argument)
    else if (p.type === 'ArrayPattern') p.elements.forEach(collect)
  }
  entry.node.params.forEach(collect)
  return [...names].filter((n) => !own.has(n) && !GLOBALS.has(n))
}

/**
 * Writes an XLIFF file's translations into a language's catalogue, or refuses the whole file (nothing
 * written) with every problem and its line. Returns the catalogue files it changed.
 */
export function importXliff(root, xml, language) {
  const { units } = catalogueUnits(root, language)
  const { problems, targets, refused } = readXliff(xml, units, language)
  const editsByFile = new Map()
  const editsOf = (file) => {
    if (!editsByFile.has(file)) editsByFile.set(file, [])
    return editsByFile.get(file)
  }
  const insertions = new Map()
  const functionsDone = new Set()
  for (const unit of units) {
    const target = targets.get(unit.id)
    if (!target || refused.has(unit.id) || !isTranslated(target.pieces) || (unit.target && samePieces(unit.target, target.pieces))) continue
    const refuse = (reason) => problems.push({ line: target.line, message: `la unidad «${unit.id}» no se puede importar: ${reason}.` })
    const { place } = unit
    if (place.kind === 'none') refuse(place.reason)
    else if (place.kind === 'literal') {
      const edits = literalEdits(place, target.pieces, () => editsOf(place.file))
      if (edits) editsOf(place.file).push(...edits)
      else refuse('en el catálogo es un texto entre comillas sin datos; corrija allí la traducción')
    } else if (unit.entry.kind === 'text') {
      if (unit.placeholders.length) refuse('en español este texto se compone con otros; escríbalo en el catálogo')
      else addInsertion(insertions, place, stringText(target.pieces.join('')))
    } else if (!functionsDone.has(unit.entry)) {
      functionsDone.add(unit.entry)
      const siblings = units.filter((u) => u.entry === unit.entry)
      const missing = siblings.filter((u) => !targets.get(u.id) || !isTranslated(targets.get(u.id).pieces))
      const foreign = foreignNames(unit.entry)
      if (missing.length)
        refuse(
          `falta en el catálogo una función de ${siblings.length} textos y el archivo no trae ${missing.map((u) => `«${u.id}»`).join(', ')}`,
        )
      else if (foreign.length)
        refuse(`falta en el catálogo y la función española usa ${foreign.join(', ')}, que el catálogo no tiene; escríbala allí`)
      else addInsertion(insertions, place, translatedFunction(siblings, targets))
    }
  }
  if (problems.length) throw new CatalogueRefusal(problems.sort((a, b) => a.line - b.line))
  for (const [anchor, tree] of insertions) editsOf(anchor.file).push(insertionEdit(anchor, tree))
  // Every file is written and checked to still be TypeScript before any is written.
  const written = []
  for (const [file, edits] of editsByFile) {
    const rendered = render(file.text, 0, file.text.length, edits)
    if (rendered === file.text) continue
    const text = formatted(rendered, join('copy/catalogues', language, basename(file.path)))
    const { errors } = parseSync(file.path, text)
    if (errors.length)
      throw new Error(`La traducción dejaría ${relative(root, file.path)} sin poder leerse (${errors[0].message}); no se ha escrito nada.`)
    written.push([file.path, text])
  }
  for (const [path, text] of written) writeFileSync(path, text)
  return written.map(([path]) => path)
}

function addInsertion(insertions, place, valueText) {
  if (!insertions.has(place.anchor)) insertions.set(place.anchor, new Map())
  let tree = insertions.get(place.anchor)
  for (const key of place.keys.slice(0, -1)) {
    if (!tree.has(key)) tree.set(key, new Map())
    tree = tree.get(key)
  }
  tree.set(place.keys.at(-1), valueText)
}

const objectText = (tree) =>
  `{ ${[...tree].map(([key, value]) => `${keyText(key)}: ${typeof value === 'string' ? value : objectText(value)}`).join(', ')} }`

/** New keys at the end of an object of the catalogue, after its last one. */
function insertionEdit(anchor, tree) {
  const { node, file } = anchor
  const added = objectText(tree).slice(2, -2)
  const last = node.properties.at(-1)
  if (!last) return { start: node.start + 1, end: node.start + 1, text: () => ` ${added} ` }
  const comma = file.text.slice(last.end, node.end - 1).includes(',')
  return comma
    ? { start: node.end - 1, end: node.end - 1, text: () => `${added},` }
    : { start: last.end, end: last.end, text: () => `, ${added}` }
}

/**
 * A file's text in the project's formatting (Biome, with the repository's configuration), named as the
 * catalogue's file so that the same rules apply to a copy elsewhere (the tests work on one).
 */
function formatted(text, name) {
  const repository = join(import.meta.dirname, '../..')
  try {
    return execFileSync(join(repository, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${name}`], {
      cwd: repository,
      input: text,
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } catch (error) {
    throw new Error(`La traducción dejaría ${name} sin poder leerse; no se ha escrito nada.\n${error.stderr}`)
  }
}
