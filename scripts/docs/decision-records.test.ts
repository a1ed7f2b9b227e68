import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// A decision record says under its title whether it still holds and since when, and docs/decisions/README.md
// lists every record with the same status and date: these checks keep both from going stale.

const FOLDER = fileURLToPath(new URL('../../docs/decisions', import.meta.url))
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/
const STATUS = /^Status: (?:accepted|superseded by \d{4}|replaced)\b/i
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/

type DecisionRecord = { file: string; number: string; header: string[]; status: string; date: string }

function readRecords(): DecisionRecord[] {
  return readdirSync(FOLDER)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(join(FOLDER, file), 'utf8').split('\n')
      // The header: the title, a blank line, then the lines up to the next blank one.
      const end = lines.indexOf('', 2)
      const header = lines.slice(0, end === -1 ? lines.length : end)
      const value = (key: string) => (header.find((line) => line.startsWith(`${key}: `)) ?? '').slice(key.length + 2)
      return { file, number: file.slice(0, 4), header, status: value('Status'), date: value('Date') }
    })
}

/** The index's rows: `| [NNNN](file) | title | status | date |`. */
function readIndex() {
  const text = readFileSync(join(FOLDER, 'README.md'), 'utf8')
  const rows = Array.from(
    text.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (?:[^|\\]|\\.)+ \| ((?:[^|\\]|\\.)+) \| ([^|]+) \|$/gm),
    (match) => ({
      number: match[1] as string,
      file: match[2] as string,
      status: (match[3] as string).replaceAll('\\|', '|'),
      date: (match[4] as string).trim(),
    }),
  )
  const missing = /\*\*Missing numbers\.\*\*([^*]+?)were never used/.exec(text)?.[1] ?? ''
  return { rows, missingNumbers: missing.match(/\d{4}/g) ?? [] }
}

const records = readRecords()

describe('decision records', () => {
  it('each has its number in its title, then Status and Date lines', () => {
    const faults = records.flatMap(({ file, number, header }) => [
      ...(header[0]?.startsWith(`# ${number}`) ? [] : [`${file}: the title does not start with '# ${number}'`]),
      ...(STATUS.test(header[2] ?? '') ? [] : [`${file}: no 'Status: accepted | superseded by NNNN | replaced' right under the title`]),
      ...(DATE.test(header[3] ?? '') && !Number.isNaN(Date.parse(header[3]?.slice(6) ?? ''))
        ? []
        : [`${file}: no 'Date: YYYY-MM-DD' under the status`]),
    ])
    expect(faults).toEqual([])
  })

  it('a Supersedes line, and a status superseded by another, name records that exist', () => {
    const numbers = new Set(records.map((record) => record.number))
    const faults = records.flatMap(({ file, number, header }) =>
      header
        .filter((line) => line.startsWith('Supersedes: ') || line.startsWith('Status: '))
        .flatMap((line) => line.match(/\b\d{4}\b/g) ?? [])
        .filter((cited) => cited === number || !numbers.has(cited))
        .map((cited) => `${file} names ${cited}, which is ${cited === number ? 'itself' : 'no record'}`),
    )
    expect(faults).toEqual([])
  })

  it('the index lists every record, once, with its status and date', () => {
    const { rows } = readIndex()
    expect(rows.map((row) => row.file)).toEqual(records.map((record) => record.file))
    expect(rows.map(({ number, status, date }) => `${number} ${status} ${date}`)).toEqual(
      records.map(({ number, status, date }) => `${number} ${status} ${date}`),
    )
  })

  it('the index names as missing exactly the numbers no record has, below the last one', () => {
    const numbers = records.map((record) => Number(record.number))
    const last = Math.max(...numbers)
    const gaps = Array.from({ length: last }, (_, index) => index + 1).filter((number) => !numbers.includes(number))
    expect(readIndex().missingNumbers).toEqual(gaps.map((number) => String(number).padStart(4, '0')))
  })
})
