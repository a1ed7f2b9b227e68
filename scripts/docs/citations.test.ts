import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Comments, tests and docs cite the requirements as '§N' (or '§N.M', '§N 'Sub-heading''); a number that
// names no heading of docs/requirements.md sends the reader nowhere, so the citations are checked here.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCANNED = ['app', 'domain', 'worker', 'e2e', 'scripts', 'bench', 'docs', 'public', 'README.md']
const TEXT_FILES = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.mts', '.md', '.css', '.html', '.sql', '.toml'])
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.wrangler'])

/** A citation, with an optional range ('§2–3'); each end is a section number. */
const CITATION = /§\s?(\d+(?:\.\d+)?)(?:[–-]§?\s?(\d+(?:\.\d+)?))?/g
/** The words right before a citation that make it another document's: 'RFC 8291 §3.4', 'XML 1.0 §2.2'. */
const OTHER_DOCUMENT = /(?:\bRFC \d+|\bXML \d\.\d)\s*$/
const S = '\u00a7'
const HEADING = /^#{2,3} §(\d+(?:\.\d+)?) /gm

type Citation = { file: string; line: number; section: string }

function requirementSections(markdown: string): Set<string> {
  return new Set(Array.from(markdown.matchAll(HEADING), (match) => match[1] as string))
}

/** Every citation of the requirements in one file's text (citations of another document left out). */
function citationsIn(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((lineText, index) =>
    Array.from(lineText.matchAll(CITATION))
      .filter((match) => !OTHER_DOCUMENT.test(lineText.slice(0, match.index)))
      .flatMap((match) => [match[1], match[2]].filter((section) => section !== undefined))
      .map((section) => ({ file, line: index + 1, section })),
  )
}

const unresolved = (citations: Citation[], sections: Set<string>) =>
  citations.filter((citation) => !sections.has(citation.section)).map(({ file, line, section }) => `${file}:${line} §${section}`)

function filesUnder(path: string): string[] {
  const entries = readdirSync(join(ROOT, path), { withFileTypes: true })
  return entries.flatMap((entry) => {
    const child = join(path, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(child)
    return TEXT_FILES.has(extname(entry.name)) ? [child] : []
  })
}

const scannedFiles = () => SCANNED.flatMap((path) => (extname(path) ? [path] : filesUnder(path)))
const requirements = () => requirementSections(readFileSync(join(ROOT, 'docs/requirements.md'), 'utf8'))

describe('the requirements cited in the code', () => {
  it('every §N cited in the code, tests and docs is a heading of docs/requirements.md', () => {
    const citations = scannedFiles().flatMap((file) =>
      citationsIn(relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), 'utf8')),
    )
    // About 230 when this test was written: a scan that finds almost none has lost its folders, not its citations.
    expect(citations.length).toBeGreaterThan(150)
    expect(unresolved(citations, requirements())).toEqual([])
  })

  it('docs/requirements.md has §1 to §9', () => {
    expect(['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((section) => !requirements().has(section))).toEqual([])
  })

  it('names a citation of a section that does not exist, and leaves other documents’ sections alone', () => {
    // Written with S for the sign, so that this file holds no citation of its own for the scan above.
    const text = [
      `/** The ${S}5 messages, then ${S}10 (none). */`,
      `// ${S}2.99 and ${S}2.1, and RFC 8291 ${S}3.4 with XML 1.0 ${S}2.2; RFC 8292 ${S}2–3.`,
      `// A range of ours: ${S}8–12.`,
    ].join('\n')
    expect(unresolved(citationsIn('a.ts', text), requirements())).toEqual([`a.ts:1 ${S}10`, `a.ts:2 ${S}2.99`, `a.ts:3 ${S}12`])
  })
})
