// Reading the texts out of the TypeScript sources: the Spanish reference (every `localized('NAME', {…})` in
// copy/) and a language's catalogue (copy/catalogues/<language>/), each text with the place of its
// literal in its file, so that a translation can be written back by position (docs/decisions/0069).
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseSync } from 'oxc-parser'

const LETTER = /\p{L}/u
const unwrap = (node) => {
  let n = node
  while (n && ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(n.type))
    n = n.expression
  return n
}
const isStringLiteral = (node) => node?.type === 'Literal' && typeof node.value === 'string'
const isTextLiteral = (node) => isStringLiteral(node) || node?.type === 'TemplateLiteral'

function children(node) {
  const out = []
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue
    const value = node[key]
    if (Array.isArray(value)) for (const v of value) v && typeof v.type === 'string' && out.push(v)
    else if (value && typeof value.type === 'string') out.push(value)
  }
  return out
}

function parseFile(path) {
  const text = readFileSync(path, 'utf8')
  const parsed = parseSync(path, text)
  if (parsed.errors.length) throw new Error(`${path}: no se puede leer como TypeScript (${parsed.errors[0].message})`)
  return { path, text, program: parsed.program, comments: parsed.comments }
}

/** The text of the comment just above `start` (only blank space between), without its markers. */
function commentAbove(file, start) {
  const comment = file.comments.findLast((c) => c.end <= start)
  if (!comment || file.text.slice(comment.end, start).trim()) return undefined
  return comment.value
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trimEnd())
    .filter((line, i, all) => line || (i > 0 && i < all.length - 1))
    .join(' ')
    .replace(/^\*\s*/, '')
    .trim()
}

/**
 * A literal as a sequence of pieces: the written text (cooked, with its source range) and the `${…}` between
 * them (each with its source text and its shape: that text with any literal inside replaced by '…', so that
 * the same expression is recognised in Spanish and in a catalogue whose nested words differ).
 */
function literalOf(file, node) {
  if (isStringLiteral(node))
    return {
      start: node.start,
      end: node.end,
      quote: file.text[node.start],
      quasis: [{ start: node.start + 1, end: node.end - 1, text: node.value }],
      expressions: [],
    }
  // oxc's span of a template's piece holds its delimiters (the opening '`' or '}', the closing '${' or '`').
  const quasis = node.quasis.map((q) => ({
    start: q.start + 1,
    end: q.end - (file.text.slice(q.end - 2, q.end) === '${' ? 2 : 1),
    text: q.value.cooked ?? q.value.raw,
  }))
  const expressions = node.expressions.map((e) => {
    let shape = ''
    let at = e.start
    const inner = []
    const visit = (n) => {
      if (isTextLiteral(n)) inner.push(n)
      else for (const child of children(n)) visit(child)
    }
    visit(e)
    for (const lit of inner.sort((a, b) => a.start - b.start)) {
      shape += `${file.text.slice(at, lit.start)}…`
      at = lit.end
    }
    shape += file.text.slice(at, e.end)
    return { start: e.start, end: e.end, text: file.text.slice(e.start, e.end), shape: shape.replace(/\s+/g, ' ').trim() }
  })
  return { start: node.start, end: node.end, quote: '`', quasis, expressions }
}

const hasWords = (literal) => literal.quasis.some((q) => LETTER.test(q.text))

/**
 * The literals of a function that are words for a reader, in source order: not the ones code compares
 * with or looks up (`kind === 'vote'`, `case 'x':`, `names['x']`), not types, not those without a letter
 * (separators such as ', ').
 */
function wordsOfFunction(file, fn) {
  const found = []
  const visit = (node, parent) => {
    if (node.type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type)) return
    if (isTextLiteral(node)) {
      const compared =
        (parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!=', 'in'].includes(parent.operator)) ||
        parent?.type === 'SwitchCase' ||
        (parent?.type === 'MemberExpression' && parent.property === node) ||
        (parent?.type === 'Property' && parent.key === node)
      const literal = literalOf(file, node)
      if (!compared && hasWords(literal)) found.push(literal)
    }
    // The arguments of number and date formatting are codes ('es-ES', { month: 'long' }), not words.
    const formatting =
      (node.type === 'CallExpression' || node.type === 'NewExpression') &&
      (/^toLocale/.test(node.callee.property?.name ?? '') ||
        (node.callee.object?.type === 'Identifier' && node.callee.object.name === 'Intl'))
    for (const child of formatting ? [node.callee] : children(node)) visit(child, node)
  }
  visit(fn.body, fn)
  return found.sort((a, b) => a.start - b.start)
}

const paramName = (file, p) => {
  const n = p.type === 'AssignmentPattern' ? p.left : p
  if (n.type === 'Identifier') return n.name
  if (n.type === 'RestElement') return `...${paramName(file, n.argument)}`
  const text = file.text.slice(n.start, n.typeAnnotation ? n.typeAnnotation.start : n.end)
  return text.replace(/\s+/g, ' ').trim()
}

