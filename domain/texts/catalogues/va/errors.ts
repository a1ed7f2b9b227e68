import type { PortalOverlay } from '../portal-catalogue'
import { VA_CORE } from './core'

// Read through the core, which a screen's part always comes after: the refusals then travel once, in the core's chunk.
const { CENSUS_REFUSALS } = VA_CORE

/** ca/errors.ts in its Valencian wording, where it differs. */
export const VA_ERRORS = {
  ERROR_TEXTS: {
    AUTH_REQUIRED: "Has d'iniciar la sessió per a fer això.",
    FORBIDDEN: 'No tens permís per a fer això.',
    DUPLICATE_VOTE: 'Ja has votat esta proposta',
    EMAIL_NOT_VERIFIED:
      "Per a votar has de confirmar el teu correu electrònic. Obre l'enllaç del correu que et vam enviar en registrar-te o demana'n un altre.",
    UNSUPPORTED_MEDIA_TYPE: "Si vos plau, selecciona un fitxer d'imatge vàlid",
    INTERNAL: "S'ha produït un error al servidor. Si vos plau, torna-ho a provar més tard.",
    NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
    CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
    TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
    IDENTITY_UNAVAILABLE:
      'Ara mateix no podem comprovar la teua sessió. Continues amb la sessió iniciada: torna-ho a provar d’aquí a uns minuts.',
  },
  CENSUS_ERRORS: {
    ...CENSUS_REFUSALS,
    receiptNotFound: 'No hi ha cap vot amb este codi. Revisa que l’has escrit bé (8 lletres i números).',
    importRunning: 'Ja hi ha una importació del padró en curs: espera que acabe.',
    minAge: "L'edat mínima per a votar ha de ser un nombre enter entre 0 i 18.",
  },
  CENSUS_UI_TEXTS: {
    verifyText:
      'Comprovem el teu document i la teua data de naixement amb el padró municipal. No guardem el teu document: només que el teu compte és d’una persona empadronada i en quin districte.',
    censusVoteText:
      'Per a qui no té correu electrònic: n’hi ha prou amb el teu document i la teua data de naixement. El teu vot compta una vegada, com el de qualsevol veí o veïna.',
    receiptGiven: (code) => `Vot registrat. El teu codi de comprovació és ${code}: anota'l per a comprovar el teu vot a Resultats.`,
    paperText: "El vot d'una persona amb el seu document: es comprova el padró, l'edat i que no haja votat ja per un altre canal.",
  },
} satisfies PortalOverlay
