import type { PortalOverlay } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const ERROR_TEXTS = {
  AUTH_REQUIRED: "Has d'iniciar la sessió per a fer això.",
  FORBIDDEN: 'No tens permís per a fer això.',
  DUPLICATE_VOTE: 'Ja has votat esta proposta',
  EMAIL_NOT_VERIFIED:
    "Per a votar has de confirmar el teu correu electrònic. Obre l'enllaç del correu que et vam enviar en registrar-te o demana'n un altre.",
  UNSUPPORTED_MEDIA_TYPE: "Si vos plau, selecciona un fitxer d'imatge vàlid",
  INTERNAL: "S'ha produït un error al servidor. Si vos plau, torna-ho a provar més tard.",
  NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
  CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
  TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
  IDENTITY_UNAVAILABLE:
    'Ara mateix no podem comprovar la teua sessió. Continues amb la sessió iniciada: torna-ho a provar d’aquí a uns minuts.',
} satisfies PortalOverlay['ERROR_TEXTS']
