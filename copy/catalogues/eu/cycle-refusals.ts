import type { PortalCatalogue } from '../portal-catalogue'

/** The Worker's refusals of what belongs to another phase (the server part: no screen draws them). */
export const CYCLE_REFUSALS = {
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
} satisfies PortalCatalogue['CYCLE_REFUSALS']
