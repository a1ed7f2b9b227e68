import { localized } from './localize'

/**
 * The 'Seguir' button every proposal card carries: a module of its own so that a page of cards does not
 * carry all of the notices' copy (decision 0033).
 */
export const FOLLOW_TEXTS = localized('FOLLOW_TEXTS', {
  follow: 'Seguir',
  unfollow: 'Dejar de seguir',
  followLabel: (title: string) => `Seguir la propuesta «${title}»`,
  unfollowLabel: (title: string) => `Dejar de seguir la propuesta «${title}»`,
  followed: 'Te avisaremos cuando cambie de estado o avance su ejecución.',
  unfollowed: 'Ya no recibirás avisos de esta propuesta.',
  failed: 'No se ha podido guardar. Inténtalo de nuevo.',
} as const)
