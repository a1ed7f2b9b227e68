import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar, its sentence of the moment and the refusals of what belongs to another phase. */
export const CA_CYCLE = {
  CYCLE_TEXTS: {
    phases: {
      presentation: 'Presentació de propostes',
      support: 'Suports',
      assessment: 'Avaluació tècnica',
      selection: 'Selecció',
      results: 'Resultats',
      execution: 'Execució',
    },
    together: (first, second) => `${first} i ${second}`,
    title: 'Calendari',
    now: (phases, until) => `Ara: ${phases}, fins al ${until}.`,
    between: 'Ara no hi ha cap fase oberta.',
    next: (phase, start) => `Després: ${phase.toLowerCase()}, des del ${start}.`,
    over: "El calendari d'aquest any ha acabat.",
    range: (start, end) => `Del ${start} al ${end}`,
    noPhase: 'cap fase',
    advanceStale: "La fase ha canviat mentrestant: torna a carregar la pàgina. No s'ha canviat res.",
  },
} satisfies PortalCatalogue

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const CA_CYCLE_REFUSALS = {
  CYCLE_REFUSALS: {
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
  },
} satisfies PortalCatalogue

/** The council's 'Calendari' form in Configuració. */
export const CA_CALENDAR_FORM = {
  CALENDAR_FORM_TEXTS: {
    intro:
      "Les dates de cada fase de l'any, en l'hora de la ciutat; la fase de cada dia se segueix d'elles. Els suports poden coincidir amb la presentació de propostes.",
    start: 'Inici',
    end: 'Fi',
    save: 'Desa el calendari',
    saved: 'Calendari desat',
    advance: 'Passa a la fase següent',
    advanceTitle: 'Passar a la fase següent',
    advanceBody: (now, next) =>
      `La fase «${now}» acaba ahir i «${next}» comença avui. Les dates del calendari canvien i el canvi queda a l'historial.`,
    advanceConfirm: 'Sí, passa de fase',
    advanceCancel: 'Cancel·la',
    advanced: (phase) => `Ara: ${phase}`,
    notSet: "Aquest any encara no té calendari: la presentació i els suports segueixen l'interruptor de votacions.",
    day: 'Indica una data vàlida (dia, mes i any)',
    endBeforeStart: "La fi no pot ser anterior a l'inici",
    outsideYear: (first, last) => `La data ha de ser entre ${first} i ${last}`,
    supportBeforePresentation: 'Els suports no poden començar ni acabar abans que la presentació de propostes',
    overlap: (before) => `Ha de començar després que acabi «${before}»`,
  },
} satisfies PortalCatalogue
