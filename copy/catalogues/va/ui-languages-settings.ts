import type { PortalOverlay } from '../portal-catalogue'

export const LANGUAGE_SETTINGS_TEXTS = {
  text: "El castellà està sempre actiu. Activa les llengües cooficials que vullgues oferir: cada pàgina tindrà la seua adreça en cada idioma i un selector a la capçalera i al peu. Només es poden activar els idiomes amb la traducció completa, revisada abans pel servici lingüístic de l'Ajuntament.",
} satisfies PortalOverlay['LANGUAGE_SETTINGS_TEXTS']
