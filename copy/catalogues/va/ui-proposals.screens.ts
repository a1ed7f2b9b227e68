import type { PortalOverlay } from '../portal-catalogue'
import { UI_PROPOSALS as FIRST_VISIT } from './ui-proposals'

/**
 * The rest of ca/ui-proposals.ts in its Valencian wording, which a first visit does not show (a vote's
 * outcome, the text shared, a proposal's own page): it comes with the screens' part, which keeps
 * Valencian's first visit within its budget (decision 0053); until then a list page says those in Catalan's
 * wording. The whole of the first visit's export and these, since a later part replaces a text export it
 * also holds (decision 0074).
 */
export const UI_PROPOSALS = {
  ...FIRST_VISIT,
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
    ...FIRST_VISIT.share,
    text: 'Et compartisc esta proposta ciutadana. Vota per a donar-hi suport i que es faça realitat!',
  },
  page: {
    ...FIRST_VISIT.page,
    notFoundText: "No s'ha pogut trobar la proposta sol·licitada. És possible que s'haja eliminat o que l'URL siga incorrecta.",
  },
} satisfies PortalOverlay['UI_PROPOSALS']
