import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const ERROR_TEXTS = {
  AUTH_REQUIRED: "Has d'iniciar la sessió per fer això.",
  FORBIDDEN: 'No tens permís per fer això.',
  DUPLICATE_VOTE: 'Ja has votat aquesta proposta',
  EMAIL_NOT_VERIFIED:
    "Per votar has de confirmar el teu correu electrònic. Obre l'enllaç del correu que et vam enviar en registrar-te o demana'n un altre.",
  VOTING_DISABLED: "No s'ha registrat el teu vot. Les votacions estan deshabilitades o el registre és fora de termini.",
  NOT_FOUND: "No s'ha trobat el que busques.",
  CONFLICT: 'Les dades han canviat mentrestant. Torna a carregar i torna-ho a provar.',
  VALIDATION: 'Revisa les dades enviades: hi ha camps que no són vàlids.',
  PAYLOAD_TOO_LARGE: 'El fitxer pesa massa. La mida màxima permesa és de 10MB.',
  UNSUPPORTED_MEDIA_TYPE: "Si us plau, selecciona un fitxer d'imatge vàlid",
  RATE_LIMITED: 'Has fet massa peticions seguides. Espera un moment i torna-ho a provar.',
  INVALID_DOCUMENT: CENSUS_REFUSALS.INVALID_DOCUMENT,
  NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
  CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
  TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
  TOO_MANY_ATTEMPTS: CENSUS_REFUSALS.TOO_MANY_ATTEMPTS,
  RESIDENCE_REQUIRED: CENSUS_REFUSALS.RESIDENCE_REQUIRED,
  OTHER_DISTRICT: CENSUS_REFUSALS.OTHER_DISTRICT,
  CENSUS_UNAVAILABLE: CENSUS_REFUSALS.keyMissing,
  SELECTION_TOO_LARGE:
    "La selecció d'aquest districte supera el càlcul que el portal pot fer en una petició. No es mostra cap resultat ni es pot confirmar.",
  TABLE_CODE_INVALID:
    'Aquest codi de mesa no existeix o ja no val. Revisa que l’has escrit bé (8 lletres i números) o demana’n un de nou a l’Ajuntament.',
  TABLE_CLOSED: 'Aquesta mesa ja està tancada o el seu horari ha acabat: no admet més dispositius ni paperetes.',
  TABLE_REVOKED: 'L’Ajuntament ha revocat aquesta mesa o aquest dispositiu: les seves paperetes ja no es compten.',
  TABLE_OUTSIDE_SUPPORT: 'La mesa s’ha de fer mentre el suport a propostes està obert.',
  INTERNAL: "S'ha produït un error al servidor. Si us plau, torna-ho a provar més tard.",
  IDENTITY_UNAVAILABLE:
    'Ara mateix no podem comprovar la teva sessió. Continues amb la sessió iniciada: torna-ho a provar d’aquí a uns minuts.',
} satisfies PortalCatalogue['ERROR_TEXTS']