const keyOf = (property) =>
  property.computed
    ? undefined
    : property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'Literal'
        ? String(property.key.value)
        : undefined

/**
 * Every text under a value, by path: `{ kind: 'text', literal }`, `{ kind: 'function', params, words }`,
 * or `{ kind: 'code' }` for a value written as code (a constant from elsewhere, a call). `object` entries
 * record each object literal and its path, where a missing key can be inserted.
 */
function walkValue(file, node, path, out, constants) {
  let n = unwrap(node)
  if (n?.type === 'Identifier' && constants.has(n.name)) n = unwrap(constants.get(n.name))
  if (!n) return
  if (n.type === 'ObjectExpression') {
    out.push({ path, kind: 'object', file, node: n })
    for (const property of n.properties) {
      if (property.type !== 'Property') continue
      const key = keyOf(property)
      if (key === undefined) continue
      const note = commentAbove(file, property.start)
      const before = out.length
      walkValue(file, property.value, [...path, key], out, constants)
      if (note) for (const entry of out.slice(before)) entry.comments = [note, ...(entry.comments ?? [])]
    }
  } else if (n.type === 'ArrayExpression') {
    out.push({ path, kind: 'array', file, node: n })
    n.elements.forEach((element, i) => {
      if (element) walkValue(file, element, [...path, String(i)], out, constants)
    })
  } else if (isTextLiteral(n)) out.push({ path, kind: 'text', file, literal: literalOf(file, n) })
  else if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression')
    out.push({ path, kind: 'function', file, node: n, params: n.params.map((p) => paramName(file, p)), words: wordsOfFunction(file, n) })
  else out.push({ path, kind: 'code', file })
}

/** The file's top-level `const NAME = …` initializers, so that a catalogue's `KEY: NAME` reads the literal. */
function constantsOf(program) {
  const constants = new Map()
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const d of declaration.declarations) if (d.id.type === 'Identifier' && d.init) constants.set(d.id.name, d.init)
  }
  return constants
}

const tsFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(dir, e.name))
    .sort()

/**
 * The Spanish reference: each `localized('NAME', value)` of copy/ (domain/ holds no words), with its module (the
 * file's name), the doc comment above its statement and every text under it.
 */
export function readReference(root) {
  const exports = []
  for (const path of tsFiles(join(root, 'copy'))) {
    const file = parseFile(path)
    if (!file.text.includes('localized(')) continue
    const constants = constantsOf(file.program)
    for (const statement of file.program.body) {
      const calls = []
      const visit = (node) => {
        if (
          node.type === 'CallExpression' &&
          node.callee.type === 'Identifier' &&
          node.callee.name === 'localized' &&
          isStringLiteral(node.arguments[0])
        )
          calls.push(node)
        else children(node).forEach(visit)
      }
      visit(statement)
      for (const call of calls) {
        const name = call.arguments[0].value
        const texts = []
        walkValue(file, call.arguments[1], [], texts, constants)
        exports.push({ module: basename(path, '.ts'), name, doc: commentAbove(file, statement.start), texts })
      }
    }
  }
  return exports
}

/**
 * A language's catalogue files and every text in them, by path ('FOLLOW_TEXTS.followLabel'): an exported
 * constant named as a Spanish export (`export const STATUS_LABELS = {…}`), or the keys named so in an
 * exported object (`export const GL_FOLLOW = { FOLLOW_TEXTS: {…} }`).
 */
export function readCatalogue(root, language, exportNames) {
  const dir = join(root, 'copy/catalogues', language)
  const byPath = new Map()
  const files = []
  for (const path of tsFiles(dir)) {
    const file = parseFile(path)
    files.push(file)
    const constants = constantsOf(file.program)
    for (const statement of file.program.body) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue
      for (const d of statement.declaration.declarations) {
        const init = unwrap(d.init)
        const found = []
        if (d.id.type === 'Identifier' && exportNames.has(d.id.name)) found.push([d.id.name, init])
        else if (init?.type === 'ObjectExpression')
          for (const property of init.properties) {
            const key = property.type === 'Property' ? keyOf(property) : undefined
            if (key && exportNames.has(key)) found.push([key, property.value])
          }
        for (const [name, value] of found) {
          const texts = []
          walkValue(file, value, [name], texts, constants)
          for (const entry of texts) {
            const id = entry.path.join('.')
            const known = byPath.get(id)
            // A part that re-exports another's texts names them (code); they are edited where their literal is.
            if (!known || known.kind === 'code') byPath.set(id, entry)
            else if (entry.kind !== 'code') {
              // Written in two places, the one the catalogue reads depends on the order of its parts' spreads:
              // neither is edited from a file (decision 0069).
              byPath.set(id, { ...known, kind: 'twice', places: [known.file.path, entry.file.path] })
            }
          }
        }
      }
    }
  }
  return { dir, files, byPath }
}
