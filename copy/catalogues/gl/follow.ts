import type { PortalCatalogue } from '../portal-catalogue'

/** The follow button, on every proposal card. */
export const FOLLOW_TEXTS = {
  follow: 'Seguir',
  unfollow: 'Deixar de seguir',
  followLabel: (title) => `Seguir a proposta «${title}»`,
  unfollowLabel: (title) => `Deixar de seguir a proposta «${title}»`,
  followed: 'Avisarémolo cando cambie de estado ou avance a súa execución.',
  unfollowed: 'Xa non recibirá avisos desta proposta.',
  failed: 'Non foi posible gardar. Ténteo de novo.',
} satisfies PortalCatalogue['FOLLOW_TEXTS']
