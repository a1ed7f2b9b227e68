import type { PortalCatalogue } from '../portal-catalogue'
import {
  type AccessibilityRequestKind,
  ANSWER_WORKING_DAYS,
  MAX_ACCESSIBILITY_ANSWER,
  MAX_ACCESSIBILITY_MESSAGE,
  MAX_ACCESSIBILITY_PAGE,
  MIN_ACCESSIBILITY_MESSAGE,
} from '@domain/accessibility'
import { CONTACT } from '@domain/contact-data'

const kindNames: Record<AccessibilityRequestKind, string> = {
  complaint: "queixa sobre l'accessibilitat",
  'accessible-version': "sol·licitud d'informació accessible",
}

/** The accessibility statement (the Observatori's model in Catalan), its form, the admin tab and the e-mails. */
export const ACCESSIBILITY_TEXTS = {
  title: "Declaració d'accessibilitat",
  intro:
    "L'Ajuntament s'ha compromès a fer accessible aquest portal de Pressupostos Participatius, de conformitat amb el Reial decret 1112/2018, de 7 de setembre, sobre accessibilitat dels llocs web i aplicacions per a dispositius mòbils del sector públic. Aquesta declaració s'aplica a aquest portal i a la seva aplicació instal·lable.",
  statusHeading: 'Situació de compliment',
  status:
    "Aquest portal és parcialment conforme amb el Reial decret 1112/2018 i amb la norma UNE-EN 301 549:2022, que recull les pautes WCAG 2.1 de nivell AA, a causa de les excepcions i de la manca de conformitat dels aspectes que s'indiquen a continuació.",
  sections: [
    {
      heading: 'Contingut no accessible',
      paragraphs: ['El contingut que es recull a continuació no és accessible pel motiu següent:'],
      list: [
        'Manca de conformitat amb el Reial decret 1112/2018: les fotografies que acompanyen les propostes només es descriuen amb el títol de la proposta, que no sempre explica el que mostra la imatge (requisit 9.1.1.1 de la UNE-EN 301 549, contingut no textual).',
        'Manca de conformitat: els fitxers de dades obertes (CSV i JSON) són dades en brut per reutilitzar; el seu contingut també es pot llegir a les pàgines de propostes i de resultats.',
        "Contingut que no entra dins de l'àmbit de la legislació aplicable: els textos i les fotografies que envien els veïns, les associacions i els comerços amb les seves propostes són continguts de tercers que l'Ajuntament no crea ni controla (art. 3.4.g). Es publiquen tal com es van escriure i no es tradueixen.",
        'Càrrega desproporcionada: no s’invoca.',
      ],
    },
    {
      heading: "Com s'ha avaluat",
      paragraphs: [
        "L'avaluació és una autoavaluació feta pel mateix organisme, amb proves automàtiques a cada canvi del portal i revisions manuals periòdiques.",
      ],
      list: [
        "Cada pàgina pública i cada pantalla de l'aplicació es prova en un navegador real a 390 i 1280 píxels d'amplada amb axe-core, que comprova les pautes WCAG 2.1 A i AA; es corregeix qualsevol error, sigui quina sigui la seva gravetat.",
        "Les proves recorren els formularis només amb el teclat i comproven que el focus és visible, que l'ordre és lògic i que els errors s'anuncien al costat de cada camp.",
        'Les proves de rendiment (Lighthouse) vigilen que el contingut no es desplaci mentre es carrega.',
      ],
    },
  ],
  preparedHeading: "Preparació d'aquesta declaració",
  prepared: (day) => `Aquesta declaració es va preparar el ${day}.`,
  manualReview: (day) => `La darrera revisió manual de l'accessibilitat del portal es va fer el ${day}.`,
  noManualReview: "Encara no s'ha fet una revisió manual completa: només s'apliquen les proves automàtiques descrites.",
  contactHeading: 'Observacions i dades de contacte',
  contact: [
    "Ens pots fer arribar qualsevol comunicació sobre els requisits d'accessibilitat d'aquest portal: informar d'un possible incompliment, explicar-nos altres dificultats per accedir al seu contingut o fer qualsevol consulta o suggeriment de millora.",
    `Pots presentar una queixa sobre el compliment dels requisits del Reial decret 1112/2018 o demanar informació accessible sobre un contingut (per exemple, una versió accessible d'un document o una descripció d'una fotografia) amb el formulari d'aquesta pàgina, per correu electrònic a ${CONTACT.email} o al Registre de l'Ajuntament.`,
    `Et donarem un número de referència i et respondrem en un termini màxim de ${ANSWER_WORKING_DAYS} dies hàbils.`,
  ],
  procedureHeading: "Procediment d'aplicació",
  procedure: [
    `Si la teva queixa o la teva sol·licitud d'informació accessible es desestima, no estàs d'acord amb la decisió o la resposta no compleix els requisits de l'article 12.5 del Reial decret 1112/2018, pots iniciar una reclamació. També pots reclamar si passen ${ANSWER_WORKING_DAYS} dies hàbils sense resposta.`,
    "La reclamació es presenta al Registre General de l'Ajuntament o a la seva seu electrònica, adreçada a la unitat responsable d'accessibilitat.",
  ],
  technicalHeading: 'Contingut opcional',
  technical: [
    'El portal funciona amb les versions actuals dels navegadors més utilitzats i amb lectors de pantalla. Es basa en HTML, WAI-ARIA, CSS i JavaScript; les pàgines públiques es poden llegir encara que JavaScript no es carregui.',
  ],
  form: {
    heading: 'Enviar una queixa o una sol·licitud',
    intro: 'Els camps marcats amb * són obligatoris. Només fem servir el teu correu electrònic per respondre’t.',
    kind: 'Què vols enviar *',
    kinds: {
      complaint: "Una queixa sobre l'accessibilitat del portal",
      'accessible-version': "Una sol·licitud d'informació accessible (per exemple, una versió accessible d'un contingut)",
    },
    name: 'Nom',
    email: 'Correu electrònic per respondre’t *',
    page: 'Pàgina o contingut a què es refereix',
    pageHint: "Per exemple, l'adreça de la pàgina o el títol de la proposta.",
    message: 'Descriu el problema o el que necessites *',
    messageHint: `Entre ${MIN_ACCESSIBILITY_MESSAGE} i ${MAX_ACCESSIBILITY_MESSAGE} caràcters.`,
    send: 'Envia',
    sending: 'Enviant...',
    sent: (reference) => `Hem rebut el teu missatge. El teu número de referència és ${reference}.`,
    sentDue: (day) => `Et respondrem per correu electrònic com a molt tard el ${day}. També t'hem enviat un correu amb aquesta referència.`,
    another: 'Envia un altre missatge',
    draftKept: "El que has escrit es guarda en aquest dispositiu fins que s'enviï.",
    offline:
      "No s'ha pogut enviar perquè no hi ha connexió. El que has escrit continua aquí i desat en aquest dispositiu: torna-ho a provar quan tinguis connexió.",
    failed: "No s'ha pogut enviar el missatge.",
  },
  validation: {
    kind: "Tria si és una queixa o una sol·licitud d'informació accessible",
    email: 'Indica un correu electrònic vàlid perquè et puguem respondre',
    messageMin: `Descriu el problema amb almenys ${MIN_ACCESSIBILITY_MESSAGE} caràcters`,
    messageMax: `El missatge no pot superar els ${MAX_ACCESSIBILITY_MESSAGE} caràcters`,
    pageMax: `La pàgina o el contingut no pot superar els ${MAX_ACCESSIBILITY_PAGE} caràcters`,
    nameMax: 'El nom no pot superar els 100 caràcters',
    answerMin: 'Escriu la resposta que rebrà la persona',
    answerMax: `La resposta no pot superar els ${MAX_ACCESSIBILITY_ANSWER} caràcters`,
    reviewedOn: 'Indica una data vàlida que no sigui futura',
  },
  admin: {
    tab: 'Accessibilitat',
    heading: "Queixes i sol·licituds d'accessibilitat",
    intro: `El Reial decret 1112/2018 obliga a respondre cada queixa o sol·licitud en ${ANSWER_WORKING_DAYS} dies hàbils. La resposta s'envia per correu electrònic a la persona i queda a l'historial.`,
    empty: "No hi ha queixes ni sol·licituds d'accessibilitat.",
    loadFailed: "No s'han pogut carregar les queixes i sol·licituds d'accessibilitat.",
    received: (day) => `Rebuda el ${day}`,
    due: (day) => `Termini legal: ${day}`,
    daysLeft: (days) =>
      days > 1 ? `queden ${days} dies hàbils` : days === 1 ? 'queda 1 dia hàbil' : days === 0 ? 'venç avui' : 'termini vençut',
    open: 'Pendent de resposta',
    answered: (day) => `Resposta el ${day}`,
    contact: 'Respon a',
    page: 'Pàgina o contingut',
    answerLabel: 'Resposta',
    answerHint: "S'enviarà tal qual per correu electrònic a la persona, amb la referència.",
    send: 'Envia la resposta',
    sent: 'Resposta enviada per correu electrònic.',
    failed: "No s'ha pogut enviar la resposta.",
    alreadyAnswered: 'Aquesta sol·licitud ja té resposta.',
    notFound: "La sol·licitud d'accessibilitat no existeix.",
    reviewTitle: "Declaració d'accessibilitat",
    reviewText: "La data de la darrera revisió manual de l'accessibilitat del portal, que publica la declaració d'accessibilitat.",
    reviewedOn: 'Darrera revisió manual',
    saveReview: 'Desa la data',
    reviewSaved: 'Data de revisió desada.',
    reviewFailed: "No s'ha pogut desar la data de revisió.",
  },
  email: {
    receivedSubject: (kind, reference) => `Hem rebut la teva ${kindNames[kind]} (${reference})`,
    receivedBody: (p) =>
      [
        'Hola:',
        '',
        `Hem rebut la teva ${kindNames[p.kind]} del portal de Pressupostos Participatius, amb el número de referència ${p.reference}.`,
        `Et respondrem com a molt tard el ${p.due} (${ANSWER_WORKING_DAYS} dies hàbils, Reial decret 1112/2018).`,
        '',
        'Per la teva privadesa, aquest correu no repeteix el teu missatge. Si no l’has enviat tu, el pots ignorar.',
        '',
        'Ajuntament · Pressupostos Participatius',
      ].join('\n'),
    answerSubject: (kind, reference) => `Resposta a la teva ${kindNames[kind]} (${reference})`,
    answerBody: (p) =>
      [
        'Hola:',
        '',
        `Aquesta és la resposta al teu missatge amb referència ${p.reference}:`,
        '',
        p.answer,
        '',
        "Si no estàs d'acord amb la resposta, pots presentar una reclamació al Registre General de l'Ajuntament (Reial decret 1112/2018, art. 13).",
        '',
        'Ajuntament · Pressupostos Participatius',
      ].join('\n'),
  },
} satisfies PortalCatalogue['ACCESSIBILITY_TEXTS']
