import { Rational } from './rational'

/**
 * Reads a pabulib `.pb` file (https://pabulib.org/format): sections META (key;value), PROJECTS
 * (header with project_id and cost) and VOTES (header with voter_id and vote, a comma-separated
 * list of project ids), each a ';'-separated CSV with "…" quoting and "" for a literal quote.
 * Money is read as exact decimals. A file that is not a well-formed approval election is refused
 * with one stable code and what its message names (copy/selection.ts words it), never half-read.
 */

export interface PbProject {
  id: string
  cost: Rational
  /** The `name` column, or '' when the file has none. */
  name: string
  /** Every column of the project's row by its header name (votes, selected, category…), as written. */
  columns: Record<string, string>
}

export interface PbBallot {
  voterId: string
  /** The approved project ids, as written. */
  projects: string[]
}

export interface PbElection {
  /** META as written, in file order (budget, currency, unit…). */
  meta: Record<string, string>
  budget: Rational
  projects: PbProject[]
  ballots: PbBallot[]
}

/** Why a file is refused; copy/selection.ts words each code with its `args` (pbErrorMessage). */
type PbErrorCode =
  | 'PB_EMPTY'
  | 'PB_TOO_MANY_LINES'
  | 'PB_CONTROL_CHARACTER'
  | 'PB_FORMULA'
  | 'PB_UNCLOSED_QUOTE'
  | 'PB_NO_META'
  | 'PB_NO_BUDGET'
  | 'PB_BAD_BUDGET'
  | 'PB_VOTE_TYPE'
  | 'PB_NO_PROJECTS'
  | 'PB_NO_VOTES'
  | 'PB_SECTION_ORDER'
  | 'PB_ROW_LENGTH'
  | 'PB_BAD_COST'
  | 'PB_BAD_PROJECT_ID'
  | 'PB_DUPLICATE_PROJECT'
  | 'PB_DUPLICATE_VOTER'
  | 'PB_UNKNOWN_PROJECT'
  | 'PB_REPEATED_VOTE'
  | 'PB_LINE_TOO_LONG'
  | 'PB_TOO_MANY_PROJECTS'
  | 'PB_TOO_MUCH_WORK'
  | 'PB_BUDGET_LIMIT'
  | 'PB_COST_LIMIT'

export interface PbError {
  code: PbErrorCode
  /** What the message names: the line, the limit, the first characters of the value at fault. */
  args: readonly (string | number)[]
  /** 1-based line of the file where the fault is, when it is on one line. */
  line?: number
}

export type PbParseResult = { ok: true; election: PbElection } | { ok: false; error: PbError }

/** A city-wide vote of 200,000 residents still fits; anything longer is not a heading's election. */
export const PB_MAX_LINES = 200_000

/**
 * The limits of what a file may ask the rules to compute, far above any real city and far below what
 * would make one selection slow (decision 0055). A line of 20,000 characters holds a ballot naming
 * every one of 1,000 projects with ids of a dozen characters; pabulib's largest city-wide votes have a
 * few hundred projects. Money is at most 10^12 (a trillion of any currency, a thousand times Madrid's
 * yearly budget) with at most two decimals (cents; zeros after them are ignored): every amount is then
 * exact in a double as well, and no number the rules multiply grows with the file's digits. The work of
 * one run of a rule grows with ballots × projects: 20 million is a city of 200,000 voters choosing among
 * 100 projects.
 */
const PB_LIMITS = {
  lineCharacters: 20_000,
  projects: 1_000,
  ballotsTimesProjects: 20_000_000,
  moneyMax: 10n ** 12n,
  moneyDecimals: 2,
} as const

class PbFault extends Error {
  constructor(
    readonly code: PbErrorCode,
    readonly args: readonly (string | number)[],
    readonly line?: number,
  ) {
    super(code)
  }
}

interface Row {
  line: number
  fields: string[]
}

// C0 and C1 control characters and DEL; record separators are handled before a field is read.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const FORMULA_START = /^[=+\-@]/

export function parsePb(text: string): PbParseResult {
  try {
    return { ok: true, election: readElection(text) }
  } catch (error) {
    if (error instanceof PbFault) return { ok: false, error: { code: error.code, args: error.args, line: error.line } }
    throw error
  }
}

