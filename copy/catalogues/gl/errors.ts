import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const ERROR_TEXTS = {
  AUTH_REQUIRED: 'Debe iniciar sesión para facer isto.',
  FORBIDDEN: 'Non ten permiso para facer isto.',
  DUPLICATE_VOTE: 'Xa votou esta proposta',
  EMAIL_NOT_VERIFIED:
    'Para votar debe confirmar o seu correo electrónico. Abra a ligazón da mensaxe que lle enviamos ao rexistrarse ou solicite outra.',
  VOTING_DISABLED: 'Non se rexistrou o seu voto. As votacións están deshabilitadas ou o rexistro está fóra de prazo.',
  NOT_FOUND: 'Non se atopou o que busca.',
  CONFLICT: 'Os datos cambiaron mentres tanto. Volva cargar e ténteo de novo.',
  VALIDATION: 'Revise os datos enviados: hai campos que non son válidos.',
  PAYLOAD_TOO_LARGE: 'O ficheiro é demasiado grande. O tamaño máximo permitido é de 10MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Por favor, seleccione un ficheiro de imaxe válido',
  RATE_LIMITED: 'Fixo demasiadas peticións seguidas. Agarde un momento e ténteo de novo.',
  INVALID_DOCUMENT: CENSUS_REFUSALS.INVALID_DOCUMENT,
  NOT_IN_CENSUS: CENSUS_REFUSALS.NOT_IN_CENSUS,
  CENSUS_RECORD_TAKEN: CENSUS_REFUSALS.CENSUS_RECORD_TAKEN,
  TOO_YOUNG: CENSUS_REFUSALS.TOO_YOUNG,
  TOO_MANY_ATTEMPTS: CENSUS_REFUSALS.TOO_MANY_ATTEMPTS,
  RESIDENCE_REQUIRED: CENSUS_REFUSALS.RESIDENCE_REQUIRED,
  OTHER_DISTRICT: CENSUS_REFUSALS.OTHER_DISTRICT,
  CENSUS_UNAVAILABLE: CENSUS_REFUSALS.keyMissing,
  SELECTION_TOO_LARGE:
    'A selección deste distrito supera o cálculo que o portal pode facer nunha petición. Non se mostra ningún resultado nin se pode confirmar.',
  TABLE_CODE_INVALID:
    'Ese código de mesa non existe ou xa non vale. Revisa que o escribiches ben (8 letras e números) ou pide un novo ao Concello.',
  TABLE_CLOSED: 'Esta mesa xa está pechada ou o seu horario rematou: non admite máis dispositivos nin papeletas.',
  TABLE_REVOKED: 'O Concello revogou esta mesa ou este dispositivo: as súas papeletas xa non se contan.',
  TABLE_OUTSIDE_SUPPORT: 'A mesa ten que celebrarse mentres está aberto o apoio a propostas.',
  INTERNAL: 'Produciuse un erro no servidor. Por favor, ténteo de novo máis tarde.',
  IDENTITY_UNAVAILABLE:
    'Nestes momentos non podemos comprobar a súa sesión. Segue coa sesión iniciada: ténteo de novo dentro duns minutos.',
} satisfies PortalCatalogue['ERROR_TEXTS']
