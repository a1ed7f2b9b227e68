// npm run catalogue -- export <language> > <language>.xlf: a language's catalogue as XLIFF 2.0, for the
// council's translators. npm run catalogue -- import <file.xlf>: their translations back into the catalogue's
// TypeScript, or the whole file refused with the reasons (docs/decisions/0069).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOGUE_LANGUAGES, CatalogueRefusal, exportXliff, importXliff } from './lib/catalogue-xliff.mjs'

const root = join(import.meta.dirname, '..')
const [command, argument, language] = process.argv.slice(2)
const usage = `Uso: npm run catalogue -- export <${CATALOGUE_LANGUAGES.join('|')}> > archivo.xlf
     npm run catalogue -- import archivo.xlf [idioma]`

if (command === 'export' && CATALOGUE_LANGUAGES.includes(argument)) process.stdout.write(exportXliff(root, argument))
else if (command === 'import' && argument) {
  let xml
  try {
    xml = readFileSync(argument, 'utf8')
  } catch {
    console.error(`No se puede leer ${argument}.`)
    process.exit(2)
  }
  // The language is the file's (trgLang) unless named here, when the file must say the same one.
  const target = language ?? /<xliff\b[^>]*\btrgLang="([^"]*)"/.exec(xml)?.[1]
  if (!CATALOGUE_LANGUAGES.includes(target)) {
    const line = xml.slice(0, Math.max(0, xml.indexOf('<xliff'))).split('\n').length
    console.error(
      `No se ha importado nada: el archivo tiene un problema.\n  Línea ${line}: ${target ? `«${target}» no es un idioma del portal (${CATALOGUE_LANGUAGES.join(', ')})` : 'el archivo no es XLIFF 2.0 o no dice a qué idioma traduce (trgLang)'}.`,
    )
    process.exit(1)
  }
  try {
    const changed = importXliff(root, xml, target)
    console.log(
      changed.length
        ? `Catálogo «${target}» actualizado:\n  ${changed.map((f) => f.slice(root.length + 1)).join('\n  ')}`
        : `Nada que cambiar en el catálogo «${target}».`,
    )
  } catch (error) {
    if (!(error instanceof CatalogueRefusal)) throw error
    console.error(error.message)
    process.exit(1)
  }
} else {
  console.error(usage)
  process.exit(2)
}