function readElection(text: string): PbElection {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (text.trim() === '') throw new PbFault('PB_EMPTY', [])
  let lines = 1
  let lineStart = 0
  for (let at = text.indexOf('\n'); ; at = text.indexOf('\n', at + 1)) {
    const lineEnd = at === -1 ? text.length : at
    if (lineEnd - lineStart > PB_LIMITS.lineCharacters) {
      throw new PbFault('PB_LINE_TOO_LONG', [lines, PB_LIMITS.lineCharacters], lines)
    }
    if (at === -1) break
    lineStart = at + 1
    if (++lines > PB_MAX_LINES) throw new PbFault('PB_TOO_MANY_LINES', [PB_MAX_LINES])
  }
  const sections = splitSections(readRows(text))
  const meta = readMeta(sections.meta)
  const projects = readProjects(sections.projects)
  const ballots = readVotes(sections.votes, new Set(projects.map((project) => project.id)))
  if (ballots.length * projects.length > PB_LIMITS.ballotsTimesProjects) {
    throw new PbFault('PB_TOO_MUCH_WORK', [ballots.length, projects.length, PB_LIMITS.ballotsTimesProjects])
  }
  const budgetText = meta.budget
  if (budgetText === undefined || budgetText.trim() === '') throw new PbFault('PB_NO_BUDGET', [])
  const budget = readMoney(budgetText.trim())
  if (budget === 'bad') throw new PbFault('PB_BAD_BUDGET', [budgetText.trim().slice(0, 40)])
  if (budget === 'over') throw new PbFault('PB_BUDGET_LIMIT', [budgetText.trim().slice(0, 40)])
  const voteType = meta.vote_type?.trim().toLowerCase()
  if (voteType !== undefined && voteType !== '' && voteType !== 'approval') {
    throw new PbFault('PB_VOTE_TYPE', [meta.vote_type])
  }
  return { meta, budget, projects, ballots }
}

/** RFC 4180 records with ';' between fields; a quoted field may not hold a line break (it would be a control character). */
function readRows(text: string): Row[] {
  const rows: Row[] = []
  let line = 1
  let at = 0
  while (at <= text.length) {
    const fields: string[] = []
    const rowLine = line
    for (;;) {
      let value = ''
      if (text[at] === '"') {
        at++
        for (;;) {
          const close = text.indexOf('"', at)
          if (close === -1) throw new PbFault('PB_UNCLOSED_QUOTE', [rowLine], rowLine)
          value += text.slice(at, close)
          at = close + 1
          if (text[at] !== '"') break
          value += '"'
          at++
        }
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        const end = fieldEnd(text, at)
        value += text.slice(at, end)
        at = end
      } else {
        const end = fieldEnd(text, at)
        value = text.slice(at, end)
        at = end
      }
      fields.push(checkField(value, rowLine))
      if (text[at] === ';') {
        at++
        continue
      }
      break
    }
    if (text[at] === '\r' && text[at + 1] === '\n') at++
    at++
    line++
    if (!(fields.length === 1 && fields[0].trim() === '')) rows.push({ line: rowLine, fields })
  }
  return rows
}

function fieldEnd(text: string, from: number): number {
  let at = from
  while (at < text.length) {
    const char = text[at]
    if (char === ';' || char === '\n' || (char === '\r' && text[at + 1] === '\n')) break
    at++
  }
  return at
}

function checkField(value: string, line: number): string {
  if (CONTROL.test(value)) throw new PbFault('PB_CONTROL_CHARACTER', [line], line)
  const trimmed = value.trim()
  if (FORMULA_START.test(trimmed) && Rational.parseDecimal(trimmed) === null) {
    throw new PbFault('PB_FORMULA', [line, trimmed.slice(0, 40)], line)
  }
  return value
}

const SECTION_NAMES = ['meta', 'projects', 'votes'] as const
type SectionName = (typeof SECTION_NAMES)[number]

function splitSections(rows: Row[]): Record<SectionName, Row[] | undefined> {
  const sections: Record<SectionName, Row[] | undefined> = { meta: undefined, projects: undefined, votes: undefined }
  let current: Row[] | undefined
  let reached = -1
  for (const row of rows) {
    const name = row.fields.length === 1 ? (row.fields[0].trim().toLowerCase() as SectionName) : undefined
    const index = name ? SECTION_NAMES.indexOf(name) : -1
    if (index !== -1 && name) {
      if (index <= reached) {
        throw new PbFault('PB_SECTION_ORDER', [row.line, name.toUpperCase()], row.line)
      }
      reached = index
      current = []
      sections[name] = current
    } else if (!current) {
      throw new PbFault('PB_NO_META', [], row.line)
    } else {
      current.push(row)
    }
  }
  if (!sections.meta) throw new PbFault('PB_NO_META', [])
  return sections
}

