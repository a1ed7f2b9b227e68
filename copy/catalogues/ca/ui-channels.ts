import type { PortalCatalogue } from '../portal-catalogue'

export const CHANNEL_TEXTS = {
  register: {
    title: "Registrar una proposta d'un altre canal",
    adminLink: 'Registra propostes rebudes per altres canals',
    back: 'Torna al tauler',
    posterLink: 'Imprimeix el cartell amb codi QR per a les taules informatives',
    intro:
      "Per a les propostes que arriben en paper, per correu, a la bústia de l'associació, a l'oficina de la Federació, al 010, per WhatsApp o per telèfon. Entren com a pendents amb la seva data de recepció.",
    quickMode: 'Entrada ràpida de cupons',
    quickModeHint:
      'Només teclat: Retorn desa, el cursor torna al títol i es conserven el canal, la data i el districte per al cupó següent.',
    channel: 'Canal de recepció',
    receivedAt: 'Data de recepció',
    submitterTitle: 'Dades de qui la presenta (tal com hi figuren)',
    submitterText: "Només les veu l'equip d'administració; no es publiquen mai.",
    submitterSurname: 'Cognoms (opcional)',
    submitterPhone: 'Telèfon (opcional)',
    submitterEmail: 'Correu electrònic (opcional)',
    image: 'Foto o escaneig del cupó (opcional)',
    submit: 'Registra la proposta',
    sending: 'Registrant...',
    saved: 'Proposta registrada',
    savedText: (title) => `«${title}» ha entrat com a pendent.`,
    failure: "No s'ha pogut registrar la proposta",
    sessionTitle: 'Registrades en aquesta sessió',
    sessionCount: (n) => (n === 1 ? '1 proposta registrada' : `${n} propostes registrades`),
    sessionEmpty: 'Encara no n’has registrat cap en aquesta sessió.',
    open: 'Mostra',
  },
} satisfies PortalCatalogue['CHANNEL_TEXTS']
