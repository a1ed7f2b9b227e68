import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_SETTINGS_TEXTS = {
  title: 'Idiomes del portal',
  text: "El castellà està sempre actiu. Activa les llengües cooficials que vulguis oferir: cada pàgina tindrà la seva adreça en cada idioma i un selector a la capçalera i al peu. Només es poden activar els idiomes amb la traducció completa, revisada abans pel servei lingüístic de l'Ajuntament.",
  legend: 'Idiomes actius',
  incomplete: (missing) => `Traducció incompleta: falten ${missing} textos`,
  save: 'Desa els idiomes',
  saved: "S'han desat els idiomes.",
  failed: "No s'han pogut desar els idiomes.",
} satisfies PortalCatalogue['LANGUAGE_SETTINGS_TEXTS']
