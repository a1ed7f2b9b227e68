import type { PortalOverlay } from '../portal-catalogue'
import { type AccessibilityRequestKind, ANSWER_WORKING_DAYS } from '@domain/accessibility'
import { CONTACT } from '@domain/contact-data'

// Catalan's names (ca/accessibility.ts), the same in Valencian; the sentences around them differ.
const kindNames: Record<AccessibilityRequestKind, string> = {
  complaint: "queixa sobre l'accessibilitat",
  'accessible-version': "sol·licitud d'informació accessible",
}

export const ACCESSIBILITY_TEXTS = {
  intro:
    "L'Ajuntament s'ha compromés a fer accessible este portal de Pressupostos Participatius, de conformitat amb el Reial decret 1112/2018, de 7 de setembre, sobre accessibilitat dels llocs web i aplicacions per a dispositius mòbils del sector públic. Esta declaració s'aplica a este portal i a la seua aplicació instal·lable.",
  status:
    "Este portal és parcialment conforme amb el Reial decret 1112/2018 i amb la norma UNE-EN 301 549:2022, que recull les pautes WCAG 2.1 de nivell AA, a causa de les excepcions i de la manca de conformitat dels aspectes que s'indiquen a continuació.",
  sections: {
    0: {
      list: {
        1: 'Manca de conformitat: els fitxers de dades obertes (CSV i JSON) són dades en brut per a reutilitzar; el seu contingut també es pot llegir a les pàgines de propostes i de resultats.',
        2: "Contingut que no entra dins de l'àmbit de la legislació aplicable: els textos i les fotografies que envien els veïns, les associacions i els comerços amb les seues propostes són continguts de tercers que l'Ajuntament no crea ni controla (art. 3.4.g). Es publiquen tal com es van escriure i no es traduïxen.",
      },
    },
    1: {
      list: {
        0: "Cada pàgina pública i cada pantalla de l'aplicació es prova en un navegador real a 390 i 1280 píxels d'amplada amb axe-core, que comprova les pautes WCAG 2.1 A i AA; es corregix qualsevol error, siga quina siga la seua gravetat.",
        2: 'Les proves de rendiment (Lighthouse) vigilen que el contingut no es desplace mentre es carrega.',
      },
    },
  },
  preparedHeading: "Preparació d'esta declaració",
  prepared: (day) => `Esta declaració es va preparar el ${day}.`,
  contact: {
    0: "Ens pots fer arribar qualsevol comunicació sobre els requisits d'accessibilitat d'este portal: informar d'un possible incompliment, explicar-nos altres dificultats per a accedir al seu contingut o fer qualsevol consulta o suggeriment de millora.",
    1: `Pots presentar una queixa sobre el compliment dels requisits del Reial decret 1112/2018 o demanar informació accessible sobre un contingut (per exemple, una versió accessible d'un document o una descripció d'una fotografia) amb el formulari d'esta pàgina, per correu electrònic a ${CONTACT.email} o al Registre de l'Ajuntament.`,
  },
  procedure: {
    0: `Si la teua queixa o la teua sol·licitud d'informació accessible es desestima, no estàs d'acord amb la decisió o la resposta no complix els requisits de l'article 12.5 del Reial decret 1112/2018, pots iniciar una reclamació. També pots reclamar si passen ${ANSWER_WORKING_DAYS} dies hàbils sense resposta.`,
    1: "La reclamació es presenta al Registre General de l'Ajuntament o a la seua seu electrònica, adreçada a la unitat responsable d'accessibilitat.",
  },
  technical: {
    0: 'El portal funciona amb les versions actuals dels navegadors més utilitzats i amb lectors de pantalla. Es basa en HTML, WAI-ARIA, CSS i JavaScript; les pàgines públiques es poden llegir encara que JavaScript no es carregue.',
  },
  form: {
    intro: 'Els camps marcats amb * són obligatoris. Només fem servir el teu correu electrònic per a respondre’t.',
    email: 'Correu electrònic per a respondre’t *',
    page: 'Pàgina o contingut a què es referix',
    sentDue: (day) => `Et respondrem per correu electrònic com a molt tard el ${day}. També t'hem enviat un correu amb esta referència.`,
    draftKept: "El que has escrit es guarda en este dispositiu fins que s'envie.",
    offline:
      "No s'ha pogut enviar perquè no hi ha connexió. El que has escrit continua aquí i desat en este dispositiu: torna-ho a provar quan tingues connexió.",
  },
  validation: {
    reviewedOn: 'Indica una data vàlida que no siga futura',
  },
  admin: {
    alreadyAnswered: 'Esta sol·licitud ja té resposta.',
    notFound: "La sol·licitud d'accessibilitat no existix.",
  },
  email: {
    receivedSubject: (kind, reference) => `Hem rebut la teua ${kindNames[kind]} (${reference})`,
    receivedBody: (p) =>
      [
        'Hola:',
        '',
        `Hem rebut la teua ${kindNames[p.kind]} del portal de Pressupostos Participatius, amb el número de referència ${p.reference}.`,
        `Et respondrem com a molt tard el ${p.due} (${ANSWER_WORKING_DAYS} dies hàbils, Reial decret 1112/2018).`,
        '',
        'Per la teua privacitat, este correu no repetix el teu missatge. Si no l’has enviat tu, el pots ignorar.',
        '',
        'Ajuntament · Pressupostos Participatius',
      ].join('\n'),
    answerSubject: (kind, reference) => `Resposta a la teua ${kindNames[kind]} (${reference})`,
    answerBody: (p) =>
      [
        'Hola:',
        '',
        `Esta és la resposta al teu missatge amb referència ${p.reference}:`,
        '',
        p.answer,
        '',
        "Si no estàs d'acord amb la resposta, pots presentar una reclamació al Registre General de l'Ajuntament (Reial decret 1112/2018, art. 13).",
        '',
        'Ajuntament · Pressupostos Participatius',
      ].join('\n'),
  },
} satisfies PortalOverlay['ACCESSIBILITY_TEXTS']
