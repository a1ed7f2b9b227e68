import type { PortalOverlay } from '../portal-catalogue'

/** ca/admin-extra.ts in its Valencian wording, where it differs. */
export const VA_ADMIN_EXTRA = {
  LANGUAGE_SETTINGS_TEXTS: {
    text: "El castellà està sempre actiu. Activa les llengües cooficials que vullgues oferir: cada pàgina tindrà la seua adreça en cada idioma i un selector a la capçalera i al peu. Només es poden activar els idiomes amb la traducció completa, revisada abans pel servici lingüístic de l'Ajuntament.",
  },
  CHANNEL_TEXTS: {
    register: {
      posterLink: 'Imprimix el cartell amb codi QR per a les taules informatives',
      intro:
        "Per a les propostes que arriben en paper, per correu, a la bústia de l'associació, a l'oficina de la Federació, al 010, per WhatsApp o per telèfon. Entren com a pendents amb la seua data de recepció.",
      sessionTitle: 'Registrades en esta sessió',
      sessionEmpty: 'Encara no n’has registrat cap en esta sessió.',
    },
  },
  CENSUS_REJECTIONS: {
    badDate: "La data de naixement no existix (s'espera AAAA-MM-DD o DD/MM/AAAA).",
  },
  CENSUS_ADMIN_TEXTS: {
    text:
      'Puja el padró en CSV amb tres columnes: document (DNI o NIE), data de naixement i districte, separades per «;» o «,». ' +
      'El portal només guarda una empremta xifrada de cada document amb la seua data, el districte i des de quin dia pot votar la persona.',
    minAge: 'Edat mínima per a votar',
    minAgeHint: 'Anys complits; la llei de cada consulta ho fixa (16 per defecte).',
  },
} satisfies PortalOverlay
