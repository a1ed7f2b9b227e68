import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { OTHER_LANGUAGES } from '../../domain/languages'
import { CATALOGUE_PARTS, type CataloguePart, partOfFile } from '../../copy/catalogues/parts'

const TABLE = 'virtual:catalogue-parts'
const PART = 'catalogue-part:'
const catalogues = join(import.meta.dirname, '../../copy/catalogues')

/**
 * Each language's part of its catalogue as one module, so one chunk: the language's files that load with
 * that part (copy/catalogues/parts.ts, the one place that says which), re-exported whole. The app
 * imports `virtual:catalogue-parts`, the table of their loaders (app/main.tsx, for app/lib/language.ts; the
 * Worker, which renders the same routes, bundles no such table: it holds every catalogue whole). Every other part
 * imports the core, which is always loaded before it: a file that a later part imports too (the census'
 * refusals, which the errors repeat; Valencian's frame, which its later part completes; the assessment's
 * words, which the budget reuses) is then reached from the same parts as the core and stays in its chunk,
 * not in a chunk of its own that the first visit would request besides. The chunk keeps the part's name
 * ('core', 'screens', ...), which the performance test looks for.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'catalogue-parts',
    resolveId: (id) => (id === TABLE ? `\0${TABLE}` : id.startsWith(PART) ? `\0${PART}${id.slice(PART.length)}` : undefined),
    load(id) {
      if (id === `\0${TABLE}`) {
        const loaders = OTHER_LANGUAGES.map(
          (language) =>
            `${language}: {${Object.keys(CATALOGUE_PARTS)
              .map((part) => `${part}: () => import('${PART}${language}/${part}')`)
              .join(', ')}}`,
        )
        return `export const PART_LOADERS = {${loaders.join(', ')}}`
      }
      if (!id.startsWith(`\0${PART}`)) return undefined
      const [language, part] = id.slice(PART.length + 1).split('/') as [string, CataloguePart]
      const files = readdirSync(join(catalogues, language)).filter((file) => partOfFile(file) === part)
      const exports = files.map((file) => `export * from '${join(catalogues, language, file)}'`)
      return [...(part === 'core' ? [] : [`import '${PART}${language}/core'`]), ...exports].join('\n')
    },
  }
}
