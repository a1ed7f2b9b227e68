import { localized } from './localize'

/** The council's setting of the portal's languages, in 'Configuración' (the admin panel only loads it). */
export const LANGUAGE_SETTINGS_TEXTS = localized('LANGUAGE_SETTINGS_TEXTS', {
  title: 'Idiomas del portal',
  text: 'El español está siempre activo. Activa las lenguas cooficiales que quieras ofrecer: cada página tendrá su dirección en cada idioma y un selector en la cabecera y el pie. Solo se pueden activar los idiomas con la traducción completa, revisada antes por el servicio lingüístico del Ayuntamiento.',
  legend: 'Idiomas activos',
  incomplete: (missing: number) => `Traducción incompleta: faltan ${missing} textos`,
  save: 'Guardar idiomas',
  saved: 'Idiomas guardados.',
  failed: 'No se pudieron guardar los idiomas.',
} as const)
