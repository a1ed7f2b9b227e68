import { type Money, toRational } from './rational'

/**
 * Writes an approval election as a pabulib `.pb` file that `parsePb`, pabutools and equalshares.net
 * read back. Text is made safe rather than refused: control characters become spaces and a name
 * that a spreadsheet would run as a formula gets a leading apostrophe, as in the portal's CSV.
 */

export interface PbWriteInput {
  /** Extra META rows (description, country, unit, instance, currency…), written after the required ones. */
  meta?: Record<string, string>
  budget: Money
  /** In the order they should be listed; the portal lists them by submission. */
  projects: readonly { id: string; cost: Money; name?: string }[]
  /** Anonymous voter ids (the caller shuffles and numbers them) with the project ids each approved. */
  ballots: readonly { voterId: string; projects: readonly string[] }[]
}

const REQUIRED_META = ['budget', 'num_projects', 'num_votes', 'vote_type'] as const

export function writePb(input: PbWriteInput): string {
  const votes = new Map(input.projects.map((project) => [project.id, 0]))
  for (const ballot of input.ballots) {
    for (const id of ballot.projects) {
      const count = votes.get(id)
      if (count === undefined) throw new RangeError(`Ballot names an unknown project: ${id}`)
      votes.set(id, count + 1)
    }
  }
  for (const project of input.projects) {
    if (project.id === '' || /[,;"\s]/.test(project.id)) throw new RangeError(`Project id not writable in a .pb file: ${project.id}`)
  }
  const lines = ['META', 'key;value']
  const meta: Record<string, string> = {
    budget: decimal(input.budget),
    num_projects: String(input.projects.length),
    num_votes: String(input.ballots.length),
    vote_type: 'approval',
  }
  for (const [key, value] of Object.entries(input.meta ?? {})) {
    if (!(REQUIRED_META as readonly string[]).includes(key)) meta[safe(key)] = value
  }
  for (const [key, value] of Object.entries(meta)) lines.push(`${field(key)};${field(value)}`)
  lines.push('PROJECTS', 'project_id;cost;votes;name')
  for (const project of input.projects) {
    lines.push([project.id, decimal(project.cost), String(votes.get(project.id)), field(project.name ?? '')].join(';'))
  }
  lines.push('VOTES', 'voter_id;vote')
  for (const ballot of input.ballots) lines.push(`${field(ballot.voterId)};${ballot.projects.join(',')}`)
  return `${lines.join('\n')}\n`
}

function decimal(value: Money): string {
  const exact = toRational(value)
  const text = exact.toDecimal()
  if (text === null || exact.isNegative()) throw new RangeError(`Amount not writable as a decimal: ${exact}`)
  return text
}

function safe(text: string): string {
  // Every control character, including tabs and line breaks, would make the file unreadable.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
  return /^\s*[=+\-@]/.test(clean) && !/^\s*[+-]?\d+(\.\d+)?\s*$/.test(clean) ? `'${clean}` : clean
}

function field(text: string): string {
  const clean = safe(text)
  return /[;"]/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean
}
