import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogueRefusal, exportXliff, importXliff } from './catalogue-xliff.mjs'

// Every test works on a copy of copy/ (the Spanish reference and the catalogues) and of domain/ beside it,
// never on the real files.
const repository = join(import.meta.dirname, '../..')
let root: string
let exported: string
const galician = () => join(root, 'copy/catalogues/gl')
const snapshot = () => Object.fromEntries(readdirSync(galician()).map((name) => [name, readFileSync(join(galician(), name), 'utf8')]))

/**
 * The catalogue test, run on the copy as it is now: what Galician lacks or gets wrong against the Spanish.
 * Each call loads a copy of its own, so that no module an earlier call loaded answers instead.
 */
async function galicianProblems(): Promise<string[]> {
  const loaded = mkdtempSync(join(root, 'loaded-'))
  for (const folder of ['domain', 'copy']) cpSync(join(root, folder), join(loaded, folder), { recursive: true })
  // copy/ reaches domain/ through the @domain/ alias, which the copy's own tsconfig.json resolves beside it.
  cpSync(join(repository, 'tsconfig.json'), join(loaded, 'tsconfig.json'))
  const { everySpanishText } = await import(join(loaded, 'copy/reference.ts'))
  const { catalogueProblems } = await import(join(loaded, 'copy/catalogue-check.ts'))
  const { wholeCatalogue } = await import(join(loaded, 'copy/catalogues/index.ts'))
  return catalogueProblems(everySpanishText(), wholeCatalogue('gl'))
}

/** The import's refusal, or a failure if it wrote instead. */
function refusal(xml: string): CatalogueRefusal {
  try {
    importXliff(root, xml, 'gl')
  } catch (error) {
    if (error instanceof CatalogueRefusal) return error
    throw error
  }
  throw new Error('the file was imported')
}

const lineOf = (xml: string, text: string) => xml.slice(0, xml.indexOf(text)).split('\n').length
const FOLLOW_LABEL = '<target>Seguir a proposta «<ph id="1" disp="title"/>»</target>'

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'catalogue-xliff-'))
  for (const folder of ['domain', 'copy']) cpSync(join(repository, folder), join(root, folder), { recursive: true })
  exported = exportXliff(root, 'gl')
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run catalogue -- export gl', () => {
  it('is XLIFF 2.0 from Spanish to Galician, a unit per text with its translation, context and placeholders', () => {
    expect(exported).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="gl">/,
    )
    const unit = exported.slice(
      exported.indexOf('<unit id="follow:FOLLOW_TEXTS:followLabel:1"'),
      exported.indexOf('</unit>', exported.indexOf('followLabel:1')),
    )
    expect(unit).toContain('<note category="context">FOLLOW_TEXTS.followLabel</note>')
    expect(unit).toContain("The 'Seguir' button every proposal card carries")
    expect(unit).toContain('Función de los datos (title).')
    expect(unit).toContain('<source>Seguir la propuesta «<ph id="1" disp="title"/>»</source>')
    expect(unit).toContain(FOLLOW_LABEL)
    // A key that is no identifier gets an id XLIFF accepts (an NMTOKEN).
    expect(exported).toContain('<unit id="district-scope-labels:SCOPE_LABELS:names.Otras_20_categorias_20__2f__20_Varios"')
    for (const [, id] of exported.matchAll(/<unit id="([^"]*)"/g)) expect(id).toMatch(/^[\p{L}\p{N}.:_-]+$/u)
  })
})

