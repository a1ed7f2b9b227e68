import type { PortalCatalogue } from '../portal-catalogue'

/** The year's calendar, its sentence of the moment and the refusals of what belongs to another phase. */
export const EU_CYCLE = {
  CYCLE_TEXTS: {
    phases: {
      presentation: 'Proposamenak aurkeztea',
      support: 'Babesak',
      assessment: 'Ebaluazio teknikoa',
      selection: 'Hautaketa',
      results: 'Emaitzak',
      execution: 'Gauzatzea',
    },
    together: (first, second) => `${first} eta ${second}`,
    title: 'Egutegia',
    now: (phases, until) => `Orain: ${phases}, ${until} arte.`,
    between: 'Orain ez dago fase irekirik.',
    next: (phase, start) => `Ondoren: ${phase.toLowerCase()}, ${start}tik aurrera.`,
    over: 'Aurtengo egutegia amaitu da.',
    range: (start, end) => `${start}tik ${end} arte`,
    noPhase: 'fase bat ere ez',
    advanceStale: 'Fasea aldatu egin da bitartean: kargatu berriro orria. Ez da ezer aldatu.',
  },
} satisfies PortalCatalogue

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const EU_CYCLE_REFUSALS = {
  CYCLE_REFUSALS: {
    presentationClosed: (now) => `Ez da proposamena bidali: proposamenak aurkezteko epea ez dago irekita (orain: ${now}).`,
    supportClosed: (now) => `Ez da botoa erregistratu: babes-fasea ez dago irekita (orain: ${now}).`,
    receivedOutside: (start, end) => `Jasotze-datak proposamenak aurkezteko epearen barruan egon behar du (${start}tik ${end} arte).`,
    unfeasible: 'Ez da botoa erregistratu: proposamen hau ez bideragarritzat ebaluatu zen.',
    headingConfirmed: 'Ez da botoa erregistratu: bere barrutiko hautaketa berretsita dago jada.',
    otherCycle: (year) =>
      `Ez da botoa erregistratu: proposamen hau ${year}ko aurrekonturako aurkeztu zen, eta haren babesak amaitu dira jada.`,
    confirmDuringSupport: (until) =>
      `Ezin da hautaketa berretsi babesak irekita dauden bitartean (${until} arte). Igaro hurrengo fasera lehenago. Ez da ezer aldatu.`,
    assessmentLocked: 'Barruti honetako hautaketa berretsita dago jada: bere ebaluazioa ezin da aldatu. Ez da ezer aldatu.',
    advanceNoNext: 'Ez dago fase honen ondorengorik. Ez da ezer aldatu.',
    advanceStartedToday: 'Fasea gaur hasi da: bihartik aurrera igaro ahal izango zara hurrengora. Ez da ezer aldatu.',
  },
} satisfies PortalCatalogue

/** The council's 'Egutegia' form in Konfigurazioa. */
export const EU_CALENDAR_FORM = {
  CALENDAR_FORM_TEXTS: {
    intro:
      'Urteko fase bakoitzaren datak, hiriko orduan; egun bakoitzeko fasea haietatik ateratzen da. Babesak proposamenak aurkeztearekin batera izan daitezke.',
    start: 'Hasiera',
    end: 'Amaiera',
    save: 'Gorde egutegia',
    saved: 'Egutegia gorde da',
    advance: 'Igaro hurrengo fasera',
    advanceTitle: 'Hurrengo fasera igaro',
    advanceBody: (now, next) =>
      `«${now}» fasea atzo amaitzen da eta «${next}» gaur hasten da. Egutegiaren datak aldatzen dira eta aldaketa historialean geratzen da.`,
    advanceConfirm: 'Bai, igaro fasez',
    advanceCancel: 'Utzi',
    advanced: (phase) => `Orain: ${phase}`,
    notSet: 'Urte honek ez du egutegirik oraindik: aurkezpenak eta babesek bozketen etengailuari jarraitzen diote.',
    day: 'Adierazi data baliodun bat (eguna, hilabetea eta urtea)',
    endBeforeStart: 'Amaiera ezin da hasiera baino lehenagokoa izan',
    outsideYear: (first, last) => `Datak ${first} eta ${last} artean egon behar du`,
    supportBeforePresentation: 'Babesak ezin dira proposamenak aurkeztea baino lehenago hasi edo amaitu',
    overlap: (before) => `«${before}» amaitu ondoren hasi behar du`,
  },
} satisfies PortalCatalogue