function readMeta(rows: Row[] | undefined): Record<string, string> {
  const meta: Record<string, string> = {}
  for (const [index, row] of (rows ?? []).entries()) {
    const key = row.fields[0].trim()
    // The usual first row is the header 'key;value'.
    if (index === 0 && key.toLowerCase() === 'key') continue
    if (row.fields.length !== 2) throw new PbFault('PB_ROW_LENGTH', [row.line, row.fields.length, 2], row.line)
    meta[key] = row.fields[1]
  }
  return meta
}

/** The section's header, with the positions of the columns it must have. */
function header(rows: Row[] | undefined, required: readonly string[], missing: () => PbFault): { columns: number[]; body: Row[] } {
  if (!rows || rows.length === 0) throw missing()
  const names = rows[0].fields.map((name) => name.trim().toLowerCase())
  const columns = required.map((name) => names.indexOf(name))
  if (columns.includes(-1)) throw missing()
  const body = rows.slice(1)
  for (const row of body) {
    if (row.fields.length !== names.length) {
      throw new PbFault('PB_ROW_LENGTH', [row.line, row.fields.length, names.length], row.line)
    }
  }
  return { columns, body }
}

function readProjects(rows: Row[] | undefined): PbProject[] {
  const missing = () => new PbFault('PB_NO_PROJECTS', [])
  const names = rows?.[0]?.fields.map((name) => name.trim().toLowerCase()) ?? []
  const {
    columns: [idColumn, costColumn],
    body,
  } = header(rows, ['project_id', 'cost'], missing)
  if (body.length === 0) throw missing()
  if (body.length > PB_LIMITS.projects) {
    throw new PbFault('PB_TOO_MANY_PROJECTS', [body.length, PB_LIMITS.projects])
  }
  const seen = new Set<string>()
  return body.map((row) => {
    const id = row.fields[idColumn].trim()
    if (id === '' || id.includes(',')) throw new PbFault('PB_BAD_PROJECT_ID', [row.line], row.line)
    if (seen.has(id)) throw new PbFault('PB_DUPLICATE_PROJECT', [row.line, id], row.line)
    seen.add(id)
    const costText = row.fields[costColumn].trim()
    const cost = readMoney(costText)
    if (cost === 'bad') throw new PbFault('PB_BAD_COST', [row.line, id, costText.slice(0, 40)], row.line)
    if (cost === 'over') {
      throw new PbFault('PB_COST_LIMIT', [row.line, id, costText.slice(0, 40)], row.line)
    }
    const columns = Object.fromEntries(names.map((name, index) => [name, row.fields[index]]))
    return { id, cost, name: (columns.name ?? '').trim(), columns }
  })
}

/**
 * An amount of money within PB_LIMITS, exact; 'bad' when it is not a non-negative decimal, 'over' when it
 * is one beyond the limits. The digits are measured before any number is made of them, so a cost written
 * with 50,000 digits costs no more to refuse than one with five.
 */
function readMoney(text: string): Rational | 'bad' | 'over' {
  const match = /^\+?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return 'bad'
  const whole = match[1].replace(/^0+(?=\d)/, '')
  const decimals = (match[2] ?? '').replace(/0+$/, '')
  const maxWholeDigits = PB_LIMITS.moneyMax.toString().length
  if (whole.length > maxWholeDigits || decimals.length > PB_LIMITS.moneyDecimals) return 'over'
  const amount = Rational.parseDecimal(decimals === '' ? whole : `${whole}.${decimals}`)
  if (!amount) return 'bad'
  return amount.compare(Rational.of(PB_LIMITS.moneyMax)) > 0 ? 'over' : amount
}

function readVotes(rows: Row[] | undefined, projectIds: ReadonlySet<string>): PbBallot[] {
  const missing = () => new PbFault('PB_NO_VOTES', [])
  const {
    columns: [voterColumn, voteColumn],
    body,
  } = header(rows, ['voter_id', 'vote'], missing)
  if (body.length === 0) throw missing()
  const voters = new Set<string>()
  return body.map((row) => {
    const voterId = row.fields[voterColumn].trim()
    if (voters.has(voterId)) throw new PbFault('PB_DUPLICATE_VOTER', [row.line, voterId], row.line)
    voters.add(voterId)
    const vote = row.fields[voteColumn].trim()
    const projects = vote === '' ? [] : vote.split(',').map((id) => id.trim())
    const approved = new Set<string>()
    for (const id of projects) {
      if (!projectIds.has(id)) {
        throw new PbFault('PB_UNKNOWN_PROJECT', [row.line, voterId, id.slice(0, 40)], row.line)
      }
      if (approved.has(id)) throw new PbFault('PB_REPEATED_VOTE', [row.line, voterId, id], row.line)
      approved.add(id)
    }
    return { voterId, projects }
  })
}
