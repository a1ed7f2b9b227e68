import type { PortalCatalogue } from '../portal-catalogue'

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const CYCLE_REFUSALS = {
  presentationClosed: (now) => `Non se enviou a proposta: a presentación de propostas non está aberta (agora: ${now}).`,
  supportClosed: (now) => `Non se rexistrou o voto: a fase de apoios non está aberta (agora: ${now}).`,
  receivedOutside: (start, end) => `A data de recepción ten que estar dentro da presentación de propostas (do ${start} ao ${end}).`,
  unfeasible: 'Non se rexistrou o voto: esta proposta avaliouse como non viable.',
  headingConfirmed: 'Non se rexistrou o voto: a selección do seu distrito xa está confirmada.',
  otherCycle: (year) => `Non se rexistrou o voto: esta proposta presentouse ao orzamento de ${year}, cuxos apoios xa remataron.`,
  confirmDuringSupport: (until) =>
    `Non se pode confirmar a selección mentres os apoios seguen abertos (ata o ${until}). Pase á seguinte fase antes. Non se cambiou nada.`,
  assessmentLocked: 'A selección deste distrito xa está confirmada: a súa avaliación xa non se pode cambiar. Non se cambiou nada.',
  advanceNoNext: 'Non hai ningunha fase despois desta. Non se cambiou nada.',
  advanceStartedToday: 'A fase comezou hoxe: poderá pasar á seguinte a partir de mañá. Non se cambiou nada.',
} satisfies PortalCatalogue['CYCLE_REFUSALS']
