import type { PortalOverlay } from '../portal-catalogue'

/**
 * ca/ui-languages.ts's refusal of an incomplete language in its Valencian wording: only the council's
 * setting shows it, so it loads with the screens' part.
 */
export const LANGUAGE_TEXTS = {
  validation: {
    incomplete: 'Este idioma no té la traducció completa i no es pot activar',
  },
} satisfies PortalOverlay['LANGUAGE_TEXTS']
