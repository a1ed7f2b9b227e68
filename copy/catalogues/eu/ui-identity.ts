import type { PortalCatalogue } from '../portal-catalogue'

export const IDENTITY_TEXTS = {
  google: {
    popupBlocked: 'Leiho gainerakorra blokeatu da. Mesedez, baimendu leiho gainerakorrak webgune honetarako.',
    unauthorizedDomain: 'Domeinu hau ez dago baimenduta Googlerekin autentifikatzeko.',
    cancelled: 'Autentifikazioa bertan behera utzi da.',
    noUser: 'Ezin izan da erabiltzailearen informazioa lortu',
    other: (message) => `Autentifikazio-errorea: ${message}`,
    notConfigured: 'Googlerekin sartzeko aukera ez dago konfiguratuta zerbitzari honetan.',
  },
  signIn: { other: 'Errore bat gertatu da saioa hastean. Mesedez, saiatu berriro.' },
  register: { other: 'Errore bat gertatu da kontua sortzean. Mesedez, saiatu berriro.' },
  reset: {
    other: 'Errore bat gertatu da berrezartzeko mezua bidaltzean. Mesedez, saiatu berriro.',
    sentTitle: 'Mezua bidali da',
    sentText: 'Begiratu zure posta: pasahitza berrezartzeko esteka bat bidali dizugu.',
  },
  confirmEmail: { other: 'Ezin izan da berresteko mezua bidali. Mesedez, saiatu berriro.' },
  changeEmail: {
    loginAgain: 'Segurtasunagatik, sartzeko helbide elektronikoa aldatzeko, hasi saioa berriro eta errepikatu aldaketa.',
    other: 'Ezin izan da sartzeko helbide elektronikoa aldatu. Mesedez, saiatu berriro.',
    pending: (email) =>
      `Esteka bat bidali dizugu helbide honetara: ${email}. Sartzeko helbidea esteka irekitzen duzunean aldatuko da; ordura arte, aurrekoa izango da.`,
  },
  common: {
    unavailable: 'Sarbide-zerbitzuak ez du erantzuten une honetan. Saiatu berriro minutu batzuk barru.',
    network: 'Ez dago konexiorik sarbide-zerbitzuarekin. Egiaztatu zure konexioa eta saiatu berriro.',
  },
  welcomeTitle: 'Ongi etorri!',
  welcomeText: 'Saioa behar bezala hasi duzu',
  loginFailedTitle: 'Errorea saioa hastean',
} satisfies PortalCatalogue['IDENTITY_TEXTS']
