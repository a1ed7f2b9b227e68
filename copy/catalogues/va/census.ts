import type { PortalOverlay } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const CENSUS_ERRORS = {
  ...CENSUS_REFUSALS,
  receiptNotFound: 'No hi ha cap vot amb este codi. Revisa que l’has escrit bé (8 lletres i números).',
  importRunning: 'Ja hi ha una importació del padró en curs: espera que acabe.',
  minAge: "L'edat mínima per a votar ha de ser un nombre enter entre 0 i 18.",
} satisfies PortalOverlay['CENSUS_ERRORS']

export const CENSUS_UI_TEXTS = {
  verifyText:
    'Comprovem el teu document i la teua data de naixement amb el padró municipal. No guardem el teu document: només que el teu compte és d’una persona empadronada i en quin districte.',
  censusVoteText:
    'Per a qui no té correu electrònic: n’hi ha prou amb el teu document i la teua data de naixement. El teu vot compta una vegada, com el de qualsevol veí o veïna.',
  receiptGiven: (code) => `Vot registrat. El teu codi de comprovació és ${code}: anota'l per a comprovar el teu vot a Resultats.`,
  paperText: "El vot d'una persona amb el seu document: es comprova el padró, l'edat i que no haja votat ja per un altre canal.",
} satisfies PortalOverlay['CENSUS_UI_TEXTS']
