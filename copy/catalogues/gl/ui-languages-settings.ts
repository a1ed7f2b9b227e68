import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_SETTINGS_TEXTS = {
  title: 'Idiomas do portal',
  text: 'O castelán está sempre activo. Active as linguas cooficiais que queira ofrecer: cada páxina terá o seu enderezo en cada idioma e un selector na cabeceira e no pé. Só se poden activar os idiomas coa tradución completa, revisada antes polo servizo de normalización lingüística do Concello.',
  legend: 'Idiomas activos',
  incomplete: (missing) => `Tradución incompleta: faltan ${missing} textos`,
  save: 'Gardar os idiomas',
  saved: 'Gardáronse os idiomas.',
  failed: 'Non foi posible gardar os idiomas.',
} satisfies PortalCatalogue['LANGUAGE_SETTINGS_TEXTS']
