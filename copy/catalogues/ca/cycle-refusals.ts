import type { PortalCatalogue } from '../portal-catalogue'

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const CYCLE_REFUSALS = {
  presentationClosed: (now) => `No s'ha enviat la proposta: la presentació de propostes no està oberta (ara: ${now}).`,
  supportClosed: (now) => `No s'ha registrat el vot: la fase de suports no està oberta (ara: ${now}).`,
  receivedOutside: (start, end) => `La data de recepció ha de ser dins de la presentació de propostes (del ${start} al ${end}).`,
  unfeasible: "No s'ha registrat el vot: aquesta proposta es va avaluar com a no viable.",
  headingConfirmed: "No s'ha registrat el vot: la selecció del seu districte ja està confirmada.",
  otherCycle: (year) =>
    `No s'ha registrat el vot: aquesta proposta es va presentar al pressupost de ${year}, els suports del qual ja han acabat.`,
  confirmDuringSupport: (until) =>
    `No es pot confirmar la selecció mentre els suports continuen oberts (fins al ${until}). Passa a la fase següent abans. No s'ha canviat res.`,
  assessmentLocked: "La selecció d'aquest districte ja està confirmada: la seva avaluació ja no es pot canviar. No s'ha canviat res.",
  advanceNoNext: "No hi ha cap fase després d'aquesta. No s'ha canviat res.",
  advanceStartedToday: "La fase ha començat avui: podràs passar a la següent a partir de demà. No s'ha canviat res.",
} satisfies PortalCatalogue['CYCLE_REFUSALS']
