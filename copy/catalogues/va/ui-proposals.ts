import type { PortalOverlay } from '../portal-catalogue'

export const UI_PROPOSALS = {
  home: {
    heroText:
      'Decidix en què s’invertix el 5% del pressupost municipal d’inversions. Proposa millores per al teu barri, dona suport a les dels teus veïns i seguix com es fan realitat.',
    activeText: 'Consulta les propostes presentades i prioritzades i vota les que vullgues impulsar.',
    impactText: 'Descobrix les propostes veïnals que ja s’han fet realitat a la ciutat.',
    resultsText: 'Les xifres del procés per districte i per àmbit, amb dades obertes per a descarregar.',
  },
  list: {
    noMatch: 'No hi ha propostes que coincidisquen amb la teua cerca',
    sectionEmpty: 'No hi ha propostes en esta secció.',
    loadError: "No s'han pogut carregar les propostes. Si vos plau, torna-ho a provar més tard.",
  },
  executed: {
    empty: 'No hi ha projectes executats que coincidisquen amb la teua cerca.',
  },
  page: {
    signInToVote: 'Inicia la sessió per a votar',
  },
  share: {
    button: 'Compartix',
    buttonLabel: (title) => `Compartix «${title}»`,
  },
} satisfies PortalOverlay['UI_PROPOSALS']
