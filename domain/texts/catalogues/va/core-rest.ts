import type { PortalOverlay } from '../portal-catalogue'
import { VA_CORE } from './core'

/**
 * The texts of Catalan's core (ca/core.ts) in their Valencian wording that a first visit does not show: the
 * server's share description, the forms' note on personal data, the not-found page, a proposal's own page,
 * the council's language setting, and what comes only after an action (a vote's or a follow's outcome, the
 * text shared) or offline. They come with the other screens' part, which keeps Valencian's first visit
 * within the 150 KB budget (decision 0053); until then a list page says those in Catalan's wording.
 * Each export here is the whole of the core's one, since a part replaces a text export it also holds.
 */
export const VA_CORE_REST = {
  SHELL_TEXTS: {
    ...VA_CORE.SHELL_TEXTS,
    siteDescription:
      "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i seguix-ne l'execució.",
    dataUse: {
      text: "Les teues dades de contacte les tracta l'Ajuntament només per a gestionar la teua participació i respondre't; no es publiquen ni se cedixen a tercers. Més informació sobre els teus drets als",
    },
    notFound: {
      text: "La pàgina que busques no existix o ha canviat d'adreça.",
      devHint: (path) =>
        `Nota per a desenvolupament: cap ruta d'app/routes/ coincidix amb «${path}». Has oblidat crear el fitxer de la ruta?`,
    },
  },
  UI_PROPOSALS: {
    ...VA_CORE.UI_PROPOSALS,
    vote: {
      signInFirst: 'Si vos plau, inicia la sessió per a votar',
      duplicate: 'Ja has votat esta proposta',
      duplicatePageText: 'Ja havies votat esta proposta.',
      failure: "No s'ha pogut registrar el teu vot. Si vos plau, torna-ho a provar.",
      failurePage: "No s'ha pogut registrar el teu vot. Si vos plau, torna-ho a provar.",
      unconfirmedTitle: 'Confirma el teu correu electrònic per a votar',
      unconfirmed:
        "Per a votar has de confirmar el teu correu electrònic: obre l'enllaç del correu que et vam enviar en registrar-te. Si ja l'has obert, torna a prémer Vota.",
      resendFailed: "No s'ha pogut enviar el correu. Si vos plau, torna-ho a provar d'aquí a uns minuts.",
    },
    share: {
      ...VA_CORE.UI_PROPOSALS.share,
      text: 'Et compartisc esta proposta ciutadana. Vota per a donar-hi suport i que es faça realitat!',
    },
    page: {
      ...VA_CORE.UI_PROPOSALS.page,
      notFoundText: "No s'ha pogut trobar la proposta sol·licitada. És possible que s'haja eliminat o que l'URL siga incorrecta.",
    },
  },
  OFFLINE_TEXTS: {
    ...VA_CORE.OFFLINE_TEXTS,
    offlineNoData: 'Sense connexió · encara no hi ha dades desades en este dispositiu',
    proposalNotSaved: 'Sense connexió: esta proposta no està desada en este dispositiu',
    listNotSaved: 'Sense connexió: esta llista no està desada en este dispositiu',
    searchingSaved: (count) =>
      `Sense connexió: només es cerca ${count === 1 ? 'la proposta desada' : `entre les ${count} propostes desades`} en este dispositiu.`,
    notSavedHint: 'Obre-la quan tornes a tenir connexió i quedarà desada per a llegir-la sense connexió.',
    update: {
      description: 'Actualitza quan acabes el que estàs fent.',
    },
  },
  FOLLOW_TEXTS: {
    ...VA_CORE.FOLLOW_TEXTS,
    followed: "T'avisarem quan canvie d'estat o avance la seua execució.",
    unfollowed: "Ja no rebràs avisos d'esta proposta.",
  },
  LANGUAGE_TEXTS: {
    validation: {
      incomplete: 'Este idioma no té la traducció completa i no es pot activar',
    },
  },
} satisfies PortalOverlay
