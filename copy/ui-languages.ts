import { localized } from './localize'

/** The language switcher, the note on proposals written in another language, and the council's setting. */
export const LANGUAGE_TEXTS = localized('LANGUAGE_TEXTS', {
  /** The header's and the footer's switchers: two navigation landmarks, each with a name of its own. */
  switcher: 'Idioma',
  footerSwitcher: 'Idioma (pie de página)',
  /** Languages as a sentence in this language names them ('Escrita en catalán'). */
  names: { es: 'español', ca: 'catalán', va: 'valenciano', eu: 'euskera', gl: 'gallego' },
  writtenIn: (language: string) => `Propuesta escrita en ${language} por quien la envió; se publica tal como se escribió, sin traducir.`,
  validation: {
    languages: 'Elige idiomas de la lista; el español no se puede desactivar',
    incomplete: 'Ese idioma no tiene la traducción completa y no se puede activar',
  },
} as const)