// Each import reads every Spanish module and the catalogue again: a second or two, more on a busy machine.
describe('npm run catalogue -- import', { timeout: 120_000 }, () => {
  it('the exported file, imported as it is, leaves every catalogue file byte for byte', () => {
    const before = snapshot()
    expect(importXliff(root, exported, 'gl')).toEqual([])
    expect(snapshot()).toEqual(before)
  })

  it('so does every other language, the ones whose functions say their words otherwise too', () => {
    const catalogues = join(root, 'copy/catalogues')
    const all = () =>
      readdirSync(catalogues, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    const before = all()
    for (const language of ['ca', 'va', 'eu']) expect(importXliff(root, exportXliff(root, language), language)).toEqual([])
    expect(all()).toEqual(before)
  })

  it('a changed translation changes exactly that text, and the catalogue test still passes', async () => {
    const before = snapshot()
    const changed = exported.replace(FOLLOW_LABEL, '<target>Seguir «<ph id="1" disp="title"/>», a proposta</target>')
    expect(importXliff(root, changed, 'gl')).toEqual([join(galician(), 'follow.ts')])
    const after = snapshot()
    const differing = Object.keys(before).filter((name) => before[name] !== after[name])
    expect(differing).toEqual(['follow.ts'])
    const lines = (text: string) => text.split('\n')
    const changedLines = lines(after['follow.ts']).filter((line, i) => line !== lines(before['follow.ts'])[i])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the catalogue's TypeScript as written, a template literal in it
    expect(changedLines).toEqual(['  followLabel: (title) => `Seguir «${title}», a proposta`,'])
    expect(await galicianProblems()).toEqual([])
    writeFileSync(join(galician(), 'follow.ts'), before['follow.ts'])
  })

  it('placeholders may move in the sentence: the expression goes with them', () => {
    const before = snapshot()
    const id = 'budget:BUDGET_TEXTS:noMoney:1'
    const start = exported.indexOf('<target>', exported.indexOf(`<unit id="${id}"`))
    const end = exported.indexOf('</target>', start)
    const moved = `${exported.slice(0, start)}<target>No orzamento deste ano, <ph id="1"/> non ten importe asignado.${exported.slice(end)}`
    importXliff(root, moved, 'gl')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the catalogue's TypeScript as written, a template literal in it
    expect(snapshot()['budget.ts']).toContain("`No orzamento deste ano, ${whole(heading, 'Toda a cidade')} non ten importe asignado.`")
    writeFileSync(join(galician(), 'budget.ts'), before['budget.ts'])
  })

  describe('refuses the whole file, catalogue untouched, saying where and why', () => {
    const refused = (xml: string, line: number, message: string) => {
      const before = snapshot()
      const error = refusal(xml)
      expect(error.problems).toContainEqual({ line, message })
      expect(error.message).toMatch(/^No se ha importado nada/)
      expect(snapshot()).toEqual(before)
    }

    it('a translation without a placeholder of the Spanish', () => {
      const xml = exported.replace(FOLLOW_LABEL, '<target>Seguir a proposta</target>')
      refused(
        xml,
        lineOf(xml, '<target>Seguir a proposta</target>'),
        'en la unidad «follow:FOLLOW_TEXTS:followLabel:1», la traducción no tiene el dato «title» que tiene el texto español (<ph id="1"/>).',
      )
    })

    it('a translation with a placeholder the Spanish does not have', () => {
      const xml = exported.replace(FOLLOW_LABEL, '<target>Seguir a proposta «<ph id="1"/>» <ph id="2"/></target>')
      refused(
        xml,
        lineOf(xml, '<ph id="2"/>'),
        'en la unidad «follow:FOLLOW_TEXTS:followLabel:1», la traducción tiene un dato que el texto español no tiene (<ph id="2"/>).',
      )
    })

    it('a unit the portal has no text for', () => {
      const xml = exported.replace('<unit id="follow:FOLLOW_TEXTS:failed"', '<unit id="follow:FOLLOW_TEXTS:fallou"')
      refused(
        xml,
        lineOf(xml, 'FOLLOW_TEXTS:fallou'),
        'la unidad «follow:FOLLOW_TEXTS:fallou» no existe en los textos del portal (¿se ha cambiado su id, o el texto español ya no existe?).',
      )
    })

    it('markup in a plain text', () => {
      const xml = exported.replace('<target>Deixar de seguir</target>', '<target>Deixar <b>de</b> seguir</target>')
      refused(
        xml,
        lineOf(xml, '<b>de</b>'),
        'en la unidad «follow:FOLLOW_TEXTS:unfollow», la traducción lleva la marca <b>, y es un texto sin formato: escriba solo el texto y los datos (<ph/>).',
      )
    })

    it('another language, or not XLIFF 2.0', () => {
      refused(
        exported.replace('trgLang="gl"', 'trgLang="ca"'),
        2,
        'el idioma de la traducción (trgLang) es «ca», pero se está importando el catálogo «gl».',
      )
      refused(
        exported.replace('version="2.0"', 'version="1.2"'),
        2,
        'el archivo no es XLIFF 2.0: debe empezar por <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0">.',
      )
    })

    it('a file whose XML is broken, with every other change in it left out', () => {
      const xml = exported
        .replace(FOLLOW_LABEL, '<target>Seguir a proposta «<ph id="1"/>» xa</target>')
        .replace('</segment>', '</segmento>')
      refused(xml, lineOf(xml, '</segmento>'), 'el archivo no es XML válido (el lector de XML dice: unexpected close tag.).')
    })
  })

  describe('a translation the catalogue lacks', () => {
    it('is inserted under its object, and the catalogue test passes again', async () => {
      const before = snapshot()
      writeFileSync(join(galician(), 'follow.ts'), before['follow.ts'].replace(/\n\s*unfollowed: '[^']*',/, ''))
      expect(await galicianProblems()).toEqual(['FOLLOW_TEXTS.unfollowed: falta'])
      const xml = exportXliff(root, 'gl')
      const unit = xml.slice(xml.indexOf('<unit id="follow:FOLLOW_TEXTS:unfollowed"'))
      expect(unit.slice(0, unit.indexOf('</unit>'))).not.toContain('<target>')
      importXliff(
        root,
        xml.replace('<source>Ya no recibirás avisos de esta propuesta.</source>', '$&<target>Xa non recibirá avisos.</target>'),
        'gl',
      )
      expect(snapshot()['follow.ts']).toContain("unfollowed: 'Xa non recibirá avisos.',")
      expect(await galicianProblems()).toEqual([])
      writeFileSync(join(galician(), 'follow.ts'), before['follow.ts'])
    })

    it('is refused when the catalogue has no place for it', () => {
      const before = snapshot()
      writeFileSync(join(galician(), 'follow.ts'), 'export const GL_FOLLOW = {}\n')
      const xml = exported.replace(FOLLOW_LABEL, '<target>Seguir «<ph id="1"/>»</target>')
      expect(refusal(xml).problems).toContainEqual({
        line: lineOf(xml, '<target>Seguir «<ph id="1"/>»</target>'),
        message:
          'la unidad «follow:FOLLOW_TEXTS:followLabel:1» no se puede importar: el catálogo no tiene FOLLOW_TEXTS; añada esa exportación en un archivo del catálogo antes de importar.',
      })
      expect(readFileSync(join(galician(), 'follow.ts'), 'utf8')).toBe('export const GL_FOLLOW = {}\n')
      writeFileSync(join(galician(), 'follow.ts'), before['follow.ts'])
    })
  })
})
