import type { PortalOverlay } from '../portal-catalogue'

export const CENSUS_REJECTIONS = {
  badDate: "La data de naixement no existix (s'espera AAAA-MM-DD o DD/MM/AAAA).",
} satisfies PortalOverlay['CENSUS_REJECTIONS']

export const CENSUS_ADMIN_TEXTS = {
  text:
    'Puja el padró en CSV amb tres columnes: document (DNI o NIE), data de naixement i districte, separades per «;» o «,». ' +
    'El portal només guarda una empremta xifrada de cada document amb la seua data, el districte i des de quin dia pot votar la persona.',
  minAge: 'Edat mínima per a votar',
  minAgeHint: 'Anys complits; la llei de cada consulta ho fixa (16 per defecte).',
} satisfies PortalOverlay['CENSUS_ADMIN_TEXTS']
